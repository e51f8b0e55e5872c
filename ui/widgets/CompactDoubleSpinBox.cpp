// SPDX-License-Identifier: GPL-3.0-or-later
#include "CompactDoubleSpinBox.h"

namespace gpuatlas::ui {

QString CompactDoubleSpinBox::textFromValue(double value) const
{
    QString text = QDoubleSpinBox::textFromValue(value);
    const QString point = locale().decimalPoint();
    const qsizetype pointAt = text.lastIndexOf(point);
    if (pointAt < 0)
        return text;
    qsizetype end = text.size();
    while (end > pointAt + point.size() && text.at(end - 1) == locale().zeroDigit().at(0))
        --end;
    if (end == pointAt + point.size()) // nothing left after the point
        end = pointAt;
    text.truncate(end);
    return text;
}

} // namespace gpuatlas::ui
