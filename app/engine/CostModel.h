// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Assumptions.h"
#include "Estimate.h"
#include "Gpu.h"
#include "PriceBook.h"

#include <optional>

namespace gpuatlas::engine {

// Rental cost and energy of a configuration (docs/engine.md, "Cost").
class CostModel
{
public:
    // `tokensPerS`: generated (inference) or processed (training) tokens per second,
    // for $/million tokens; `runHours`: the length of a training run, for $ and kWh.
    static CostEstimate estimate(const Gpu& gpu, int count, const PriceBook* prices, const Assumptions& assumptions,
                                 std::optional<double> tokensPerS, std::optional<double> runHours);
    // Average power of `count` GPUs in kW: TDP x energy.power_fraction x energy.pue.
    static double powerKw(const Gpu& gpu, int count, const Assumptions& assumptions);
};

} // namespace gpuatlas::engine
