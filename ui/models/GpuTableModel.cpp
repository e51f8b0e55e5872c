// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuTableModel.h"

#include "state/Workspace.h"

#include <vector>

namespace gpuatlas::ui {

using text::GpuField;
using text::GpuFields;

GpuTableModel::GpuTableModel(Workspace& workspace, QObject* parent)
    : QAbstractTableModel(parent)
    , m_workspace(workspace)
{
    connect(&m_workspace, &Workspace::catalogChanged, this, &GpuTableModel::resetCatalog);
    connect(&m_workspace, &Workspace::selectionChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, checkColumn()), index(rowCount() - 1, checkColumn()), {Qt::CheckStateRole});
    });
}

int GpuTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_workspace.catalog().size());
}

int GpuTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(GpuFields::all().size());
}

GpuField GpuTableModel::fieldAt(int column)
{
    return GpuFields::all()[static_cast<std::size_t>(column)];
}

int GpuTableModel::columnOf(GpuField field)
{
    const auto fields = GpuFields::all();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i] == field)
            return static_cast<int>(i);
    }
    return -1;
}

const engine::Gpu* GpuTableModel::gpuAt(int row) const
{
    const auto gpus = m_workspace.catalog().gpus();
    if (row < 0 || row >= static_cast<int>(gpus.size()))
        return nullptr;
    return &gpus[static_cast<std::size_t>(row)];
}

int GpuTableModel::rowOf(const QString& id) const
{
    return m_workspace.catalog().indexOf(id.toStdString());
}

QVariant GpuTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto* gpu = gpuAt(index.row());
    const GpuField field = fieldAt(index.column());
    if (role == Qt::CheckStateRole) {
        if (index.column() != checkColumn())
            return {};
        return m_workspace.isSelected(QString::fromStdString(gpu->id)) ? Qt::Checked : Qt::Unchecked;
    }
    const bool needsBest = role == Qt::FontRole || role == Qt::BackgroundRole || role == GpuCell::BestValueRole;
    const bool isBest = needsBest && best().isBest(*gpu, field);
    return GpuCell::data(*gpu, field, m_sparsity, role, isBest);
}

QVariant GpuTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    if (section < 0 || section >= columnCount())
        return {};
    return GpuCell::fieldHeader(fieldAt(section), m_sparsity, role);
}

Qt::ItemFlags GpuTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == checkColumn())
        result |= Qt::ItemIsUserCheckable;
    return result;
}

bool GpuTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::CheckStateRole || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        index.column() != checkColumn())
        return false;
    const QString id = QString::fromStdString(gpuAt(index.row())->id);
    QStringList selection = m_workspace.selection();
    if (value.value<Qt::CheckState>() == Qt::Checked) {
        if (!selection.contains(id))
            selection << id;
    } else {
        selection.removeAll(id);
    }
    // The Workspace announces the change; the connection in the constructor repaints.
    m_workspace.setSelection(selection);
    return true;
}

void GpuTableModel::setSparsity(text::Sparsity sparsity)
{
    if (sparsity == m_sparsity)
        return;
    m_sparsity = sparsity;
    m_best.reset();
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    emitAllChanged({});
}

void GpuTableModel::setHighlightScope(std::function<bool(int)> inScope)
{
    m_inScope = std::move(inScope);
    invalidateHighlight();
}

void GpuTableModel::invalidateHighlight()
{
    m_best.reset();
    emitAllChanged({Qt::FontRole, Qt::BackgroundRole, GpuCell::BestValueRole});
}

void GpuTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    emitAllChanged({Qt::DisplayRole, Qt::ToolTipRole});
}

const BestValues& GpuTableModel::best() const
{
    if (!m_best) {
        std::vector<const engine::Gpu*> inScope;
        for (int row = 0; row < rowCount(); ++row) {
            if (!m_inScope || m_inScope(row))
                inScope.push_back(gpuAt(row));
        }
        m_best.emplace(inScope, m_sparsity);
    }
    return *m_best;
}

void GpuTableModel::resetCatalog()
{
    // The Workspace swaps its catalogue before it announces the change, so the reset
    // brackets nothing: views only need to drop everything they cached.
    beginResetModel();
    m_best.reset();
    endResetModel();
}

void GpuTableModel::emitAllChanged(const QList<int>& roles)
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), roles);
}

} // namespace gpuatlas::ui
