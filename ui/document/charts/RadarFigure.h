// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartFigure.h"

#include <QList>

class QAreaSeries;
class QCategoryAxis;
class QLineSeries;
class QPolarChart;
class QScatterSeries;

namespace gpuatlas::ui::charts {

// A radar (spider) chart: one closed, lightly filled polygon per series over
// ChartData::categories, radius on ChartData::scale. Values on hover.
class RadarFigure : public ChartFigure
{
public:
    RadarFigure(ChartData data, const ChartTheme& theme);
    ~RadarFigure() override;

protected:
    void layoutPlot(const QRectF& area, double scale) override;
    void setPlotVisible(bool visible) override;
    bool legendBeside(const QRectF& area) const override;
    qreal preferredPlotWidth(const QRectF& area) const override;

private:
    void build();
    void addSeries(const ChartSeriesData& series, int count);
    // `angle` in radians clockwise from the top.
    QString spokeLabel(const QString& label, double angle);

    QPolarChart* m_chart = nullptr;
    QCategoryAxis* m_angular = nullptr;
    QCategoryAxis* m_radial = nullptr;
    QList<QAreaSeries*> m_areas;
    QList<QLineSeries*> m_outlines;
    QList<QScatterSeries*> m_markers;
    QLineSeries* m_emphasisRing = nullptr;
    qreal m_labelWidth = 0; // widest spoke label line at design size
};

} // namespace gpuatlas::ui::charts
