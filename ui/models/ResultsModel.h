// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/Catalog.h"
#include "engine/Estimate.h"
#include "engine/Workload.h"

#include <QAbstractTableModel>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace gpuatlas::ui {

// The ranked candidates of one workload: GPU, count, fit, throughput, latency or time to
// train, cost and score. Raw numbers under Qt::UserRole so sorting is numeric; the
// reasons of each verdict as the tooltip. A pinned earlier result can be shown beside
// each row ("compare with").
class ResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        RankColumn,
        GpuColumn,
        CountColumn,
        FitsColumn,
        ThroughputColumn,
        LatencyColumn,
        UsdPerHourColumn,
        UnitCostColumn, // $/M tokens (inference) or $ per run (training)
        ScoreColumn,
        BottleneckColumn,
        ComparisonColumn, // change against the pinned result
        ColumnCount
    };

    explicit ResultsModel(QObject* parent = nullptr);

    void setResults(std::vector<engine::Estimate> estimates, const engine::Workload& workload,
                    const engine::Catalog& catalog);
    void setPinned(std::optional<std::vector<engine::Estimate>> pinned);
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

    // Throughput in the workload's unit (tokens/s, images/s or samples/s), nullopt if none.
    static std::optional<double> throughput(const engine::Estimate& estimate, const engine::Workload& workload);
    // The most tokens/s a configuration serving a load (requests_per_s) could generate,
    // from the engine's serves-load reason; nullopt without a load.
    static std::optional<double> capacityTokensPerS(const engine::Estimate& estimate, const engine::Workload& workload);
    // $/M tokens for token inference, $ per run for training, else $/hour.
    static std::optional<double> unitCost(const engine::Estimate& estimate, const engine::Workload& workload);
    // "Tokens/s", "Images/s", "Samples/s": the unit of the throughput column.
    QString throughputLabel() const;

private:
    QVariant display(const engine::Estimate& estimate, int row, int column) const;
    // The throughput column: capacity when serving a load, else the throughput.
    std::optional<double> shownThroughput(const engine::Estimate& estimate) const;
    bool servesLoad() const;
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
