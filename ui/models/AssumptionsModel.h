// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EditableConstantsModel.h"
#include "engine/core/Assumptions.h"

namespace gpuatlas::ui {

// Every engine constant, editable: group, name, value (with unit), default, source.
// Editing a value updates the assumptions and emits assumptionsEdited, so the results
// follow live. Values are clamped to each constant's documented range.
class AssumptionsModel : public EditableConstantsModel
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

signals:
    void assumptionsEdited(const engine::Assumptions& assumptions);

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

    engine::Assumptions m_assumptions;
};

} // namespace gpuatlas::ui
