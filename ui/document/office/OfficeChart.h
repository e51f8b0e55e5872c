// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpuatlas::ui::exporting::office {

// What a native office chart (DrawingML in .pptx, an Excel chart in .xlsx) shows: plain
// numbers and words, so that the chart part, its cached values and the workbook
// embedded for editing are all written from one description and cannot disagree.
enum class OfficeChartType
{
    Column, // vertical bars, one group per category
    Bar,    // horizontal bars, the first category on top (a ranking)
    Radar,  // one polygon per series over the categories
    Lines,  // straight lines over a numeric x axis (an XY scatter with lines)
};

struct OfficeSeries
{
    QString name;                        // legend entry (a GPU's name)
    QList<std::optional<double>> values; // one per category or x value; nullopt: a gap
    std::optional<unsigned> color;       // 0xRRGGBB; nullopt: the palette by index
    bool dashed = false;                 // lines past the palette's length
};

struct OfficeChart
{
    OfficeChartType type = OfficeChartType::Column;
    QString title;
    QString categoryTitle;  // the category (or x) axis title, with its unit
    QString valueTitle;     // the value axis title, with its unit
    QStringList categories; // Column, Bar, Radar: one label per point
    QList<double> xValues;  // Lines: the x of each point
    bool logarithmicX = false;
    bool joinGaps = false; // Lines: a line goes on over a point its series lacks
    QList<OfficeSeries> series;
    QString footnote; // said under the chart on a slide, and in the speaker notes

    // Points per series: categories or x values.
    qsizetype pointCount() const { return type == OfficeChartType::Lines ? xValues.size() : categories.size(); }
};

} // namespace gpuatlas::ui::exporting::office
