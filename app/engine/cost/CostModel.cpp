// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/cost/CostModel.h"

#include "engine/core/UnitConstants.h"

namespace gpuatlas::engine::inline cost {

using units::million;
using units::secondsPerHour;
using units::wattsPerKw;

using A = AssumptionId;

double CostModel::powerKw(const Gpu& gpu, int count, const Assumptions& a)
{
    return gpu.tdpW * count * a[A::PowerUtilisation] * a[A::Pue] / wattsPerKw;
}

CostEstimate CostModel::estimate(const Gpu& gpu, int count, const PriceBook* prices, const Assumptions& a,
                                 std::optional<double> tokensPerS, std::optional<double> runHours)
{
    CostEstimate cost;
    cost.powerKw = powerKw(gpu, count, a);
    if (runHours)
        cost.energyKwh = cost.powerKw * *runHours;
    const Price* price = prices ? prices->defaultRental(gpu.id) : nullptr;
    if (!price)
        return cost;
    cost.usdPerHour = price->usdPerGpuHour * count;
    cost.priceProvider = price->provider;
    cost.priceDate = price->date;
    if (tokensPerS && *tokensPerS > 0.0)
        cost.usdPerMillionTokens = *cost.usdPerHour / (*tokensPerS * secondsPerHour) * million;
    if (runHours)
        cost.usdTotal = *cost.usdPerHour * *runHours;
    cost.priceCurrency = price->currency;
    cost.priceUsdRate = price->usdRate;
    // In US dollars until converted for output; a quote in another currency was
    // converted to dollars already, and says with which rate.
    cost.perHour = cost.usdPerHour;
    cost.perMillionTokens = cost.usdPerMillionTokens;
    cost.total = cost.usdTotal;
    cost.exchangeRate = price->usdRate;
    return cost;
}

bool CostModel::convert(CostEstimate& cost, Currency currency, const ExchangeRates& rates)
{
    cost.currency = currency;
    cost.exchangeRate.reset();
    cost.perHour.reset();
    cost.perMillionTokens.reset();
    cost.total.reset();
    if (!cost.usdPerHour)
        return true; // no price: nothing to convert
    // The usd* figures are the quote's amount times priceUsdRate; undo that rate to get
    // back to the quote, then apply the quote's rate to `currency`.
    const double quotePerUsd = cost.priceCurrency == Currency::USD                  ? 1.0
                               : cost.priceUsdRate && cost.priceUsdRate->rate > 0.0 ? 1.0 / cost.priceUsdRate->rate
                                                                                    : 0.0;
    if (quotePerUsd <= 0.0)
        return false;
    double factor = quotePerUsd;
    if (currency == Currency::USD) {
        factor = 1.0;
        cost.exchangeRate = cost.priceUsdRate;
    } else if (currency != cost.priceCurrency) {
        const auto rate = rates.find(cost.priceCurrency, currency);
        if (!rate)
            return false;
        factor *= rate->rate;
        cost.exchangeRate = rate;
    }
    const auto scaled = [factor](const std::optional<double>& usd) {
        return usd ? std::optional<double>(*usd * factor) : std::nullopt;
    };
    cost.perHour = scaled(cost.usdPerHour);
    cost.perMillionTokens = scaled(cost.usdPerMillionTokens);
    cost.total = scaled(cost.usdTotal);
    return true;
}

bool CostModel::convert(std::vector<Estimate>& estimates, Currency currency, const ExchangeRates& rates)
{
    bool all = true;
    for (auto& estimate : estimates)
        all = convert(estimate.cost, currency, rates) && all;
    return all;
}

} // namespace gpuatlas::engine::inline cost
