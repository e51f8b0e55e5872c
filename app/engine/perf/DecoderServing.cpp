// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/perf/DecoderServing.h"

#include "engine/core/UnitConstants.h"
#include "engine/perf/EstimateReasons.h"
#include "engine/perf/LayoutPlanner.h"
#include "engine/perf/MemoryModel.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline perf {

using units::msPerSecond;

using A = AssumptionId;

namespace {

// One instance of a layout serving requests of `prompt` + `output` tokens.
class Instance
{
public:
    // What `batch` requests in flight give: the decode step, the requests/s they sustain and
    // the latencies they see at a rate (docs/engine.md, "Serving a load").
    struct Point
    {
        StepTime step;
        double rate = 0;
    };

    Instance(const InferenceSetup& setup, double prompt, double output)
        : m_setup(setup)
        , m_prompt(prompt)
        , m_output(output)
        , m_context(prompt + output / 2.0)
        , m_prefill(PerformanceModel::prefill(setup, 1.0, prompt).seconds)
        , m_decode(PerformanceModel::decodeProfile(setup, m_context))
    {
    }

    double prefill() const { return m_prefill; }
    StepTime prefill(double batch) const { return PerformanceModel::prefill(m_setup, batch, m_prompt); }
    StepTime step(double batch) const { return PerformanceModel::decodeStep(m_decode, batch); }
    Point at(int batch) const
    {
        Point p;
        p.step = step(batch);
        p.rate = DecoderServing::sustainedRate(batch, m_prefill, p.step.seconds, m_output);
        return p;
    }
    double stretch(double rate) const { return 1.0 / (1.0 - std::min(rate * m_prefill, 0.999999)); }
    double itl(const Point& p, double rate) const { return p.step.seconds * stretch(rate); }
    double ttft(const Point& p, double rate) const { return m_prefill * stretch(rate) + p.step.seconds; }

    // The smallest batch (<= cap) whose rate reaches `load`; 0 when even `cap` does not.
    // The rate grows with the batch, so a bisection finds it.
    int batchFor(double load, int cap) const
    {
        if (at(cap).rate < load)
            return 0;
        int low = 1;
        int high = cap;
        while (low < high) {
            const int mid = low + (high - low) / 2;
            if (at(mid).rate >= load)
                high = mid;
            else
                low = mid + 1;
        }
        return low;
    }

