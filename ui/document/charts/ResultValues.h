// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>
#include <span>

namespace gpuatlas::ui::charts {

// What a cost chart or axis compares: the engine's cost basis of the workload.
using CostBasis = engine::CostBasis;

// The engine results every chart of results reads (throughput, cost and their units,
// the "2 × GPU" a candidate is called): the estimates' headline figures, worded by
// text::HeadlineText, so that the recommendation's charts, the engine axes of the radar
// and the sensitivity lines name and measure things as the results table does.
class ResultValues
{
    Q_DECLARE_TR_FUNCTIONS(ResultValues)

public:
    // Tokens/s, images/s or samples/s, as the results table's throughput column (the
    // capacity under a load).
    static std::optional<double> throughput(const engine::Estimate& estimate, const engine::Workload& workload);
    // The unit of throughput(): "tokens/s", "images/s" or "samples/s".
    static QString throughputUnit(const engine::Estimate& estimate, const engine::Workload& workload);
    static QString formatThroughput(double value, const QString& unit, const QLocale& locale = QLocale());

    // The basis of a set of estimates of one workload (the engine's).
    static CostBasis costBasis(std::span<const engine::Estimate> estimates, const engine::Workload& workload);
    // The currency the estimates' costs are in (Workspace::currency converted them).
    static engine::Currency currency(std::span<const engine::Estimate> estimates);
    // The headline cost in the estimate's currency (text::Money::headlineValue).
    static std::optional<double> cost(const engine::Estimate& estimate, CostBasis basis);
    // "Cost per million tokens", "Cost per run", "Cost per hour".
    static QString costTitle(CostBasis basis);
    // "¥/M tokens (CNY)", "$ per run (USD)": the unit after an axis title (text::Money::costUnit).
    static QString costUnit(CostBasis basis, engine::Currency currency);
    static QString formatCost(double value, CostBasis basis, engine::Currency currency,
                              const QLocale& locale = QLocale());

    // "2 × NVIDIA L40S": a candidate is a GPU at a count.
    static QString candidate(const engine::Estimate& estimate, const QString& gpuName);
};

} // namespace gpuatlas::ui::charts
