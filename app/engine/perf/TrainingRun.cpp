// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/perf/TrainingRun.h"

#include "engine/core/UnitConstants.h"
#include "engine/perf/EstimateReasons.h"
#include "engine/perf/LayoutPlanner.h"
#include "engine/perf/MemoryModel.h"

#include <algorithm>

namespace gpuatlas::engine::inline perf {

using units::secondsPerHour;

namespace {

// The largest micro-batch "max" tries: far beyond any that fits a transformer of useful
// size, and a bound on the search.
constexpr int largestMicroBatchTried = 65536;

MemoryBreakdown memoryAt(const EstimateRequest& r, Workload& w, const Layout& layout, int microBatch)
{
    w.training.microBatch = microBatch;
    const int accumulation = PerformanceModel::accumulationSteps(r.model, w.training, layout.replicas, r.assumptions);
    return MemoryModel::training(r.model, w, r.gpu, layout, accumulation, r.assumptions);
}

TrainingSetup trainingSetupFor(const EstimateRequest& r, const Layout& layout, const ComputePath& path,
                               const LayoutLinks& links)
{
    TrainingSetup setup{&r.model,        &r.gpu,       &r.assumptions, path, layout.tensorParallel,
                        layout.replicas, links.tensor, links.data};
    setup.pipelineParallel = layout.pipelineParallel;
    setup.virtualStages = layout.virtualStages;
    setup.pipelineLink = links.pipeline;
    if (path.eightBit)
        setup.sixteenBitPeakTflops = PerformanceModel::computePath(r.gpu, Precision::BF16, true).peakTflops;
    return setup;
}

// The link the job's multi-GPU traffic mostly crosses: the tensor-parallel link when
// there is one, else the data-parallel or pipeline link.
const Link& sharedLink(const Layout& layout, const LayoutLinks& links)
{
    if (layout.tensorParallel > 1)
        return links.tensor;
    return layout.replicas > 1 ? links.data : links.pipeline;
}

} // namespace

int TrainingRun::largestMicroBatch(const EstimateRequest& r, const Layout& layout, int limit)
{
    Workload w = r.workload;
    if (!memoryAt(r, w, layout, 1).fits())
        return 0;
    // Memory grows with the micro-batch (activations), so the largest that fits is found
    // by doubling, then bisection.
    int low = 1;
    int high = 2;
    while (high <= limit && memoryAt(r, w, layout, high).fits()) {
        low = high;
        high *= 2;
    }
    high = std::min(high, limit + 1);
    while (high - low > 1) {
        const int mid = low + (high - low) / 2;
        if (memoryAt(r, w, layout, mid).fits())
            low = mid;
        else
            high = mid;
    }
    return low;
}

std::optional<LayoutResult> TrainingRun::evaluate(const EstimateRequest& r, const Layout& layout,
                                                  const ComputePath& path, double dropShortfallAbove)
{
    const auto& a = r.assumptions;
    // One object returned on every path (no copy of the estimate it holds): a search
    // evaluates thousands of layouts (the count search over a cluster).
    std::optional<LayoutResult> evaluated;
    const Workload* workload = &r.workload;
    std::optional<Workload> chosen;
    if (r.workload.training.microBatchMax) {
        chosen = r.workload;
        chosen->training.microBatch = std::max(1, largestMicroBatch(r, layout, largestMicroBatchTried));
        workload = &*chosen;
    }
    const auto& spec = workload->training;
    const int accumulation = PerformanceModel::accumulationSteps(r.model, spec, layout.replicas, a);
    if (layout.virtualStages > 1 && accumulation % layout.pipelineParallel != 0)
        return evaluated;

    // Memory first: a search drops a layout out of memory that cannot be chosen over the
    // one it holds before anything else is worked out (most layouts of a count that is too
    // small for the model).
    MemoryBreakdown memory = MemoryModel::training(r.model, *workload, r.gpu, layout, accumulation, a);
    if (!memory.fits() && memory.totalGB() / memory.usableGB > dropShortfallAbove)
        return evaluated;
    LayoutResult& result = evaluated.emplace();
    result.layout = layout;
    Estimate& out = result.estimate;
    const LayoutLinks links = LayoutPlanner::trainingLinks(r.gpu, layout, a);
    out.parallelism = parallelismOf(layout, sharedLink(layout, links), links.nodes, true);
    out.batch = spec.microBatch;
    out.memory = memory;
    if (!out.memory.fits()) {
        // The out-of-memory reason is written only for the layout that is shown (describe):
        // most layouts of a count that does not fit are only compared.
        out.performance.bottleneck = Bottleneck::MemoryCapacity;
        result.outOfMemory = true;
        return evaluated;
    }
    result.fits = true;
    const TrainingSetup setup = trainingSetupFor(r, layout, path, links);
    const StepTime step = PerformanceModel::trainingStep(setup, *workload);
    auto& perf = out.performance;
    setTimes(perf, step);
    const double micro = static_cast<double>(spec.microBatch);
    if (r.model.isTransformer()) {
        perf.tokensPerS = layout.replicas * accumulation * micro * spec.seqLen / step.seconds;
        perf.timeToTrainHours = spec.tokens / *perf.tokensPerS / secondsPerHour;
        result.objective = *perf.tokensPerS;
    } else {
        perf.samplesPerS = layout.replicas * accumulation * micro / step.seconds;
        if (spec.samples)
            perf.timeToTrainHours = *spec.samples / *perf.samplesPerS / secondsPerHour;
        result.objective = *perf.samplesPerS;
    }
    return evaluated;
}

void TrainingRun::describe(LayoutResult& result, const EstimateRequest& r)
{
    const auto& w = r.workload;
    const auto& spec = w.training;
    const auto& layout = result.layout;
    Estimate& out = result.estimate;
    if (result.outOfMemory) {
        // A micro-batch that does not fit has a way out: say which one would.
        if (r.model.isTransformer() && out.batch > 1) {
            if (const int fits = largestMicroBatch(r, layout, out.batch - 1); fits > 0)
                out.reasons.push_back(reason(ReasonCode::SmallerMicroBatchFits, false, {number("micro_batch", fits)}));
        }
        return;
    }
    const int count = layout.count();
    if (spec.microBatchMax && r.model.isTransformer())
        out.reasons.push_back(reason(ReasonCode::MicroBatchMax, false, {number("micro_batch", out.batch)}));
    if (layout.pipelineParallel > 1) {
        Workload copy = w;
        copy.training.microBatch = out.batch;
        const int accumulation =
            PerformanceModel::accumulationSteps(r.model, copy.training, layout.replicas, r.assumptions);
        out.reasons.push_back(
            reason(ReasonCode::PipelineParallel, false,
                   {number("pipeline_parallel", layout.pipelineParallel),
                    number("virtual_stages", layout.virtualStages), number("micro_batches", accumulation),
                    number("bubble", PerformanceModel::pipelineBubble(layout.pipelineParallel, layout.virtualStages,
                                                                      accumulation))}));
    }
    if (out.memory.fits() && w.precision == Precision::FP8 && r.gpu.tensorRate(TensorFormat::FP8))
        out.reasons.push_back(reason(
            ReasonCode::Fp8Training, false,
            {number("cache_gb", r.model.params * r.assumptions[AssumptionId::Fp8WeightCacheBytes] /
                                    (layout.tensorParallel * layout.pipelineParallel) / MemoryModel::bytesPerGB)}));
    if (spec.zeroStage > 0 && layout.replicas > 1 && spec.method == FinetuneMethod::Full)
        out.reasons.push_back(reason(ReasonCode::ZeroShardsStates, false,
                                     {number("stage", spec.zeroStage), number("data_parallel", layout.replicas)}));
    if (out.parallelism.nodes > 1)
        out.reasons.push_back(reason(ReasonCode::MultiNode, false, {number("nodes", out.parallelism.nodes)}));
    (void)count;
}

} // namespace gpuatlas::engine::inline perf