    // The largest batch (<= cap) whose latencies at the rate it serves meet the targets;
    // 0 when not even one request in flight meets them.
    int largestWithin(std::optional<double> maxTtftS, std::optional<double> maxItlS, int cap) const
    {
        const auto meets = [&](int batch) {
            const Point p = at(batch);
            return (!maxItlS || itl(p, p.rate) <= *maxItlS) && (!maxTtftS || ttft(p, p.rate) <= *maxTtftS);
        };
        if ((!maxTtftS && !maxItlS) || meets(cap))
            return cap;
        if (!meets(1))
            return 0;
        int low = 1;
        int high = cap;
        while (low < high) {
            const int mid = low + (high - low + 1) / 2;
            if (meets(mid))
                low = mid;
            else
                high = mid - 1;
        }
        return low;
    }

private:
    const InferenceSetup& m_setup;
    double m_prompt;
    double m_output;
    double m_context;
    double m_prefill;
    DecodeProfile m_decode;
};

std::optional<double> inSeconds(const std::optional<double>& ms)
{
    return ms ? std::optional<double>(*ms / msPerSecond) : std::nullopt;
}

InferenceSetup inferenceSetupFor(const EstimateRequest& r, const Layout& layout, const ComputePath& path,
                                 const LayoutLinks& links)
{
    InferenceSetup setup{&r.model,
                         &r.gpu,
                         &r.assumptions,
                         path,
                         r.workload.effectiveKvPrecision(),
                         MemoryModel::inferenceWeightBytes(r.model, r.workload.precision, r.assumptions),
                         layout.tensorParallel,
                         links.tensor};
    setup.pipelineParallel = layout.pipelineParallel;
    setup.attentionDataParallel = layout.attentionDataParallel;
    setup.expertParallel = layout.expertParallel;
    setup.expertLink = links.expert;
    setup.pipelineLink = links.pipeline;
    return setup;
}

// With a load: the batch Little's law needs, the latencies it gives, and the most the
// layout serves within the latency targets (the objective: it decides between layouts).
void serveLoad(LayoutResult& result, const EstimateRequest& r, const Instance& instance, int batchCap)
{
    const auto& spec = r.workload.inference;
    Estimate& out = result.estimate;
    auto& perf = out.performance;
    const int replicas = result.layout.replicas;
    const double load = *spec.requestsPerS / replicas;
    const double output = spec.outputTokens;
    const int within = instance.largestWithin(inSeconds(spec.maxTtftMs), inSeconds(spec.maxItlMs), batchCap);
    const double capacity = within > 0 ? instance.at(within).rate * replicas : 0.0;
    perf.capacityTokensPerS = capacity * output;
    result.objective = capacity;
    const int batch = instance.batchFor(load, batchCap);
    if (batch == 0) {
        // Not even the largest batch memory allows keeps up: report that batch at full tilt.
        const Instance::Point full = instance.at(batchCap);
        out.batch = batchCap;
        perf.itlMs = instance.itl(full, full.rate) * msPerSecond;
        perf.ttftMs = instance.ttft(full, full.rate) * msPerSecond;
        perf.tokensPerS = full.rate * replicas * output;
        out.reasons.push_back(
            reason(ReasonCode::CannotSustainLoad, true,
                   {number("requests_per_s", *spec.requestsPerS), number("max_requests_per_s", full.rate * replicas)}));
    } else {
        const Instance::Point served = instance.at(batch);
        out.batch = batch;
        perf.itlMs = instance.itl(served, load) * msPerSecond;
        perf.ttftMs = instance.ttft(served, load) * msPerSecond;
        if (r.assumptions.runtime() == Runtime::Transformers) {
            // Static batches: a request waits on average half a batch's generation for the
            // next batch to start, then that batch's prefill.
            const double cycle = output * served.step.seconds;
            perf.ttftMs = (cycle / 2.0 + instance.prefill(batch).seconds) * msPerSecond;
        }
        perf.tokensPerS = *spec.requestsPerS * output;
    }
    StepTime total = instance.prefill(1.0).scaled(out.batch);
    total += instance.step(out.batch).scaled(output);
    setTimes(perf, total);
}

// Without a load: a static batch (offline) or continuous batching at the batch that fits.
void serveBatch(LayoutResult& result, const EstimateRequest& r, const Instance& instance, int batchCap)
{
    const auto& spec = r.workload.inference;
    const auto& a = r.assumptions;
    Estimate& out = result.estimate;
    auto& perf = out.performance;
    const double output = spec.outputTokens;
    out.batch = batchCap;
    // Offline, the batch is static: its prompts are prefilled together and their first
    // tokens come after the whole batch's prefill. Online, the server batches
    // continuously (vLLM, TensorRT-LLM in-flight batching): a request joins the running
    // batch, and its first token comes after its own prefill and one decode step.
    // Plain transformers has no continuous batching: every batch is static.
    const bool staticBatch = spec.mode == InferenceMode::Offline || a.runtime() == Runtime::Transformers;
    if (!spec.batch && spec.maxTtftMs && staticBatch) {
        // "max" is the largest batch that fits and meets max_ttft_ms.
        const auto meets = [&](int b) { return instance.prefill(b).seconds * msPerSecond <= *spec.maxTtftMs; };
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
    const StepTime prefill = instance.prefill(out.batch);
    const StepTime step = instance.step(out.batch);
    const double cycle = prefill.seconds + output * step.seconds;
    perf.tokensPerS = static_cast<double>(result.layout.replicas) * out.batch * output / cycle; // no int overflow
    perf.itlMs = step.seconds * msPerSecond;
    if (staticBatch)
        perf.ttftMs = prefill.seconds * msPerSecond;
    else
        perf.ttftMs = (instance.prefill() + (out.batch > 1 ? step.seconds : 0.0)) * msPerSecond;
    StepTime total = prefill;
    total += step.scaled(output);
    setTimes(perf, total);
    if (!spec.batch && out.batch < batchCap)
        result.batchLimit = ReasonCode::BatchLimitedByTtft;
    else if (!spec.batch && out.batch < MemoryModel::sequenceCap(r.gpu, a) * result.layout.attentionDataParallel)
        result.batchLimit = ReasonCode::BatchLimitedByMemory;
    result.objective = *perf.tokensPerS;
}

} // namespace

double DecoderServing::sustainedRate(double batch, double prefillSeconds, double stepSeconds, double outputTokens)
{
    const double s = prefillSeconds;
    const double t = outputTokens * stepSeconds;
    if (batch <= 0.0 || t <= 0.0)
        return 0.0;
    // s^2 rate^2 - (s + t + batch s) rate + batch = 0; the smaller root keeps rho < 1. Written
    // as 2 batch / (b + sqrt(b^2 - 4 s^2 batch)) so that a tiny prefill does not cancel out.
    const double b = s + t + batch * s;
    const double disc = std::max(0.0, b * b - 4.0 * s * s * batch);
    return 2.0 * batch / (b + std::sqrt(disc));
}

void DecoderServing::describe(LayoutResult& result, const EstimateRequest& r)
{
    const auto& spec = r.workload.inference;
    Estimate& out = result.estimate;
    if (result.batchLimit)
        out.reasons.push_back(reason(*result.batchLimit, false, {number("batch", out.batch)}));
    if (spec.requestsPerS && !blocked(out)) {
        // Why this many GPUs, and how much room is left: the load, the batch each copy runs
        // and what the configuration could serve within the targets.
        const double capacity = out.performance.capacityTokensPerS.value_or(0.0) / spec.outputTokens;
        out.reasons.push_back(
            reason(ReasonCode::ServesLoad, false,
                   {number("requests_per_s", *spec.requestsPerS), number("capacity_requests_per_s", capacity),
                    number("batch", out.batch), number("replicas", result.layout.replicas)}));
    }
}

LayoutResult DecoderServing::evaluate(const EstimateRequest& r, const Layout& layout, const ComputePath& path)
{
    const auto& w = r.workload;
    const auto& spec = w.inference;
    const auto& a = r.assumptions;
    LayoutResult result;
    result.layout = layout;
    Estimate& out = result.estimate;
    const LayoutLinks links = LayoutPlanner::inferenceLinks(r.gpu, layout, a);
    out.parallelism =
        parallelismOf(layout, layout.tensorParallel > 1 ? links.tensor : links.pipeline, links.nodes, false);

    // Memory first: one accounting gives both the verdict and the numbers shown with it.
    const int maxBatch = MemoryModel::maxInferenceBatch(r.model, w, r.gpu, layout, a);
    const bool fixedBatch = spec.batch && !spec.requestsPerS;
    if (maxBatch < 1 || (fixedBatch && !MemoryModel::inference(r.model, w, r.gpu, *spec.batch, layout, a).fits())) {
        out.batch = spec.batch.value_or(1);
        out.memory = MemoryModel::inference(r.model, w, r.gpu, maxBatch < 1 ? 1 : out.batch, layout, a);
        addOutOfMemory(out, out.memory);
        return result;
    }
    result.fits = true;
    // A fixed batch may exceed the runtime's default cap on sequences if memory holds it.
    const int batchCap = fixedBatch ? *spec.batch : (spec.batch ? std::min(*spec.batch, maxBatch) : maxBatch);

    const InferenceSetup setup = inferenceSetupFor(r, layout, path, links);
    const Instance instance(setup, spec.promptTokens, spec.outputTokens);
    if (spec.requestsPerS)
        serveLoad(result, r, instance, batchCap);
    else
        serveBatch(result, r, instance, batchCap);

    auto& perf = out.performance;
    out.memory = MemoryModel::inference(r.model, w, r.gpu, out.batch, layout, a);
    if (spec.maxTtftMs && *perf.ttftMs > *spec.maxTtftMs)
        out.reasons.push_back(reason(ReasonCode::MissesTtft, true,
                                     {number("ttft_ms", *perf.ttftMs), number("max_ttft_ms", *spec.maxTtftMs)}));
    if (spec.maxItlMs && *perf.itlMs > *spec.maxItlMs)
        out.reasons.push_back(
            reason(ReasonCode::MissesItl, true, {number("itl_ms", *perf.itlMs), number("max_itl_ms", *spec.maxItlMs)}));
    if (blocked(out))
        result.objective = 0.0;
    return result;
}

} // namespace gpuatlas::engine::inline perf
