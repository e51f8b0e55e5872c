// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Estimate.h"
#include "engine/core/Gpu.h"
#include "engine/cost/ExchangeRates.h"
#include "engine/cost/PriceBook.h"

#include <optional>
#include <vector>

namespace gpuatlas::engine::inline cost {

// Rental cost and energy of a configuration (docs/engine.md, "Cost").
class CostModel
{
public:
    // `tokensPerS`: generated (inference) or processed (training) tokens per second,
    // for $/million tokens; `runHours`: the length of a training run, for $ and kWh.
    // The costs in `currency` (per_hour, ...) are in US dollars, as the usd* ones.
    static CostEstimate estimate(const Gpu& gpu, int count, const PriceBook* prices, const Assumptions& assumptions,
                                 std::optional<double> tokensPerS, std::optional<double> runHours);
    // Expresses the costs in `currency` for output; the usd* figures stay in US dollars.
    // A price quoted in `currency` is shown as quoted, with no rate; otherwise the rate
    // from the price's currency to `currency` is used and recorded. False, with the
    // figures cleared, when `rates` cannot link the two currencies.
    [[nodiscard]] static bool convert(CostEstimate& cost, Currency currency, const ExchangeRates& rates);
    // convert() for every estimate; false if any could not be converted.
    [[nodiscard]] static bool convert(std::vector<Estimate>& estimates, Currency currency, const ExchangeRates& rates);
    // Average power of `count` GPUs in kW: TDP x energy.power_fraction x energy.pue.
    static double powerKw(const Gpu& gpu, int count, const Assumptions& assumptions);
};

} // namespace gpuatlas::engine::inline cost
