// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"

#include <functional>
#include <span>
#include <vector>

namespace gpuatlas::engine::inline rank {

// What "the count that serves the user best" means for a job (docs/engine.md, "Sizing"):
enum class CountObjective
{
    Time,         // training: time to train against the cost of the run
    Load,         // serving a load: the cheapest count that sustains it within the targets
    Rate,         // offline inference: throughput against the cost per million tokens
    InstanceRate, // online inference without a load: one instance's rate against the cost per
                  // million tokens (more replicas serve more users, not one user faster)
};

// How many GPUs of one type to show a workload at. The search evaluates each candidate
// count with the layout planner, keeps the counts no other count beats on both speed and
// cost (the GPU's frontier), and picks the point that scores best for the workload's
// priorities, scored against the best speed and cost on that GPU's own frontier, so that
// `estimate` and `recommend` give a GPU the same count. Under a load the cheapest count
// that sustains it wins, as every count serving the load serves the same rate.
class CountSearch
{
public:
    // The estimate at one count (Estimator::evaluate), with its headline and cost.
    using Evaluate = std::function<Estimate(int count)>;

    // The counts a job really uses on GPUs whose servers (or NVLink domains) hold
    // `nodeSize`: powers of two up to the node, the node itself (or `maxGpus` when it is
    // less), then whole nodes doubling (2, 4, 8 ... of them) and the most whole nodes
    // `maxGpus` allows.
    static std::vector<int> counts(int maxGpus, int nodeSize);
    static CountObjective objective(const Workload& workload);

    // Evaluates `counts` (ascending; the caller leaves out those that cannot hold the model)
    // with `compare`, and returns the chosen count's estimate, made again by `show` (the same
    // figures with what a view adds, the runner-up layouts), with its frontier and a
    // count-chosen reason. Without a feasible count: the estimate of the largest count tried,
    // as before, with too-many-gpus and the frontier of the counts that fit.
    static Estimate search(const Workload& workload, int maxGpus, std::span<const int> counts, const Evaluate& compare,
                           const Evaluate& show);
};

} // namespace gpuatlas::engine::inline rank
