// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QString>

namespace gpuatlas::ui::charts {

// A block of word-wrapped text in a figure: titles, subtitles, panel titles, notes.
// Drawn with QPainter::drawText so that SVG and PDF exports keep it as real text.
class FigureText : public QGraphicsItem
{
public:
    explicit FigureText(QGraphicsItem* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return m_text; }
    void setFont(const QFont& font);
    QFont font() const { return m_font; }
    void setColor(const QColor& color);
    void setAlignment(Qt::Alignment alignment);
    // A filled box behind the text (a label on a hatched bar); invalid: none.
    void setBackground(const QColor& color);

    // Wraps the text into `width` and returns the height it takes (0 when empty).
    qreal layoutInWidth(qreal width);
    static qreal heightFor(const QString& text, const QFont& font, qreal width);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    static constexpr int flags = Qt::TextWordWrap;

    QString m_text;
    QFont m_font;
    QColor m_color;
    QColor m_background;
    Qt::Alignment m_alignment = Qt::AlignLeft;
    QRectF m_rect;
};

} // namespace gpuatlas::ui::charts
