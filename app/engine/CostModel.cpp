// SPDX-License-Identifier: GPL-3.0-or-later
#include "CostModel.h"

namespace gpuatlas::engine {

using A = AssumptionId;

namespace {

constexpr double secondsPerHour = 3600.0;
constexpr double million = 1.0e6;
constexpr double wattsPerKw = 1000.0;

} // namespace

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
    cost.priceSource = price->provider + ", " + price->date;
    cost.priceDate = price->date;
    if (tokensPerS && *tokensPerS > 0.0)
        cost.usdPerMillionTokens = *cost.usdPerHour / (*tokensPerS * secondsPerHour) * million;
    if (runHours)
        cost.usdTotal = *cost.usdPerHour * *runHours;
    return cost;
}

} // namespace gpuatlas::engine
