// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/perf/PerformanceModel.h"

#include "engine/core/UnitConstants.h"
#include "engine/perf/MemoryModel.h"
#include "engine/perf/PassCounts.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline perf {

using passes::forwardAllReducesPerLayer;
using passes::forwardBackwardPasses;
using passes::trainingAllReducesPerLayer;
using units::giga;
using units::micro;
using units::milli;
using units::tera;

using A = AssumptionId;

namespace {

// Classifier-free guidance evaluates the denoiser twice per step (SDXL default).
constexpr double guidanceEvaluations = 2.0;

std::optional<double> denseRate(const Gpu& gpu, TensorFormat format)
{
    const auto& rate = gpu.tensorRate(format);
    return rate ? std::optional<double>(rate->dense) : std::nullopt;
}

// The 16-bit tensor path a GPU has: FP16 first (every tensor-core GPU), BF16 otherwise,
// CUDA-core FP32 as the last resort.
ComputePath sixteenBit(const Gpu& gpu, Precision preferred)
{
    const TensorFormat first = preferred == Precision::BF16 ? TensorFormat::BF16 : TensorFormat::FP16;
    const TensorFormat second = preferred == Precision::BF16 ? TensorFormat::FP16 : TensorFormat::BF16;
    if (const auto rate = denseRate(gpu, first))
        return {preferred == Precision::BF16 ? Precision::BF16 : Precision::FP16, *rate, true, false};
    if (const auto rate = denseRate(gpu, second))
        return {second == TensorFormat::BF16 ? Precision::BF16 : Precision::FP16, *rate, false, false};
    return {Precision::FP32, gpu.fp32Tflops, false, false};
}

ComputePath fallback(const Gpu& gpu)
{
    ComputePath path = sixteenBit(gpu, Precision::FP16);
    path.native = false;
    return path;
}

double gpuFactor(const Gpu& gpu, const Assumptions& a)
{
    return a.gpuFactor(gpu.id);
}

} // namespace

Bottleneck StepTime::bottleneck() const
{
    const double biggest = std::max({compute, memory, comm, overhead});
    if (biggest <= 0.0 || biggest == compute)
        return Bottleneck::Compute;
    if (biggest == memory)
        return Bottleneck::MemoryBandwidth;
    if (biggest == comm)
        return Bottleneck::Interconnect;
    return Bottleneck::Overhead;
}

StepTime& StepTime::operator+=(const StepTime& other)
{
    compute += other.compute;
    memory += other.memory;
    comm += other.comm;
    overhead += other.overhead;
    seconds += other.seconds;
    return *this;
}

StepTime StepTime::scaled(double factor) const
{
    return {compute * factor, memory * factor, comm * factor, overhead * factor, seconds * factor};
}

ComputePath PerformanceModel::computePath(const Gpu& gpu, Precision precision, bool training, Fp4Format format)
{
    switch (precision) {
    case Precision::FP32:
        return {Precision::FP32, gpu.fp32Tflops, true, false};
    case Precision::TF32:
        if (const auto rate = denseRate(gpu, TensorFormat::TF32))
            return {Precision::TF32, *rate, true, false};
        return {Precision::FP32, gpu.fp32Tflops, false, false};
    case Precision::BF16:
        return sixteenBit(gpu, Precision::BF16);
    case Precision::FP16:
        return sixteenBit(gpu, Precision::FP16);
    case Precision::FP8:
        if (const auto rate = denseRate(gpu, TensorFormat::FP8))
            return {Precision::FP8, *rate, true, true};
        return fallback(gpu);
    case Precision::INT8:
        if (training)
            return fallback(gpu);
        if (const auto rate = denseRate(gpu, TensorFormat::INT8))
            return {Precision::INT8, *rate, true, true};
        return fallback(gpu);
    case Precision::INT4: {
        // Weight-only quantisation: 4-bit weights are dequantised and multiplied in 16 bit.
        ComputePath path = sixteenBit(gpu, Precision::FP16);
        path.used = training ? path.used : Precision::INT4;
        path.native = true;
        return path;
    }
    case Precision::FP4: {
        // Blackwell multiplies NVFP4 on its FP4 tensor cores, and MXFP4 weights (gpt-oss)
        // with MXFP8 activations at the FP8 rate; without FP4 tensor cores the 4-bit weights
        // are unpacked and multiplied in 16 bit (TensorRT-LLM's Triton MoE kernels on Hopper,
        // vLLM's Marlin kernels), and training runs in 16 bit.
        if (training)
            return sixteenBit(gpu, Precision::BF16);
        const auto fp4 = denseRate(gpu, TensorFormat::FP4);
        const auto fp8 = denseRate(gpu, TensorFormat::FP8);
        if (fp4 && format == Fp4Format::Nvfp4) {
            ComputePath path{Precision::FP4, *fp4, true, false};
            path.fourBit = true;
            return path;
        }
        if (fp4 && fp8)
            return {Precision::FP4, *fp8, true, true};
        ComputePath path = fallback(gpu);
        path.weightOnly = true;
        return path;
    }
    }
    return sixteenBit(gpu, Precision::FP16);
}

