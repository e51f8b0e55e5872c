// SPDX-License-Identifier: GPL-3.0-or-later
#include "LinesFigure.h"

#include "ChartTooltip.h"
#include "FigureLegend.h"
#include "FigureText.h"
#include "PlotParts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsEllipseItem>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLineSeries>
#include <QScatterSeries>

#include <cmath>

namespace gpuatlas::ui::charts {

double LinesFigure::plotX(double x, bool logarithmic)
{
    return logarithmic ? std::log10(std::max(x, 1e-12)) : x;
}

LinesFigure::LinesFigure(ChartData data, const ChartTheme& theme)
    : ChartFigure(std::move(data), theme, LegendSymbol::Line)
{
    build();
}

LinesFigure::~LinesFigure() = default;

void LinesFigure::build()
{
    const ChartData& chartData = data();
    m_chart = new QChart;
    PlotParts::prepare(*m_chart);
    scene().addItem(m_chart);

    // The x axis in plotted units (log10 on a log axis), labelled with the raw values.
    ValueScale xScale = chartData.xAxis.scale;
    xScale.min = x(xScale.min);
    xScale.max = x(xScale.max);
    for (auto& tick : xScale.ticks)
        tick.value = x(tick.value);
    m_xAxis = PlotParts::valueAxis(xScale);
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_yAxis = PlotParts::valueAxis(chartData.scale);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);

    for (const auto& series : chartData.series)
        addSeries(series);

    QStringList listed;
    for (const auto& highlight : chartData.highlights) {
        Callout callout;
        callout.ring = scene().addEllipse(QRectF());
        callout.ring->setZValue(3);
        callout.tag = new FigureText;
        callout.tag->setText(highlight.label);
        callout.tag->setZValue(3);
        scene().addItem(callout.tag);
        m_callouts << callout;
        if (!highlight.description.isEmpty())
            listed << (highlight.label.isEmpty() ? highlight.description
                                                 : highlight.label + QStringLiteral("  ") + highlight.description);
    }

    const auto addText = [this](const QString& text) {
        auto* item = new FigureText;
        item->setText(text);
        scene().addItem(item);
        return item;
    };
    m_xTitle = addText(chartData.xAxis.title);
    m_xTitle->setAlignment(Qt::AlignHCenter);
    m_yTitle = addText(chartData.valueTitle);
    m_list = addText(listed.join(QLatin1Char('\n')));
}

// One GPU's line, broken where it has no value, with its points (which carry the tooltips).
void LinesFigure::addSeries(const ChartSeriesData& series)
{
    const auto& categories = data().categories;
    QList<QLineSeries*> lines;
    auto* points = new QScatterSeries;
    points->setName(PlotParts::seriesName(series.name));
    QStringList tips;
    QList<double> positions;
    QLineSeries* line = nullptr;
    for (int c = 0; c < categories.size(); ++c) {
        const ChartValue value = c < series.values.size() ? series.values[c] : ChartValue{};
        if (!value.plotted) {
            if (!data().joinGaps)
                line = nullptr; // a gap: the next point starts a new stretch
            continue;
        }
        if (!line) {
            line = new QLineSeries;
            line->setName(PlotParts::seriesName(series.name));
            lines << line;
        }
        const QPointF point(x(categories[c].position), *value.plotted);
        line->append(point);
        points->append(point);
        tips << value.tooltip;
        positions << point.x();
    }
    for (QLineSeries* stretch : lines) {
        m_chart->addSeries(stretch);
        stretch->attachAxis(m_xAxis);
        stretch->attachAxis(m_yAxis);
    }
    m_chart->addSeries(points);
    points->attachAxis(m_xAxis);
    points->attachAxis(m_yAxis);
    QObject::connect(points, &QScatterSeries::hovered, m_chart, [tips, positions](const QPointF& point, bool state) {
        // The nearest point of this series: hover reports the position, not the index.
        qsizetype nearest = -1;
        double distance = 0;
        for (qsizetype i = 0; i < positions.size(); ++i) {
            const double d = std::abs(positions[i] - point.x());
            if (nearest < 0 || d < distance) {
                nearest = i;
                distance = d;
            }
        }
        ChartTooltip::show(state, nearest >= 0 ? tips[nearest] : QString());
    });
    m_lines << lines;
    m_points << points;
}

