// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartChoices.h"

#include "state/Settings.h"

#include <algorithm>

namespace gpuatlas::ui {

using charts::ChartKind;
using charts::SweepResult;
using charts::SweepVariable;
using charts::ValueMode;
using state::SettingKey;
using state::Settings;

namespace {

constexpr std::array modeKeys{"raw", "best", "baseline", "log"};

QString kindKey(ChartKind kind)
{
    switch (kind) {
    case ChartKind::BarPanels:
        return QStringLiteral("bars");
    case ChartKind::Lines:
        return QStringLiteral("sensitivity");
    default:
        break;
    }
    return QStringLiteral("radar");
}

SettingKey modeSetting(ChartKind kind)
{
    return kind == ChartKind::Radar ? SettingKey::ChartRadarMode : SettingKey::ChartBarsMode;
}

} // namespace

int ChartChoices::modeIndex(ValueMode mode)
{
    return static_cast<int>(std::find(allModes.begin(), allModes.end(), mode) - allModes.begin());
}

bool ChartChoices::supports(ChartKind kind, ValueMode mode)
{
    switch (kind) {
    case ChartKind::Radar:
        return mode != ValueMode::Raw;
    case ChartKind::BarPanels:
        return mode != ValueMode::Logarithmic;
    default:
        break;
    }
    return false;
}

ChartChoices ChartChoices::load(const QStringList& defaultAxes)
{
    ChartChoices choices;
    choices.axisKeys = defaultAxes;
    const QString kind = Settings::value(SettingKey::ChartKind).toString();
    for (const ChartKind each : {ChartKind::BarPanels, ChartKind::Lines}) {
        if (kind == kindKey(each))
            choices.kind = each;
    }
    for (const ChartKind each : {ChartKind::Radar, ChartKind::BarPanels}) {
        const QString mode = Settings::value(modeSetting(each)).toString();
        for (std::size_t i = 0; i < allModes.size(); ++i) {
            if (mode == QLatin1String(modeKeys[i]) && supports(each, allModes[i]))
                choices.modes[kindIndex(each)] = allModes[i];
        }
    }
    if (Settings::contains(SettingKey::ChartAxes))
        choices.axisKeys = Settings::value(SettingKey::ChartAxes).toStringList();
    choices.baselineId = Settings::value(SettingKey::ChartBaseline).toString();
    choices.theme = Settings::value(SettingKey::ChartTheme).toString() == QLatin1String("dark")
                        ? charts::ChartThemeKind::Dark
                        : charts::ChartThemeKind::Light;
    choices.sweep.variable = Settings::value(SettingKey::ChartSweepVariable).toString() == QLatin1String("context")
                                 ? SweepVariable::Context
                                 : SweepVariable::Batch;
    const QString result = Settings::value(SettingKey::ChartSweepResult).toString();
    choices.sweep.result = result == QLatin1String("cost")   ? SweepResult::UnitCost
                           : result == QLatin1String("time") ? SweepResult::TimeToTrain
                                                             : SweepResult::Throughput;
    choices.sweep.logX = Settings::value(SettingKey::ChartSweepLogX).toBool();
    return choices;
}

void ChartChoices::save() const
{
    Settings::setValue(SettingKey::ChartKind, kindKey(kind));
    for (const ChartKind each : {ChartKind::Radar, ChartKind::BarPanels}) {
        const auto mode = static_cast<std::size_t>(modeIndex(modes[kindIndex(each)]));
        Settings::setValue(modeSetting(each), QLatin1String(modeKeys[mode]));
    }
    Settings::setValue(SettingKey::ChartAxes, axisKeys);
    Settings::setValue(SettingKey::ChartBaseline, baselineId);
    Settings::setValue(SettingKey::ChartTheme,
                       theme == charts::ChartThemeKind::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
    Settings::setValue(SettingKey::ChartSweepVariable,
                       sweep.variable == SweepVariable::Context ? QStringLiteral("context") : QStringLiteral("batch"));
    const char* result = sweep.result == SweepResult::UnitCost      ? "cost"
                         : sweep.result == SweepResult::TimeToTrain ? "time"
                                                                    : "throughput";
    Settings::setValue(SettingKey::ChartSweepResult, QLatin1String(result));
    Settings::setValue(SettingKey::ChartSweepLogX, sweep.logX);
}

} // namespace gpuatlas::ui
