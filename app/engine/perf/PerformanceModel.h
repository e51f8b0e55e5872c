// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Estimate.h"
#include "engine/core/Gpu.h"
#include "engine/core/Model.h"
#include "engine/core/Precision.h"
#include "engine/core/Workload.h"
#include "engine/perf/CommModel.h"

namespace gpuatlas::engine::inline perf {

// The tensor (or CUDA-core) rate a GPU really runs a requested precision at.
struct ComputePath
{
    Precision used = Precision::FP16;
    double peakTflops = 0;   // dense, per GPU; never a 2:4-sparse figure
    bool native = true;      // false: the GPU falls back (FP8 on Ampere runs FP16)
    bool eightBit = false;   // FP8/INT8 tensor path (perf.eight_bit_path_efficiency applies)
    bool fourBit = false;    // NVFP4 tensor path (perf.fp4_path_efficiency applies)
    bool weightOnly = false; // FP4 weights unpacked into 16-bit GEMMs (perf.weight_only_efficiency applies)

    // The path's share of the 16-bit efficiency (1 for a 16- or 32-bit path).
    double efficiencyFactor(const Assumptions& assumptions) const;
};

// Seconds of one phase (a prefill, a decode step, a training step) split by what
// limits it. `seconds` is the phase's time: a roofline max(compute, memory) for fused
// streaming phases, a sum for training where GEMMs and elementwise kernels alternate.
struct StepTime
{
    double compute = 0;
    double memory = 0;
    double comm = 0;
    double overhead = 0;
    double seconds = 0;

    Bottleneck bottleneck() const;
    StepTime& operator+=(const StepTime& other);
    StepTime scaled(double factor) const;
};

// What a phase needs to know about the model on this GPU configuration.
struct InferenceSetup
{
    const Model* model = nullptr;
    const Gpu* gpu = nullptr;
    const Assumptions* assumptions = nullptr;
    ComputePath path;
    Precision kvPrecision = Precision::FP16;
    double weightBytes = 0; // whole model at the inference precision
    int tensorParallel = 1;
    Link link; // between the tensor-parallel GPUs
    // The rest of the layout (Layout.h): stages, DP-attention ranks per stage, experts
    // placed whole over the stage (expertParallel > 1) and the links they use.
    int pipelineParallel = 1;
    int attentionDataParallel = 1;
    int expertParallel = 1;
    Link expertLink{};   // all-to-all within a stage
    Link pipelineLink{}; // between consecutive stages
};

struct TrainingSetup
{
    const Model* model = nullptr;
    const Gpu* gpu = nullptr;
    const Assumptions* assumptions = nullptr;
    ComputePath path;
    int tensorParallel = 1;
    int dataParallel = 1;
    Link tensorLink;
    Link dataLink;
    int pipelineParallel = 1;
    int virtualStages = 1; // interleaved 1F1B when > 1
    Link pipelineLink{};
    double sixteenBitPeakTflops = 0; // attention runs at 16 bit in FP8 training (0: the path's peak)
};

// What a decode step of one layout depends on that does not change with the batch,
// computed once so that the serving searches (dozens of steps per layout) stay cheap.
struct DecodeProfile
{
    double stages = 1;
    double tensorParallel = 1;
    double attentionRanks = 1;
    double stageSize = 1;
    double denseFlops = 0;            // per token: the dense layers' GEMMs (attention apart)
    double routedFlops = 0;           // per token: the routed experts it uses
    double flopsRate = 0;             // FLOP/s reached by decode on one GPU
    double bandwidth = 0;             // bytes/s of weight streaming
    double kvBandwidth = 0;           // bytes/s of KV-cache reads
    double kvPerSequence = 0;         // bytes one GPU reads per sequence of its rank (its stage's layers)
    double denseWeights = 0;          // bytes one GPU reads of the dense weights per slot
    double expertWeights = 0;         // ... of all its routed experts (the share hit is read)
    double expertShare = 0;           // k / E; 0 for a dense model
    double overhead = 0;              // seconds per slot
    double sequenceOverhead = 0;      // seconds per slot and sequence of an attention rank (host work)
    double attentionFlops = 0;        // per token of a decode step: QK^T and AV (MLA: absorbed, on the latent)
    double attentionRate = 0;         // FLOP/s of that attention (the 16-bit rate for low-precision GEMMs)
    double prefillAttentionFlops = 0; // per token of a prefill: attention per head at half the prompt
    double prefillAttentionRate = 0;
    double moeOverhead = 0;       // seconds per slot: routing, permutation, finalize of the stage's MoE layers
    double commFixed = 0;         // seconds per slot of collective latency
    double commPerRankToken = 0;  // seconds per token of an attention rank (all-reduce, hand-over)
    double commPerStageToken = 0; // seconds per token of the stage (all-to-all)
};

// Roofline per phase (docs/engine.md, "Performance model").
class PerformanceModel
{
public:
    // `fp4` says how the checkpoint's FP4 weights are multiplied (Model::fp4Format).
    static ComputePath computePath(const Gpu& gpu, Precision precision, bool training,
                                   Fp4Format fp4 = Fp4Format::Nvfp4);

