// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartFigure.h"

#include <QList>

class QBarCategoryAxis;
class QBarSet;
class QCategoryAxis;
class QChart;
class QHorizontalBarSeries;

namespace gpuatlas::ui::charts {

class FigureText;

// Small multiples: one panel of horizontal bars per category (metric), each with its
// own value axis in the metric's unit, the series (GPUs) in legend order from the top
// and the value written at the end of each bar ("n/a" where a GPU has none).
class BarPanelsFigure : public ChartFigure
{
public:
    BarPanelsFigure(ChartData data, const ChartTheme& theme);
    ~BarPanelsFigure() override;

    // Columns x rows for `count` panels in `area`: the grid whose panels come closest
    // to a 4:3 landscape shape.
    static QSize gridFor(int count, const QSizeF& area);

protected:
    void layoutPlot(const QRectF& area, double scale) override;
    void setPlotVisible(bool visible) override;

private:
    struct Panel
    {
        FigureText* title = nullptr;
        QChart* chart = nullptr;
        QHorizontalBarSeries* series = nullptr;
        QCategoryAxis* valueAxis = nullptr;
        QBarCategoryAxis* categoryAxis = nullptr;
        QList<FigureText*> labels; // one per data series, in data order
    };

    void build();
    void placeLabels(Panel& panel, int category, double scale);

    QList<Panel> m_panels;
    static constexpr double barWidth = 0.8;
};

} // namespace gpuatlas::ui::charts
