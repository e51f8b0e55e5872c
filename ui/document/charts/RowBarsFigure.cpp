// SPDX-License-Identifier: GPL-3.0-or-later
#include "RowBarsFigure.h"

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
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>

#include <algorithm>

namespace gpuatlas::ui::charts {

namespace {

// The largest font of `font`'s size that still fits a row `height` high (at least 7 px).
QFont fitted(QFont font, qreal height)
{
    font.setPixelSize(std::max(7, std::min(font.pixelSize(), static_cast<int>(height * 0.8))));
    return font;
}

qreal widest(const QList<FigureText*>& texts, const QFont& font)
{
    const QFontMetricsF metrics(font);
    qreal width = 0;
    for (const FigureText* text : texts)
        width = std::max(width, metrics.horizontalAdvance(text->text()));
    return width > 0 ? width + 2 : 0;
}

// One line, elided to `width`; the figure's rows are too thin to wrap.
void placeLine(FigureText& text, const QString& full, const QFont& font, qreal width, const QPointF& leftCentre,
               Qt::Alignment alignment)
{
    text.setFont(font);
    text.setText(QFontMetricsF(font).elidedText(full, Qt::ElideRight, width));
    text.setAlignment(alignment);
    const qreal height = text.layoutInWidth(width);
    text.setPos(leftCentre.x(), leftCentre.y() - height / 2);
}

} // namespace

RowBarsFigure::RowBarsFigure(ChartData data, const ChartTheme& theme, Mode mode)
    : ChartFigure(std::move(data), theme, LegendSymbol::Box)
    , m_mode(mode)
{
    build();
}

RowBarsFigure::~RowBarsFigure() = default;

void RowBarsFigure::build()
{
    const ChartData& chartData = data();
    const int rowCount = static_cast<int>(chartData.categories.size());
    const int seriesCount = static_cast<int>(chartData.series.size());

    m_chart = new QChart;
    PlotParts::prepare(*m_chart);
    scene().addItem(m_chart);

    if (m_mode == Mode::Stacked)
        m_series = new QHorizontalStackedBarSeries;
    else
        m_series = new QHorizontalBarSeries;
    m_series->setBarWidth(m_barWidth);
    // Stacked parts go left to right in series order. A horizontal group is filled
    // from the bottom up, so grouped series are added in reverse to put the first on top.
    for (int i = 0; i < seriesCount; ++i) {
        const int s = m_mode == Mode::Stacked ? i : seriesCount - 1 - i;
        const auto& series = chartData.series[s];
        auto* set = new QBarSet(PlotParts::seriesName(series.name));
        for (int q = 0; q < rowCount; ++q) {
            const int row = rowCount - 1 - q;
            *set << (row < series.values.size() ? series.values[row].plotted.value_or(0) : 0);
        }
        m_series->append(set);
    }
    m_chart->addSeries(m_series);

    m_valueAxis = PlotParts::valueAxis(chartData.scale);
    m_chart->addAxis(m_valueAxis, Qt::AlignBottom);
    m_series->attachAxis(m_valueAxis);
    m_categoryAxis = new QBarCategoryAxis;
    for (int q = 0; q < rowCount; ++q)
        m_categoryAxis->append(QString::number(q)); // categories must be unique; the names are drawn by us
    m_categoryAxis->setVisible(false);
    m_chart->addAxis(m_categoryAxis, Qt::AlignLeft);
    m_series->attachAxis(m_categoryAxis);

    const Mode mode = m_mode;
    QObject::connect(m_series, &QAbstractBarSeries::hovered, m_chart,
                     [this, mode, rowCount, seriesCount](bool state, int index, QBarSet* set) {
                         const int position = static_cast<int>(m_series->barSets().indexOf(set));
                         const int s = mode == Mode::Stacked ? position : seriesCount - 1 - position;
                         const int row = rowCount - 1 - index;
                         QString tip;
                         if (s >= 0 && s < seriesCount && row >= 0 && row < data().series[s].values.size())
                             tip = data().series[s].values[row].tooltip;
                         ChartTooltip::show(state, tip);
                     });

    makeRows(rowCount, seriesCount);
    m_valueTitle = new FigureText;
    scene().addItem(m_valueTitle);
    m_valueTitle->setText(chartData.valueTitle);
    m_valueTitle->setAlignment(Qt::AlignHCenter);
}

// A name, a note, a track, marks and (grouped) value labels per row.
void RowBarsFigure::makeRows(int rowCount, int seriesCount)
{
    const ChartData& chartData = data();
    const auto addText = [this] {
        auto* text = new FigureText;
        scene().addItem(text);
        return text;
    };
    for (int row = 0; row < rowCount; ++row) {
        const ChartCategory& category = chartData.categories[row];
        Row item;
        item.name = addText();
        item.note = addText();
        const bool anyMark = std::any_of(category.marks.begin(), category.marks.end(),
                                         [](const std::optional<double>& mark) { return mark.has_value(); });
        if (anyMark) {
            item.track = scene().addRect(QRectF(), Qt::NoPen, theme().track());
            item.track->setZValue(-1); // under the bars, over the figure's background
        }
        for (int m = 0; m < chartData.marks.size(); ++m) {
            QGraphicsLineItem* line = nullptr;
            if (m < category.marks.size() && category.marks[m]) {
                line = scene().addLine(QLineF());
                line->setZValue(2);
            }
            item.marks.append(line);
        }
        if (m_mode == Mode::Grouped) {
            for (int s = 0; s < seriesCount; ++s) {
                FigureText* label = addText();
                const auto& values = chartData.series[s].values;
                label->setText(row < values.size() ? values[row].label : QString());
                item.values.append(label);
            }
        }
        m_rows.append(item);
    }
}

void RowBarsFigure::setPlotVisible(bool visible)
{
    m_chart->setVisible(visible);
    m_valueTitle->setVisible(visible);
    for (auto& row : m_rows) {
        row.name->setVisible(visible);
        row.note->setVisible(visible);
        if (row.track)
            row.track->setVisible(visible);
        for (auto* mark : row.marks) {
            if (mark)
                mark->setVisible(visible);
        }
        for (auto* label : row.values)
            label->setVisible(visible);
    }
}

QPointF RowBarsFigure::at(double value, double y) const
{
    return m_chart->mapToScene(m_chart->mapToPosition(QPointF(value, y), m_series));
}

void RowBarsFigure::layoutPlot(const QRectF& area, double scale)
{
    const ChartTheme& chartTheme = theme();
    const ChartData& chartData = data();
    const int rowCount = static_cast<int>(m_rows.size());
    const int seriesCount = static_cast<int>(chartData.series.size());
    if (rowCount == 0)
        return;
    const qreal gap = 10 * scale;

    for (int i = 0; i < seriesCount; ++i) {
        const int s = m_mode == Mode::Stacked ? i : seriesCount - 1 - i;
        QBarSet* set = m_series->barSets().value(i);
        const int color = chartData.series[s].color(s);
        set->setColor(chartTheme.seriesColor(color));
        set->setBrush(QBrush(chartTheme.seriesColor(color), chartTheme.seriesBrushStyle(color)));
        // A hairline of the background between stacked parts keeps neighbours apart.
        set->setBorderColor(m_mode == Mode::Stacked ? chartTheme.background() : chartTheme.seriesColor(color));
    }
    PlotParts::styleValueAxis(*m_valueAxis, chartTheme, scale);

    QFont titleFont = chartTheme.font(FontRole::AxisLabel, scale);
    m_valueTitle->setFont(titleFont);
    const qreal titleHeight = m_valueTitle->layoutInWidth(area.width());
    const qreal tickHeight = QFontMetricsF(chartTheme.font(FontRole::TickLabel, scale)).height() * 1.6;
    // Fonts no taller than a row, so that names and notes of neighbours never touch.
    const qreal rowHeight = std::max<qreal>(1, (area.height() - titleHeight - tickHeight) / rowCount);
    const QFont nameFont = fitted(chartTheme.font(FontRole::AxisLabel, scale), rowHeight);
    const QFont noteFont = fitted(chartTheme.font(FontRole::ValueLabel, scale), rowHeight);
    const double thickest = 3.2 * QFontMetricsF(chartTheme.font(FontRole::AxisLabel, scale)).height() *
                            std::max<int>(1, m_mode == Mode::Grouped ? seriesCount : 1);
    m_barWidth = std::min(maximumBarWidth, thickest / rowHeight);
    m_series->setBarWidth(m_barWidth);

    QList<FigureText*> names;
    QList<FigureText*> notes;
    for (int row = 0; row < rowCount; ++row) {
        m_rows[row].name->setText(chartData.categories[row].label);
        m_rows[row].note->setText(chartData.categories[row].note);
        names << m_rows[row].name;
        notes << m_rows[row].note;
    }
    const qreal nameWidth = std::min(widest(names, nameFont), area.width() * 0.36);
    const qreal noteWidth = std::min(widest(notes, noteFont), area.width() * 0.26);
    const qreal plotLeft = area.left() + nameWidth + gap;
    const qreal plotRight = area.right() - (noteWidth > 0 ? noteWidth + gap : 0);
    m_chart->setGeometry(QRectF(plotLeft, area.top(), std::max<qreal>(1, plotRight - plotLeft),
                                std::max<qreal>(1, area.height() - titleHeight)));
    m_chart->layout()->activate();
    const QRectF plot = m_chart->mapRectToScene(m_chart->plotArea());
    m_valueTitle->setPos(plot.left(), area.bottom() - titleHeight);
    m_valueTitle->layoutInWidth(plot.width());

    const qreal barHeight = plot.height() / rowCount * m_barWidth;
    const QFont valueFont =
        fitted(chartTheme.font(FontRole::ValueLabel, scale), barHeight / std::max(seriesCount, 1) / 0.8 * 0.9);
    const RowLayout layout{area, plot, gap, nameWidth, noteWidth, nameFont, noteFont, valueFont, scale};
    for (int row = 0; row < rowCount; ++row)
        placeRow(row, layout);
}

// One row's name, note, track, marks and value labels, where layoutPlot put the plot.
void RowBarsFigure::placeRow(int row, const RowLayout& g)
{
    const ChartTheme& chartTheme = theme();
    const ChartData& chartData = data();
    const int seriesCount = static_cast<int>(chartData.series.size());
    Row& item = m_rows[row];
    const ChartCategory& category = chartData.categories[row];
    const double y = qtIndex(row);
    const qreal centre = at(0, y).y();
    const QColor textColor = category.alert ? chartTheme.alert() : chartTheme.text();
    item.name->setColor(textColor);
    placeLine(*item.name, category.label, g.nameFont, g.nameWidth, QPointF(g.area.left(), centre), Qt::AlignRight);
    item.note->setColor(category.alert ? chartTheme.alert() : chartTheme.secondaryText());
    placeLine(*item.note, category.note, g.noteFont, std::max<qreal>(1, g.noteWidth),
              QPointF(g.plot.right() + g.gap, centre), Qt::AlignLeft);

    double furthest = 0;
    for (const auto& mark : category.marks)
        furthest = std::max(furthest, mark.value_or(0));
    if (item.track) {
        item.track->setBrush(chartTheme.track());
        item.track->setRect(QRectF(at(0, y + m_barWidth / 2), at(furthest, y - m_barWidth / 2)).normalized());
    }
    for (int m = 0; m < item.marks.size(); ++m) {
        QGraphicsLineItem* line = item.marks[m];
        if (!line)
            continue;
        const double value = *category.marks[m];
        QPen pen(chartTheme.emphasis(), 2.0 * g.scale, penStyle(chartData.marks.value(m).style), Qt::FlatCap);
        line->setPen(pen);
        line->setLine(QLineF(at(value, y + m_barWidth * 0.65), at(value, y - m_barWidth * 0.65)));
    }
    for (int s = 0; s < item.values.size(); ++s) {
        FigureText* label = item.values[s];
        label->setFont(g.valueFont);
        const int set = seriesCount - 1 - s; // grouped sets were added in reverse
        const double barY = y - m_barWidth / 2 + (set + 0.5) * m_barWidth / seriesCount;
        const auto& values = chartData.series[s].values;
        const auto plotted = row < values.size() ? values[row].plotted : std::nullopt;
        placeBarLabel(*label, at(plotted.value_or(0), barY), g.plot.right(), plotted.has_value(),
                      chartData.series[s].color(s), g.scale);
    }
}

} // namespace gpuatlas::ui::charts
