// SPDX-License-Identifier: GPL-3.0-or-later
#include "FigureLegend.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace gpuatlas::ui::charts {

FigureLegend::FigureLegend(QGraphicsItem* parent)
    : QGraphicsItem(parent)
{
}

void FigureLegend::setEntries(QList<LegendEntry> entries)
{
    prepareGeometryChange();
    m_entries = std::move(entries);
    m_placed.clear();
    m_rect = {};
}

void FigureLegend::setFont(const QFont& font)
{
    prepareGeometryChange();
    m_font = font;
}

qreal FigureLegend::symbolWidth() const
{
    return QFontMetricsF(m_font).height() * (m_symbol == LegendSymbol::Line ? 2.2 : 0.8);
}

qreal FigureLegend::spacing() const
{
    return QFontMetricsF(m_font).height() * 0.4;
}

qreal FigureLegend::preferredVerticalWidth(qreal maxWidth) const
{
    const QFontMetricsF metrics(m_font);
    qreal widest = 0;
    for (const auto& entry : m_entries)
        widest = std::max(widest, metrics.horizontalAdvance(entry.name));
    return std::min(maxWidth, symbolWidth() + spacing() + widest + 1);
}

QSizeF FigureLegend::layout(qreal maxWidth, Qt::Orientation orientation)
{
    prepareGeometryChange();
    m_placed.clear();
    const QFontMetricsF metrics(m_font);
    const qreal rowHeight = metrics.height() * 1.5;
    const qreal gap = spacing();
    const qreal symbol = symbolWidth();

    if (orientation == Qt::Vertical) {
        qreal width = 0;
        qreal y = 0;
        for (const auto& entry : m_entries) {
            const qreal textWidth = std::max<qreal>(0, maxWidth - symbol - gap);
            const QString name = metrics.elidedText(entry.name, Qt::ElideRight, textWidth);
            const qreal nameWidth = metrics.horizontalAdvance(name) + 1;
            m_placed.append(
                Placed{QRectF(0, y, symbol, rowHeight), QRectF(symbol + gap, y, nameWidth, rowHeight), name});
            width = std::max(width, symbol + gap + nameWidth);
            y += rowHeight;
        }
        m_rect = QRectF(0, 0, width, y);
        return m_rect.size();
    }

    // Horizontal: greedy rows, each centred in maxWidth.
    const qreal entryGap = gap * 3;
    QList<QList<Placed>> rows(1);
    qreal x = 0;
    for (const auto& entry : m_entries) {
        const QString name =
            metrics.elidedText(entry.name, Qt::ElideRight, std::max<qreal>(0, maxWidth - symbol - gap));
        const qreal width = symbol + gap + metrics.horizontalAdvance(name) + 1;
        if (x > 0 && x + width > maxWidth) {
            rows.append(QList<Placed>());
            x = 0;
        }
        rows.last().append(Placed{QRectF(x, 0, symbol, rowHeight),
                                  QRectF(x + symbol + gap, 0, width - symbol - gap, rowHeight), name});
        x += width + entryGap;
    }
    qreal y = 0;
    for (auto& row : rows) {
        if (row.isEmpty())
            continue;
        const qreal rowWidth = row.last().text.right();
        const qreal offset = std::max<qreal>(0, (maxWidth - rowWidth) / 2);
        for (auto& placed : row) {
            placed.symbol.translate(offset, y);
            placed.text.translate(offset, y);
            m_placed.append(placed);
        }
        y += rowHeight;
    }
    m_rect = QRectF(0, 0, maxWidth, m_entries.isEmpty() ? 0 : y);
    return m_rect.size();
}

QRectF FigureLegend::boundingRect() const
{
    return m_rect;
}

void FigureLegend::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(m_font);
    const qreal lineWidth = std::max<qreal>(2, QFontMetricsF(m_font).height() * 0.14);
    for (int i = 0; i < m_placed.size() && i < m_entries.size(); ++i) {
        const auto& placed = m_placed[i];
        const auto& entry = m_entries[i];
        const QPointF centre = placed.symbol.center();
        switch (entry.symbol.value_or(m_symbol)) {
        case LegendSymbol::Line: {
            QPen pen(entry.color, lineWidth, entry.penStyle, Qt::FlatCap);
            painter->setPen(pen);
            painter->drawLine(QPointF(placed.symbol.left(), centre.y()), QPointF(placed.symbol.right(), centre.y()));
            painter->setPen(Qt::NoPen);
            painter->setBrush(entry.color);
            painter->drawEllipse(centre, lineWidth * 1.8, lineWidth * 1.8);
            break;
        }
        case LegendSymbol::Box: {
            const qreal side = std::min(placed.symbol.width(), placed.symbol.height() * 0.6);
            painter->setPen(QPen(entry.color, 1));
            painter->setBrush(QBrush(entry.color, entry.brushStyle));
            painter->drawRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side));
            break;
        }
        case LegendSymbol::Mark: {
            const qreal half = placed.symbol.height() * 0.38;
            painter->setPen(QPen(entry.color, lineWidth, entry.penStyle, Qt::FlatCap));
            painter->drawLine(QPointF(centre.x(), centre.y() - half), QPointF(centre.x(), centre.y() + half));
            break;
        }
        case LegendSymbol::Point:
            painter->setPen(QPen(entry.color, lineWidth));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(centre, lineWidth * 2.6, lineWidth * 2.6);
            break;
        }
        painter->setPen(m_textColor);
        painter->drawText(placed.text, Qt::AlignLeft | Qt::AlignVCenter, placed.name);
    }
}

} // namespace gpuatlas::ui::charts
