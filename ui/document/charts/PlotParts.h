// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "ChartTheme.h"

class QCategoryAxis;
class QChart;

namespace gpuatlas::ui::charts {

// The Qt Charts set-up every figure shares: a bare chart (the figure draws the
// background, title and legend itself) and value axes whose tick labels are the
// locale-formatted ones in a ValueScale rather than Qt's printf formats.
class PlotParts
{
public:
    // No animation, background, margins or legend of its own.
    static void prepare(QChart& chart);
    // Ranges over the scale, with a label at each tick.
    static QCategoryAxis* valueAxis(const ValueScale& scale);
    static void styleValueAxis(QCategoryAxis& axis, const ChartTheme& theme, double scale);
    // A series name as Qt Charts takes it: Qt Charts lays out every label as HTML, and
    // rich text loads the images it names from local files, so a GPU named
    // <img src="/dev/zero"> (from the user's own catalogue) read that file until the
    // app ran out of memory. Names are escaped so they stay text.
    static QString seriesName(const QString& name);
};

} // namespace gpuatlas::ui::charts
