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

// One spoke of the radar, one panel of the bars, one row of a row chart, one x
// position of a line chart.
struct ChartCategory
{
    QString label; // translated, short: a radar spoke, a row's name
    QString unit;  // empty for normalised values
    QString title; // label with its unit: a bar panel's title
    // Scale of this category's own value axis (bar panels of raw values).
    ValueScale scale;
    // Line charts: where this category sits on the numeric x axis.
    double position = 0;
    // Row charts: reference values drawn across the row's bar, one per ChartData::marks
    // (a GPU's usable memory and capacity); nullopt draws none.
    QList<std::optional<double>> marks;
    // Row charts: text written at the end of the row ("14.9 of 72 GB usable").
    QString note;
    // Row charts: the row is in trouble (it does not fit): note and outline in the alert colour.
    bool alert = false;
};

// How a reference mark of a row chart is drawn; named in the legend.
enum class MarkStyle
{
    Solid,  // the limit that matters (usable memory)
    Dashed, // the outer bound (the vendor's capacity)
    Dotted, // a value to compare with (the pinned result)
};

struct ChartMark
{
    QString name; // legend entry
    MarkStyle style = MarkStyle::Solid;
};

// A point a line chart calls out: where one line crosses another.
struct ChartHighlight
{
    double x = 0;        // in ChartCategory::position units
    double y = 0;        // in ChartData::scale units
    QString label;       // short tag drawn beside the point ("1")
    QString description; // listed under the plot ("At batch 12, A overtakes B")
};

// The numeric x axis of a line chart.
struct ChartAxis
{
    QString title;
    ValueScale scale;
    // Positions and ticks are drawn on a log10 scale (batch sizes 1 to 256).
    bool logarithmic = false;
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
    // Palette slot (ChartTheme::seriesColor); nullopt: the series' index. Keeps a
    // meaning's colour when series are left out (no gradients in inference).
    std::optional<int> colorIndex;

    int color(int index) const { return colorIndex.value_or(index); }
};

struct ChartData
{
    QString title;
    QString subtitle; // normalisation mode and baseline: always written on the chart
    QString footnote; // sources and what "n/a" means
    QList<ChartCategory> categories;
    QList<ChartSeriesData> series;
    // Shared value axis (the radar's radius, a row chart's bars, a line chart's y);
    // bar panels use each category's scale.
    ValueScale scale;
    // Title of the shared value axis (row and line charts), with its unit.
    QString valueTitle;
    // The plotted values are normalised so that more is better on every axis (best or
    // baseline = 100 %, a lower price further out): a summary says "best", not "highest".
    bool plotsScores = false;
    // Shown instead of the plot when there is nothing to draw ("Select GPUs...").
    QString placeholder;
    // Row charts: the reference marks each category may carry, in legend order.
    QList<ChartMark> marks;
    // Line charts: the x axis, and the points called out (crossovers), listed
    // under the plot.
    ChartAxis xAxis;
    QList<ChartHighlight> highlights;
    QString highlightName; // legend entry of the highlight markers
    // Line charts: a series' line goes on over the categories it has no value for, rather
    // than break (each GPU's frontier has points at its own costs, FrontierChartBuilder).
    bool joinGaps = false;
};

} // namespace gpuatlas::ui::charts
