// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Money.h"
#include "engine/core/Estimate.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace gpuatlas::text {

// The layout an estimate runs, in the notation engineers write it (TP 4 × PP 2 × DP 2), and
// the runner-up layouts with why each lost. One wording for the CLI, the Why pane and the
// report.
class LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(LayoutText)

public:
    // "TP 2 × DP 4 over NVLink", "single GPU", "DP 2, one copy per GPU".
    static QString layout(const engine::Parallelism& parallelism);
    // "TP 2 × DP 4: memory limits the batch to 9 (…)": the layout and the reason it lost.
    static QString alternative(const engine::LayoutOption& option, const QLocale& locale = QLocale(),
                               const DisplayCurrency& money = {});
    // Up to `most` runner-ups, best first.
    static QStringList alternatives(const engine::Estimate& estimate, int most, const QLocale& locale = QLocale());

private:
    static QString parts(const engine::Parallelism& parallelism);
};

} // namespace gpuatlas::text
