// SPDX-License-Identifier: GPL-3.0-or-later
#include "Estimator.h"

#include "CommModel.h"
#include "CostModel.h"
#include "MemoryModel.h"
#include "PerformanceModel.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine {

using A = AssumptionId;

namespace {

constexpr double secondsPerHour = 3600.0;
constexpr double msPerSecond = 1000.0;
// Little's-law sizing converges in a handful of rounds; the cap only guards against
// a pathological input.
constexpr int maxLoadIterations = 64;

Reason reason(ReasonCode code, bool blocking, std::vector<ReasonArg> args = {})
{
    return {code, blocking, std::move(args)};
}

ReasonArg number(const char* name, double value)
{
    return {name, value, {}};
}

ReasonArg text(const char* name, std::string_view value)
{
    return {name, std::nan(""), std::string(value)};
}

// Tensor-parallel sizes that divide `count`, stay in one node and split the heads.
std::vector<int> tensorParallelSizes(const Model& model, int count, const Assumptions& a, bool allowSplit)
{
    std::vector<int> sizes;
    const int node = static_cast<int>(a[A::NodeSize]);
    for (int t = 1; t <= std::min(count, node); t *= 2) {
        if (count % t != 0)
            continue;
        if (t > 1 && (!allowSplit || !model.isTransformer() || model.heads % t != 0))
            continue;
        sizes.push_back(t);
    }
    return sizes;
}

void addOutOfMemory(Estimate& out, const MemoryBreakdown& memory)
{
    out.reasons.push_back(reason(ReasonCode::OutOfMemory, true,
                                 {number("needs_gb", memory.totalGB()), number("usable_gb", memory.usableGB),
                                  number("capacity_gb", memory.capacityGB)}));
    out.performance.bottleneck = Bottleneck::MemoryCapacity;
}

void addLinkReasons(Estimate& out, const Gpu& gpu, const Link& link, int gpus, bool training)
{
    if (gpus <= 1 || link.kind == LinkKind::Nvlink)
        return;
    if (link.fellBackToPcie && gpu.interconnect) {
        out.reasons.push_back(reason(ReasonCode::PcieFallback, false,
                                     {number("count", gpus), number("nvlink_max_gpus", gpu.interconnect->maxGpus)}));
    } else if (link.kind == LinkKind::Pcie && (training || !gpu.interconnect)) {
        out.reasons.push_back(reason(ReasonCode::NoNvlink, false, {number("count", gpus)}));
    }
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

void setTimes(Performance& perf, const StepTime& time)
{
    perf.computeSeconds = time.compute;
    perf.memorySeconds = time.memory;
    perf.commSeconds = time.comm;
    perf.overheadSeconds = time.overhead;
    perf.bottleneck = time.bottleneck();
}

bool blocked(const Estimate& estimate)
{
    return std::any_of(estimate.reasons.begin(), estimate.reasons.end(), [](const Reason& r) { return r.blocking; });
}

// ---- Inference of autoregressive decoders ----------------------------------------

struct DecoderResult
{
    Estimate estimate;
    bool fits = false;
};

DecoderResult evaluateDecoder(const EstimateRequest& r, int count, int tp, const ComputePath& path)
{
    const auto& w = r.workload;
    const auto& spec = w.inference;
    const auto& a = r.assumptions;
    DecoderResult result;
    Estimate& out = result.estimate;
    const int replicas = count / tp;
    out.parallelism = {count, tp, replicas, false, 0, 1};

    InferenceSetup setup{&r.model,
                         &r.gpu,
                         &a,
                         path,
                         w.effectiveKvPrecision(),
                         MemoryModel::inferenceWeightBytes(r.model, w.precision, a),
                         tp,
                         CommModel::intraNode(r.gpu, tp, a)};
    out.parallelism.nvlink = tp > 1 && setup.link.kind == LinkKind::Nvlink;
    out.parallelism.linkGBs = tp > 1 ? setup.link.bandwidthGBs : 0.0;

    const int maxBatch = MemoryModel::maxInferenceBatch(r.model, w, r.gpu, tp, a);
    const int batchCap = spec.batch ? std::min(*spec.batch, maxBatch) : maxBatch;
    if (maxBatch < 1 || (spec.batch && !spec.requestsPerS && *spec.batch > maxBatch)) {
        out.batch = spec.batch.value_or(1);
        out.memory = MemoryModel::inference(r.model, w, r.gpu, out.batch, tp, a);
        addOutOfMemory(out, out.memory);
        return result;
    }
    result.fits = true;

    const double in = spec.promptTokens;
    const double outTokens = spec.outputTokens;
    const double context = in + outTokens / 2.0;
    const StepTime single = PerformanceModel::prefill(setup, 1.0, in);
    auto& perf = out.performance;

    if (spec.requestsPerS) {
        // Little's law per replica: concurrency = arrival rate x time in system. Prefill
        // of arriving prompts takes rho of the GPU's time; decode steps stretch by 1/(1-rho).
        const double lambda = *spec.requestsPerS / replicas;
        const double rho = lambda * single.seconds;
        const StepTime atCap = PerformanceModel::decodeStep(setup, batchCap, context);
        const double capacity = replicas * batchCap / (batchCap * single.seconds + outTokens * atCap.seconds);
        int batch = 1;
        bool sustained = rho < 1.0;
        for (int i = 0; sustained && i < maxLoadIterations; ++i) {
            const StepTime step = PerformanceModel::decodeStep(setup, batch, context);
            const double inSystem = single.seconds + outTokens * step.seconds / (1.0 - rho);
            const int needed = std::max(1, static_cast<int>(std::ceil(lambda * inSystem)));
            if (needed > batchCap)
                sustained = false;
            else if (needed <= batch)
                break;
            else
                batch = needed;
        }
        out.batch = sustained ? batch : batchCap;
        const StepTime step = PerformanceModel::decodeStep(setup, out.batch, context);
        const double stretch = sustained ? 1.0 / (1.0 - rho) : 1.0;
        perf.itlMs = step.seconds * stretch * msPerSecond;
        perf.ttftMs = (single.seconds * stretch + step.seconds) * msPerSecond;
        perf.tokensPerS = sustained ? *spec.requestsPerS * outTokens : capacity * outTokens;
        perf.capacityTokensPerS = capacity * outTokens;
        StepTime total = single.scaled(out.batch);
        total += step.scaled(outTokens);
        setTimes(perf, total);
        if (!sustained) {
            out.reasons.push_back(
                reason(ReasonCode::CannotSustainLoad, true,
                       {number("requests_per_s", *spec.requestsPerS), number("max_requests_per_s", capacity)}));
        } else {
            // Why this many GPUs, and how much room is left: the load, the batch each
            // copy runs and what the configuration could serve at most.
            out.reasons.push_back(
                reason(ReasonCode::ServesLoad, false,
                       {number("requests_per_s", *spec.requestsPerS), number("capacity_requests_per_s", capacity),
                        number("batch", out.batch), number("replicas", replicas)}));
        }
    } else {
        out.batch = batchCap;
        // Offline, the batch is static: its prompts are prefilled together and their first
        // tokens come after the whole batch's prefill. Online, the server batches
        // continuously (vLLM, TensorRT-LLM in-flight batching): a request joins the running
        // batch, and its first token comes after its own prefill and one decode step.
        const bool staticBatch = spec.mode == InferenceMode::Offline;
        if (!spec.batch && spec.maxTtftMs && staticBatch) {
            // "max" is the largest batch that fits and meets max_ttft_ms.
            const auto meets = [&](int b) {
                return PerformanceModel::prefill(setup, b, in).seconds * msPerSecond <= *spec.maxTtftMs;
            };
            int low = 1;
            int high = batchCap;
            while (low < high) {
                const int mid = low + (high - low + 1) / 2;
                if (meets(mid))
                    low = mid;
                else
                    high = mid - 1;
            }
            out.batch = low;
        }
        const StepTime prefill = PerformanceModel::prefill(setup, out.batch, in);
        const StepTime step = PerformanceModel::decodeStep(setup, out.batch, context);
        const double cycle = prefill.seconds + outTokens * step.seconds;
        perf.tokensPerS = replicas * out.batch * outTokens / cycle;
        perf.itlMs = step.seconds * msPerSecond;
        if (staticBatch) {
            perf.ttftMs = prefill.seconds * msPerSecond;
        } else {
            const StepTime own = PerformanceModel::prefill(setup, 1, in);
            perf.ttftMs = (own.seconds + (out.batch > 1 ? step.seconds : 0.0)) * msPerSecond;
        }
        StepTime total = prefill;
        total += step.scaled(outTokens);
        setTimes(perf, total);
        if (!spec.batch && out.batch < batchCap)
            out.reasons.push_back(reason(ReasonCode::BatchLimitedByTtft, false, {number("batch", out.batch)}));
        else if (!spec.batch && out.batch < a[A::MaxBatch])
            out.reasons.push_back(reason(ReasonCode::BatchLimitedByMemory, false, {number("batch", out.batch)}));
    }
    out.memory = MemoryModel::inference(r.model, w, r.gpu, out.batch, tp, a);
    if (spec.maxTtftMs && *perf.ttftMs > *spec.maxTtftMs)
        out.reasons.push_back(reason(ReasonCode::MissesTtft, true,
                                     {number("ttft_ms", *perf.ttftMs), number("max_ttft_ms", *spec.maxTtftMs)}));
    if (spec.maxItlMs && *perf.itlMs > *spec.maxItlMs)
        out.reasons.push_back(
            reason(ReasonCode::MissesItl, true, {number("itl_ms", *perf.itlMs), number("max_itl_ms", *spec.maxItlMs)}));
    addLinkReasons(out, r.gpu, setup.link, tp, false);
    return result;
}

// How far a failed configuration is from meeting its blocking constraints: the largest
// ratio of what it needs to what it is allowed (memory, TTFT, ITL, load).
double shortfall(const Estimate& e)
{
    double worst = 1.0;
    for (const auto& r : e.reasons) {
        if (!r.blocking)
            continue;
        double ratio = 1.0;
        switch (r.code) {
        case ReasonCode::OutOfMemory:
            ratio = r.number("needs_gb") / r.number("usable_gb");
            break;
        case ReasonCode::MissesTtft:
            ratio = r.number("ttft_ms") / r.number("max_ttft_ms");
            break;
        case ReasonCode::MissesItl:
            ratio = r.number("itl_ms") / r.number("max_itl_ms");
            break;
        case ReasonCode::CannotSustainLoad:
            ratio = r.number("requests_per_s") / r.number("max_requests_per_s");
            break;
        default:
            break;
        }
        if (std::isfinite(ratio))
            worst = std::max(worst, ratio);
    }
    return worst;
}

Estimate evaluateDecoderInference(const EstimateRequest& r, int count, const ComputePath& path)
{
    const auto sizes = tensorParallelSizes(r.model, count, r.assumptions, true);
    std::optional<DecoderResult> fallback;
    for (const int tp : sizes) {
        DecoderResult result = evaluateDecoder(r, count, tp, path);
        if (!blocked(result.estimate))
            return std::move(result.estimate);
        // Keep the most useful failure: one that fits in memory beats one that does not;
        // then the one closest to meeting its constraints.
        const bool better =
            !fallback || (result.fits && !fallback->fits) ||
            (result.fits == fallback->fits && shortfall(result.estimate) < shortfall(fallback->estimate));
        if (better)
            fallback = std::move(result);
    }
    return fallback ? std::move(fallback->estimate) : Estimate{};
}

// ---- Inference of encoders and image models ---------------------------------------

Estimate evaluateBatchInference(const EstimateRequest& r, int count, const ComputePath& path)
{
    const auto& w = r.workload;
    const auto& spec = w.inference;
    const auto& a = r.assumptions;
    Estimate out;
    out.parallelism = {count, 1, count, false, 0, 1};
    const int maxBatch = MemoryModel::maxInferenceBatch(r.model, w, r.gpu, 1, a);
    out.batch = spec.batch ? *spec.batch : std::max(1, maxBatch);
    out.memory = MemoryModel::inference(r.model, w, r.gpu, out.batch, 1, a);
    if (maxBatch < 1 || out.batch > maxBatch) {
        addOutOfMemory(out, out.memory);
        return out;
    }
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
    return out;
}

// ---- Training and fine-tuning -----------------------------------------------------

Estimate evaluateTraining(const EstimateRequest& r, int count, const ComputePath& path)
{
    const auto& w = r.workload;
    const auto& spec = w.training;
    const auto& a = r.assumptions;
    const int node = static_cast<int>(a[A::NodeSize]);
    std::optional<Estimate> fallback;
    std::optional<Estimate> fastest;
    for (const int tp : tensorParallelSizes(r.model, count, a, true)) {
        Estimate out;
        const int dp = count / tp;
        const int nodes = (count + node - 1) / node;
        TrainingSetup setup{&r.model,
                            &r.gpu,
                            &a,
                            path,
                            tp,
                            dp,
                            CommModel::intraNode(r.gpu, tp, a),
                            count <= node ? CommModel::intraNode(r.gpu, count, a) : CommModel::interNode(a)};
        const Link& shared = tp > 1 ? setup.tensorLink : setup.dataLink;
        out.parallelism = {
            count, tp, dp, count > 1 && shared.kind == LinkKind::Nvlink, count > 1 ? shared.bandwidthGBs : 0.0, nodes};
        out.batch = spec.microBatch;
        out.memory = MemoryModel::training(r.model, w, r.gpu, tp, dp, a);
        if (!out.memory.fits()) {
            addOutOfMemory(out, out.memory);
            // Report the split that comes closest to fitting.
            if (!fallback || out.memory.totalGB() < fallback->memory.totalGB())
                fallback = std::move(out);
            continue;
        }
        const StepTime step = PerformanceModel::trainingStep(setup, w);
        const double accumulation = PerformanceModel::accumulationSteps(r.model, spec, dp, a);
        auto& perf = out.performance;
        setTimes(perf, step);
        if (r.model.isTransformer()) {
            perf.tokensPerS = dp * accumulation * static_cast<double>(spec.microBatch) * spec.seqLen / step.seconds;
            perf.timeToTrainHours = spec.tokens / *perf.tokensPerS / secondsPerHour;
        } else {
            perf.samplesPerS = dp * accumulation * static_cast<double>(spec.microBatch) / step.seconds;
            if (spec.samples)
                perf.timeToTrainHours = *spec.samples / *perf.samplesPerS / secondsPerHour;
        }
        addLinkReasons(out, r.gpu, count <= node ? setup.dataLink : setup.tensorLink, std::min(count, node), true);
        if (spec.zeroStage > 0 && dp > 1 && spec.method == FinetuneMethod::Full)
            out.reasons.push_back(reason(ReasonCode::ZeroShardsStates, false,
                                         {number("stage", spec.zeroStage), number("data_parallel", dp)}));
        if (nodes > 1)
            out.reasons.push_back(reason(ReasonCode::MultiNode, false, {number("nodes", nodes)}));
        if (w.constraints.deadlineHours && perf.timeToTrainHours &&
            *perf.timeToTrainHours > *w.constraints.deadlineHours)
            out.reasons.push_back(reason(
                ReasonCode::MissesDeadline, true,
                {number("hours", *perf.timeToTrainHours), number("deadline_hours", *w.constraints.deadlineHours)}));
        // Of the splits that fit, the fastest (docs/engine.md, "Multi-GPU").
        const auto rate = [](const Estimate& e) {
            return e.performance.tokensPerS.value_or(e.performance.samplesPerS.value_or(0.0));
        };
        if (!fastest || rate(out) > rate(*fastest))
            fastest = std::move(out);
    }
    if (fastest)
        return std::move(*fastest);
    return fallback ? std::move(*fallback) : Estimate{};
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

} // namespace

int Estimator::maxGpus(const Workload& workload, const Assumptions& a)
{
    int limit = std::max(1, workload.constraints.maxGpus);
    if (workload.constraints.setting == Setting::Workstation)
        limit = std::min(limit, static_cast<int>(a[A::WorkstationMaxGpus]));
    return limit;
}

std::vector<int> Estimator::candidateCounts(int maxGpus, const Assumptions& a)
{
    std::vector<int> counts;
    const int node = static_cast<int>(a[A::NodeSize]);
    for (int n = 1; n <= std::min(maxGpus, node); ++n)
        counts.push_back(n);
    for (long long n = 2LL * node; n <= maxGpus; n *= 2)
        counts.push_back(static_cast<int>(n));
    if (counts.back() != maxGpus)
        counts.push_back(maxGpus);
    return counts;
}

Estimate Estimator::evaluate(const EstimateRequest& r, int count)
{
    const auto& w = r.workload;
    const auto& a = r.assumptions;
    const bool training = w.isTraining();
    const ComputePath path = PerformanceModel::computePath(r.gpu, w.precision, training);

    Estimate out;
    if (training)
        out = evaluateTraining(r, count, path);
    else if (r.model.kind == ModelKind::Decoder)
        out = evaluateDecoderInference(r, count, path);
    else
        out = evaluateBatchInference(r, count, path);

    out.gpuId = r.gpu.id;
    out.parallelism.count = count;
    out.parallelism.dataParallel = out.parallelism.replicas;
    out.precisionRequested = w.precision;
    out.precisionUsed = path.used;
    out.kvPrecision = w.effectiveKvPrecision();
    const bool quantised = w.precision == Precision::INT4 || w.precision == Precision::INT8;
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
    if (count > 1 && !training && out.parallelism.tensorParallel > 1)
        out.reasons.push_back(reason(
            ReasonCode::TensorParallel, false,
            {number("tensor_parallel", out.parallelism.tensorParallel), number("replicas", out.parallelism.replicas)}));
    if (!training && r.model.isTransformer() && r.model.maxContext > 0 && w.inference.promptTokens > r.model.maxContext)
        out.reasons.push_back(
            reason(ReasonCode::ExceedsContext, true,
                   {number("prompt_tokens", w.inference.promptTokens), number("max_context", r.model.maxContext)}));
    if (w.constraints.setting == Setting::Workstation && r.gpu.formFactor != FormFactor::PCIe)
        out.reasons.push_back(
            reason(ReasonCode::NotForWorkstation, true, {text("form_factor", formFactorId(r.gpu.formFactor))}));
    const bool oom = out.has(ReasonCode::OutOfMemory);
    if (!oom)
        addCost(out, r);
    setRange(out, a, path.native);
    out.feasible = !blocked(out);
    out.headline = headlineOf(out, w, r.model);
    return out;
}

Estimate Estimator::estimate(const EstimateRequest& request)
{
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
    std::optional<Estimate> last;
    for (const int count : candidateCounts(limit, request.assumptions)) {
        Estimate estimate = evaluate(request, count);
        if (estimate.feasible)
            return estimate;
        // A constraint that more GPUs cannot fix ends the search: the workstation form
        // factor, a prompt beyond the model's context, or the hourly budget (more GPUs of
        // one type never cost less per hour).
        const bool hopeless = estimate.has(ReasonCode::NotForWorkstation) || estimate.has(ReasonCode::ExceedsContext) ||
                              estimate.has(ReasonCode::OverBudget);
        last = std::move(estimate);
        if (hopeless)
            break;
    }
    last->reasons.push_back(reason(ReasonCode::TooManyGpus, true, {number("max_gpus", limit)}));
    last->feasible = false;
    return std::move(*last);
}

} // namespace gpuatlas::engine
