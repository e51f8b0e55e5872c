// SPDX-License-Identifier: GPL-3.0-or-later
#include "AssumptionsModel.h"

#include "text/EngineText.h"

#include <QFont>

#include <cmath>

namespace gpuatlas::ui {

using engine::Assumptions;
using text::EngineText;

AssumptionsModel::AssumptionsModel(QObject* parent) : QAbstractTableModel(parent) {}

void AssumptionsModel::setAssumptions(const Assumptions& assumptions)
{
    m_assumptions = assumptions;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void AssumptionsModel::resetToDefaults()
{
    // Keep the runtime and per-GPU calibration: "defaults" is about the constants.
    Assumptions defaults = Assumptions::forRuntime(m_assumptions.runtime());
    for (const auto& [gpu, factor] : m_assumptions.gpuFactors())
        defaults.setGpuFactor(gpu, factor);
    setAssumptions(defaults);
    emit assumptionsEdited(m_assumptions);
}

int AssumptionsModel::changedCount() const
{
    int changed = 0;
    for (const auto& info : Assumptions::all())
        changed += m_assumptions.isDefault(info.id) ? 0 : 1;
    return changed;
}

int AssumptionsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(Assumptions::all().size());
}

int AssumptionsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AssumptionsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto& info = Assumptions::all()[static_cast<std::size_t>(index.row())];
    const double value = m_assumptions.value(info.id);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case GroupColumn: return EngineText::assumptionGroup(info.group);
        case NameColumn: return EngineText::assumptionLabel(info.id);
        case ValueColumn: return EngineText::assumptionValue(info.id, value);
        case DefaultColumn: return EngineText::assumptionValue(info.id, info.defaultValue);
        case SourceColumn: return QString::fromUtf8(info.source.data(), static_cast<qsizetype>(info.source.size()));
        default: return {};
        }
    case Qt::EditRole:
        return index.column() == ValueColumn ? QVariant(value) : data(index, Qt::DisplayRole);
    case Qt::UserRole:
        return index.column() == ValueColumn ? QVariant(value)
               : index.column() == DefaultColumn ? QVariant(info.defaultValue)
                                                 : data(index, Qt::DisplayRole);
    case Qt::ToolTipRole:
        return QStringLiteral("%1\n\n%2").arg(EngineText::assumptionDescription(info.id),
                                              QString::fromUtf8(info.source.data(), static_cast<qsizetype>(info.source.size())));
    case Qt::FontRole:
        if (index.column() == ValueColumn && !m_assumptions.isDefault(info.id)) {
            QFont bold;
            bold.setBold(true); // a changed assumption stands out
            return bold;
        }
        return {};
    default: return {};
    }
}

bool AssumptionsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != ValueColumn || index.row() >= rowCount())
        return false;
    bool ok = false;
    const double number = value.toDouble(&ok);
    if (!ok || !std::isfinite(number))
        return false;
    const auto& info = Assumptions::all()[static_cast<std::size_t>(index.row())];
    m_assumptions.set(info.id, number); // clamped to the documented range
    emit dataChanged(index, index);
    emit assumptionsEdited(m_assumptions);
    return true;
}

Qt::ItemFlags AssumptionsModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ValueColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant AssumptionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GroupColumn: return tr("Group");
    case NameColumn: return tr("Assumption");
    case ValueColumn: return tr("Value");
    case DefaultColumn: return tr("Default");
    case SourceColumn: return tr("Source");
    default: return {};
    }
}

} // namespace gpuatlas::ui
