// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"

#include <QAbstractTableModel>

#include <vector>

namespace gpuatlas::ui {

// The user's own GPUs at a glance: name, id, memory, bandwidth, FP16, TDP, and
// whether an entry replaces a built-in GPU of the same id. Raw numbers under Qt::UserRole.
class CustomGpusModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        IdColumn,
        MemoryColumn,
        BandwidthColumn,
        Fp16Column,
        TdpColumn,
        ReplacesColumn,
        ColumnCount
    };

    explicit CustomGpusModel(QObject* parent = nullptr);

    // `shipped`: to tell which entries replace a built-in GPU.
    void setGpus(std::vector<engine::Gpu> gpus, const engine::Catalog& shipped);
    const std::vector<engine::Gpu>& gpus() const { return m_gpus; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<engine::Gpu> m_gpus;
    std::vector<QString> m_replaces; // the built-in name an entry replaces, per row
};

} // namespace gpuatlas::ui
