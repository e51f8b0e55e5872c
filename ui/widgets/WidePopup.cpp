// SPDX-License-Identifier: GPL-3.0-or-later
#include "WidePopup.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QScrollBar>

#include <algorithm>

namespace gpuatlas::ui {

void widenPopup(QComboBox* combo)
{
    QAbstractItemView* list = combo->view();
    int widest = 0;
    for (int i = 0; i < combo->count(); ++i)
        widest = std::max(widest, list->fontMetrics().horizontalAdvance(combo->itemText(i)));
    // The text plus the item's margins, a scroll bar and the frame.
    constexpr int itemMargins = 24;
    list->setMinimumWidth(widest + itemMargins + list->verticalScrollBar()->sizeHint().width() +
                          2 * list->frameWidth());
}

} // namespace gpuatlas::ui
