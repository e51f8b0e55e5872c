// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BestValues.h"
#include "GpuCell.h"
#include "state/Forward.h"

#include <QAbstractTableModel>

#include <vector>

namespace gpuatlas::ui {

using state::Workspace;

// The side-by-side comparison: spec fields as rows, the GPUs selected in the
// Workspace as columns (in catalogue order). Marks the best value of each row among
// the compared GPUs. Roles: see GpuCell::Role.
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ComparisonModel(Workspace& workspace, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // Every field except the name, which heads the columns.
    static text::GpuField fieldAt(int row);
    static int rowOf(text::GpuField field);
    const engine::Gpu* gpuAt(int column) const;
    int columnOf(const QString& id) const;

    text::Sparsity sparsity() const { return m_sparsity; }
    void setSparsity(text::Sparsity sparsity);
    void retranslate();

private:
    void rebuild();

    Workspace& m_workspace;
    text::Sparsity m_sparsity = text::Sparsity::Dense;
    std::vector<const engine::Gpu*> m_gpus;
    BestValues m_best;
};

} // namespace gpuatlas::ui
