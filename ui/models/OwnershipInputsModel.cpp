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

void OwnershipInputsModel::setCurrency(const text::DisplayCurrency& shown)
{
    m_shown = shown;
    refreshAll();
}

double OwnershipInputsModel::shownFromUsd(int row, double value) const
{
    return OwnershipText::isMoney(idAt(row)) ? m_shown.convert(value) : value;
}

double OwnershipInputsModel::usdFromShown(int row, double value) const
{
    if (!OwnershipText::isMoney(idAt(row)) || !m_shown.fromUsd || m_shown.fromUsd->rate <= 0.0)
        return value;
    return value / m_shown.fromUsd->rate;
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
    return shownFromUsd(row, m_inputs[idAt(row)]);
}

double OwnershipInputsModel::defaultValue(int row) const
{
    return shownFromUsd(row, OwnershipInputs::all()[static_cast<std::size_t>(row)].defaultValue);
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
    // `value` is as shown: back to dollars for the one formatting of ownership inputs.
    return OwnershipText::value(idAt(row), usdFromShown(row, value), m_shown);
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
    m_inputs.set(idAt(row), usdFromShown(row, value)); // clamped to the documented range
}

void OwnershipInputsModel::announceEdit()
{
    emit inputsEdited(m_inputs);
}

} // namespace gpuatlas::ui
