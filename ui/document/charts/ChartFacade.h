// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "ChartFigure.h"
#include "ChartTheme.h"
#include "GridFigure.h"

#include <QSizeF>

#include <memory>

namespace gpuatlas::ui::charts {

enum class ChartKind
{
    Radar,       // normalised metrics on spokes, one polygon per GPU
    BarPanels,   // one panel of bars per metric, raw or normalised
    StackedRows, // one row per candidate, its parts stacked (memory against capacity)
    GroupedRows, // one row per candidate, a bar per series (current and pinned results)
    Lines,       // an engine result against a numeric x (categories = x positions, series = GPUs)
};

// The one door to the chart renderer. Everything outside ui/charts/ builds ChartData
// and gets a ChartFigure back; Qt Charts (deprecated from Qt 6.10) is used only by
// the figures made here, so replacing it touches this folder alone.
class ChartFacade
{
public:
    // Logical size of exported figures unless the user chooses another: 3:2, fills a
    // slide, and fonts are designed for it (ChartTheme::designWidth).
    static QSizeF defaultSize() { return {ChartTheme::designWidth, ChartTheme::designHeight}; }

    // A figure laid out at `size`.
    static std::unique_ptr<ChartFigure> create(ChartKind kind, ChartData data, const ChartTheme& theme,
                                               const QSizeF& size = defaultSize());
    // A table drawn as a figure (the suitability matrix): cells of text on palette tints.
    static std::unique_ptr<ChartFigure> createGrid(GridFigureData data, const ChartTheme& theme,
                                                   const QSizeF& size = defaultSize());
};

} // namespace gpuatlas::ui::charts
