// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BestValues.h"
#include "GpuCell.h"
#include "state/Forward.h"

#include <QAbstractTableModel>

#include <functional>
#include <optional>

namespace gpuatlas::ui {

using state::Workspace;

// The catalogue as a table: one row per GPU, one column per spec field
// (text::GpuFields::all()). The name column carries a check box bound to the
// Workspace's selection of GPUs to compare. Roles: see GpuCell::Role.
class GpuTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit GpuTableModel(Workspace& workspace, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    static text::GpuField fieldAt(int column);
    static int columnOf(text::GpuField field);
    // The column whose selection check box lives there.
    static int checkColumn() { return columnOf(text::GpuField::Name); }

    const engine::Gpu* gpuAt(int row) const;
    int rowOf(const QString& id) const;

    text::Sparsity sparsity() const { return m_sparsity; }
    // Dense or 2:4-sparse tensor figures; every tensor column switches together, so
    // the two are never mixed on screen.
    void setSparsity(text::Sparsity sparsity);

    // Which rows take part in "best value" marking: the rows a filter shows. Without
    // a scope every row does. Call invalidateHighlight() when the scope's answer changes.
    void setHighlightScope(std::function<bool(int row)> inScope);
    void invalidateHighlight();

    // Labels and numbers are translated and formatted when asked for; after a
    // language switch the views must ask again.
    void retranslate();

private:
    const BestValues& best() const;
    void resetCatalog();
    void emitAllChanged(const QList<int>& roles);

    Workspace& m_workspace;
    text::Sparsity m_sparsity = text::Sparsity::Dense;
    std::function<bool(int)> m_inScope;
    mutable std::optional<BestValues> m_best;
};

} // namespace gpuatlas::ui
