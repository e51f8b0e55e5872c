// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/perf/LlamaCppOffload.h"

#include "engine/core/UnitConstants.h"
#include "engine/perf/EstimateReasons.h"
#include "engine/perf/MemoryModel.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline perf {

using units::msPerSecond;

using A = AssumptionId;

namespace {

// Where the bytes of one offload split live, per sequence of the batch for the KV cache.
struct Split
{
    int gpuLayers = 0;
    double gpuWeights = 0;
    double hostWeights = 0;
    double gpuKvPerSequence = 0; // at the full context, for memory
    double hostKvPerSequence = 0;
    int hostAttentionCrossings = 0; // GPU layers whose attention runs on the CPU (KV cache in system memory)
};

class Plan
{
public:
    Plan(const EstimateRequest& r)
        : m_r(r)
    {
        const auto& w = r.workload;
        const auto& a = r.assumptions;
        m_layers = std::max(1, r.model.layers);
        const double total = MemoryModel::inferenceWeightBytes(r.model, w.precision, a);
        // GGUF quantises the embedding and output head with the rest (quant.embeddings_16bit
        // 0 in llama.cpp's set): each is vocab x hidden at the file's bits per weight.
        const double perParam = MemoryModel::modelBytesPerParam(r.model, w.precision, a);
        m_embedding = std::min(total / 3.0, static_cast<double>(r.model.vocab) * r.model.hidden * perParam);
        m_head = m_embedding;
        m_perLayer = (total - m_embedding - m_head) / m_layers;
        const auto& spec = w.inference;
        m_kvPerLayer =
            MemoryModel::kvCacheBytes(r.model, w.effectiveKvPrecision(), spec.promptTokens + spec.outputTokens, 1) /
            m_layers;
        m_kvOnHost = spec.kvInHostMemory;
        m_fixed = a[A::RuntimeReserveGB] * MemoryModel::bytesPerGB +
                  MemoryModel::inferenceOverheadBytes(r.model, MemoryModel::tokenBudget(r.gpu, a), 1, a);
    }

    int layers() const { return m_layers; }

    // llama.cpp offloads the repeating layers first, the output head with the last of them
    // (n_gpu_layers = layers + 1 in its count); the token embedding stays on the CPU.
    Split split(int gpuLayers) const
    {
        Split s;
        s.gpuLayers = std::clamp(gpuLayers, 0, m_layers);
        const bool headOnGpu = s.gpuLayers == m_layers;
        s.gpuWeights = s.gpuLayers * m_perLayer + (headOnGpu ? m_head : 0.0);
        s.hostWeights = (m_layers - s.gpuLayers) * m_perLayer + m_embedding + (headOnGpu ? 0.0 : m_head);
        const int kvOnGpu = m_kvOnHost ? 0 : s.gpuLayers;
        s.gpuKvPerSequence = kvOnGpu * m_kvPerLayer;
        s.hostKvPerSequence = (m_layers - kvOnGpu) * m_kvPerLayer;
        s.hostAttentionCrossings = m_kvOnHost ? s.gpuLayers : 0;
        return s;
    }

    double gpuBytes(const Split& s, int batch) const { return m_fixed + s.gpuWeights + batch * s.gpuKvPerSequence; }
    double hostBytes(const Split& s, int batch) const { return s.hostWeights + batch * s.hostKvPerSequence; }

