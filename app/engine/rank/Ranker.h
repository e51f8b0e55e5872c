// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Estimate.h"
#include "engine/core/Gpu.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"

#include <optional>
#include <span>
#include <vector>

namespace gpuatlas::engine::inline rank {

struct RankRequest
{
    const Workload& workload;
    const Model& model;
    std::span<const Gpu> candidates;
    const PriceBook* prices = nullptr;
    const Assumptions& assumptions;
};

// Ranks candidate GPUs for a workload: each at the smallest count that fits and meets
// the constraints (or at constraints.gpu_count when the workload fixes one), scored
// 0-100 from the workload's priorities, infeasible last. Nothing
// about any GPU is hard-coded; the order follows from the estimates.
class Ranker
{
public:
    static std::vector<Estimate> rank(const RankRequest& request);

    // Fills Estimate::score for a set of estimates of the same workload and sorts them.
    static void scoreAndSort(std::vector<Estimate>& estimates, const Workload& workload);

    // What "speed", "cost" and "energy" mean for this workload (docs/engine.md, "Ranking"):
    // speed higher is better, cost and energy lower is better; nullopt when unknown.
    static std::optional<double> speedMetric(const Estimate& estimate, const Workload& workload);
    static std::optional<double> costMetric(const Estimate& estimate, const Workload& workload);
    static std::optional<double> energyMetric(const Estimate& estimate, const Workload& workload);
};

} // namespace gpuatlas::engine::inline rank
