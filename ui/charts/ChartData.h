// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpuatlas::ui::charts {

// What a chart shows, in plain data: no Qt Charts type appears here, so the code that
// fills these (ComparisonChartBuilder, and the engine-result charts to come) does not
// change when the renderer behind ChartFacade does.

// A labelled gridline ("50 %", "10×", "1,000").
struct ValueTick
{
    double value = 0;
    QString label;
    bool emphasized = false; // the 100 % ring of a baseline comparison
};

struct ValueScale
{
    double min = 0;
    double max = 100;
    QList<ValueTick> ticks;
};

// One spoke of the radar, one panel of the bars, one x position of a line chart.
struct ChartCategory
{
    QString label; // translated, short: a radar spoke
    QString unit;  // empty for normalised values
    QString title; // label with its unit: a bar panel's title
    // Scale of this category's own value axis (bar panels of raw values).
    ValueScale scale;
};

struct ChartValue
{
    // Where the value is drawn, in the units of its scale; nullopt = nothing to draw
    // (drawn at zero on a radar, no bar, labelled "n/a").
    std::optional<double> plotted;
    QString label;   // short text drawn next to a bar ("989.4", "n/a")
    QString tooltip; // hover text: raw value with unit and the normalised %
};

struct ChartSeriesData
{
    QString name;             // legend entry (the GPU's name)
    QList<ChartValue> values; // one per category, in ChartData::categories order
};

struct ChartData
{
    QString title;
    QString subtitle; // normalisation mode and baseline: always written on the chart
    QString footnote; // sources and what "n/a" means
    QList<ChartCategory> categories;
    QList<ChartSeriesData> series;
    // Shared value axis (the radar's radius); bar panels use each category's scale.
    ValueScale scale;
    // Shown instead of the plot when there is nothing to draw ("Select GPUs...").
    QString placeholder;
};

} // namespace gpuatlas::ui::charts
