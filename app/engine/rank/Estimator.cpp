// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rank/Estimator.h"

#include "engine/core/UnitConstants.h"
#include "engine/cost/CostModel.h"
#include "engine/perf/CommModel.h"
#include "engine/perf/DecoderServing.h"
#include "engine/perf/EstimateReasons.h"
#include "engine/perf/LayoutPlanner.h"
#include "engine/perf/LlamaCppOffload.h"
#include "engine/perf/MemoryModel.h"
#include "engine/perf/PerformanceModel.h"
#include "engine/perf/TrainingRun.h"
#include "engine/rank/CountSearch.h"
#include "engine/rank/LayoutChoice.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuatlas::engine::inline rank {

using units::msPerSecond;

using A = AssumptionId;

namespace {

// ---- Encoders and image models: one copy per GPU ----------------------------------

LayoutResult evaluateBatchInference(const EstimateRequest& r, const Layout& layout, const ComputePath& path)
{
    const auto& w = r.workload;
    const auto& spec = w.inference;
    const auto& a = r.assumptions;
    LayoutResult result;
    result.layout = layout;
    Estimate& out = result.estimate;
    const int count = layout.count();
    out.parallelism = parallelismOf(layout, Link{}, 1, false);
    const int maxBatch = MemoryModel::maxInferenceBatch(r.model, w, r.gpu, layout, a);
    out.batch = spec.batch ? *spec.batch : std::max(1, maxBatch);
    out.memory = MemoryModel::inference(r.model, w, r.gpu, out.batch, layout, a);
    if (maxBatch < 1 || !out.memory.fits()) {
        addOutOfMemory(out, out.memory);
        return result;
    }
    result.fits = true;
    InferenceSetup setup{&r.model,
                         &r.gpu,
                         &a,
                         path,
                         w.effectiveKvPrecision(),
                         MemoryModel::inferenceWeightBytes(r.model, w.precision, a),
                         1,
                         {}};
    const bool encoder = r.model.kind == ModelKind::Encoder;
    const StepTime batchTime = encoder ? PerformanceModel::prefill(setup, out.batch, spec.promptTokens)
                                       : PerformanceModel::imageBatch(setup, out.batch);
    const StepTime one =
        encoder ? PerformanceModel::prefill(setup, 1.0, spec.promptTokens) : PerformanceModel::imageBatch(setup, 1.0);
    auto& perf = out.performance;
    const double rate = count * out.batch / batchTime.seconds;
    if (r.model.kind == ModelKind::Diffusion)
        perf.imagesPerS = rate;
    else
        perf.samplesPerS = rate;
    perf.ttftMs = one.seconds * msPerSecond;
    setTimes(perf, batchTime);
    if (spec.requestsPerS && *spec.requestsPerS > rate)
        out.reasons.push_back(
            reason(ReasonCode::CannotSustainLoad, true,
                   {number("requests_per_s", *spec.requestsPerS), number("max_requests_per_s", rate)}));
    if (spec.maxTtftMs && *perf.ttftMs > *spec.maxTtftMs)
        out.reasons.push_back(reason(ReasonCode::MissesTtft, true,
                                     {number("ttft_ms", *perf.ttftMs), number("max_ttft_ms", *spec.maxTtftMs)}));
    result.objective = blocked(out) ? 0.0 : rate;
    return result;
}

// ---- Reasons of the chosen configuration --------------------------------------------

void addLinkReasons(Estimate& out, const Gpu& gpu, const Layout& layout, bool training, const Assumptions& a)
{
    // Inference replicas never talk to each other; an instance's GPUs and training ranks do.
    const int talking = training ? layout.count() : layout.instanceSize();
    if (talking <= 1)
        return;
    const int span = std::min(talking, CommModel::nodeSize(gpu, a));
    const Link link = CommModel::intraNode(gpu, span, a);
    if (link.kind == LinkKind::Nvlink)
        return;
    if (link.fellBackToPcie && gpu.interconnect) {
        out.reasons.push_back(reason(ReasonCode::PcieFallback, false,
                                     {number("count", span), number("nvlink_max_gpus", gpu.interconnect->maxGpus)}));
    } else if (training || !gpu.interconnect) {
        out.reasons.push_back(reason(ReasonCode::NoNvlink, false, {number("count", span)}));
    }
}

void addLayoutReasons(Estimate& out, const Layout& layout, const Workload& w, const Model& model)
{
    const bool pinned = w.isTraining() ? (w.training.tensorParallel || w.training.pipelineParallel)
                                       : w.inference.tensorParallel.has_value();
    if (pinned)
        out.reasons.push_back(reason(
            ReasonCode::LayoutPinned, false,
            {number("tensor_parallel", layout.tensorParallel), number("pipeline_parallel", layout.pipelineParallel)}));
    if (w.isTraining())
        return;
    if (layout.count() > 1 && layout.tensorParallel > 1)
        out.reasons.push_back(
            reason(ReasonCode::TensorParallel, false,
                   {number("tensor_parallel", layout.tensorParallel), number("replicas", layout.replicas)}));
    if (layout.pipelineParallel > 1)
        out.reasons.push_back(reason(ReasonCode::PipelineParallel, false,
                                     {number("pipeline_parallel", layout.pipelineParallel), number("virtual_stages", 1),
                                      number("micro_batches", layout.pipelineParallel), number("bubble", 0.0)}));
    if (model.isMoe() && layout.expertParallel > 1)
        out.reasons.push_back(reason(ReasonCode::ExpertParallel, false,
                                     {number("expert_parallel", layout.expertParallel),
                                      number("attention_data_parallel", layout.attentionDataParallel)}));
}

// The stack the numbers are for, and what it cannot do for this workload.
void addRuntimeReasons(Estimate& out, const Workload& w, Runtime runtime)
{
    if (!w.runtime)
        return;
    const std::string_view id = runtimeId(runtime);
    out.reasons.push_back(reason(ReasonCode::RuntimeUsed, false, {text("runtime", id)}));
    const bool training = w.isTraining();
    if (training ? !runtimeTrains(runtime) : !runtimeServes(runtime))
        out.reasons.push_back(
            reason(ReasonCode::RuntimeNotForTask, true, {text("runtime", id), text("task", taskId(w.task))}));
    if (!runtimeSupports(runtime, w.precision, training))
        out.reasons.push_back(reason(ReasonCode::RuntimeLacksPrecision, true,
                                     {text("runtime", id), text("precision", precisionId(w.precision))}));
    if (!training && runtime == Runtime::Transformers)
        out.reasons.push_back(reason(ReasonCode::NoContinuousBatching, false, {text("runtime", id)}));
}

void setRange(Estimate& out, const Assumptions& a, bool native)
{
    auto& perf = out.performance;
    const bool comm = perf.bottleneck == Bottleneck::Interconnect;
    perf.rangeLow = comm ? a[A::RangeInterconnectLow] : a[A::RangeLow];
    perf.rangeHigh = comm ? a[A::RangeInterconnectHigh] : a[A::RangeHigh];
    if (!native) {
        perf.rangeLow /= a[A::RangeNotNativeWiden];
        perf.rangeHigh *= a[A::RangeNotNativeWiden];
    }
}

void addCost(Estimate& out, const EstimateRequest& r)
{
    const auto& perf = out.performance;
    const auto& constraints = r.workload.constraints;
    out.cost = CostModel::estimate(r.gpu, out.count(), r.prices, r.assumptions, perf.tokensPerS, perf.timeToTrainHours);
    if (!out.cost.usdPerHour) {
        out.reasons.push_back(reason(ReasonCode::NoPrice, false));
        return;
    }
    if (constraints.maxUsdPerHour && *out.cost.usdPerHour > *constraints.maxUsdPerHour)
        out.reasons.push_back(reason(
            ReasonCode::OverBudget, true,
            {number("usd_per_hour", *out.cost.usdPerHour), number("max_usd_per_hour", *constraints.maxUsdPerHour)}));
    if (constraints.maxUsdTotal && out.cost.usdTotal && *out.cost.usdTotal > *constraints.maxUsdTotal)
        out.reasons.push_back(
            reason(ReasonCode::OverTotalBudget, true,
                   {number("usd_total", *out.cost.usdTotal), number("max_usd_total", *constraints.maxUsdTotal)}));
}

std::vector<Layout> layoutsFor(const EstimateRequest& r, int count)
{
    const LayoutPins pins = LayoutPlanner::pins(r.workload);
    if (r.workload.isTraining())
        return LayoutPlanner::training(r.model, r.gpu, count, r.workload.training, pins, r.assumptions);
    return LayoutPlanner::inference(r.model, r.gpu, count, pins, r.assumptions);
}

// `dropShortfallAbove`: training layouts out of memory by more are not worked out (TrainingRun).
std::optional<LayoutResult> evaluateLayout(const EstimateRequest& r, const Layout& layout, const ComputePath& path,
                                           double dropShortfallAbove)
{
    if (r.workload.isTraining())
        return TrainingRun::evaluate(r, layout, path, dropShortfallAbove);
    if (layout.count() == 1) {
        if (auto offloaded = LlamaCppOffload::evaluate(r, path))
            return offloaded;
    }
    if (r.model.kind == ModelKind::Decoder)
        return DecoderServing::evaluate(r, layout, path);
    return evaluateBatchInference(r, layout, path);
}

// Every layout of `count` GPUs evaluated; the best by the objective, and with
// Detail::Full the runner-ups with why they lost. nullopt when no layout exists (a pinned
// size that does not divide). The count search compares counts by their best layouts
// alone (Detail::Best) and asks for the runner-ups of the count it shows.
std::optional<LayoutResult> chooseLayout(const EstimateRequest& r, int count, const ComputePath& path,
                                         Estimator::Detail detail)
{
    const std::vector<Layout> layouts = layoutsFor(r, count);
    std::optional<LayoutResult> best;
    std::vector<LayoutResult> others;
    if (detail == Estimator::Detail::Full)
        others.reserve(layouts.size());
    for (const Layout& layout : layouts) {
        // Without runner-ups to list, a layout out of memory that cannot be chosen need not be
        // worked out (betterLayout): any, once one fits; else any shorter than the best so far.
        double dropShortfallAbove = std::numeric_limits<double>::infinity();
        if (detail == Estimator::Detail::Best && best)
            dropShortfallAbove = best->fits ? 0.0 : best->shortfall;
        auto result = evaluateLayout(r, layout, path, dropShortfallAbove);
        if (!result)
            continue;
        LayoutChoice::rate(*result);
        if (!best || LayoutChoice::better(*result, *best)) {
            if (best && detail == Estimator::Detail::Full)
                others.push_back(std::move(*best));
            best = std::move(result);
        } else if (detail == Estimator::Detail::Full) {
            others.push_back(std::move(*result));
        }
    }
    if (!best)
        return std::nullopt;
    if (best->outOfMemory)
        addOutOfMemory(best->estimate, best->estimate.memory);
    if (detail == Estimator::Detail::Full)
        LayoutChoice::addAlternatives(*best, others, r.workload);
    if (r.workload.isTraining())
        TrainingRun::describe(*best, r);
    else if (r.model.kind == ModelKind::Decoder)
        DecoderServing::describe(*best, r);
    return best;
}

Estimate layoutNotPossible(const EstimateRequest& r, int count)
{
    Estimate out;
    const LayoutPins pins = LayoutPlanner::pins(r.workload);
    out.parallelism.count = count;
    out.parallelism.replicas = count;
    out.parallelism.dataParallel = count;
    out.reasons.push_back(reason(ReasonCode::LayoutNotPossible, true,
                                 {number("count", count), number("tensor_parallel", pins.tensorParallel.value_or(1)),
                                  number("pipeline_parallel", pins.pipelineParallel.value_or(1)),
                                  number("heads", r.model.heads), number("layers", r.model.layers)}));
    return out;
}

} // namespace

