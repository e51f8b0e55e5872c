// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/Estimate.h"
#include "engine/Workload.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>
#include <span>

namespace gpuatlas::ui::charts {

// What a cost chart or axis compares: the figure people quote for the task.
enum class CostBasis
{
    PerMillionTokens, // token inference
    PerRun,           // training and fine-tuning: the whole run
    PerHour,          // anything else (image models serve, they do not count tokens)
};

// The engine results every chart of results reads (throughput, cost and their units,
// the "2 × GPU" a candidate is called), so that the recommendation's charts, the engine
// axes of the radar and the sensitivity lines name and measure things alike, and as
// the results table does (ResultsModel).
class ResultValues
{
    Q_DECLARE_TR_FUNCTIONS(ResultValues)

public:
    // Tokens/s, images/s or samples/s, as the results table's throughput column.
    static std::optional<double> throughput(const engine::Estimate& estimate, const engine::Workload& workload);
    // The unit of throughput(): "tokens/s", "images/s" or "samples/s".
    static QString throughputUnit(const engine::Estimate& estimate, const engine::Workload& workload);
    static QString formatThroughput(double value, const QString& unit, const QLocale& locale = QLocale());

    // One basis for a set of estimates: per run for training, per million tokens when
    // the estimates have it, else per hour.
    static CostBasis costBasis(std::span<const engine::Estimate> estimates, const engine::Workload& workload);
    static std::optional<double> cost(const engine::Estimate& estimate, CostBasis basis);
    // "Cost per million tokens", "Cost per run", "Cost per hour".
    static QString costTitle(CostBasis basis);
    // "$/M tokens", "$ per run", "$/h": the unit after an axis title.
    static QString costUnit(CostBasis basis);
    static QString formatCost(double value, CostBasis basis, const QLocale& locale = QLocale());

    // "2 × NVIDIA L40S": a candidate is a GPU at a count.
    static QString candidate(const engine::Estimate& estimate, const QString& gpuName);
};

} // namespace gpuatlas::ui::charts
