// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/ChartSummary.h"

#include <QLocale>
#include <QString>

namespace gpuatlas::ui::charts {

class ChartFigure;

// What a chart says to someone who cannot see it: its title as its name, and a summary
// of its data (text::ChartSummary) as its description. The screen, the "Show data"
// table and the SVG and PDF exports all read it here, so they say the same.
class ChartAccessibility
{
public:
    static QString name(const ChartFigure& figure);
    static QString description(const ChartFigure& figure, const QLocale& locale = {});
    // The figure's data in the summary's terms (its shape from the kind of figure).
    static text::ChartSummaryData summaryData(const ChartFigure& figure);
};

} // namespace gpuatlas::ui::charts