int Estimator::maxGpus(const Workload& workload, const Assumptions& a)
{
    int limit = std::max(1, workload.constraints.maxGpus);
    if (workload.constraints.setting == Setting::Workstation)
        limit = std::min(limit, static_cast<int>(a[A::WorkstationMaxGpus]));
    return limit;
}

std::vector<int> Estimator::candidateCounts(int maxGpus, const Gpu& gpu, const Assumptions& a)
{
    return CountSearch::counts(maxGpus, CommModel::nodeSize(gpu, a));
}

bool Estimator::mayFit(const EstimateRequest& r, int count)
{
    // However the layout splits it, no GPU holds less than 1/count of the weights (and in
    // training of the model states): a cheap bound that skips counts that cannot fit.
    const auto& w = r.workload;
    const auto& a = r.assumptions;
    double least = 0.0;
    double usable = 0.0;
    if (w.isTraining()) {
        // The recipe's model states at the assumptions' bytes per parameter, every one of
        // them sharded over all the GPUs (ZeRO 3 with tensor and pipeline parallelism).
        least = MemoryModel::trainingStates(r.model, w, r.gpu, a).total() / count;
        usable = MemoryModel::usableTrainingBytes(r.gpu, a);
    } else {
        least = MemoryModel::inferenceWeightBytes(r.model, w.precision, a) / count;
        usable = MemoryModel::usableBytes(r.gpu, a);
    }
    return least <= usable;
}

