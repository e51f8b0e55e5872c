// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Money.h"
#include "engine/core/Assumptions.h"
#include "engine/core/Estimate.h"
#include "engine/core/Precision.h"
#include "engine/core/Reason.h"
#include "engine/core/Workload.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace gpuatlas::text {

// The estimator's codes as translated text: reasons (with their numbers formatted through
// QLocale), bottlenecks, precisions, tasks, and the label and description of every
// assumption for the app's assumptions view.
class EngineText
{
    Q_DECLARE_TR_FUNCTIONS(EngineText)

public:
    // Money in a reason (budgets) is in `money`'s currency: for an estimate's reasons,
    // DisplayCurrency::ofCost(estimate.cost), the currency its costs are shown in.
    static QString reason(const engine::Reason& reason, const QLocale& locale = QLocale(),
                          const DisplayCurrency& money = {});
    static QString bottleneck(engine::Bottleneck bottleneck);
    static QString precision(engine::Precision precision);
    static QString task(engine::Task task);
    static QString runtime(engine::Runtime runtime);

    static QString assumptionGroup(engine::AssumptionGroup group);
    static QString assumptionLabel(engine::AssumptionId id);
    static QString assumptionDescription(engine::AssumptionId id);
    // The value with its unit ("0.9", "8,192 tokens", "4.25 bits/weight").
    static QString assumptionValue(engine::AssumptionId id, double value, const QLocale& locale = QLocale());

private:
    // reason() in three parts, each wording its own codes (empty for the others).
    static QString constraintReason(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money);
    static QString layoutReason(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money);
    static QString runtimeReason(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money);
};

} // namespace gpuatlas::text
