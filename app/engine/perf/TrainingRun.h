// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/perf/EstimateRequest.h"
#include "engine/perf/LayoutResult.h"
#include "engine/perf/PerformanceModel.h"

#include <limits>
#include <optional>

namespace gpuatlas::engine::inline perf {

// Training or fine-tuning on one layout (docs/engine.md, "Training step" and "Layouts"):
// memory per GPU, the optimizer step through the pipeline, tokens (or samples) per second.
class TrainingRun
{
public:
    // nullopt when the layout cannot run this job at all (an interleaved schedule needs a
    // multiple of the stages in micro-batches), and when it is out of memory by more than
    // `dropShortfallAbove` (needed / usable): a search passes 0 once it holds a layout that
    // fits, else the shortfall of the least-short one it holds.
    static std::optional<LayoutResult> evaluate(const EstimateRequest& request, const Layout& layout,
                                                const ComputePath& path,
                                                double dropShortfallAbove = std::numeric_limits<double>::infinity());
    // The reasons that describe a chosen layout (stages and their bubble, ZeRO, nodes,
    // links, FP8, the micro-batch chosen); runner-ups do without them.
    static void describe(LayoutResult& result, const EstimateRequest& request);
    // The largest micro-batch (up to `limit`) whose memory fits on this layout; 0 if none.
    static int largestMicroBatch(const EstimateRequest& request, const Layout& layout, int limit);
};

} // namespace gpuatlas::engine::inline perf
