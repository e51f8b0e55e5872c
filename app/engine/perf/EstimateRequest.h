// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Gpu.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"

#include <optional>

namespace gpuatlas::engine::inline perf {

// What one estimate is asked for: a workload on one GPU type, with the prices and
// assumptions to use. The estimator (rank/Estimator.h) sizes it; the models of this room
// evaluate one layout of it.
struct EstimateRequest
{
    const Workload& workload;
    const Model& model; // resolved (resolveModel)
    const Gpu& gpu;
    const PriceBook* prices = nullptr; // nullptr: no cost
    const Assumptions& assumptions;
    std::optional<int> count; // nullopt: the smallest count that fits and meets the constraints
};

} // namespace gpuatlas::engine::inline perf
