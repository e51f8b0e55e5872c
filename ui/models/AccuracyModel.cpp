// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccuracyModel.h"

#include "text/Units.h"

#include <QBrush>
#include <QColor>

namespace gpuatlas::ui {

using text::AccuracyReport;

AccuracyModel::AccuracyModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void AccuracyModel::setReport(std::shared_ptr<const AccuracyReport> report)
{
    beginResetModel();
    m_report = std::move(report);
    rebuild();
    endResetModel();
}

void AccuracyModel::setSplit(std::optional<AccuracyReport::Split> split)
{
    beginResetModel();
    m_split = split;
    rebuild();
    endResetModel();
}

void AccuracyModel::rebuild()
{
    m_rows = m_report ? m_report->rows(m_split) : std::vector<const AccuracyReport::Row*>{};
}

int AccuracyModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int AccuracyModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AccuracyModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto& row = *m_rows[static_cast<std::size_t>(index.row())];
    const auto& c = *row.source;
    const auto ratio = row.ratio();
    if (role == Qt::ToolTipRole)
        return QString::fromStdString(c.source + (c.url.empty() ? std::string() : "\n" + c.url));
    if (role == Qt::TextAlignmentRole && index.column() >= CountColumn && index.column() <= RatioColumn &&
        index.column() != MetricColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == RatioColumn && (!ratio || *ratio < 0.7 || *ratio > 1.4))
        return QBrush(QColor(0xb0, 0x30, 0x20));
    const bool sortKey = role == Qt::UserRole;
    if (role != Qt::DisplayRole && !sortKey)
        return {};
    switch (index.column()) {
    case CaseColumn:
        return QString::fromStdString(c.id);
    case SplitColumn:
        return AccuracyReport::splitName(c.split);
    case RuntimeColumn:
        return QString::fromStdString(c.runtime);
    case GpuColumn:
        return QString::fromStdString(c.gpu);
    case CountColumn:
        return sortKey ? QVariant(c.count) : QVariant(text::Units::number(c.count, 0));
    case MetricColumn:
        return AccuracyReport::metricName(c.metric);
    case MeasuredColumn:
        return sortKey ? QVariant(c.measured) : QVariant(text::Units::number(c.measured, 0));
    case EstimateColumn:
        if (!row.result.predicted)
            return sortKey ? QVariant() : QVariant(tr("not reproduced: %1").arg(AccuracyReport::problemText(row)));
        return sortKey ? QVariant(*row.result.predicted) : QVariant(text::Units::number(*row.result.predicted, 0));
    case RatioColumn:
        if (!ratio)
            return {};
        return sortKey ? QVariant(*ratio) : QVariant(AccuracyReport::factor(*ratio));
    case SourceColumn:
        return QString::fromStdString(c.source);
    default:
        break;
    }
    return {};
}

QVariant AccuracyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CaseColumn:
        return tr("Case");
    case SplitColumn:
        return tr("Split");
    case RuntimeColumn:
        return tr("Runtime");
    case GpuColumn:
        return tr("GPU");
    case CountColumn:
        return tr("GPUs");
    case MetricColumn:
        return tr("Metric");
    case MeasuredColumn:
        return tr("Measured");
    case EstimateColumn:
        return tr("Estimate");
    case RatioColumn:
        return tr("Estimate / measured");
    case SourceColumn:
        return tr("Source");
    default:
        break;
    }
    return {};
}

} // namespace gpuatlas::ui
