// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"
#include "engine/core/Layout.h"

#include <optional>

namespace gpuatlas::engine::inline perf {

// One layout evaluated by the memory and performance models: its estimate (numbers and
// its own reasons), whether it fits in memory, and its value for the workload's
// objective (higher is better: tokens/s for peak throughput and training, requests/s
// served within the latency targets with a load).
struct LayoutResult
{
    Layout layout;
    Estimate estimate;
    bool fits = false;
    double objective = 0;
    // What stopped a "max" batch short of the runtime's limit (memory, the TTFT target).
    std::optional<ReasonCode> batchLimit;
    // Filled once before layouts are compared (Estimator): no blocking reason, and how far
    // a failure is from meeting its constraints.
    bool feasible = false;
    double shortfall = 1.0;
    // Out of memory, its reason not yet written (the estimator writes it for the layouts
    // it shows).
    bool outOfMemory = false;
};

} // namespace gpuatlas::engine::inline perf