    // The most layers whose GPU share fits the usable memory at `batch`.
    int mostLayersThatFit(int batch) const
    {
        const double usable = MemoryModel::usableBytes(m_r.gpu, m_r.assumptions);
        int g = m_layers;
        while (g > 0 && gpuBytes(split(g), batch) > usable)
            --g;
        return g;
    }

private:
    const EstimateRequest& m_r;
    int m_layers = 1;
    double m_embedding = 0;
    double m_head = 0;
    double m_perLayer = 0;
    double m_kvPerLayer = 0;
    double m_fixed = 0;
    bool m_kvOnHost = false;
};

MemoryBreakdown breakdown(const EstimateRequest& r, const Split& s, int batch)
{
    const auto& a = r.assumptions;
    MemoryBreakdown m;
    m.capacityGB = r.gpu.memoryGB;
    m.usableGB = MemoryModel::usableBytes(r.gpu, a) / MemoryModel::bytesPerGB;
    m.weightsGB = s.gpuWeights / MemoryModel::bytesPerGB;
    m.kvCacheGB = batch * s.gpuKvPerSequence / MemoryModel::bytesPerGB;
    m.activationsGB = MemoryModel::inferenceOverheadBytes(r.model, MemoryModel::tokenBudget(r.gpu, a), 1, a) /
                      MemoryModel::bytesPerGB;
    m.overheadGB = a[A::RuntimeReserveGB];
    m.kvBytesPerToken = MemoryModel::kvBytesPerToken(r.model, r.workload.effectiveKvPrecision());
    m.hostGB = (s.hostWeights + batch * s.hostKvPerSequence) / MemoryModel::bytesPerGB;
    return m;
}

} // namespace

double LlamaCppOffload::hostBandwidth(const Workload& workload, const Assumptions& a)
{
    const double spec = workload.constraints.setting == Setting::Workstation ? a[A::HostDesktopBandwidthGBs]
                                                                             : a[A::HostServerBandwidthGBs];
    return spec * units::giga * a[A::HostBandwidthEfficiency];
}

namespace {

// One generated token: the GPU's layers read at its bandwidth and the others at the system
// memory's (llama.cpp runs them on the CPU), plus llama.cpp's per-token overhead and, with
// the KV cache in system memory, each GPU layer's attention on the CPU.
StepTime tokenStep(const EstimateRequest& r, const ComputePath& path, const Split& s, int batch)
{
    const auto& spec = r.workload.inference;
    const auto& a = r.assumptions;
    const double context = spec.promptTokens + spec.outputTokens / 2.0;
    const double kvShare = context / (spec.promptTokens + spec.outputTokens);
    const double gpuBandwidth = PerformanceModel::decodeBandwidth(r.gpu, a);
    const double hostBandwidth = LlamaCppOffload::hostBandwidth(r.workload, a);
    StepTime step;
    step.memory = (s.gpuWeights + batch * s.gpuKvPerSequence * kvShare) / gpuBandwidth +
                  (s.hostWeights + batch * s.hostKvPerSequence * kvShare) / hostBandwidth;
    step.overhead =
        a[A::StepOverheadMs] / msPerSecond + s.hostAttentionCrossings * a[A::HostAttentionLayerUs] * units::micro;
    step.compute = batch * PerformanceModel::forwardFlopsPerToken(r.model, context) /
                   (path.peakTflops * units::tera * a[A::DecodeComputeEfficiency]);
    step.seconds = std::max(step.compute, step.memory) + step.overhead;
    return step;
}

// The prompt, on the GPU: llama.cpp copies the system-memory layers' weights over PCIe for
// each physical batch (n_ubatch) it evaluates; with the KV cache in system memory the CPU
// computes the prompt's attention.
StepTime promptTime(const EstimateRequest& r, const ComputePath& path, const Split& s, int batch)
{
    const auto& spec = r.workload.inference;
    const auto& a = r.assumptions;
    const double ubatches = std::ceil(batch * spec.promptTokens / MemoryModel::tokenBudget(r.gpu, a));
    StepTime prefill;
    prefill.compute = batch * spec.promptTokens *
                      PerformanceModel::forwardFlopsPerToken(r.model, spec.promptTokens / 2.0) /
                      (path.peakTflops * units::tera * a[A::PrefillEfficiency]);
    prefill.comm = ubatches * s.hostWeights / (pcieX16BandwidthGBs(r.gpu.pcieGen) / 2.0 * units::giga);
    if (spec.kvInHostMemory) {
        const double attention = PerformanceModel::forwardFlopsPerToken(r.model, spec.promptTokens / 2.0) -
                                 PerformanceModel::forwardFlopsPerToken(r.model, 0.0);
        prefill.overhead = batch * spec.promptTokens * attention / (a[A::HostAttentionGflops] * units::giga);
    }
    prefill.seconds = prefill.compute + prefill.comm + prefill.overhead;
    return prefill;
}

} // namespace

