// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Gpu.h"
#include "engine/core/Layout.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/perf/CommModel.h"

#include <vector>

namespace gpuatlas::engine::inline perf {

// The links each part of a layout talks over, from where its groups land: tensor
// parallelism innermost (consecutive GPUs), then the rest of a stage (DP attention and
// whole experts), then for training the data-parallel ranks and outermost the pipeline
// stages (Megatron-LM's tp-dp-pp order); for inference the pipeline stages and then
// independent replicas.
struct LayoutLinks
{
    Link tensor;
    Link expert;
    Link pipeline;
    Link data;
    int nodes = 1; // servers (or NVLink domains) the whole job spans
};

// The one place that knows which layouts a job can run in on N GPUs of one type
// (docs/engine.md, "Layouts"). It enumerates; MemoryModel and PerformanceModel evaluate;
// the estimator keeps the best by the workload's objective.
class LayoutPlanner
{
public:
    // Decoder inference on `count` GPUs: tensor-parallel sizes (powers of two that split
    // the heads, within a node), pipeline stages (powers of two up to the layer count),
    // and for a mixture of experts the experts placed whole over a stage, with tensor-
    // parallel or data-parallel attention; the remaining GPUs are replicas. A pinned
    // tensor-parallel size gives exactly that size with no pipeline. Encoders and image
    // models run one copy per GPU.
    static std::vector<Layout> inference(const Model& model, const Gpu& gpu, int count, const LayoutPins& pins,
                                         const Assumptions& assumptions);
    // Training on `count` GPUs: tensor parallel (as above), pipeline stages that divide
    // the layers (only with ZeRO 0 or 1: DeepSpeed and Megatron combine pipelines with at
    // most a sharded optimizer), interleaved schedules of 2 or 4 virtual stages, and the
    // rest data parallel.
    static std::vector<Layout> training(const Model& model, const Gpu& gpu, int count, const TrainingSpec& spec,
                                        const LayoutPins& pins, const Assumptions& assumptions);

    static LayoutLinks inferenceLinks(const Gpu& gpu, const Layout& layout, const Assumptions& assumptions);
    static LayoutLinks trainingLinks(const Gpu& gpu, const Layout& layout, const Assumptions& assumptions);

    // The pins a workload carries for its task.
    static LayoutPins pins(const Workload& workload);
    // Whether the tensor-parallel size `tp` can split this model's attention.
    static bool splitsHeads(const Model& model, int tp);
    // Whether pinned sizes leave any layout on `count` GPUs: the count must be a multiple
    // of them (the heads and layers are checked when the layouts are enumerated).
    static bool admits(const LayoutPins& pins, int count);
};

} // namespace gpuatlas::engine::inline perf
