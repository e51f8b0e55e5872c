// SPDX-License-Identifier: GPL-3.0-or-later
#include "CustomGpusModel.h"

#include "text/GpuFields.h"
#include "text/Units.h"

#include <QFont>

namespace gpuatlas::ui {

using text::GpuField;
using text::GpuFields;
using text::Sparsity;

namespace {

GpuField fieldOf(int column)
{
    switch (column) {
    case CustomGpusModel::MemoryColumn:
        return GpuField::MemorySize;
    case CustomGpusModel::BandwidthColumn:
        return GpuField::MemoryBandwidth;
    case CustomGpusModel::Fp16Column:
        return GpuField::Fp16;
    default:
        return GpuField::Tdp;
    }
}

} // namespace

CustomGpusModel::CustomGpusModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void CustomGpusModel::setGpus(std::vector<engine::Gpu> gpus, const engine::Catalog& shipped)
{
    beginResetModel();
    m_gpus = std::move(gpus);
    m_replaces.clear();
    for (const auto& gpu : m_gpus) {
        const engine::Gpu* builtIn = shipped.find(gpu.id);
        m_replaces.push_back(builtIn ? QString::fromStdString(builtIn->name) : QString());
    }
    endResetModel();
}

int CustomGpusModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_gpus.size());
}

int CustomGpusModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CustomGpusModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const engine::Gpu& gpu = m_gpus[row];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn:
            return GpuFields::displayName(gpu);
        case IdColumn:
            return QString::fromStdString(gpu.id);
        case ReplacesColumn:
            return m_replaces[row];
        default:
            return GpuFields::display(gpu, fieldOf(column), Sparsity::Dense);
        }
    case Qt::UserRole:
        if (column == NameColumn || column == IdColumn || column == ReplacesColumn)
            return data(index, Qt::DisplayRole);
        if (const auto value = GpuFields::value(gpu, fieldOf(column), Sparsity::Dense))
            return *value;
        return {};
    case Qt::FontRole:
        if (column == NameColumn) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (column >= MemoryColumn && column <= TdpColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant CustomGpusModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case IdColumn:
        return tr("Id");
    case ReplacesColumn:
        return tr("Replaces built-in");
    default:
        return GpuFields::label(fieldOf(section));
    }
}

} // namespace gpuatlas::ui
