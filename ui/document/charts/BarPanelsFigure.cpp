// SPDX-License-Identifier: GPL-3.0-or-later
#include "BarPanelsFigure.h"

#include "ChartTooltip.h"
#include "FigureLegend.h"
#include "FigureText.h"
#include "PlotParts.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QHorizontalBarSeries>

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui::charts {

BarPanelsFigure::BarPanelsFigure(ChartData data, const ChartTheme& theme)
    : ChartFigure(std::move(data), theme, LegendSymbol::Box)
{
    build();
}

BarPanelsFigure::~BarPanelsFigure() = default;

QSize BarPanelsFigure::gridFor(int count, const QSizeF& area)
{
    if (count <= 0)
        return {0, 0};
    constexpr double wanted = 4.0 / 3.0;
    QSize best(count, 1);
    double bestError = 1e9;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        if ((columns - 1) * rows >= count)
            continue; // the same rows with a column to spare: never better
        const double aspect = (area.width() / columns) / (area.height() / rows);
        const double error = std::abs(std::log(aspect / wanted));
        if (error < bestError - 1e-9) {
            bestError = error;
            best = QSize(columns, rows);
        }
    }
    return best;
}

void BarPanelsFigure::build()
{
    const ChartData& chartData = data();
    const int seriesCount = static_cast<int>(chartData.series.size());
    for (int c = 0; c < chartData.categories.size(); ++c) {
        const auto& category = chartData.categories[c];
        Panel panel;
        panel.title = new FigureText;
        // A word joiner after each slash: a unit such as "$/h" must not break in two.
        QString title = category.title.isEmpty() ? category.label : category.title;
        panel.title->setText(title.replace(QLatin1Char('/'), QStringLiteral("/\u2060")));
        panel.title->setColor(theme().text());
        scene().addItem(panel.title);

        panel.chart = new QChart;
        PlotParts::prepare(*panel.chart);
        scene().addItem(panel.chart);

        panel.series = new QHorizontalBarSeries;
        panel.series->setBarWidth(barWidth);
        // Qt stacks the sets of a horizontal bar group from the bottom up: add them in
        // reverse so the first series is on top, as in the legend.
        QStringList tips;
        for (int s = seriesCount - 1; s >= 0; --s) {
            const auto& series = chartData.series[s];
            auto* set = new QBarSet(PlotParts::seriesName(series.name));
            const ChartValue value = c < series.values.size() ? series.values[c] : ChartValue{};
            *set << value.plotted.value_or(0);
            panel.series->append(set);
            tips.prepend(value.tooltip);
        }
        panel.chart->addSeries(panel.series);

        panel.valueAxis = PlotParts::valueAxis(category.scale);
        panel.chart->addAxis(panel.valueAxis, Qt::AlignBottom);
        panel.series->attachAxis(panel.valueAxis);

        panel.categoryAxis = new QBarCategoryAxis;
        panel.categoryAxis->append(QStringLiteral(" "));
        panel.categoryAxis->setVisible(false);
        panel.chart->addAxis(panel.categoryAxis, Qt::AlignLeft);
        panel.series->attachAxis(panel.categoryAxis);

        QObject::connect(panel.series, &QHorizontalBarSeries::hovered, panel.chart,
                         [tips, seriesCount, series = panel.series](bool state, int, QBarSet* set) {
                             const int index = seriesCount - 1 - static_cast<int>(series->barSets().indexOf(set));
                             ChartTooltip::show(state, index >= 0 && index < tips.size() ? tips[index] : QString());
                         });

        for (int s = 0; s < seriesCount; ++s) {
            auto* label = new FigureText;
            const auto& values = chartData.series[s].values;
            label->setText(c < values.size() ? values[c].label : QString());
            scene().addItem(label);
            panel.labels.append(label);
        }
        m_panels.append(panel);
    }
}

