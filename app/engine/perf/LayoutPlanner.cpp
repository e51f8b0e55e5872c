// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/perf/LayoutPlanner.h"

#include <algorithm>
#include <array>

namespace gpuatlas::engine::inline perf {

using A = AssumptionId;

namespace {

// Megatron-LM's interleaved 1F1B schedule: the plain schedule and the deepest of 4 or 2
// virtual stages per GPU that divides the stage's layers. More shrink the bubble further
// but multiply the point-to-point traffic (NeMo's published layouts use 1 to 20); two
// variants per pipeline keep the search small.
constexpr int deepestInterleaving = 4;

// Tensor-parallel sizes for one stage: powers of two that split the heads and stay
// inside a node (tensor parallelism needs a fast link on every layer; nobody runs it
// over the network). At most 7 sizes (1..64): a fixed array keeps the planner free of
// allocations on the ranking's hot path.
struct Sizes
{
    std::array<int, 8> values{};
    int size = 0;

    const int* begin() const { return values.data(); }
    const int* end() const { return values.data() + size; }
    bool contains(int n) const { return std::find(begin(), end(), n) != end(); }
};

Sizes tensorSizes(const Model& model, const Gpu& gpu, int limit, const Assumptions& a)
{
    Sizes out;
    const int most = std::min(limit, CommModel::nodeSize(gpu, a));
    for (int tp = 1; tp <= most && out.size < static_cast<int>(out.values.size()); tp *= 2) {
        if (LayoutPlanner::splitsHeads(model, tp))
            out.values[static_cast<std::size_t>(out.size++)] = tp;
    }
    return out;
}

Sizes pinnedOr(const Sizes& sizes, const std::optional<int>& pin)
{
    if (!pin)
        return sizes;
    Sizes out;
    if (sizes.contains(*pin))
        out.values[static_cast<std::size_t>(out.size++)] = *pin;
    return out;
}

} // namespace

bool LayoutPlanner::splitsHeads(const Model& model, int tp)
{
    if (tp == 1)
        return true;
    if (!model.isTransformer() || model.heads % tp != 0)
        return false;
    // KV heads are split, or replicated when there are fewer than GPUs (vLLM, TensorRT-LLM).
    return model.kvHeads <= 0 || model.kvHeads % tp == 0 || tp % model.kvHeads == 0;
}

bool LayoutPlanner::admits(const LayoutPins& pins, int count)
{
    const int size = pins.tensorParallel.value_or(1) * pins.pipelineParallel.value_or(1);
    return size >= 1 && count % size == 0;
}

LayoutPins LayoutPlanner::pins(const Workload& workload)
{
    LayoutPins pins;
    if (workload.isTraining()) {
        pins.tensorParallel = workload.training.tensorParallel;
        pins.pipelineParallel = workload.training.pipelineParallel;
    } else {
        pins.tensorParallel = workload.inference.tensorParallel;
        if (pins.tensorParallel)
            pins.pipelineParallel = 1;
        else if (workload.runtime == Runtime::LlamaCpp)
            pins.tensorParallel = 1; // llama.cpp splits a model over GPUs by layers (--split-mode layer)
    }
    return pins;
}

std::vector<Layout> LayoutPlanner::inference(const Model& model, const Gpu& gpu, int count, const LayoutPins& pins,
                                             const Assumptions& a)
{
    std::vector<Layout> out;
    if (count < 1)
        return out;
    if (model.kind != ModelKind::Decoder) {
        if (!pins.tensorParallel || *pins.tensorParallel == 1)
            out.push_back({1, 1, 1, 1, count, 1});
        return out;
    }
    const int node = CommModel::nodeSize(gpu, a);
    const Sizes tps = pinnedOr(tensorSizes(model, gpu, count, a), pins.tensorParallel);
    const int deepest = pins.pipelineParallel ? *pins.pipelineParallel : std::min(count, std::max(1, model.layers));
    const int shallowest = pins.pipelineParallel ? *pins.pipelineParallel : 1;
    const auto add = [&](Layout layout) {
        if (layout.instanceSize() <= count && count % layout.instanceSize() == 0) {
            layout.replicas = count / layout.instanceSize();
            out.push_back(layout);
        }
    };
    out.reserve(16);
    for (int pp = shallowest; pp <= deepest; pp *= 2) {
        for (const int tp : tps) {
            add({tp, pp, 1, 1, 1, 1});
            if (!model.isMoe() || pins.tensorParallel)
                continue;
            // Whole experts over the stage, attention tensor-parallel (vLLM --enable-expert-parallel)...
            if (tp > 1)
                add({tp, pp, tp, 1, 1, 1});
            // ... or attention data-parallel over part of the stage (SGLang/vLLM DP attention,
            // DeepSeek's serving layout): no KV copy per tensor-parallel rank.
            for (int ranks = 2; tp * ranks <= std::min(count, node); ranks *= 2)
                add({tp, pp, tp * ranks, ranks, 1, 1});
        }
    }
    return out;
}

std::vector<Layout> LayoutPlanner::training(const Model& model, const Gpu& gpu, int count, const TrainingSpec& spec,
                                            const LayoutPins& pins, const Assumptions& a)
{
    std::vector<Layout> out;
    if (count < 1)
        return out;
    if (!model.isTransformer()) {
        if ((!pins.tensorParallel || *pins.tensorParallel == 1) &&
            (!pins.pipelineParallel || *pins.pipelineParallel == 1))
            out.push_back({1, 1, 1, 1, count, 1});
        return out;
    }
    const Sizes tps = pinnedOr(tensorSizes(model, gpu, count, a), pins.tensorParallel);
    out.reserve(32);
    // DeepSpeed refuses ZeRO 2 and 3 with pipeline parallelism; Megatron's distributed
    // optimizer is ZeRO 1. So stages exist only with ZeRO 0 or 1.
    const bool pipelines = spec.zeroStage <= 1;
    for (const int tp : tps) {
        const int perRank = count / tp;
        if (count % tp != 0)
            continue;
        // Stages split the layers evenly: only divisors of the layer count (at most a few
        // dozen) are tried, not every divisor of the GPUs per rank (1,024 at scale).
        for (int pp = 1; pp <= std::min(perRank, model.layers); ++pp) {
            if (model.layers % pp != 0 || perRank % pp != 0)
                continue;
            if (pins.pipelineParallel ? pp != *pins.pipelineParallel : (pp > 1 && !pipelines))
                continue;
            out.push_back({tp, pp, 1, 1, perRank / pp, 1});
            for (int v = deepestInterleaving; pp > 1 && v > 1; v /= 2) {
                if (model.layers % (pp * v) == 0) {
                    out.push_back({tp, pp, 1, 1, perRank / pp, v});
                    break;
                }
            }
        }
    }
    return out;
}

LayoutLinks LayoutPlanner::inferenceLinks(const Gpu& gpu, const Layout& layout, const Assumptions& a)
{
    LayoutLinks links;
    const int stage = layout.stageSize();
    links.tensor = CommModel::groupLink(gpu, layout.tensorParallel, a);
    links.expert = CommModel::groupLink(gpu, stage, a);
    links.pipeline = CommModel::groupLink(gpu, layout.instanceSize(), a);
    const int node = CommModel::nodeSize(gpu, a);
    links.nodes = (layout.count() + node - 1) / node;
    return links;
}

LayoutLinks LayoutPlanner::trainingLinks(const Gpu& gpu, const Layout& layout, const Assumptions& a)
{
    LayoutLinks links;
    const int tp = layout.tensorParallel;
    const int dp = layout.replicas;
    links.tensor = CommModel::groupLink(gpu, tp, a);
    links.data = CommModel::groupLink(gpu, tp * dp, a);
    links.pipeline = CommModel::groupLink(gpu, layout.count(), a);
    const int node = CommModel::nodeSize(gpu, a);
    links.nodes = (layout.count() + node - 1) / node;
    return links;
}

} // namespace gpuatlas::engine::inline perf