double ComputePath::efficiencyFactor(const Assumptions& a) const
{
    if (eightBit)
        return a[A::EightBitPathEfficiency];
    if (fourBit)
        return a[A::Fp4PathEfficiency];
    if (weightOnly)
        return a[A::WeightOnlyEfficiency];
    return 1.0;
}

double PerformanceModel::effectiveFlops(const InferenceSetup& setup, AssumptionId efficiency)
{
    const auto& a = *setup.assumptions;
    return setup.path.peakTflops * tera * a[efficiency] * setup.path.efficiencyFactor(a) * gpuFactor(*setup.gpu, a);
}

double PerformanceModel::decodeBandwidth(const Gpu& gpu, const Assumptions& a)
{
    const double efficiency = gpu.isHbm() ? a[A::DecodeBandwidthEfficiencyHbm] : a[A::DecodeBandwidthEfficiencyGddr];
    return gpu.memoryBandwidthGBs * giga * efficiency * gpuFactor(gpu, a);
}

double PerformanceModel::trainingBandwidth(const Gpu& gpu, const Assumptions& a)
{
    const double efficiency = gpu.isHbm() ? a[A::TrainBandwidthEfficiencyHbm] : a[A::TrainBandwidthEfficiencyGddr];
    return gpu.memoryBandwidthGBs * giga * efficiency * gpuFactor(gpu, a);
}

double PerformanceModel::attentionFlopsPerToken(const Model& model, double fullSpan, double localSpan)
{
    // Kaplan et al. 2020: 2 x d_attn x span for QK^T and as much for AV, per layer and
    // token. MLA (DeepSeek-V2, section 2.1) scores over the per-head query/key width
    // (qk_nope + qk_rope) and weights values of v_head_dim, as the paper and training
    // compute it; absorbed decode kernels (FlashMLA) work on the latent instead.
    const double heads = model.heads;
    const double perSpan = model.isMla() && model.qkNopeHeadDim + model.qkRopeHeadDim > 0 && model.vHeadDim > 0
                               ? 2.0 * heads * (model.qkNopeHeadDim + model.qkRopeHeadDim + model.vHeadDim)
                               : 4.0 * heads * model.headDim;
    // Local layers attend to at most their window.
    const double local = model.localLayerCount();
    return perSpan * ((model.layers - local) * fullSpan + local * localSpan);
}

double PerformanceModel::forwardFlopsPerToken(const Model& model, double context)
{
    // Kaplan et al. 2020: 2N per token for the matrix multiplies, plus the attention
    // scores and weighted values over `context` tokens (capped by a sliding window).
    const double span = std::max(0.0, context);
    const double local = model.slidingWindow > 0 ? std::min(span, static_cast<double>(model.slidingWindow)) : span;
    return 2.0 * model.activeParams + attentionFlopsPerToken(model, span, local);
}

double PerformanceModel::mlaDecodeAttentionFlopsPerToken(const Model& model, double context)
{
    if (!model.isMla() || model.kvLoraRank <= 0)
        return 0.0;
    return 2.0 * model.heads * (2.0 * model.kvLoraRank + model.qkRopeHeadDim) * model.layers * std::max(0.0, context);
}

double PerformanceModel::decodeWeightBytes(const Model& model, double weightBytes, double batch)
{
    if (!model.isMoe() || model.params <= 0.0)
        return weightBytes;
    // With uniform routing, the chance that an expert is hit by none of `batch` tokens is
    // (1 - k/E)^batch; only the experts hit are read.
    const double experts = routedExpertParams(model);
    const double share = static_cast<double>(model.activeExperts) / model.experts;
    const double hit = 1.0 - std::pow(1.0 - share, std::max(1.0, batch));
    return weightBytes * ((model.params - experts) + experts * hit) / model.params;
}

double PerformanceModel::routedFlopsPerToken(const Model& model)
{
    if (!model.isMoe())
        return 0.0;
    return 2.0 * routedExpertParams(model) * model.activeExperts / model.experts;
}

