// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Workload.h"
#include "engine/perf/LayoutResult.h"

#include <vector>

namespace gpuatlas::engine::inline rank {

// How the estimator compares the layouts of one GPU count (docs/engine.md, "Layouts"):
// feasible ones by the workload's objective, a tie to the simpler layout; failures by how
// useful they are to show. And the runner-ups the Why pane lists, with why each lost.
class LayoutChoice
{
public:
    // Whether `x` serves the workload's objective better than `y`. Feasible layouts by the
    // objective; failures by how useful they are to show: one that fits in memory before one
    // that does not, then the one closest to meeting its constraints.
    static bool better(const LayoutResult& x, const LayoutResult& y);
    // Marks a layout for comparison: whether it is feasible, and how far a failure is from
    // meeting its constraints.
    static void rate(LayoutResult& result);
    // The runner-up layouts for the Why pane: the best variant of each other shape
    // (schedules of the same sizes count once), best first, with why each lost.
    static void addAlternatives(LayoutResult& best, std::vector<LayoutResult>& results, const Workload& workload);
};

} // namespace gpuatlas::engine::inline rank