std::optional<LayoutResult> LlamaCppOffload::evaluate(const EstimateRequest& r, const ComputePath& path)
{
    const auto& w = r.workload;
    const auto& spec = w.inference;
    const auto& a = r.assumptions;
    // A unified-memory GPU (GB10) already holds the whole of system memory as its own:
    // there is nothing further to offload to, so the ordinary memory verdict applies.
    if (a.runtime() != Runtime::LlamaCpp || r.model.kind != ModelKind::Decoder || r.gpu.unifiedMemory)
        return std::nullopt;
    const Plan plan(r);
    const int batch = spec.batch.value_or(1);
    const int fit = plan.mostLayersThatFit(batch);
    if (!spec.gpuLayers && !spec.kvInHostMemory && fit == plan.layers())
        return std::nullopt; // the whole model fits: the ordinary estimate applies
    const Split s = plan.split(spec.gpuLayers.value_or(fit));

    LayoutResult result;
    result.layout = Layout{};
    Estimate& out = result.estimate;
    out.parallelism = parallelismOf(result.layout, Link{}, 1, false);
    out.batch = batch;
    out.memory = breakdown(r, s, batch);
    const double hostCapacity = a[A::HostMemoryGB] * MemoryModel::bytesPerGB;
    if (plan.gpuBytes(s, batch) > MemoryModel::usableBytes(r.gpu, a)) {
        addOutOfMemory(out, out.memory);
        return result;
    }
    if (plan.hostBytes(s, batch) > hostCapacity) {
        out.reasons.push_back(reason(ReasonCode::HostOutOfMemory, true,
                                     {number("needs_gb", out.memory.hostGB), number("host_gb", a[A::HostMemoryGB])}));
        out.performance.bottleneck = Bottleneck::MemoryCapacity;
        return result;
    }
    result.fits = true;

    const StepTime step = tokenStep(r, path, s, batch);
    const StepTime prefill = promptTime(r, path, s, batch);

    auto& perf = out.performance;
    perf.itlMs = step.seconds * msPerSecond;
    perf.ttftMs = prefill.seconds * msPerSecond;
    perf.tokensPerS = batch * spec.outputTokens / (prefill.seconds + spec.outputTokens * step.seconds);
    StepTime total = prefill;
    total += step.scaled(spec.outputTokens);
    setTimes(perf, total);
    result.objective = *perf.tokensPerS;
    out.reasons.push_back(reason(
        ReasonCode::PartialOffload, false,
        {number("gpu_layers", s.gpuLayers), number("layers", plan.layers()), number("host_gb", out.memory.hostGB)}));
    const double perSequence = 1.0 / step.seconds;
    if (perSequence < a[A::MinUsefulTokensPerS])
        out.reasons.push_back(
            reason(ReasonCode::OffloadTooSlow, false,
                   {number("tokens_per_s", perSequence), number("min_tokens_per_s", a[A::MinUsefulTokensPerS])}));
    if (spec.maxTtftMs && *perf.ttftMs > *spec.maxTtftMs)
        out.reasons.push_back(reason(ReasonCode::MissesTtft, true,
                                     {number("ttft_ms", *perf.ttftMs), number("max_ttft_ms", *spec.maxTtftMs)}));
    if (spec.maxItlMs && *perf.itlMs > *spec.maxItlMs)
        out.reasons.push_back(
            reason(ReasonCode::MissesItl, true, {number("itl_ms", *perf.itlMs), number("max_itl_ms", *spec.maxItlMs)}));
    if (spec.requestsPerS && *spec.requestsPerS * spec.outputTokens > *perf.tokensPerS)
        out.reasons.push_back(reason(ReasonCode::CannotSustainLoad, true,
                                     {number("requests_per_s", *spec.requestsPerS),
                                      number("max_requests_per_s", *perf.tokensPerS / spec.outputTokens)}));
    return result;
}

} // namespace gpuatlas::engine::inline perf
