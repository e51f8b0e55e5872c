// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartFigure.h"

#include <QFont>
#include <QList>
#include <QRectF>

class QAbstractBarSeries;
class QBarCategoryAxis;
class QCategoryAxis;
class QChart;
class QGraphicsLineItem;
class QGraphicsRectItem;

namespace gpuatlas::ui::charts {

// Horizontal bars, one row per category (a candidate), on one value axis
// (ChartData::scale): stacked, the series being the parts of a whole (a memory
// breakdown), or grouped, one bar per series (the current result and the pinned one).
// The row's name stands left of the plot and its note right of it; reference marks
// (ChartCategory::marks) cross the row's bar over a faint track up to the largest mark,
// so that a bar passing its limit shows at a glance.
class RowBarsFigure : public ChartFigure
{
public:
    enum class Mode
    {
        Stacked,
        Grouped,
    };

    RowBarsFigure(ChartData data, const ChartTheme& theme, Mode mode);
    ~RowBarsFigure() override;

    Mode mode() const { return m_mode; }

protected:
    void layoutPlot(const QRectF& area, double scale) override;
    void setPlotVisible(bool visible) override;

private:
    struct Row
    {
        FigureText* name = nullptr;
        FigureText* note = nullptr;
        QGraphicsRectItem* track = nullptr;
        QList<QGraphicsLineItem*> marks; // per ChartData::marks; nullptr where the row has none
        QList<FigureText*> values;       // grouped: one label per series
    };

    // Where layoutPlot puts things, for placeRow.
    struct RowLayout
    {
        QRectF area;
        QRectF plot;
        qreal gap;
        qreal nameWidth;
        qreal noteWidth;
        QFont nameFont;
        QFont noteFont;
        QFont valueFont;
        double scale;
    };

    void build();
    void makeRows(int rowCount, int seriesCount);
    void placeRow(int row, const RowLayout& layout);
    // Qt Charts numbers categories from the bottom: the first row is at the top.
    int qtIndex(int row) const { return static_cast<int>(m_rows.size()) - 1 - row; }
    // Scene point of `value` on the value axis at the vertical position `y` (Qt's
    // category coordinates).
    QPointF at(double value, double y) const;

    Mode m_mode;
    QChart* m_chart = nullptr;
    QAbstractBarSeries* m_series = nullptr;
    QCategoryAxis* m_valueAxis = nullptr;
    QBarCategoryAxis* m_categoryAxis = nullptr;
    FigureText* m_valueTitle = nullptr;
    QList<Row> m_rows;
    // Share of a row its bar (or group) takes: most of it, but never so thick that a
    // chart of two candidates turns into two slabs.
    double m_barWidth = maximumBarWidth;
    static constexpr double maximumBarWidth = 0.72;
};

} // namespace gpuatlas::ui::charts
