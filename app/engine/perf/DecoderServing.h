// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/perf/EstimateRequest.h"
#include "engine/perf/LayoutResult.h"
#include "engine/perf/PerformanceModel.h"

namespace gpuatlas::engine::inline perf {

// Inference of an autoregressive decoder on one layout (docs/engine.md, "Decode" and
// "Serving a load"): the batch memory allows, prefill and decode steps, and with a load
// the batch Little's law needs, the latencies it gives and the most the layout serves
// within the latency targets.
class DecoderServing
{
public:
    static LayoutResult evaluate(const EstimateRequest& request, const Layout& layout, const ComputePath& path);
    // The reasons that describe a chosen layout (the load it serves, what limits its batch);
    // runner-ups do without them.
    static void describe(LayoutResult& result, const EstimateRequest& request);

    // Requests/s one instance sustains with `batch` sequences in flight, when a prefill of
    // `prefillSeconds` per request takes rho = rate x prefill of the GPUs' time and stretches
    // each of `outputTokens` decode steps of `stepSeconds` by 1 / (1 - rho): the root in
    // (0, 1 / prefill) of  batch = rate x (prefill + outputTokens x step / (1 - rate x prefill)).
    static double sustainedRate(double batch, double prefillSeconds, double stepSeconds, double outputTokens);
};

} // namespace gpuatlas::engine::inline perf