void LinesFigure::setPlotVisible(bool visible)
{
    m_chart->setVisible(visible);
    m_xTitle->setVisible(visible);
    m_yTitle->setVisible(visible);
    m_list->setVisible(visible);
    for (auto& callout : m_callouts) {
        callout.ring->setVisible(visible);
        callout.tag->setVisible(visible);
    }
}

void LinesFigure::layoutPlot(const QRectF& area, double scale)
{
    const ChartTheme& chartTheme = theme();
    const ChartData& chartData = data();
    PlotParts::styleValueAxis(*m_xAxis, chartTheme, scale);
    PlotParts::styleValueAxis(*m_yAxis, chartTheme, scale);
    for (int s = 0; s < m_lines.size(); ++s) {
        const int color = chartData.series[s].color(s);
        const QPen pen(chartTheme.seriesColor(color), 2.6 * scale, chartTheme.seriesPenStyle(color), Qt::RoundCap,
                       Qt::RoundJoin);
        for (QLineSeries* line : std::as_const(m_lines[s]))
            line->setPen(pen);
        m_points[s]->setColor(chartTheme.seriesColor(color));
        m_points[s]->setBorderColor(chartTheme.background());
        m_points[s]->setMarkerSize(8 * scale);
    }

    const QFont axisFont = chartTheme.font(FontRole::AxisLabel, scale);
    const qreal gap = 8 * scale;
    m_list->setFont(chartTheme.font(FontRole::Legend, scale));
    m_list->setColor(chartTheme.text());
    const qreal listHeight = m_list->layoutInWidth(area.width());
    m_xTitle->setFont(axisFont);
    m_xTitle->setColor(chartTheme.text());
    const qreal xTitleHeight = m_xTitle->layoutInWidth(area.width());
    m_yTitle->setFont(axisFont);
    m_yTitle->setColor(chartTheme.text());
    const qreal yTitleHeight = m_yTitle->layoutInWidth(area.width());
    m_yTitle->setPos(area.topLeft());

    const qreal top = area.top() + (yTitleHeight > 0 ? yTitleHeight + gap / 2 : 0);
    const qreal bottom = area.bottom() - (listHeight > 0 ? listHeight + gap : 0) - xTitleHeight;
    m_chart->setGeometry(QRectF(area.left(), top, area.width(), std::max<qreal>(1, bottom - top)));
    m_chart->layout()->activate();
    const QRectF plot = m_chart->mapRectToScene(m_chart->plotArea());
    m_xTitle->setPos(plot.left(), bottom);
    m_xTitle->layoutInWidth(plot.width());
    m_list->setPos(area.left(), area.bottom() - listHeight);

    const QFont tagFont = chartTheme.font(FontRole::ValueLabel, scale);
    const qreal radius = 9 * scale;
    for (int h = 0; h < m_callouts.size(); ++h) {
        const auto& highlight = chartData.highlights[h];
        const QPointF centre =
            m_chart->mapToScene(m_chart->mapToPosition(QPointF(x(highlight.x), highlight.y), m_points.value(0)));
        Callout& callout = m_callouts[h];
        callout.ring->setPen(QPen(chartTheme.emphasis(), 2.0 * scale));
        callout.ring->setBrush(Qt::NoBrush);
        callout.ring->setRect(QRectF(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)));
        callout.tag->setFont(tagFont);
        callout.tag->setColor(chartTheme.emphasis());
        const qreal width = QFontMetricsF(tagFont).horizontalAdvance(callout.tag->text()) + 2;
        const qreal height = callout.tag->layoutInWidth(width);
        // Above the ring, so that the tag does not sit on the lines it is about.
        callout.tag->setPos(centre.x() - width / 2, centre.y() - radius - height);
    }
}

} // namespace gpuatlas::ui::charts
