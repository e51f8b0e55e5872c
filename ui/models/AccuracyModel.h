// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/AccuracyReport.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>

namespace gpuatlas::ui {

// The published measurements and the engine's estimate of each (Help > Accuracy). Raw
// numbers under Qt::UserRole so the table sorts by value; the source's address under
// Qt::ToolTipRole on every cell.
class AccuracyModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        CaseColumn,
        SplitColumn,
        RuntimeColumn,
        GpuColumn,
        CountColumn,
        MetricColumn,
        MeasuredColumn,
        EstimateColumn,
        RatioColumn,
        SourceColumn,
        ColumnCount
    };

    explicit AccuracyModel(QObject* parent = nullptr);

    void setReport(std::shared_ptr<const text::AccuracyReport> report);
    const text::AccuracyReport* report() const { return m_report.get(); }
    // Only the cases of one split (nullopt: all).
    void setSplit(std::optional<text::AccuracyReport::Split> split);
    std::optional<text::AccuracyReport::Split> split() const { return m_split; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    std::shared_ptr<const text::AccuracyReport> m_report;
    std::optional<text::AccuracyReport::Split> m_split = text::AccuracyReport::Split::Validation;
    std::vector<const text::AccuracyReport::Row*> m_rows;
};

} // namespace gpuatlas::ui
