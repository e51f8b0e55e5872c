// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/perf/EstimateRequest.h"
#include "engine/perf/LayoutResult.h"
#include "engine/perf/PerformanceModel.h"

#include <optional>

namespace gpuatlas::engine::inline perf {

// llama.cpp on one GPU with some layers in system memory (docs/engine.md, "Runtimes"):
// `n_gpu_layers` of the model's blocks and their KV cache on the GPU, the others, their KV
// cache and the token embedding in system memory, read at its bandwidth for every token.
class LlamaCppOffload
{
public:
    // nullopt when offload does not apply: another runtime, several GPUs, or a model that
    // fits the GPU whole with no `inference.gpu_layers` asked for.
    static std::optional<LayoutResult> evaluate(const EstimateRequest& request, const ComputePath& path);
    // System memory bandwidth the workload's machine reaches (its setting picks the class).
    static double hostBandwidth(const Workload& workload, const Assumptions& assumptions);
};

} // namespace gpuatlas::engine::inline perf
