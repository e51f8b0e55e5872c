// SPDX-License-Identifier: GPL-3.0-or-later
#include "RadarFigure.h"

#include "ChartTooltip.h"
#include "FigureLegend.h"
#include "PlotParts.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLineSeries>
#include <QPolarChart>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gpuatlas::ui::charts {

namespace {

double plottedOrZero(const ChartSeriesData& series, int index)
{
    if (index < 0 || index >= series.values.size())
        return 0;
    return series.values[index].plotted.value_or(0);
}

} // namespace

QString RadarFigure::spokeLabel(const QString& label, double angle)
{
    // Axis labels are rich text in Qt Charts: escape, and break a long label beside
    // the circle onto two lines, which leaves the circle more room than one wide line.
    // Labels above and below it have room enough.
    const QFontMetricsF metrics(theme().font(FontRole::AxisLabel));
    const qreal limit = metrics.height() * 6.5;
    const bool beside = std::abs(std::sin(angle)) > 0.3;
    QStringList lines{label};
    if (beside && metrics.horizontalAdvance(label) > limit) {
        const int middle = static_cast<int>(label.size()) / 2;
        int cut = -1;
        for (int distance = 0; distance <= middle && cut < 0; ++distance) {
            for (const int at : {middle - distance, middle + distance}) {
                if (at > 0 && at < label.size() && label[at] == QLatin1Char(' ')) {
                    cut = at;
                    break;
                }
            }
        }
        if (cut > 0)
            lines = QStringList{label.left(cut), label.mid(cut + 1)};
        else if (label.size() > 1 && label.front().script() == QChar::Script_Han)
            lines = QStringList{label.left(middle), label.mid(middle)}; // Han text breaks anywhere
    }
    QStringList escaped;
    for (const auto& line : lines) {
        if (beside)
            m_labelWidth = std::max(m_labelWidth, metrics.horizontalAdvance(line));
        escaped << line.toHtmlEscaped();
    }
    if (lines.size() == 1)
        return escaped.front();
    return QStringLiteral("<div align=\"center\">%1</div>").arg(escaped.join(QLatin1String("<br>")));
}

RadarFigure::RadarFigure(ChartData data, const ChartTheme& theme)
    : ChartFigure(std::move(data), theme, LegendSymbol::Line)
{
    build();
}

RadarFigure::~RadarFigure() = default;

void RadarFigure::build()
{
    m_chart = new QPolarChart;
    PlotParts::prepare(*m_chart);
    scene().addItem(m_chart);

    const ChartData& chartData = data();
    const int count = static_cast<int>(chartData.categories.size());

    // Spokes at 0, 1, ... count-1 on an angular range of [0, count): the label of
    // each category sits on its spoke, not between two.
    m_angular = new QCategoryAxis;
    m_angular->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_angular->setRange(0, std::max(count, 1));
    for (int i = 0; i < count; ++i)
        m_angular->append(spokeLabel(chartData.categories[i].label, 2 * std::numbers::pi * i / count), i);
    m_chart->addAxis(m_angular, QPolarChart::PolarOrientationAngular);

    m_radial = new QCategoryAxis;
    m_radial->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_radial->setRange(chartData.scale.min, chartData.scale.max);
    for (const auto& tick : chartData.scale.ticks) {
        if (tick.value > chartData.scale.min)
            m_radial->append(tick.label, tick.value);
    }
    m_chart->addAxis(m_radial, QPolarChart::PolarOrientationRadial);

    for (const auto& tick : chartData.scale.ticks) {
        if (!tick.emphasized)
            continue;
        // A full circle at the emphasised value: many short segments, since series
        // are drawn as straight lines between their points.
        m_emphasisRing = new QLineSeries;
        constexpr int steps = 180;
        for (int i = 0; i <= steps; ++i)
            m_emphasisRing->append(double(std::max(count, 1)) * i / steps, tick.value);
        m_chart->addSeries(m_emphasisRing);
        m_emphasisRing->attachAxis(m_angular);
        m_emphasisRing->attachAxis(m_radial);
        break;
    }

    for (const auto& series : chartData.series)
        addSeries(series, count);
}

