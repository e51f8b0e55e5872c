// SPDX-License-Identifier: GPL-3.0-or-later
#include "EditableConstantsModel.h"

#include <QFont>

#include <cmath>

namespace gpuatlas::ui {

EditableConstantsModel::EditableConstantsModel(QList<Field> columns, QObject* parent)
    : QAbstractTableModel(parent)
    , m_columns(std::move(columns))
{
}

void EditableConstantsModel::refreshAll()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int EditableConstantsModel::changedCount() const
{
    int changed = 0;
    for (int row = 0; row < constantCount(); ++row)
        changed += isDefault(row) ? 0 : 1;
    return changed;
}

int EditableConstantsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : constantCount();
}

int EditableConstantsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

QVariant EditableConstantsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const int row = index.row();
    const Field field = fieldAt(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (field) {
        case Field::Value:
            return formattedValue(row, currentValue(row));
        case Field::Default:
            return formattedValue(row, defaultValue(row));
        default:
            return fieldText(row, field);
        }
    case Qt::EditRole:
        return field == Field::Value ? QVariant(currentValue(row)) : data(index, Qt::DisplayRole);
    case Qt::UserRole: // the raw numbers, for sorting and tests
        return field == Field::Value     ? QVariant(currentValue(row))
               : field == Field::Default ? QVariant(defaultValue(row))
                                         : data(index, Qt::DisplayRole);
    case Qt::ToolTipRole:
        return toolTip(row);
    case Qt::FontRole:
        if (field == Field::Value && !isDefault(row)) {
            QFont bold;
            bold.setBold(true); // a changed value stands out
            return bold;
        }
        return {};
    default:
        return {};
    }
}

bool EditableConstantsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.row() >= rowCount() || index.column() >= columnCount() ||
        fieldAt(index.column()) != Field::Value)
        return false;
    bool ok = false;
    const double number = value.toDouble(&ok);
    if (!ok || !std::isfinite(number))
        return false;
    storeValue(index.row(), number);
    emit dataChanged(index, index);
    announceEdit();
    return true;
}

Qt::ItemFlags EditableConstantsModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() < columnCount() && fieldAt(index.column()) == Field::Value)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant EditableConstantsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    return header(fieldAt(section));
}

} // namespace gpuatlas::ui
