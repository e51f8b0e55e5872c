// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartFigureView.h"

#include "ChartFigure.h"

#include <QGraphicsScene>
#include <QResizeEvent>

namespace gpuatlas::ui::charts {

ChartFigureView::ChartFigureView(QWidget* parent)
    : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(320, 240);
}

ChartFigureView::~ChartFigureView()
{
    // The scene belongs to the figure: detach it before the figure goes.
    setScene(nullptr);
}

void ChartFigureView::setFigure(std::unique_ptr<ChartFigure> figure)
{
    setScene(figure ? &figure->scene() : nullptr);
    m_figure = std::move(figure);
    fitFigure();
}

void ChartFigureView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    fitFigure();
}

void ChartFigureView::fitFigure()
{
    if (!m_figure)
        return;
    const QSize size = viewport()->size();
    m_figure->resize(QSizeF(size));
    setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
}

} // namespace gpuatlas::ui::charts
