// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/document/charts/ChartFacade.h"
#include "ui/document/charts/ChartTheme.h"
#include "ui/document/charts/ComparisonChartBuilder.h"
#include "ui/document/charts/SensitivitySweep.h"

#include <QString>
#include <QStringList>

#include <array>

namespace gpuatlas::ui {

// What the user chose on the Charts page, and how it is remembered between runs.
struct ChartChoices
{
    charts::ChartKind kind = charts::ChartKind::Radar;
    // Each kind keeps its own mode: a radar opens relative to the best, bars in units.
    std::array<charts::ValueMode, 2> modes{charts::ValueMode::RelativeToBest, charts::ValueMode::Raw};
    QStringList axisKeys;
    QString baselineId;
    charts::ChartThemeKind theme = charts::ChartThemeKind::Light;
    charts::SweepOptions sweep;

    // Modes are kept for the radar and the bars; the sensitivity chart has none.
    static std::size_t kindIndex(charts::ChartKind kind) { return kind == charts::ChartKind::Radar ? 0 : 1; }
    charts::ValueMode mode() const { return modes[kindIndex(kind)]; }
    // Whether `mode` makes sense for `kind` (a radar cannot mix units; log bars do not
    // read well).
    static bool supports(charts::ChartKind kind, charts::ValueMode mode);

    // The choices saved last; the defaults (`defaultAxes`) for what was never saved.
    static ChartChoices load(const QStringList& defaultAxes);
    void save() const;

    // The value modes in the order the Values box lists them.
    static constexpr std::array allModes{charts::ValueMode::Raw, charts::ValueMode::RelativeToBest,
                                         charts::ValueMode::RelativeToBaseline, charts::ValueMode::Logarithmic};
    static int modeIndex(charts::ValueMode mode);
};

} // namespace gpuatlas::ui
