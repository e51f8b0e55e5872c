// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComparisonModel.h"

#include "state/Workspace.h"

namespace gpuatlas::ui {

using text::GpuField;
using text::GpuFields;

namespace {

// The name heads the columns; every other field is a row.
constexpr int firstFieldIndex = 1;

} // namespace

ComparisonModel::ComparisonModel(Workspace& workspace, QObject* parent)
    : QAbstractTableModel(parent)
    , m_workspace(workspace)
{
    Q_ASSERT(GpuFields::all().front() == GpuField::Name);
    connect(&m_workspace, &Workspace::selectionChanged, this, &ComparisonModel::rebuild);
    connect(&m_workspace, &Workspace::catalogChanged, this, &ComparisonModel::rebuild);
    rebuild();
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(GpuFields::all().size()) - firstFieldIndex;
}

int ComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_gpus.size());
}

GpuField ComparisonModel::fieldAt(int row)
{
    return GpuFields::all()[static_cast<std::size_t>(row + firstFieldIndex)];
}

int ComparisonModel::rowOf(GpuField field)
{
    const auto fields = GpuFields::all();
    for (std::size_t i = firstFieldIndex; i < fields.size(); ++i) {
        if (fields[i] == field)
            return static_cast<int>(i) - firstFieldIndex;
    }
    return -1;
}

const engine::Gpu* ComparisonModel::gpuAt(int column) const
{
    if (column < 0 || column >= columnCount())
        return nullptr;
    return m_gpus[static_cast<std::size_t>(column)];
}

int ComparisonModel::columnOf(const QString& id) const
{
    for (std::size_t i = 0; i < m_gpus.size(); ++i) {
        if (QString::fromStdString(m_gpus[i]->id) == id)
            return static_cast<int>(i);
    }
    return -1;
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& gpu = *gpuAt(index.column());
    const GpuField field = fieldAt(index.row());
    return GpuCell::data(gpu, field, m_sparsity, role, m_best.isBest(gpu, field));
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        const auto* gpu = gpuAt(section);
        if (!gpu)
            return {};
        switch (role) {
        case Qt::DisplayRole:
            return QString::fromStdString(gpu->name);
        case Qt::ToolTipRole:
            return GpuCell::data(*gpu, GpuField::Name, m_sparsity, role, false);
        case GpuCell::GpuIdRole:
            return QString::fromStdString(gpu->id);
        default:
            return {};
        }
    }
    if (section < 0 || section >= rowCount())
        return {};
    return GpuCell::fieldHeader(fieldAt(section), m_sparsity, role);
}

Qt::ItemFlags ComparisonModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

void ComparisonModel::setSparsity(text::Sparsity sparsity)
{
    if (sparsity == m_sparsity)
        return;
    m_sparsity = sparsity;
    m_best = BestValues(m_gpus, m_sparsity);
    emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    if (columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void ComparisonModel::retranslate()
{
    emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    if (columnCount() > 0) {
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole});
    }
}

void ComparisonModel::rebuild()
{
    beginResetModel();
    m_gpus.clear();
    for (const QString& id : m_workspace.selection()) {
        if (const auto* gpu = m_workspace.catalog().find(id.toStdString()))
            m_gpus.push_back(gpu);
    }
    m_best = BestValues(m_gpus, m_sparsity);
    endResetModel();
}

} // namespace gpuatlas::ui
