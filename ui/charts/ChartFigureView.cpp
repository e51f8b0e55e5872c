// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartFigureView.h"

#include "ChartDataDialog.h"
#include "ui/document/charts/ChartAccessibility.h"
#include "ui/document/charts/ChartFigure.h"

#include <QAction>
#include <QEvent>
#include <QGraphicsScene>
#include <QPainter>
#include <QResizeEvent>

namespace gpuatlas::ui::charts {

ChartFigureView::ChartFigureView(QWidget* parent)
    : QGraphicsView(parent)
    , m_showData(new QAction(this))
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(320, 240);
    // Reachable with Tab, so the shortcut below and a screen reader's focus can land here.
    setFocusPolicy(Qt::StrongFocus);
    m_showData->setShortcut(showDataShortcut());
    m_showData->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_showData, &QAction::triggered, this, &ChartFigureView::showData);
    addAction(m_showData);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    retranslateUi();
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
    retranslateUi();
}

ChartDataDialog* ChartFigureView::showData()
{
    if (!m_figure)
        return nullptr;
    auto* dialog = new ChartDataDialog(*m_figure, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

QString ChartFigureView::showDataText()
{
    return tr("Show &data");
}

QKeySequence ChartFigureView::showDataShortcut()
{
    return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D);
}

void ChartFigureView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    fitFigure();
}

void ChartFigureView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGraphicsView::changeEvent(event);
}

void ChartFigureView::paintEvent(QPaintEvent* event)
{
    QGraphicsView::paintEvent(event);
    if (!hasFocus())
        return;
    // The chart has no frame of its own: without this, Tab would land on it invisibly.
    QPainter painter(viewport());
    QPen pen(palette().color(QPalette::Highlight), 2);
    painter.setPen(pen);
    painter.drawRect(QRectF(viewport()->rect()).adjusted(1, 1, -1, -1));
}

void ChartFigureView::focusInEvent(QFocusEvent* event)
{
    QGraphicsView::focusInEvent(event);
    viewport()->update();
}

void ChartFigureView::focusOutEvent(QFocusEvent* event)
{
    QGraphicsView::focusOutEvent(event);
    viewport()->update();
}

void ChartFigureView::fitFigure()
{
    if (!m_figure)
        return;
    const QSize size = viewport()->size();
    m_figure->resize(QSizeF(size));
    setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
}

void ChartFigureView::retranslateUi()
{
    m_showData->setText(showDataText());
    m_showData->setToolTip(tr("The chart's values as a table"));
    m_showData->setEnabled(m_figure != nullptr);
    // The figure's texts are in the language it was built in; pages rebuild it on a
    // language switch, which comes back here through setFigure.
    setAccessibleName(m_figure ? ChartAccessibility::name(*m_figure) : tr("Chart"));
    setAccessibleDescription(m_figure ? ChartAccessibility::description(*m_figure) : tr("No chart to show yet."));
}

} // namespace gpuatlas::ui::charts
