// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EditableConstantsModel.h"
#include "engine/cost/CostOfOwnership.h"
#include "text/Money.h"

namespace gpuatlas::ui {

// The rent-versus-buy inputs, editable: name, value, default and source. An edit is
// clamped to the input's documented range and emits inputsEdited. The money inputs
// (electricity, server share, hosting) are shown and edited in the chosen currency
// (setCurrency) and stored in the engine's US dollars, converted at the same rate.
class OwnershipInputsModel : public EditableConstantsModel
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
    // The currency money inputs are shown and typed in, with its rate from US dollars.
    void setCurrency(const text::DisplayCurrency& shown);
    const text::DisplayCurrency& currency() const { return m_shown; }
    static engine::OwnershipInputId idAt(int row);

signals:
    void inputsEdited(const engine::OwnershipInputs& inputs);

private:
    int constantCount() const override;
    double currentValue(int row) const override;
    double defaultValue(int row) const override;
    bool isDefault(int row) const override;
    QString fieldText(int row, Field field) const override;
    QString formattedValue(int row, double value) const override;
    QString toolTip(int row) const override;
    QString header(Field field) const override;
    void storeValue(int row, double value) override;
    void announceEdit() override;
    // A row's value between the engine's dollars and what the table shows.
    double shownFromUsd(int row, double value) const;
    double usdFromShown(int row, double value) const;

    engine::OwnershipInputs m_inputs;
    text::DisplayCurrency m_shown;
};

} // namespace gpuatlas::ui
