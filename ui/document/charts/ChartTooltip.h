// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gpuatlas::ui::charts {

// Values on hover: shows `text` at the mouse while `hovering`, hides it after.
class ChartTooltip
{
public:
    static void show(bool hovering, const QString& text);
};

} // namespace gpuatlas::ui::charts