void BarPanelsFigure::setPlotVisible(bool visible)
{
    for (auto& panel : m_panels) {
        panel.title->setVisible(visible);
        panel.chart->setVisible(visible);
        for (auto* label : panel.labels)
            label->setVisible(visible);
    }
}

void BarPanelsFigure::layoutPlot(const QRectF& area, double scale)
{
    const ChartTheme& chartTheme = theme();
    const QSize grid = gridFor(static_cast<int>(m_panels.size()), area.size());
    if (grid.isEmpty())
        return;
    const qreal hGap = 28 * scale;
    const qreal vGap = 18 * scale;
    const qreal cellWidth = (area.width() - hGap * (grid.width() - 1)) / grid.width();
    const qreal cellHeight = (area.height() - vGap * (grid.height() - 1)) / grid.height();
    const int seriesCount = static_cast<int>(data().series.size());

    QFont titleFont = chartTheme.font(FontRole::AxisLabel, scale);
    titleFont.setBold(true);
    // Panels of a row share the title height, so their plots line up even when one
    // title wraps onto a second line.
    QList<qreal> rowTitleHeight(grid.height(), 0);
    for (int p = 0; p < m_panels.size(); ++p) {
        m_panels[p].title->setFont(titleFont);
        const qreal height = m_panels[p].title->layoutInWidth(cellWidth);
        rowTitleHeight[p / grid.width()] = std::max(rowTitleHeight[p / grid.width()], height);
    }

    for (int p = 0; p < m_panels.size(); ++p) {
        Panel& panel = m_panels[p];
        const QPointF origin(area.left() + (p % grid.width()) * (cellWidth + hGap),
                             area.top() + (p / grid.width()) * (cellHeight + vGap));
        const qreal titleHeight = rowTitleHeight[p / grid.width()];
        panel.title->setPos(origin);

        for (int s = 0; s < seriesCount; ++s) {
            QBarSet* set = panel.series->barSets().value(seriesCount - 1 - s);
            if (!set)
                continue;
            const int color = data().series[s].color(s);
            set->setColor(chartTheme.seriesColor(color));
            set->setBrush(QBrush(chartTheme.seriesColor(color), chartTheme.seriesBrushStyle(color)));
            set->setBorderColor(chartTheme.seriesColor(color));
        }
        PlotParts::styleValueAxis(*panel.valueAxis, chartTheme, scale);

        panel.chart->setGeometry(QRectF(origin.x(), origin.y() + titleHeight + 4 * scale, cellWidth,
                                        std::max<qreal>(1, cellHeight - titleHeight - 4 * scale)));
        panel.chart->layout()->activate();
        placeLabels(panel, p, scale);
    }
}

void BarPanelsFigure::placeLabels(Panel& panel, int category, double scale)
{
    const int seriesCount = static_cast<int>(panel.labels.size());
    const QRectF plot = panel.chart->mapRectToScene(panel.chart->plotArea());
    // Never taller than a bar, or the labels of neighbouring bars overlap.
    QFont font = theme().font(FontRole::ValueLabel, scale);
    const qreal barHeight = plot.height() * barWidth / std::max(seriesCount, 1);
    font.setPixelSize(std::max(7, std::min(font.pixelSize(), static_cast<int>(barHeight * 0.9))));
    for (int s = 0; s < seriesCount; ++s) {
        FigureText* label = panel.labels[s];
        label->setFont(font);
        // Centre of this series' bar within the one category at y = 0 (see build()).
        const int set = seriesCount - 1 - s;
        const double y = -barWidth / 2 + (set + 0.5) * barWidth / seriesCount;
        const auto& values = data().series[s].values;
        const std::optional<double> plotted = category < values.size() ? values[category].plotted : std::nullopt;
        const QPointF end =
            panel.chart->mapToScene(panel.chart->mapToPosition(QPointF(plotted.value_or(0), y), panel.series));
        placeBarLabel(*label, end, plot.right(), plotted.has_value(), data().series[s].color(s), scale);
    }
}

} // namespace gpuatlas::ui::charts
