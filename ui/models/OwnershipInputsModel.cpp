// SPDX-License-Identifier: GPL-3.0-or-later
#include "OwnershipInputsModel.h"

#include "text/OwnershipText.h"

namespace gpuatlas::ui {

using engine::OwnershipInputs;
using text::OwnershipText;

OwnershipInputsModel::OwnershipInputsModel(QObject* parent)
    : EditableConstantsModel({Field::Name, Field::Value, Field::Default, Field::Source}, parent)
{
}

void OwnershipInputsModel::setInputs(const OwnershipInputs& inputs)
{
    m_inputs = inputs;
    refreshAll();
}

void OwnershipInputsModel::resetToDefaults()
{
    setInputs(OwnershipInputs());
    announceEdit();
}

engine::OwnershipInputId OwnershipInputsModel::idAt(int row)
{
    return OwnershipInputs::all()[static_cast<std::size_t>(row)].id;
}

int OwnershipInputsModel::constantCount() const
{
    return static_cast<int>(OwnershipInputs::all().size());
}

double OwnershipInputsModel::currentValue(int row) const
{
    return m_inputs[idAt(row)];
}

double OwnershipInputsModel::defaultValue(int row) const
{
    return OwnershipInputs::all()[static_cast<std::size_t>(row)].defaultValue;
}

bool OwnershipInputsModel::isDefault(int row) const
{
    return m_inputs.isDefault(idAt(row));
}

QString OwnershipInputsModel::fieldText(int row, Field field) const
{
    switch (field) {
    case Field::Name:
        return OwnershipText::label(idAt(row));
    case Field::Source:
        return OwnershipText::source(idAt(row));
    default:
        return {};
    }
}

QString OwnershipInputsModel::formattedValue(int row, double value) const
{
    return OwnershipText::value(idAt(row), value);
}

QString OwnershipInputsModel::toolTip(int row) const
{
    const auto id = idAt(row);
    return tr("%1\n\nDefault: %2\n\n%3")
        .arg(OwnershipText::description(id), formattedValue(row, defaultValue(row)), OwnershipText::source(id));
}

QString OwnershipInputsModel::header(Field field) const
{
    switch (field) {
    case Field::Name:
        return tr("Input");
    case Field::Value:
        return tr("Value");
    case Field::Default:
        return tr("Default");
    case Field::Source:
        return tr("Source");
    default:
        return {};
    }
}

void OwnershipInputsModel::storeValue(int row, double value)
{
    m_inputs.set(idAt(row), value); // clamped to the documented range
}

void OwnershipInputsModel::announceEdit()
{
    emit inputsEdited(m_inputs);
}

} // namespace gpuatlas::ui
