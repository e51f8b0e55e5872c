// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

namespace gpuatlas::engine::inline core {

// How a job is spread over GPUs of one type (docs/engine.md, "Layouts").
//
// Inference: `replicas` independent instances of the model; each instance has
// `pipelineParallel` stages; each stage has `tensorParallel` x `attentionDataParallel`
// GPUs. Attention and the dense layers are tensor-parallel over `tensorParallel` GPUs
// (and replicated over `attentionDataParallel` groups: DeepSeek-style "DP attention");
// the routed experts of a mixture of experts are either sliced by tensor parallelism
// (`expertParallel` = 1) or placed whole over all GPUs of the stage (`expertParallel` =
// the stage size), exchanging tokens all-to-all.
//
// Training: `replicas` is the data-parallel size; each data-parallel rank is
// `pipelineParallel` stages of `tensorParallel` GPUs; `virtualStages` > 1 is the
// interleaved 1F1B schedule (Narayanan et al. 2021, section 2.2.2).
// The largest sizes a user may pin (the wizard's fields, the what-if controls): an NVL72
// rack's tensor parallel, and more pipeline stages than any published run uses.
inline constexpr int maxPinnedTensorParallel = 72;
inline constexpr int maxPinnedPipelineParallel = 128;

struct Layout
{
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int expertParallel = 1;
    int attentionDataParallel = 1;
    int replicas = 1;
    int virtualStages = 1;

    int stageSize() const { return tensorParallel * attentionDataParallel; }
    int instanceSize() const { return stageSize() * pipelineParallel; }
    int count() const { return instanceSize() * replicas; }
    bool operator==(const Layout&) const = default;
};

// What the user pinned (workload `inference.tensor_parallel`, `training.tensor_parallel`,
// `training.pipeline_parallel`); unset sizes are chosen by the planner.
struct LayoutPins
{
    std::optional<int> tensorParallel;
    std::optional<int> pipelineParallel;

    bool any() const { return tensorParallel || pipelineParallel; }
};

} // namespace gpuatlas::engine::inline core