StepTime PerformanceModel::prefill(const InferenceSetup& setup, double batch, double promptTokens)
{
    const auto& model = *setup.model;
    // Causal attention sees on average half the prompt; an encoder sees all of it.
    const double span = model.kind == ModelKind::Encoder ? promptTokens : promptTokens / 2.0;
    // The layout's weights and collectives are those of a decode step; only the work differs.
    const DecodeProfile p = decodeProfile(setup, span);
    // Pipeline stages take each prompt as a micro-batch; without them one pass.
    const double microBatches = p.stages > 1.0 ? std::max(1.0, batch) : 1.0;
    const double slots = microBatches + p.stages - 1.0;
    const double prompts = batch / microBatches; // per micro-batch
    const double ranks = std::min(p.attentionRanks, std::max(1.0, prompts));
    const double tokens = prompts * promptTokens;
    StepTime time;
    time.compute = slots * tokens *
                   ((p.denseFlops / (p.tensorParallel * ranks) + p.routedFlops / p.stageSize) /
                        effectiveFlops(setup, A::PrefillEfficiency) +
                    p.prefillAttentionFlops / (p.tensorParallel * ranks) / p.prefillAttentionRate) /
                   p.stages;
    time.memory = slots * (p.denseWeights + p.expertWeights) / p.bandwidth;
    time.comm = slots * (p.commFixed + tokens / ranks * p.commPerRankToken + tokens * p.commPerStageToken);
    time.overhead = slots * p.moeOverhead;
    time.seconds = std::max(time.compute, time.memory) + time.comm + time.overhead;
    return time;
}

DecodeProfile PerformanceModel::decodeProfile(const InferenceSetup& setup, double context)
{
    const auto& model = *setup.model;
    const auto& a = *setup.assumptions;
    DecodeProfile p;
    p.stages = setup.pipelineParallel;
    p.tensorParallel = setup.tensorParallel;
    p.attentionRanks = setup.attentionDataParallel;
    p.stageSize = p.tensorParallel * p.attentionRanks;
    p.routedFlops = routedFlopsPerToken(model);
    // Attention (QK^T and AV) has no weights to quantise: it runs at the 16-bit rate
    // (FlashAttention, TensorRT-LLM's FMHA and XQA) whatever the GEMMs' precision, so it is
    // counted apart from the dense GEMMs. Prefill computes it per head, as the papers write
    // it; MLA decode kernels absorb the up-projections and work on the latent instead (more
    // FLOPs per token, AIConfigurator's MLA rows).
    const double span = std::max(0.0, context);
    const double local = model.slidingWindow > 0 ? std::min(span, static_cast<double>(model.slidingWindow)) : span;
    p.prefillAttentionFlops = attentionFlopsPerToken(model, span, local);
    p.denseFlops = forwardFlopsPerToken(model, context) - p.routedFlops - p.prefillAttentionFlops;
    const bool lowPrecision = setup.path.eightBit || setup.path.fourBit;
    const double attentionPeak =
        (lowPrecision ? sixteenBit(*setup.gpu, Precision::BF16).peakTflops : setup.path.peakTflops) * tera *
        gpuFactor(*setup.gpu, a);
    p.prefillAttentionRate = attentionPeak * a[A::PrefillEfficiency];
    if (model.isMla()) {
        p.attentionFlops = mlaDecodeAttentionFlopsPerToken(model, context);
        p.attentionRate = attentionPeak * a[A::MlaAttentionEfficiency];
    } else {
        p.attentionFlops = p.prefillAttentionFlops;
        p.attentionRate = attentionPeak * a[A::DecodeComputeEfficiency];
    }
    p.flopsRate = effectiveFlops(setup, A::DecodeComputeEfficiency);
    p.bandwidth = decodeBandwidth(*setup.gpu, a);
    p.kvBandwidth = p.bandwidth * a[A::KvReadEfficiency];
    p.kvPerSequence = MemoryModel::kvCacheBytes(model, setup.kvPrecision, context, setup.tensorParallel) / p.stages;
    const double routed = model.params > 0.0 ? routedExpertParams(model) / model.params : 0.0;
    p.denseWeights = setup.weightBytes * (1.0 - routed) / p.tensorParallel / p.stages;
    p.expertWeights = setup.weightBytes * routed / p.stageSize / p.stages;
    p.expertShare = model.isMoe() ? static_cast<double>(model.activeExperts) / model.experts : 0.0;
    p.overhead = a[A::StepOverheadMs] * milli;
    p.sequenceOverhead = a[A::SequenceOverheadUs] * micro;
    // Collectives are linear in their bytes (CommModel): latency + bytes x a rate. One
    // token's hidden state: Megatron's all-reduces per layer among the tensor-parallel GPUs
    // (one fewer per MoE layer when whole experts exchange tokens all-to-all instead), the
    // all-to-all's dispatch and combine of each token's top-k states, and the hand-over of
    // the hidden state and residual to the next stage.
    const double hidden = static_cast<double>(model.hidden) * a[A::InferenceActivationBytes];
    const double layers = model.layers / p.stages;
    // Layers whose feed-forward is routed (a mixture of experts' but its dense layers), each
    // with its routing and permutation kernels (perf.moe_layer_overhead_us).
    const double moeLayersInStage = static_cast<double>(model.moeLayers()) / p.stages;
    p.moeOverhead = moeLayersInStage * a[A::MoeLayerOverheadUs] * micro;
    const bool wholeExperts = setup.expertParallel > 1 && model.isMoe();
    const auto rateOf = [](const Link& link) { return 1.0 / (link.effectiveGBs() * giga); };
    if (setup.tensorParallel > 1) {
        const double n = p.tensorParallel;
        const double allReduces = forwardAllReducesPerLayer * (layers - moeLayersInStage) +
                                  (wholeExperts ? 1.0 : forwardAllReducesPerLayer) * moeLayersInStage;
        p.commFixed += allReduces * setup.link.latencySeconds;
        p.commPerRankToken += allReduces * 2.0 * (n - 1.0) / n * hidden * rateOf(setup.link);
    }
    if (wholeExperts) {
        const double n = p.stageSize;
        p.commFixed += 2.0 * moeLayersInStage * setup.expertLink.latencySeconds;
        p.commPerStageToken +=
            2.0 * moeLayersInStage * (n - 1.0) / n * model.activeExperts * hidden / n * rateOf(setup.expertLink);
    }
    if (setup.pipelineParallel > 1) {
        p.commFixed += setup.pipelineLink.latencySeconds;
        p.commPerRankToken += 2.0 * hidden / p.tensorParallel * rateOf(setup.pipelineLink);
    }
    return p;
}

