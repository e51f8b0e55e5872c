// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"
#include "text/RankingTable.h"

#include <QAbstractTableModel>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace gpuatlas::ui {

// The ranked candidates of one workload: GPU, count, fit, throughput, latency or time to
// train, cost and score. The throughput, latency and cost are the engine's headline
// figures (Estimate::headline) as text::HeadlineText writes them, so the CLI table and
// the report show the same. Raw numbers under Qt::UserRole so sorting is numeric; the
// reasons of each verdict as the tooltip. A pinned earlier result can be shown beside
// each row ("compare with").
class ResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // The columns of text::RankingTable, and the comparison with a pinned result.
    enum Column
    {
        RankColumn = text::RankingTable::RankColumn,
        GpuColumn = text::RankingTable::GpuColumn,
        CountColumn = text::RankingTable::CountColumn,
        FitsColumn = text::RankingTable::FitsColumn,
        ThroughputColumn = text::RankingTable::ThroughputColumn,
        LatencyColumn = text::RankingTable::LatencyColumn,
        UsdPerHourColumn = text::RankingTable::UsdPerHourColumn,
        UnitCostColumn = text::RankingTable::CostColumn, // in the headline's basis: $/M tokens, $ per run or $/h
        ScoreColumn = text::RankingTable::ScoreColumn,
        BottleneckColumn = text::RankingTable::BottleneckColumn,
        ComparisonColumn = text::RankingTable::ColumnCount, // change against the pinned result
        ColumnCount
    };

    explicit ResultsModel(QObject* parent = nullptr);

    // `market`: the parts shown first (Workspace::market); a part outside it (a workload's
    // own list may name one) carries its market after its name.
    void setResults(std::vector<engine::Estimate> estimates, const engine::Workload& workload,
                    const engine::Catalog& catalog, engine::MarketScope market = engine::MarketScope::All);
    void setPinned(std::optional<std::vector<engine::Estimate>> pinned);
    // After a language change: headers and cells are words and numbers of the new one.
    void retranslate();
    bool hasPinned() const { return m_pinned.has_value(); }

    const std::vector<engine::Estimate>& estimates() const { return m_estimates; }
    const engine::Estimate* estimateAt(int row) const;
    const engine::Workload& workload() const { return m_workload; }
    // The display name of a GPU id.
    QString gpuName(const std::string& id) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The headline of the rows (unit, latency and cost basis are the workload's, shared
    // by every row): what the headers say.
    engine::Headline shape() const;

private:
    QVariant display(const engine::Estimate& estimate, int row, int column) const;
    QVariant headerToolTip(int section) const;
    QVariant sortValue(const engine::Estimate& estimate, int row, int column) const;
    QString reasonsText(const engine::Estimate& estimate) const;
    QString comparisonText(const engine::Estimate& estimate) const;
    const engine::Estimate* pinnedFor(const std::string& gpuId) const;
    bool isTraining() const { return m_workload.isTraining(); }

    std::vector<engine::Estimate> m_estimates;
    std::optional<std::vector<engine::Estimate>> m_pinned;
    engine::Workload m_workload;
    std::vector<std::pair<std::string, QString>> m_names;
    // Row of each GPU id in m_names and in *m_pinned: the table asks for a name per cell
    // and sorts by it, so a linear search made 10,000 results cost seconds to sort.
    std::unordered_map<std::string, std::size_t> m_nameRow;
    std::unordered_map<std::string, std::size_t> m_pinnedRow;
};

} // namespace gpuatlas::ui
