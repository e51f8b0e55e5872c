// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QString>

#include <optional>

namespace gpuatlas::ui::charts {

enum class LegendSymbol
{
    Line,  // a line with a marker, for radar and line charts
    Box,   // a filled square, for bars
    Mark,  // a short upright line, for reference marks across bars (usable memory)
    Point, // a ring, for points called out on a line chart (crossovers)
};

struct LegendEntry
{
    QString name;
    QColor color;
    Qt::PenStyle penStyle = Qt::SolidLine;
    Qt::BrushStyle brushStyle = Qt::SolidPattern;
    // nullopt: the legend's own symbol (setSymbol).
    std::optional<LegendSymbol> symbol;
};

// The figure's one legend. Qt Charts' own legend is hidden: it cannot flow entries
// into centred rows or stand beside a polar plot, and bar panels would repeat it.
class FigureLegend : public QGraphicsItem
{
public:
    explicit FigureLegend(QGraphicsItem* parent = nullptr);

    void setEntries(QList<LegendEntry> entries);
    const QList<LegendEntry>& entries() const { return m_entries; }
    void setSymbol(LegendSymbol symbol) { m_symbol = symbol; }
    void setFont(const QFont& font);
    void setTextColor(const QColor& color) { m_textColor = color; }

    // Lays the entries out within `maxWidth`: Horizontal flows them into centred rows,
    // Vertical stacks them (names elided to fit). Returns the size taken.
    QSizeF layout(qreal maxWidth, Qt::Orientation orientation);
    // The width a vertical legend needs for its longest name, at most `maxWidth`.
    qreal preferredVerticalWidth(qreal maxWidth) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Placed
    {
        QRectF symbol;
        QRectF text;
        QString name;
    };

    qreal symbolWidth() const;
    qreal spacing() const;

    QList<LegendEntry> m_entries;
    QList<Placed> m_placed;
    LegendSymbol m_symbol = LegendSymbol::Line;
    QFont m_font;
    QColor m_textColor;
    QRectF m_rect;
};

} // namespace gpuatlas::ui::charts
