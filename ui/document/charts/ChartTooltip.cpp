// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartTooltip.h"

#include <QCursor>
#include <QToolTip>

namespace gpuatlas::ui::charts {

void ChartTooltip::show(bool hovering, const QString& text)
{
    if (hovering && !text.isEmpty())
        QToolTip::showText(QCursor::pos(), text);
    else
        QToolTip::hideText();
}

} // namespace gpuatlas::ui::charts
