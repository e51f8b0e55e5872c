// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDoubleSpinBox>

namespace gpuatlas::ui {

// A double spin box that writes its value without trailing zeros: "100" million tokens
// and "2.5" epochs rather than "100.000" and "2.500", while still accepting as many
// decimals as decimals() allows.
class CompactDoubleSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    using QDoubleSpinBox::QDoubleSpinBox;

    QString textFromValue(double value) const override;
};

} // namespace gpuatlas::ui
