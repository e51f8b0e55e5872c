// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/CostOfOwnership.h"

#include <QAbstractTableModel>

namespace gpuatlas::ui {

// The rent-versus-buy inputs, editable: name, value, default and source. An edit is
// clamped to the input's documented range and emits inputsEdited.
class OwnershipInputsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        ValueColumn,
        DefaultColumn,
        SourceColumn,
        ColumnCount
    };

    explicit OwnershipInputsModel(QObject* parent = nullptr);

    const engine::OwnershipInputs& inputs() const { return m_inputs; }
    void setInputs(const engine::OwnershipInputs& inputs);
    void resetToDefaults();
    int changedCount() const;
    static engine::OwnershipInputId idAt(int row);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void inputsEdited(const engine::OwnershipInputs& inputs);

private:
    engine::OwnershipInputs m_inputs;
};

} // namespace gpuatlas::ui
