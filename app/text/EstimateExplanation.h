// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QString>

namespace gpuatlas::text {

// Plain-language explanation of one estimate, as HTML: the verdict, the reasons behind
// it, the memory per GPU against what is usable, where the time goes, and the cost.
// Used by the recommendation page and the report so both say the same thing.
class EstimateExplanation
{
    Q_DECLARE_TR_FUNCTIONS(EstimateExplanation)

public:
    // A price over a year old on `asOf` is flagged: today for the app, the report's date in a report.
    static QString html(const engine::Estimate& estimate, const QString& gpuName, const engine::Workload& workload,
                        const QDate& asOf = QDate::currentDate());
    // One sentence: "1 × NVIDIA L40S: 2,345 tokens/s at $1.57/h ($0.19 per million tokens)."
    static QString summary(const engine::Estimate& estimate, const QString& gpuName, const engine::Workload& workload);

private:
    // The layout the numbers are for and the runner-ups with why each lost; empty for one GPU.
    static QString layoutHtml(const engine::Estimate& estimate, const QLocale& locale);
};

} // namespace gpuatlas::text
