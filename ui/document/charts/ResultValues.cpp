// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultValues.h"

#include "text/HeadlineText.h"
#include "text/Money.h"
#include "text/Units.h"

namespace gpuatlas::ui::charts {

using engine::Estimate;
using engine::Workload;
using text::HeadlineText;
using text::Units;

std::optional<double> ResultValues::throughput(const Estimate& estimate, const Workload&)
{
    // Serving a given load, every configuration that sustains it delivers the same
    // tokens/s; what sets them apart is how much they could take, as in the results table.
    return estimate.headline.compared();
}

QString ResultValues::throughputUnit(const Estimate& estimate, const Workload&)
{
    return HeadlineText::unit(estimate.headline);
}

QString ResultValues::formatThroughput(double value, const QString& unit, const QLocale& locale)
{
    return tr("%1 %2", "value unit").arg(Units::estimate(value, locale), unit);
}

CostBasis ResultValues::costBasis(std::span<const Estimate> estimates, const Workload& workload)
{
    if (!estimates.empty())
        return estimates.front().headline.costBasis;
    return workload.isTraining() ? CostBasis::PerRun : CostBasis::PerMillionTokens;
}

engine::Currency ResultValues::currency(std::span<const Estimate> estimates)
{
    return estimates.empty() ? engine::Currency::USD : estimates.front().cost.currency;
}

std::optional<double> ResultValues::cost(const Estimate& estimate, CostBasis basis)
{
    return estimate.headline.costBasis == basis ? text::Money::headlineValue(estimate) : std::nullopt;
}

QString ResultValues::costTitle(CostBasis basis)
{
    return HeadlineText::costTitle(basis);
}

QString ResultValues::costUnit(CostBasis basis, engine::Currency currency)
{
    return text::Money::costUnit(basis, currency);
}

QString ResultValues::formatCost(double value, CostBasis basis, engine::Currency currency, const QLocale& locale)
{
    return text::Money::costValue(value, basis, currency, locale);
}

QString ResultValues::candidate(const Estimate& estimate, const QString& gpuName)
{
    return tr("%1 × %2", "GPU count × GPU name").arg(estimate.count()).arg(gpuName);
}

} // namespace gpuatlas::ui::charts
