// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartFigure.h"

#include <QList>

class QCategoryAxis;
class QChart;
class QGraphicsEllipseItem;
class QLineSeries;
class QScatterSeries;

namespace gpuatlas::ui::charts {

// A line chart over a numeric x axis (ChartData::xAxis, linear or log10): one line per
// series through its categories' positions, broken where a value is missing (a GPU
// that does not fit there), points on hover, and the highlights (crossovers) ringed,
// tagged and listed under the plot.
class LinesFigure : public ChartFigure
{
public:
    LinesFigure(ChartData data, const ChartTheme& theme);
    ~LinesFigure() override;

    // Where a raw x value is drawn: log10 on a logarithmic axis.
    static double plotX(double x, bool logarithmic);

protected:
    void layoutPlot(const QRectF& area, double scale) override;
    void setPlotVisible(bool visible) override;

private:
    struct Callout
    {
        QGraphicsEllipseItem* ring = nullptr;
        FigureText* tag = nullptr;
    };

    void build();
    void addSeries(const ChartSeriesData& series);
    double x(double raw) const { return plotX(raw, data().xAxis.logarithmic); }

    QChart* m_chart = nullptr;
    QCategoryAxis* m_xAxis = nullptr;
    QCategoryAxis* m_yAxis = nullptr;
    QList<QList<QLineSeries*>> m_lines; // per series, one per unbroken stretch
    QList<QScatterSeries*> m_points;    // per series
    QList<Callout> m_callouts;          // per highlight
    FigureText* m_xTitle = nullptr;
    FigureText* m_yTitle = nullptr;
    FigureText* m_list = nullptr;
};

} // namespace gpuatlas::ui::charts
