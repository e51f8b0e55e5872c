// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "text/AccuracyReport.h"

#include <QCoreApplication>
#include <QLocale>

#include <optional>

namespace gpuatlas::ui::charts {

// Help > Accuracy and the README figure: one row per published measurement, the estimate as
// a share of what was measured (100 % = exact), with the range the estimates carry marked.
class AccuracyChart
{
    Q_DECLARE_TR_FUNCTIONS(AccuracyChart)

public:
    static ChartData build(const text::AccuracyReport& report, std::optional<text::AccuracyReport::Split> split,
                           const QLocale& locale = QLocale());
};

} // namespace gpuatlas::ui::charts
