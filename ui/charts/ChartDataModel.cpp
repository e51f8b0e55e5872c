// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartDataModel.h"

#include <QLocale>

#include <algorithm>

namespace gpuatlas::ui::charts {

ChartDataModel::ChartDataModel(ChartData data, QObject* parent)
    : QAbstractTableModel(parent)
    , m_data(std::move(data))
    , m_hasNotes(std::any_of(m_data.categories.begin(), m_data.categories.end(),
                             [](const ChartCategory& category) { return !category.note.isEmpty(); }))
{
}

int ChartDataModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_data.categories.size());
}

int ChartDataModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid() || m_data.categories.isEmpty())
        return 0;
    return 1 + int(m_data.series.size()) + (hasNotes() ? 1 : 0);
}

QVariant ChartDataModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ChartCategory& category = m_data.categories[index.row()];
    const int column = index.column();
    if (column == 0)
        return categoryData(category, role);
    if (column <= m_data.series.size()) {
        const QList<ChartValue>& values = m_data.series[column - 1].values;
        return valueData(index.row() < values.size() ? &values[index.row()] : nullptr, role);
    }
    return role == Qt::DisplayRole ? QVariant(category.note) : QVariant();
}

QVariant ChartDataModel::categoryData(const ChartCategory& category, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        // Bar panels carry the unit in the title ("FP16 (TFLOPS)"); the rest the label.
        return category.title.isEmpty() ? category.label : category.title;
    case Qt::UserRole:
        return m_data.xAxis.title.isEmpty() ? QVariant() : QVariant(category.position);
    default:
        return {};
    }
}

QVariant ChartDataModel::valueData(const ChartValue* value, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        if (!value || (value->label.isEmpty() && !value->plotted))
            return tr("n/a");
        return value->label.isEmpty() ? QLocale().toString(*value->plotted, 'g', 4) : value->label;
    case Qt::ToolTipRole:
        return value ? QVariant(value->tooltip) : QVariant();
    case Qt::UserRole:
        return value && value->plotted ? QVariant(*value->plotted) : QVariant();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ChartDataModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    if (section == 0)
        return m_data.xAxis.title.isEmpty() ? tr("Category") : m_data.xAxis.title;
    if (section <= m_data.series.size())
        return m_data.series[section - 1].name;
    if (section < columnCount())
        return tr("Note");
    return {};
}

} // namespace gpuatlas::ui::charts
