// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartFacade.h"

#include "BarPanelsFigure.h"
#include "GridFigure.h"
#include "LinesFigure.h"
#include "RadarFigure.h"
#include "RowBarsFigure.h"

namespace gpuatlas::ui::charts {

std::unique_ptr<ChartFigure> ChartFacade::create(ChartKind kind, ChartData data, const ChartTheme& theme,
                                                 const QSizeF& size)
{
    std::unique_ptr<ChartFigure> figure;
    switch (kind) {
    case ChartKind::Radar:
        figure = std::make_unique<RadarFigure>(std::move(data), theme);
        break;
    case ChartKind::BarPanels:
        figure = std::make_unique<BarPanelsFigure>(std::move(data), theme);
        break;
    case ChartKind::StackedRows:
        figure = std::make_unique<RowBarsFigure>(std::move(data), theme, RowBarsFigure::Mode::Stacked);
        break;
    case ChartKind::GroupedRows:
        figure = std::make_unique<RowBarsFigure>(std::move(data), theme, RowBarsFigure::Mode::Grouped);
        break;
    case ChartKind::Lines:
        figure = std::make_unique<LinesFigure>(std::move(data), theme);
        break;
    }
    figure->resize(size);
    return figure;
}

std::unique_ptr<ChartFigure> ChartFacade::createGrid(GridFigureData data, const ChartTheme& theme, const QSizeF& size)
{
    auto figure = std::make_unique<GridFigure>(std::move(data), theme);
    figure->resize(size);
    return figure;
}

} // namespace gpuatlas::ui::charts
