// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultValues.h"

#include "text/Units.h"
#include "ui/models/ResultsModel.h"

namespace gpuatlas::ui::charts {

using engine::Estimate;
using engine::Workload;
using text::Units;

std::optional<double> ResultValues::throughput(const Estimate& estimate, const Workload& workload)
{
    // Serving a given load, every configuration that sustains it delivers the same
    // tokens/s; what sets them apart is how much they could take, as in the results table.
    if (const auto capacity = ResultsModel::capacityTokensPerS(estimate, workload))
        return capacity;
    return ResultsModel::throughput(estimate, workload);
}

QString ResultValues::throughputUnit(const Estimate& estimate, const Workload& workload)
{
    // The same order of preference as ResultsModel::throughput.
    const auto& p = estimate.performance;
    if (p.imagesPerS)
        return tr("images/s");
    if (p.tokensPerS && (workload.isTraining() || !p.samplesPerS))
        return tr("tokens/s");
    if (p.samplesPerS)
        return tr("samples/s");
    return tr("tokens/s");
}

QString ResultValues::formatThroughput(double value, const QString& unit, const QLocale& locale)
{
    return tr("%1 %2", "value unit").arg(Units::estimate(value, locale), unit);
}

CostBasis ResultValues::costBasis(std::span<const Estimate> estimates, const Workload& workload)
{
    if (workload.isTraining())
        return CostBasis::PerRun;
    for (const auto& estimate : estimates) {
        if (estimate.cost.usdPerMillionTokens)
            return CostBasis::PerMillionTokens;
    }
    return CostBasis::PerHour;
}

std::optional<double> ResultValues::cost(const Estimate& estimate, CostBasis basis)
{
    switch (basis) {
    case CostBasis::PerMillionTokens:
        return estimate.cost.usdPerMillionTokens;
    case CostBasis::PerRun:
        return estimate.cost.usdTotal;
    case CostBasis::PerHour:
        return estimate.cost.usdPerHour;
    }
    return std::nullopt;
}

QString ResultValues::costTitle(CostBasis basis)
{
    switch (basis) {
    case CostBasis::PerMillionTokens:
        return tr("Cost per million tokens");
    case CostBasis::PerRun:
        return tr("Cost per run");
    case CostBasis::PerHour:
        return tr("Cost per hour");
    }
    return {};
}

QString ResultValues::costUnit(CostBasis basis)
{
    switch (basis) {
    case CostBasis::PerMillionTokens:
        return tr("$/M tokens");
    case CostBasis::PerRun:
        return tr("$ per run");
    case CostBasis::PerHour:
        return tr("$/h");
    }
    return {};
}

QString ResultValues::formatCost(double value, CostBasis basis, const QLocale& locale)
{
    switch (basis) {
    case CostBasis::PerMillionTokens:
        return Units::usdPerMillionTokens(value, locale);
    case CostBasis::PerRun:
        return Units::usd(value, locale);
    case CostBasis::PerHour:
        return Units::usdPerHour(value, locale);
    }
    return {};
}

QString ResultValues::candidate(const Estimate& estimate, const QString& gpuName)
{
    return tr("%1 × %2", "GPU count × GPU name").arg(estimate.count()).arg(gpuName);
}

} // namespace gpuatlas::ui::charts
