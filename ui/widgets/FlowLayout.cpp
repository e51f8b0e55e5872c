// SPDX-License-Identifier: GPL-3.0-or-later
#include "FlowLayout.h"

#include <QWidget>

#include <algorithm>

namespace gpuatlas::ui {

FlowLayout::FlowLayout(QWidget* parent, int horizontalSpacing, int verticalSpacing)
    : QLayout(parent)
    , m_horizontalSpacing(horizontalSpacing)
    , m_verticalSpacing(verticalSpacing)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return static_cast<int>(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // The widest item: anything narrower than that would clip it.
    QSize size;
    for (const QLayoutItem* item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one line.
    int width = 0;
    int height = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        width += (width > 0 ? m_horizontalSpacing : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    return {width + margins.left() + margins.right(), height + margins.top() + margins.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    int y = area.y();
    QList<QLayoutItem*> line;
    int lineWidth = 0;
    int lineHeight = 0;
    const auto placeLine = [&] {
        if (line.isEmpty())
            return;
        if (apply) {
            int x = area.x();
            for (QLayoutItem* item : line) {
                int width = item->sizeHint().width();
                // The last item of a line may take what the line leaves.
                if (item == line.last() && item->widget() &&
                    (item->widget()->sizePolicy().horizontalPolicy() & QSizePolicy::ExpandFlag))
                    width = std::max(width, area.right() + 1 - x);
                width = std::min(width, area.width());
                const int height = item->sizeHint().height();
                item->setGeometry(QRect(x, y + (lineHeight - height) / 2, width, height));
                x += width + m_horizontalSpacing;
            }
        }
        y += lineHeight + m_verticalSpacing;
        line.clear();
        lineWidth = 0;
        lineHeight = 0;
    };
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        const int needed = (line.isEmpty() ? 0 : lineWidth + m_horizontalSpacing) + hint.width();
        if (!line.isEmpty() && needed > area.width())
            placeLine();
        lineWidth = (line.isEmpty() ? 0 : lineWidth + m_horizontalSpacing) + hint.width();
        lineHeight = std::max(lineHeight, hint.height());
        line.append(item);
    }
    placeLine();
    const QMargins margins = contentsMargins();
    return std::max(0, y - m_verticalSpacing - rect.y()) + margins.bottom();
}

} // namespace gpuatlas::ui