// One GPU's polygon: fill, outline and the markers that carry the tooltips.
void RadarFigure::addSeries(const ChartSeriesData& series, int count)
{
    QList<QPointF> polygon;
    for (int i = 0; i <= count; ++i) // back to the first spoke to close the polygon
        polygon.append(QPointF(i, plottedOrZero(series, i % count)));
    // The fill and the outline are separate series: an area series' own pen also
    // strokes its lower edge, which in a polar chart is a spoke from the centre to
    // the first point, drawn as if it were data.
    auto* fillEdge = new QLineSeries(m_chart);
    fillEdge->append(polygon);
    auto* area = new QAreaSeries(fillEdge);
    area->setName(PlotParts::seriesName(series.name));
    m_chart->addSeries(area);
    area->attachAxis(m_angular);
    area->attachAxis(m_radial);
    m_areas.append(area);

    auto* outline = new QLineSeries;
    outline->setName(PlotParts::seriesName(series.name));
    outline->append(polygon);
    m_chart->addSeries(outline);
    outline->attachAxis(m_angular);
    outline->attachAxis(m_radial);
    m_outlines.append(outline);

    auto* markers = new QScatterSeries;
    markers->setName(PlotParts::seriesName(series.name));
    for (int i = 0; i < count; ++i)
        markers->append(i, plottedOrZero(series, i));
    m_chart->addSeries(markers);
    markers->attachAxis(m_angular);
    markers->attachAxis(m_radial);
    m_markers.append(markers);

    QStringList tips;
    for (const auto& value : series.values)
        tips << value.tooltip;
    const auto tipAt = [tips, count](const QPointF& point) {
        const int index = ((qRound(point.x()) % count) + count) % count;
        return index < tips.size() ? tips[index] : QString();
    };
    QObject::connect(markers, &QScatterSeries::hovered, m_chart,
                     [tipAt](const QPointF& point, bool state) { ChartTooltip::show(state, tipAt(point)); });
    QObject::connect(area, &QAreaSeries::hovered, m_chart,
                     [tipAt](const QPointF& point, bool state) { ChartTooltip::show(state, tipAt(point)); });
    QObject::connect(outline, &QLineSeries::hovered, m_chart,
                     [tipAt](const QPointF& point, bool state) { ChartTooltip::show(state, tipAt(point)); });
}

bool RadarFigure::legendBeside(const QRectF& area) const
{
    return area.width() > area.height() * 1.2;
}

qreal RadarFigure::preferredPlotWidth(const QRectF& area) const
{
    // The circle's diameter is at most the height; the spoke labels stand left and
    // right of it.
    const double scale = ChartTheme::scaleFor(size().width(), size().height());
    return area.height() + 2 * m_labelWidth * scale;
}

void RadarFigure::setPlotVisible(bool visible)
{
    m_chart->setVisible(visible);
}

void RadarFigure::layoutPlot(const QRectF& area, double scale)
{
    const ChartTheme& chartTheme = theme();
    m_angular->setLabelsFont(chartTheme.font(FontRole::AxisLabel, scale));
    m_angular->setLabelsBrush(chartTheme.text());
    m_angular->setGridLinePen(QPen(chartTheme.grid(), 1.0 * scale));
    m_angular->setLinePen(QPen(chartTheme.axisLine(), 1.2 * scale));
    m_radial->setLabelsFont(chartTheme.font(FontRole::TickLabel, scale));
    m_radial->setLabelsBrush(chartTheme.secondaryText());
    m_radial->setGridLinePen(QPen(chartTheme.grid(), 1.0 * scale));
    m_radial->setLinePen(QPen(chartTheme.grid(), 1.0 * scale));
    if (m_emphasisRing)
        m_emphasisRing->setPen(QPen(chartTheme.emphasis(), 1.6 * scale, Qt::DashLine));

    // Fills fainter as polygons pile up, so the centre does not turn to mud.
    const double fill = std::clamp(0.36 / std::max<qsizetype>(m_areas.size(), 1), 0.03, 0.12);
    for (int s = 0; s < m_areas.size(); ++s) {
        QColor color = chartTheme.seriesColor(s);
        m_areas[s]->setPen(Qt::NoPen);
        m_outlines[s]->setPen(QPen(color, 2.6 * scale, chartTheme.seriesPenStyle(s), Qt::RoundCap, Qt::RoundJoin));
        color.setAlphaF(fill);
        m_areas[s]->setBrush(color);
        m_markers[s]->setColor(chartTheme.seriesColor(s));
        m_markers[s]->setBorderColor(chartTheme.background());
        m_markers[s]->setMarkerSize(9 * scale);
    }
    m_chart->setGeometry(area);
    // Lay the chart out now: exports render right after resize(), before the event
    // loop would have run the posted layout request.
    m_chart->layout()->activate();
}

} // namespace gpuatlas::ui::charts
