// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"
#include "engine/perf/EstimateRequest.h"

#include <optional>
#include <vector>

namespace gpuatlas::engine::inline rank {

// One GPU type for one workload: memory, speed, cost and the reasons behind them.
// Qt-free and allocation-light, so the app can call it on every slider move.
class Estimator
{
public:
    static Estimate estimate(const EstimateRequest& request);

    // The most GPUs the workload may use on this GPU type: constraints.max_gpus, at most
    // topology.workstation_max_gpus in a workstation.
    static int maxGpus(const Workload& workload, const Assumptions& assumptions);
    // The counts tried when choosing automatically (CountSearch::counts over the GPU's node
    // or NVLink domain).
    static std::vector<int> candidateCounts(int maxGpus, const Gpu& gpu, const Assumptions& assumptions);
    // Whether any layout of `count` GPUs can run the request's workload (false when a
    // pinned tensor- or pipeline-parallel size does not divide the count).
    static bool hasLayout(const EstimateRequest& request, int count);
    // False when `count` GPUs cannot hold the model however it is split (a lower bound: the
    // weights, in training the model states, over every GPU).
    static bool mayFit(const EstimateRequest& request, int count);

    // How much of a count's evaluation to keep: the best layout with the runner-ups (what
    // a view shows), or the best alone (what the count search compares counts by).
    enum class Detail
    {
        Full,
        Best,
    };
    // The estimate at exactly `count` GPUs: the best layout of that count, its cost and reasons.
    static Estimate evaluate(const EstimateRequest& request, int count, Detail detail = Detail::Full);
};

} // namespace gpuatlas::engine::inline rank
