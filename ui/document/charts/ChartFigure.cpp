// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartFigure.h"

#include "FigureLegend.h"
#include "FigureText.h"

#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QPainter>

#include <algorithm>

namespace gpuatlas::ui::charts {

ChartFigure::ChartFigure(ChartData data, const ChartTheme& theme, LegendSymbol symbol)
    : m_data(std::move(data))
    , m_theme(theme)
    , m_scene(std::make_unique<QGraphicsScene>())
{
    m_background = m_scene->addRect(QRectF(), Qt::NoPen, m_theme.background());
    m_background->setZValue(-100);

    const auto addText = [this](const QString& text, FontRole role, const QColor& color) {
        auto* item = new FigureText;
        item->setText(text);
        item->setFont(m_theme.font(role));
        item->setColor(color);
        m_scene->addItem(item);
        return item;
    };
    m_title = addText(m_data.title, FontRole::Title, m_theme.text());
    m_subtitle = addText(m_data.subtitle, FontRole::Subtitle, m_theme.secondaryText());
    m_footnote = addText(m_data.footnote, FontRole::Footnote, m_theme.secondaryText());
    m_placeholder = addText(m_data.placeholder, FontRole::Subtitle, m_theme.secondaryText());
    m_placeholder->setAlignment(Qt::AlignHCenter);

    m_legend = new FigureLegend;
    m_legend->setSymbol(symbol);
    m_legend->setTextColor(m_theme.text());
    QList<LegendEntry> entries;
    for (int i = 0; i < m_data.series.size(); ++i) {
        const int color = m_data.series[i].color(i);
        entries.append({m_data.series[i].name, m_theme.seriesColor(color), m_theme.seriesPenStyle(color),
                        m_theme.seriesBrushStyle(color), std::nullopt});
    }
    QStringList marksListed; // two marks of one band (its low and high end) share an entry
    for (const auto& mark : m_data.marks) {
        if (marksListed.contains(mark.name))
            continue;
        marksListed << mark.name;
        entries.append({mark.name, m_theme.emphasis(), penStyle(mark.style), Qt::SolidPattern, LegendSymbol::Mark});
    }
    if (!m_data.highlights.isEmpty() && !m_data.highlightName.isEmpty())
        entries.append(
            {m_data.highlightName, m_theme.emphasis(), Qt::SolidLine, Qt::SolidPattern, LegendSymbol::Point});
    m_legend->setEntries(entries);
    m_scene->addItem(m_legend);
}

ChartFigure::~ChartFigure() = default;

Qt::PenStyle ChartFigure::penStyle(MarkStyle style)
{
    switch (style) {
    case MarkStyle::Solid:
        break;
    case MarkStyle::Dashed:
        return Qt::DashLine;
    case MarkStyle::Dotted:
        return Qt::DotLine;
    }
    return Qt::SolidLine;
}

bool ChartFigure::hasPlot() const
{
    return m_data.placeholder.isEmpty() && !m_data.series.isEmpty() && !m_data.categories.isEmpty();
}

namespace {

// Text colour readable on a bar of `color` (WCAG relative luminance, roughly).
QColor textOn(const QColor& color)
{
    const double luminance = 0.2126 * color.redF() + 0.7152 * color.greenF() + 0.0722 * color.blueF();
    return luminance > 0.5 ? QColor(0x1A1A1A) : QColor(0xFFFFFF);
}

} // namespace

void ChartFigure::placeBarLabel(FigureText& label, const QPointF& end, qreal right, bool hasBar, int color,
                                double scale) const
{
    const qreal width = QFontMetricsF(label.font()).horizontalAdvance(label.text()) + 2;
    const qreal height = label.layoutInWidth(width);
    const qreal pad = 5 * scale;
    qreal x = end.x() + pad;
    QColor text = m_theme.text();
    QColor background;
    if (hasBar && x + width > right) {
        // No room after the bar: write the value inside its end instead, on a box of
        // the background where the bar is hatched.
        x = end.x() - pad - width;
        if (m_theme.seriesBrushStyle(color) == Qt::SolidPattern)
            text = textOn(m_theme.seriesColor(color));
        else
            background = m_theme.background();
    }
    label.setColor(text);
    label.setBackground(background);
    label.setPos(x, end.y() - height / 2);
}

bool ChartFigure::legendBeside(const QRectF&) const
{
    return false;
}

qreal ChartFigure::preferredPlotWidth(const QRectF& area) const
{
    return area.width();
}

void ChartFigure::setBackgroundVisible(bool visible)
{
    m_background->setVisible(visible);
}

bool ChartFigure::isBackgroundVisible() const
{
    return m_background->isVisible();
}

void ChartFigure::resize(const QSizeF& size)
{
    m_size = size;
    layout();
}

void ChartFigure::layout()
{
    const double scale = ChartTheme::scaleFor(m_size.width(), m_size.height());
    const qreal margin = 24 * scale;
    const qreal gap = 10 * scale;
    const qreal width = std::max<qreal>(1, m_size.width() - 2 * margin);

    m_scene->setSceneRect(QRectF(QPointF(0, 0), m_size));
    m_background->setRect(QRectF(QPointF(0, 0), m_size));
    m_background->setBrush(m_theme.background());

    m_title->setFont(m_theme.font(FontRole::Title, scale));
    m_subtitle->setFont(m_theme.font(FontRole::Subtitle, scale));
    m_footnote->setFont(m_theme.font(FontRole::Footnote, scale));
    m_placeholder->setFont(m_theme.font(FontRole::Subtitle, scale));
    m_legend->setFont(m_theme.font(FontRole::Legend, scale));

    qreal top = margin;
    const qreal titleHeight = m_title->layoutInWidth(width);
    m_title->setPos(margin, top);
    top += titleHeight > 0 ? titleHeight + gap * 0.3 : 0;
    const qreal subtitleHeight = m_subtitle->layoutInWidth(width);
    m_subtitle->setPos(margin, top);
    top += subtitleHeight > 0 ? subtitleHeight + gap : 0;

    qreal bottom = m_size.height() - margin;
    const qreal footnoteHeight = m_footnote->layoutInWidth(width);
    bottom -= footnoteHeight;
    m_footnote->setPos(margin, bottom);
    bottom -= footnoteHeight > 0 ? gap : 0;

    const bool plot = hasPlot();
    setPlotVisible(plot);
    m_placeholder->setVisible(!plot);
    m_legend->setVisible(plot);
    if (!plot) {
        const qreal height = m_placeholder->layoutInWidth(width);
        m_placeholder->setPos(margin, std::max(top, (top + bottom - height) / 2));
        return;
    }

    QRectF area(margin, top, width, std::max<qreal>(1, bottom - top));
    // Beside the plot only when the names fit without eliding; else in rows above it.
    const qreal besideWidth = area.width() * 0.38;
    if (legendBeside(area) && m_legend->preferredVerticalWidth(area.width()) <= besideWidth) {
        // Plot and legend side by side, centred together.
        const qreal legendWidth = m_legend->preferredVerticalWidth(besideWidth);
        const QSizeF legendSize = m_legend->layout(legendWidth, Qt::Vertical);
        const qreal spacing = 3 * gap;
        const qreal plotWidth = std::min(area.width() - legendSize.width() - spacing, preferredPlotWidth(area));
        const qreal left = area.left() + (area.width() - plotWidth - spacing - legendSize.width()) / 2;
        m_legend->setPos(left + plotWidth + spacing, area.top() + (area.height() - legendSize.height()) / 2);
        area = QRectF(left, area.top(), plotWidth, area.height());
    } else {
        const QSizeF legendSize = m_legend->layout(area.width(), Qt::Horizontal);
        m_legend->setPos(area.left(), area.top());
        area.setTop(area.top() + legendSize.height() + gap);
    }
    layoutPlot(area, scale);
}

void ChartFigure::render(QPainter& painter, const QRectF& target)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    m_scene->render(&painter, target, QRectF(QPointF(0, 0), m_size), Qt::IgnoreAspectRatio);
}

} // namespace gpuatlas::ui::charts