StepTime PerformanceModel::decodeStep(const DecodeProfile& p, double batch)
{
    const double micro = std::max(1.0, batch / p.stages);           // sequences per stage slot
    const double perRank = std::max(1.0, micro / p.attentionRanks); // ... per attention rank
    // The share of the routed experts the slot's tokens hit, with uniform routing.
    const double hit = p.expertShare > 0.0 ? 1.0 - std::pow(1.0 - p.expertShare, micro) : 1.0;
    // The GEMMs (their FLOPs, or reading the weights) and attention (its FLOPs, or reading
    // the KV cache) under one roofline: fitted so. Two rooflines in sequence (one kernel
    // cannot hide behind the other) were tried and fit the calibration split worse
    // (docs/engine.md, "Decode").
    const double gemmCompute =
        (perRank * p.denseFlops / p.tensorParallel + micro * p.routedFlops / p.stageSize) / p.stages / p.flopsRate;
    const double gemmMemory = (p.denseWeights + p.expertWeights * hit) / p.bandwidth;
    const double attentionCompute = perRank * p.attentionFlops / p.tensorParallel / p.stages / p.attentionRate;
    const double attentionMemory = perRank * p.kvPerSequence / p.kvBandwidth;
    StepTime slot;
    slot.compute = gemmCompute + attentionCompute;
    slot.memory = gemmMemory + attentionMemory;
    slot.overhead = p.overhead + p.moeOverhead + perRank * p.sequenceOverhead;
    slot.comm = p.commFixed + perRank * p.commPerRankToken + micro * p.commPerStageToken;
    slot.seconds = std::max(slot.compute, slot.memory) + slot.comm + slot.overhead;
    // Every micro-batch's token passes all stages: one step is `stages` slots.
    return slot.scaled(p.stages);
}

StepTime PerformanceModel::decodeStep(const InferenceSetup& setup, double batch, double context)
{
    return decodeStep(decodeProfile(setup, context), batch);
}

StepTime PerformanceModel::imageBatch(const InferenceSetup& setup, double batch)
{
    const auto& model = *setup.model;
    const auto& a = *setup.assumptions;
    StepTime time;
    // A denoiser's convolutions and norms run below a transformer's GEMMs (perf.diffusion_efficiency).
    const auto efficiency = model.kind == ModelKind::Diffusion ? A::DiffusionEfficiency : A::PrefillEfficiency;
    time.compute = batch * model.flopsPerSample / effectiveFlops(setup, efficiency);
    // A diffusion model reads its weights once per denoiser evaluation; a CNN once per batch.
    const double passes =
        model.kind == ModelKind::Diffusion ? guidanceEvaluations * std::max(1, model.defaultSteps) : 1.0;
    time.memory = passes * setup.weightBytes / decodeBandwidth(*setup.gpu, a);
    time.seconds = std::max(time.compute, time.memory);
    return time;
}

} // namespace gpuatlas::engine::inline perf
