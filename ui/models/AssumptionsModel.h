// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/Assumptions.h"

#include <QAbstractTableModel>

namespace gpuatlas::ui {

// Every engine constant, editable: group, name, value (with unit), default, source.
// Editing a value updates the assumptions and emits assumptionsEdited, so the results
// follow live. Values are clamped to each constant's documented range.
class AssumptionsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        GroupColumn,
        NameColumn,
        ValueColumn,
        DefaultColumn,
        SourceColumn,
        ColumnCount
    };

    explicit AssumptionsModel(QObject* parent = nullptr);

    const engine::Assumptions& assumptions() const { return m_assumptions; }
    void setAssumptions(const engine::Assumptions& assumptions);
    void resetToDefaults();
    int changedCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void assumptionsEdited(const engine::Assumptions& assumptions);

private:
    engine::Assumptions m_assumptions;
};

} // namespace gpuatlas::ui