bool Estimator::hasLayout(const EstimateRequest& request, int count)
{
    return LayoutPlanner::admits(LayoutPlanner::pins(request.workload), count);
}

Estimate Estimator::evaluate(const EstimateRequest& r, int count, Detail detail)
{
    const auto& w = r.workload;
    const auto& a = r.assumptions;
    const bool training = w.isTraining();
    const ComputePath path = PerformanceModel::computePath(r.gpu, w.precision, training, r.model.fp4Format);

    auto chosen = chooseLayout(r, count, path, detail);
    Estimate out = chosen ? std::move(chosen->estimate) : layoutNotPossible(r, count);
    out.gpuId = r.gpu.id;
    out.parallelism.count = count;
    out.precisionRequested = w.precision;
    out.precisionUsed = path.used;
    out.kvPrecision = w.effectiveKvPrecision();
    out.runtime = std::string(a.runtimeId());
    addRuntimeReasons(out, w, a.runtime());
    const bool quantised =
        w.precision == Precision::INT4 || w.precision == Precision::INT8 || w.precision == Precision::FP4;
    const bool qloraBase = training && w.training.method == FinetuneMethod::Qlora && quantised;
    const bool trains16 = training && !qloraBase && quantised && r.model.isTransformer();
    if (trains16)
        out.reasons.push_back(
            reason(ReasonCode::TrainsIn16Bit, false,
                   {text("requested", precisionId(w.precision)), text("used", precisionId(path.used))}));
    else if (!path.native && !qloraBase)
        out.reasons.push_back(
            reason(ReasonCode::PrecisionNotNative, false,
                   {text("requested", precisionId(w.precision)), text("used", precisionId(path.used))}));
    if (!training && r.model.kind == ModelKind::Decoder)
        out.reasons.push_back(reason(ReasonCode::KvPrecisionUsed, false, {text("kv", precisionId(out.kvPrecision))}));
    if (r.model.isMoe())
        out.reasons.push_back(
            reason(ReasonCode::MoeAllExpertsResident, false,
                   {number("experts", r.model.experts), number("active_experts", r.model.activeExperts)}));
    if (chosen) {
        addLayoutReasons(out, chosen->layout, w, r.model);
        addLinkReasons(out, r.gpu, chosen->layout, training, a);
    }
    if (!training && r.model.isTransformer() && r.model.maxContext > 0 && w.inference.promptTokens > r.model.maxContext)
        out.reasons.push_back(
            reason(ReasonCode::ExceedsContext, true,
                   {number("prompt_tokens", w.inference.promptTokens), number("max_context", r.model.maxContext)}));
    if (w.constraints.setting == Setting::Workstation && !r.gpu.fitsWorkstation())
        out.reasons.push_back(
            reason(ReasonCode::NotForWorkstation, true, {text("form_factor", formFactorId(r.gpu.formFactor))}));
    const auto& perf = out.performance;
    if (training && w.constraints.deadlineHours && perf.timeToTrainHours &&
        *perf.timeToTrainHours > *w.constraints.deadlineHours)
        out.reasons.push_back(
            reason(ReasonCode::MissesDeadline, true,
                   {number("hours", *perf.timeToTrainHours), number("deadline_hours", *w.constraints.deadlineHours)}));
    const bool oom = out.has(ReasonCode::OutOfMemory);
    if (!oom && chosen)
        addCost(out, r);
    setRange(out, a, path.native);
    out.feasible = !blocked(out);
    out.headline = headlineOf(out, w, r.model);
    return out;
}

