// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartFigure.h"

#include <QList>
#include <QString>
#include <QStringList>

class QGraphicsItem;

namespace gpuatlas::ui::charts {

// What a grid figure shows (the suitability matrix): row and column labels, one cell per
// row and column with its text and a palette slot, and a legend of what the slots mean.
// The cell text carries the meaning in words and a symbol; the colour only repeats it.
struct GridFigureData
{
    QString title;
    QString subtitle;
    QString footnote;
    QString placeholder; // shown instead of the grid when there are no rows or columns
    QStringList rows;
    QStringList columns;
    struct Cell
    {
        QString text; // may hold line breaks
        int color = 0;
    };
    QList<Cell> cells; // row-major, rows.size() x columns.size()
    struct Key
    {
        QString name;
        int color = 0;
    };
    QList<Key> legend;
};

// A table drawn as a figure, so that it exports like every chart (PNG, SVG, PDF).
class GridFigure : public ChartFigure
{
public:
    GridFigure(GridFigureData grid, const ChartTheme& theme);
    ~GridFigure() override;

    const GridFigureData& grid() const { return m_grid; }

protected:
    void layoutPlot(const QRectF& area, double scale) override;
    void setPlotVisible(bool visible) override;

private:
    static ChartData legendData(const GridFigureData& grid);
    QColor tint(int color) const;

    GridFigureData m_grid;
    QList<QGraphicsItem*> m_items; // everything of the grid, hidden with it
    QList<FigureText*> m_rowLabels;
    QList<FigureText*> m_columnLabels;
    QList<QGraphicsRectItem*> m_boxes;
    QList<FigureText*> m_cellTexts;
};

} // namespace gpuatlas::ui::charts
