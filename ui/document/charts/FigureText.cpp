// SPDX-License-Identifier: GPL-3.0-or-later
#include "FigureText.h"

#include <QFontMetricsF>
#include <QPainter>

namespace gpuatlas::ui::charts {

FigureText::FigureText(QGraphicsItem* parent)
    : QGraphicsItem(parent)
{
}

void FigureText::setText(const QString& text)
{
    prepareGeometryChange();
    m_text = text;
}

void FigureText::setFont(const QFont& font)
{
    prepareGeometryChange();
    m_font = font;
}

void FigureText::setColor(const QColor& color)
{
    m_color = color;
    update();
}

void FigureText::setAlignment(Qt::Alignment alignment)
{
    m_alignment = alignment;
    update();
}

void FigureText::setBackground(const QColor& color)
{
    m_background = color;
    update();
}

qreal FigureText::heightFor(const QString& text, const QFont& font, qreal width)
{
    if (text.isEmpty() || width <= 0)
        return 0;
    const QFontMetricsF metrics(font);
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, text).height();
}

qreal FigureText::layoutInWidth(qreal width)
{
    prepareGeometryChange();
    m_rect = QRectF(0, 0, width, heightFor(m_text, m_font, width));
    return m_rect.height();
}

QRectF FigureText::boundingRect() const
{
    return m_rect;
}

void FigureText::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (m_text.isEmpty())
        return;
    if (m_background.isValid())
        painter->fillRect(m_rect, m_background);
    painter->setFont(m_font);
    painter->setPen(m_color);
    painter->drawText(m_rect, flags | static_cast<int>(m_alignment), m_text);
}

} // namespace gpuatlas::ui::charts
