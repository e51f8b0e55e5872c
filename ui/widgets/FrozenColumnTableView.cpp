// SPDX-License-Identifier: GPL-3.0-or-later
#include "FrozenColumnTableView.h"

#include <QHeaderView>
#include <QScrollBar>

namespace gpuatlas::ui {

FrozenColumnTableView::FrozenColumnTableView(QWidget* parent)
    : QTableView(parent)
    , m_frozen(new QTableView(this))
{
    // Per-pixel scrolling, or the overlay and the table drift apart by part of a row.
    setHorizontalScrollMode(ScrollPerPixel);
    setVerticalScrollMode(ScrollPerPixel);
    m_frozen->setVerticalScrollMode(ScrollPerPixel);
    m_frozen->setFocusPolicy(Qt::NoFocus);
    m_frozen->verticalHeader()->hide();
    m_frozen->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_frozen->horizontalHeader()->setSectionsClickable(true);
    m_frozen->horizontalHeader()->setHighlightSections(false);
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setFrameShape(QFrame::NoFrame);
    viewport()->stackUnder(m_frozen);

    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section, int, int size) {
        if (section == 0) {
            m_frozen->setColumnWidth(0, size);
            updateFrozenGeometry();
        }
    });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
            [this](int section, int, int size) { m_frozen->setRowHeight(section, size); });
    connect(m_frozen->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(),
            &QAbstractSlider::setValue);
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, m_frozen->verticalScrollBar(),
            &QAbstractSlider::setValue);
    // The overlay hides the table's own first header section, so sorting by name is
    // clicked there and carried out (and shown) by the table.
    connect(m_frozen->horizontalHeader(), &QHeaderView::sectionClicked, this,
            &FrozenColumnTableView::sortFromFrozenHeader);
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this](int section, Qt::SortOrder order) {
        m_frozen->horizontalHeader()->setSortIndicatorShown(section == 0);
        m_frozen->horizontalHeader()->setSortIndicator(section == 0 ? 0 : -1, order);
    });
}

void FrozenColumnTableView::setModel(QAbstractItemModel* model)
{
    if (QAbstractItemModel* old = this->model())
        disconnect(old, nullptr, this, nullptr);
    QTableView::setModel(model);
    m_frozen->setModel(model);
    m_frozen->setSelectionModel(selectionModel());
    if (model) {
        connect(model, &QAbstractItemModel::columnsInserted, this, &FrozenColumnTableView::hideScrollingColumns);
        connect(model, &QAbstractItemModel::modelReset, this, &FrozenColumnTableView::hideScrollingColumns);
        connect(model, &QAbstractItemModel::layoutChanged, this, &FrozenColumnTableView::hideScrollingColumns);
    }
    hideScrollingColumns();
}

void FrozenColumnTableView::hideScrollingColumns()
{
    if (!model())
        return;
    m_frozen->setSelectionBehavior(selectionBehavior());
    m_frozen->setSelectionMode(selectionMode());
    for (int column = 1; column < model()->columnCount(); ++column)
        m_frozen->setColumnHidden(column, true);
    m_frozen->setColumnWidth(0, columnWidth(0));
    m_frozen->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    for (int row = 0; row < model()->rowCount(); ++row)
        m_frozen->setRowHeight(row, rowHeight(row));
    updateFrozenGeometry();
}

void FrozenColumnTableView::sortFromFrozenHeader(int section)
{
    if (section != 0 || !isSortingEnabled())
        return;
    const QHeaderView* header = horizontalHeader();
    const bool toggle = header->sortIndicatorSection() == 0 && header->isSortIndicatorShown();
    const Qt::SortOrder order =
        toggle && header->sortIndicatorOrder() == Qt::AscendingOrder ? Qt::DescendingOrder : Qt::AscendingOrder;
    sortByColumn(0, order);
}

void FrozenColumnTableView::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    updateFrozenGeometry();
}

void FrozenColumnTableView::updateGeometries()
{
    QTableView::updateGeometries();
    updateFrozenGeometry();
}

void FrozenColumnTableView::updateFrozenGeometry()
{
    m_frozen->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    m_frozen->setVisible(model() && !isColumnHidden(0));
    m_frozen->setGeometry(verticalHeader()->isVisible() ? verticalHeader()->width() + frameWidth() : frameWidth(),
                          frameWidth(), columnWidth(0), viewport()->height() + horizontalHeader()->height());
}

QModelIndex FrozenColumnTableView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = QTableView::moveCursor(cursorAction, modifiers);
    // Moving left must not leave the cursor under the frozen column.
    if (cursorAction == MoveLeft && current.column() > 0 && visualRect(current).topLeft().x() < columnWidth(0)) {
        const int value = horizontalScrollBar()->value() + visualRect(current).topLeft().x() - columnWidth(0);
        horizontalScrollBar()->setValue(value);
    }
    return current;
}

void FrozenColumnTableView::scrollTo(const QModelIndex& index, ScrollHint hint)
{
    // Column 0 is always in view; scrolling to it would shift the others for nothing.
    if (index.column() > 0)
        QTableView::scrollTo(index, hint);
}

} // namespace gpuatlas::ui
