// SPDX-License-Identifier: GPL-3.0-or-later
#include "OwnershipInputsModel.h"

#include "text/OwnershipText.h"

#include <QFont>

#include <cmath>

namespace gpuatlas::ui {

using engine::OwnershipInputs;
using text::OwnershipText;

OwnershipInputsModel::OwnershipInputsModel(QObject* parent) : QAbstractTableModel(parent) {}

void OwnershipInputsModel::setInputs(const OwnershipInputs& inputs)
{
    m_inputs = inputs;
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void OwnershipInputsModel::resetToDefaults()
{
    setInputs(OwnershipInputs());
    emit inputsEdited(m_inputs);
}

int OwnershipInputsModel::changedCount() const
{
    int changed = 0;
    for (const auto& info : OwnershipInputs::all())
        changed += m_inputs.isDefault(info.id) ? 0 : 1;
    return changed;
}

engine::OwnershipInputId OwnershipInputsModel::idAt(int row)
{
    return OwnershipInputs::all()[static_cast<std::size_t>(row)].id;
}

int OwnershipInputsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(OwnershipInputs::all().size());
}

int OwnershipInputsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OwnershipInputsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto& info = OwnershipInputs::all()[static_cast<std::size_t>(index.row())];
    const double value = m_inputs[info.id];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn: return OwnershipText::label(info.id);
        case ValueColumn: return OwnershipText::value(info.id, value);
        case DefaultColumn: return OwnershipText::value(info.id, info.defaultValue);
        case SourceColumn: return OwnershipText::source(info.id);
        default: return {};
        }
    case Qt::EditRole:
        return index.column() == ValueColumn ? QVariant(value) : data(index, Qt::DisplayRole);
    case Qt::UserRole:
        return index.column() == ValueColumn   ? QVariant(value)
               : index.column() == DefaultColumn ? QVariant(info.defaultValue)
                                                 : data(index, Qt::DisplayRole);
    case Qt::ToolTipRole:
        return tr("%1\n\nDefault: %2\n\n%3")
            .arg(OwnershipText::description(info.id), OwnershipText::value(info.id, info.defaultValue),
                 OwnershipText::source(info.id));
    case Qt::FontRole:
        if (index.column() == ValueColumn && !m_inputs.isDefault(info.id)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default: return {};
    }
}

bool OwnershipInputsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != ValueColumn || index.row() >= rowCount())
        return false;
    bool ok = false;
    const double number = value.toDouble(&ok);
    if (!ok || !std::isfinite(number))
        return false;
    m_inputs.set(idAt(index.row()), number);
    emit dataChanged(index, index);
    emit inputsEdited(m_inputs);
    return true;
}

Qt::ItemFlags OwnershipInputsModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ValueColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant OwnershipInputsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Input");
    case ValueColumn: return tr("Value");
    case DefaultColumn: return tr("Default");
    case SourceColumn: return tr("Source");
    default: return {};
    }
}

} // namespace gpuatlas::ui