    // Dense tensor FLOP/s reached in a phase: peak x phase efficiency (x 8-bit path
    // efficiency) x the GPU's calibration factor.
    static double effectiveFlops(const InferenceSetup& setup, AssumptionId efficiency);
    static double decodeBandwidth(const Gpu& gpu, const Assumptions& assumptions);
    static double trainingBandwidth(const Gpu& gpu, const Assumptions& assumptions);

    // Forward FLOPs per token at `context` tokens of attention span (2 x active params
    // plus QK^T and AV: 4 x layers x heads x head_dim x context; MLA: 2 x heads x
    // (qk_nope + qk_rope + v_head_dim) per layer; local layers at most their window).
    static double forwardFlopsPerToken(const Model& model, double context);
    // Absorbed MLA decode attention (FlashMLA, TensorRT-LLM's MLA kernels): scores over the
    // compressed latent and RoPE key (kv_lora_rank + qk_rope_head_dim) and values in the
    // latent (kv_lora_rank), for every head, per token at `context` tokens of span:
    // 2 x heads x (2 kv_lora_rank + qk_rope_head_dim) x context per layer. 0 for other models.
    static double mlaDecodeAttentionFlopsPerToken(const Model& model, double context);
    // Bytes of weights one decode step reads: MoE reads only the experts the batch hits.
    static double decodeWeightBytes(const Model& model, double weightBytes, double batch);
    // FLOPs per token of the routed experts a token uses (2 x their parameters); 0 for a
    // dense model. The rest of forwardFlopsPerToken() runs on the dense layers.
    static double routedFlopsPerToken(const Model& model);

    // Prefill of `batch` prompts of `promptTokens` (causal) on one instance of the layout;
    // encoders use it too with full attention. With pipeline stages each prompt is its own
    // micro-batch: (batch + stages - 1) stage slots.
    static StepTime prefill(const InferenceSetup& setup, double batch, double promptTokens);
    // One decode step of `batch` sequences (the whole instance) at an average context of
    // `context` tokens: the inter-token latency. With p pipeline stages the batch runs as
    // p micro-batches and a token of each passes every stage: p stage steps.
    static StepTime decodeStep(const InferenceSetup& setup, double batch, double context);
    static DecodeProfile decodeProfile(const InferenceSetup& setup, double context);
    static StepTime decodeStep(const DecodeProfile& profile, double batch);
    // Fraction of an optimizer step lost to the pipeline bubble, (p - 1) / v / (m + (p - 1) / v)
    // for p stages, v virtual stages and m micro-batches (Narayanan et al. 2021, eq. 1 and 2).
    static double pipelineBubble(int stages, int virtualStages, int microBatches);
    // A batch of image-model samples (CNN forward or a full diffusion generation).
    static StepTime imageBatch(const InferenceSetup& setup, double batch);

    // Training FLOPs per token (transformers) or per sample (image models).
    static double trainingFlopsPerUnit(const Model& model, const TrainingSpec& training,
                                       const Assumptions& assumptions);
    // The attention (QK^T and AV) part of trainingFlopsPerUnit(): no weights, so FP8
    // training still runs it in 16 bit.
    static double trainingAttentionFlopsPerUnit(const Model& model, const TrainingSpec& training,
                                                const Assumptions& assumptions);
    // Micro-batches each data-parallel rank accumulates per optimizer step: transformers
    // accumulate up to train.global_batch_tokens (ceil(global / (micro x seq x dp)), at
    // least 1); image models step after every micro-batch.
    static int accumulationSteps(const Model& model, const TrainingSpec& training, int dataParallel,
                                 const Assumptions& assumptions);
    // One optimizer step: accumulationSteps() micro-batches of `microBatch` sequences (or
    // samples) per data-parallel rank, then the gradient exchange and the optimizer update.
    // With pipeline stages: (m + (p - 1) / v) stage slots per step (1F1B), each stage
    // doing 1/p of the layers, plus its point-to-point transfers.
    static StepTime trainingStep(const TrainingSetup& setup, const Workload& workload);

private:
    // Forward attention FLOPs per token (QK^T and AV) with the full-attention layers at
    // `fullSpan` tokens and the sliding-window layers at `localSpan`.
    static double attentionFlopsPerToken(const Model& model, double fullSpan, double localSpan);
};

} // namespace gpuatlas::engine::inline perf
