// SPDX-License-Identifier: GPL-3.0-or-later
#include "AssumptionsModel.h"

#include "text/EngineText.h"

namespace gpuatlas::ui {

using engine::Assumptions;
using text::EngineText;

namespace {

const engine::AssumptionInfo& infoAt(int row)
{
    return Assumptions::all()[static_cast<std::size_t>(row)];
}

QString sourceOf(const engine::AssumptionInfo& info)
{
    return QString::fromUtf8(info.source.data(), static_cast<qsizetype>(info.source.size()));
}

} // namespace

AssumptionsModel::AssumptionsModel(QObject* parent)
    : EditableConstantsModel({Field::Group, Field::Name, Field::Value, Field::Default, Field::Source}, parent)
{
}

void AssumptionsModel::setAssumptions(const Assumptions& assumptions)
{
    m_assumptions = assumptions;
    refreshAll();
}

void AssumptionsModel::resetToDefaults()
{
    // Keep the runtime and per-GPU calibration: "defaults" is about the constants.
    Assumptions defaults = Assumptions::forRuntime(m_assumptions.runtime());
    for (const auto& [gpu, factor] : m_assumptions.gpuFactors())
        defaults.setGpuFactor(gpu, factor);
    setAssumptions(defaults);
    announceEdit();
}

int AssumptionsModel::constantCount() const
{
    return static_cast<int>(Assumptions::all().size());
}

double AssumptionsModel::currentValue(int row) const
{
    return m_assumptions.value(infoAt(row).id);
}

double AssumptionsModel::defaultValue(int row) const
{
    return infoAt(row).defaultValue;
}

bool AssumptionsModel::isDefault(int row) const
{
    return m_assumptions.isDefault(infoAt(row).id);
}

QString AssumptionsModel::fieldText(int row, Field field) const
{
    const auto& info = infoAt(row);
    switch (field) {
    case Field::Group:
        return EngineText::assumptionGroup(info.group);
    case Field::Name:
        return EngineText::assumptionLabel(info.id);
    case Field::Source:
        return sourceOf(info);
    default:
        return {};
    }
}

QString AssumptionsModel::formattedValue(int row, double value) const
{
    return EngineText::assumptionValue(infoAt(row).id, value);
}

QString AssumptionsModel::toolTip(int row) const
{
    const auto& info = infoAt(row);
    return QStringLiteral("%1\n\n%2").arg(EngineText::assumptionDescription(info.id), sourceOf(info));
}

QString AssumptionsModel::header(Field field) const
{
    switch (field) {
    case Field::Group:
        return tr("Group");
    case Field::Name:
        return tr("Assumption");
    case Field::Value:
        return tr("Value");
    case Field::Default:
        return tr("Default");
    case Field::Source:
        return tr("Source");
    }
    return {};
}

void AssumptionsModel::storeValue(int row, double value)
{
    m_assumptions.set(infoAt(row).id, value); // clamped to the documented range
}

void AssumptionsModel::announceEdit()
{
    emit assumptionsEdited(m_assumptions);
}

} // namespace gpuatlas::ui