Estimate Estimator::estimate(const EstimateRequest& request)
{
    // A workload that names its runtime is estimated with that runtime's assumptions (and
    // what the user changed from the defaults of their own).
    if (request.workload.runtime && *request.workload.runtime != request.assumptions.runtime()) {
        const Assumptions adjusted = request.assumptions.forOtherRuntime(*request.workload.runtime);
        return estimate({request.workload, request.model, request.gpu, request.prices, adjusted, request.count});
    }
    const int limit = maxGpus(request.workload, request.assumptions);
    if (request.count) {
        const int count = std::max(1, *request.count);
        Estimate estimate = evaluate(request, count);
        if (count > limit) {
            estimate.reasons.push_back(
                reason(ReasonCode::CountAboveMaxGpus, true, {number("count", count), number("max_gpus", limit)}));
            estimate.feasible = false;
        }
        return estimate;
    }
    // The counts that may carry the workload: a pinned layout runs only on multiples of
    // its size; a count whose GPUs cannot hold the model however it is split is skipped
    // (the largest is still estimated, to say why).
    const std::vector<int> all = candidateCounts(limit, request.gpu, request.assumptions);
    std::vector<int> counts;
    for (const int count : all) {
        if (hasLayout(request, count) && (count == all.back() || mayFit(request, count)))
            counts.push_back(count);
    }
    if (counts.empty())
        return evaluate(request, 1); // no count carries the pinned layout: say why
    // Counts are compared by their best layouts; the one shown gets its runner-ups.
    return CountSearch::search(
        request.workload, limit, counts, [&request](int count) { return evaluate(request, count, Detail::Best); },
        [&request](int count) { return evaluate(request, count, Detail::Full); });
}

} // namespace gpuatlas::engine::inline rank
