// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Estimate.h"
#include "engine/core/Gpu.h"
#include "engine/core/Layout.h"
#include "engine/core/Model.h"
#include "engine/core/Precision.h"
#include "engine/core/Workload.h"

namespace gpuatlas::engine::inline perf {

// Bytes of memory a workload needs per GPU. Formulas and sources: docs/engine.md,
// "Memory model". All results are in bytes unless the name says GB.
class MemoryModel
{
public:
    // GPU vendors count memory in binary gigabytes: an "80 GB" H100 holds 80 GiB
    // (nvidia-smi: 81,559 MiB usable of 81,920). Results are in decimal GB.
    static double capacityBytes(const Gpu& gpu);
    // Memory the runtime may use: capacity x memory.usable_fraction.
    static double usableBytes(const Gpu& gpu, const Assumptions& assumptions);
    // Memory a training job may use: capacity x memory.train_usable_fraction (training
    // frameworks reserve nothing up front).
    static double usableTrainingBytes(const Gpu& gpu, const Assumptions& assumptions);

    // Bytes per stored element of a precision; INT4 at its real bits per weight.
    static double weightBytesPerParam(Precision precision, const Assumptions& assumptions);
    static double kvBytesPerElement(Precision kvPrecision);

    // KV cache per token of context for the whole model, every layer at full span:
    // 2 (K and V) x layers x kv_heads x head_dim x bytes (GQA-correct: kv_heads, not
    // heads), or for MLA layers x (kv_lora_rank + qk_rope_head_dim) x bytes.
    static double kvBytesPerToken(const Model& model, Precision kvPrecision);
    // Per GPU under tensor parallelism: KV heads are split across GPUs, but a KV head
    // is replicated when there are fewer KV heads than GPUs; MLA's latent is replicated
    // on every GPU.
    static double kvBytesPerTokenPerGpu(const Model& model, Precision kvPrecision, int tensorParallel);
    // KV cache of ONE sequence of `contextTokens` tokens on one GPU of a tensor-parallel
    // group: what memory holds and what a decode step reads. Layers with a sliding window
    // keep at most their window; MLA keeps its compressed latent. Every caller that sizes
    // or reads a KV cache goes through this, so attention variants live in one place.
    static double kvCacheBytes(const Model& model, Precision kvPrecision, double contextTokens, int tensorParallel);

    // The serving runtime's token budget per forward pass and its cap on sequences per
    // scheduler, which vLLM sizes by the GPU (inference.large_gpu_gib).
    static double tokenBudget(const Gpu& gpu, const Assumptions& assumptions);
    static double sequenceCap(const Gpu& gpu, const Assumptions& assumptions);

    // Inference weights of the whole model at the workload's precision; below 16 bits the
    // embeddings and output head stay at 16 bits. A GGUF file run at its own precision
    // weighs what the file does: its bits per weight over every parameter.
    static double inferenceWeightBytes(const Model& model, Precision precision, const Assumptions& assumptions);
    // Bytes per parameter of `model` at `precision`: the file's own bits per weight when
    // the model is a GGUF file (Model::bitsPerWeight) run at the precision it was
    // quantised to, weightBytesPerParam otherwise.
    static double modelBytesPerParam(const Model& model, Precision precision, const Assumptions& assumptions);
    // Runtime reserve plus the activation workspace of one forward pass over
    // `tokens` tokens (capped at inference.batched_tokens), per GPU.
    static double inferenceOverheadBytes(const Model& model, double tokens, int tensorParallel,
                                         const Assumptions& assumptions);

    // Full inference breakdown per GPU at `batch` sequences per instance of the layout
    // (the GPU holding the most: the fullest attention rank, the last pipeline stage).
    static MemoryBreakdown inference(const Model& model, const Workload& workload, const Gpu& gpu, int batch,
                                     const Layout& layout, const Assumptions& assumptions);
    static MemoryBreakdown inference(const Model& model, const Workload& workload, const Gpu& gpu, int batch,
                                     int tensorParallel, const Assumptions& assumptions);
    // The largest batch per instance whose inference() fits the usable memory (0 when
    // not even one sequence fits), capped at inference.max_batch per attention rank.
    // Derived from the same accounting as inference(): a batch this returns always fits,
    // one more does not (unless the cap stopped it).
    static int maxInferenceBatch(const Model& model, const Workload& workload, const Gpu& gpu, const Layout& layout,
                                 const Assumptions& assumptions);
    static int maxInferenceBatch(const Model& model, const Workload& workload, const Gpu& gpu, int tensorParallel,
                                 const Assumptions& assumptions);

    // Trainable parameters: all for full fine-tuning, the adapters for LoRA/QLoRA.
    static double trainableParams(const Model& model, const TrainingSpec& training);
    // LoRA adapter parameters at `rank` on every linear layer of every block.
    static double loraParams(const Model& model, int rank);
    // The model states of a training recipe, whole (before ZeRO, tensor or pipeline
    // parallelism shard them): weights (and FP8 caches), gradients, optimizer state, at the
    // bytes per parameter the assumptions give (train.*). A lower bound per GPU of any
    // layout of N GPUs is total() / N (Estimator::mayFit).
    struct TrainingStates
    {
        double weights = 0;
        double gradients = 0;
        double optimizer = 0;
        double total() const { return weights + gradients + optimizer; }
    };
    static TrainingStates trainingStates(const Model& model, const Workload& workload, const Gpu& gpu,
                                         const Assumptions& assumptions);
    // Activation bytes kept for backward per GPU (Korthikanti et al. 2022).
    static double trainingActivationBytes(const Model& model, const TrainingSpec& training, Precision precision,
                                          int tensorParallel, const Assumptions& assumptions);
    // Full training breakdown per GPU of a layout (replicas = data-parallel size) whose
    // ranks accumulate `microBatches` micro-batches per optimizer step (how many are in
    // flight in a pipeline). FP8 training on a GPU with FP8 tensor cores adds the FP8
    // weight cache and keeps the linear layers' inputs in FP8.
    static MemoryBreakdown training(const Model& model, const Workload& workload, const Gpu& gpu, const Layout& layout,
                                    int microBatches, const Assumptions& assumptions);
    // The same with `tensorParallel` x `dataParallel` GPUs and no pipeline.
    static MemoryBreakdown training(const Model& model, const Workload& workload, const Gpu& gpu, int tensorParallel,
                                    int dataParallel, const Assumptions& assumptions);

    static constexpr double bytesPerGB = 1.0e9;
    static constexpr double bytesPerVendorGB = 1024.0 * 1024.0 * 1024.0;
};

} // namespace gpuatlas::engine::inline perf
