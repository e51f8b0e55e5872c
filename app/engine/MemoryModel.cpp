// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryModel.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine {

using A = AssumptionId;

namespace {

bool isFullPrecision(Precision precision)
{
    return precision == Precision::FP32 || precision == Precision::TF32;
}

// Activations are 16-bit in mixed precision and FP8 training; FP32 training doubles them.
double activationScale(Precision precision)
{
    return isFullPrecision(precision) ? 2.0 : 1.0;
}

// Input embedding plus output head: the part of a decoder QLoRA keeps in 16 bits
// (bitsandbytes skips the embedding and lm_head). Untied, as in most current LLMs.
double embeddingParams(const Model& model)
{
    if (model.kind != ModelKind::Decoder)
        return 0.0;
    return std::min(model.params, 2.0 * static_cast<double>(model.vocab) * model.hidden);
}

} // namespace

double MemoryModel::capacityBytes(const Gpu& gpu)
{
    return gpu.memoryGB * bytesPerVendorGB;
}

double MemoryModel::usableBytes(const Gpu& gpu, const Assumptions& a)
{
    return capacityBytes(gpu) * a[A::UsableMemoryFraction];
}

double MemoryModel::weightBytesPerParam(Precision precision, const Assumptions& a)
{
    if (precision == Precision::INT4)
        return a[A::Int4BitsPerWeight] / 8.0;
    return nominalBits(precision) / 8.0;
}

double MemoryModel::kvBytesPerElement(Precision kvPrecision)
{
    return nominalBits(kvPrecision) / 8.0;
}

double MemoryModel::kvBytesPerToken(const Model& model, Precision kvPrecision)
{
    // All layers at full span: 2 x kv_heads x head_dim per layer (GQA), or MLA's latent
    // kv_lora_rank + qk_rope_head_dim (kvValuesPerTokenPerLayer, Model.cpp).
    return model.layers * kvValuesPerTokenPerLayer(model) * kvBytesPerElement(kvPrecision);
}

double MemoryModel::kvBytesPerTokenPerGpu(const Model& model, Precision kvPrecision, int tensorParallel)
{
    // vLLM keeps MLA's latent whole on every tensor-parallel rank: it has no heads to
    // split (the latent is shared by all of them), so tensor parallelism does not shrink it.
    if (model.isMla())
        return kvBytesPerToken(model, kvPrecision);
    if (model.kvHeads <= 0)
        return 0.0;
    const double headsPerGpu = std::max(1.0, static_cast<double>(model.kvHeads) / std::max(1, tensorParallel));
    return kvBytesPerToken(model, kvPrecision) * headsPerGpu / model.kvHeads;
}

double MemoryModel::kvCacheBytes(const Model& model, Precision kvPrecision, double contextTokens, int tensorParallel)
{
    const double tokens = std::max(0.0, contextTokens);
    if (model.layers <= 0)
        return 0.0;
    // A layer with a sliding window keeps only its last `window` tokens (Mistral 7B's
    // rolling buffer cache, Jiang et al. 2023, section 2; vLLM and llama.cpp allocate
    // local layers' KV that way); the other layers keep every token.
    const double local = model.localLayerCount();
    const double window = model.slidingWindow > 0 ? std::min(tokens, static_cast<double>(model.slidingWindow)) : tokens;
    const double layerTokens = (model.layers - local) * tokens + local * window;
    return layerTokens / model.layers * kvBytesPerTokenPerGpu(model, kvPrecision, tensorParallel);
}

double MemoryModel::inferenceWeightBytes(const Model& model, Precision precision, const Assumptions& a)
{
    const double bytes = weightBytesPerParam(precision, a);
    if (bytes >= 2.0)
        return model.params * bytes;
    // AWQ/GPTQ and FP8/INT8 checkpoints quantise the blocks' linear layers; the input
    // embedding and the output head stay in 16 bits (docs/engine.md, "Inference").
    const double embeddings = embeddingParams(model) * a[A::QuantEmbeddings16Bit];
    return embeddings * weightBytesPerParam(Precision::FP16, a) + (model.params - embeddings) * bytes;
}

double MemoryModel::inferenceOverheadBytes(const Model& model, double tokens, int tensorParallel, const Assumptions& a)
{
    double workspace = 0.0;
    if (model.isTransformer()) {
        // One forward pass over the batched tokens: FP32 logits (decoders) plus the widest
        // intermediate tensors of a block (gate/up projections and the attention input).
        const double batched = std::min(tokens, a[A::BatchedTokens]);
        const double logits = model.kind == ModelKind::Decoder ? model.vocab * a[A::LogitsBytes] : 0.0;
        const double ffnWidth = static_cast<double>(model.ffn) * (model.gatedFfn ? 3.0 : 2.0);
        const double block = (ffnWidth + 4.0 * model.hidden) * a[A::InferenceActivationBytes];
        workspace = batched * (logits + block) / tensorParallel;
    }
    return workspace;
}

MemoryBreakdown MemoryModel::inference(const Model& model, const Workload& workload, const Gpu& gpu, int batch,
                                       int tensorParallel, const Assumptions& a)
{
    MemoryBreakdown out;
    out.capacityGB = gpu.memoryGB;
    out.usableGB = usableBytes(gpu, a) / bytesPerGB;
    const auto& spec = workload.inference;
    const double weights = inferenceWeightBytes(model, workload.precision, a) / tensorParallel;
    double activations = 0.0;
    double kv = 0.0;
    if (model.isTransformer()) {
        activations = inferenceOverheadBytes(model, static_cast<double>(batch) * spec.promptTokens, tensorParallel, a);
        if (model.kind == ModelKind::Decoder) {
            const Precision kvPrecision = workload.effectiveKvPrecision();
            out.kvBytesPerToken = kvBytesPerToken(model, kvPrecision);
            kv = static_cast<double>(batch) *
                 kvCacheBytes(model, kvPrecision, spec.promptTokens + spec.outputTokens, tensorParallel);
        }
    } else {
        // Image models: the stored activations of a training sample bound what one
        // forward pass keeps live (an upper bound; inference frees most of them early).
        activations = batch * model.activationBytesPerSample * activationScale(workload.precision);
    }
    out.weightsGB = weights / bytesPerGB;
    out.kvCacheGB = kv / bytesPerGB;
    out.activationsGB = activations / bytesPerGB;
    out.overheadGB = a[A::RuntimeReserveGB];
    return out;
}

int MemoryModel::maxInferenceBatch(const Model& model, const Workload& workload, const Gpu& gpu, int tensorParallel,
                                   const Assumptions& a)
{
    const auto& spec = workload.inference;
    const double usable = usableBytes(gpu, a);
    const double fixed =
        inferenceWeightBytes(model, workload.precision, a) / tensorParallel + a[A::RuntimeReserveGB] * bytesPerGB;
    const double cap = a[A::MaxBatch];
    double perSequence = 0.0;
    double workspace = 0.0;
    if (model.kind == ModelKind::Decoder) {
        perSequence =
            kvCacheBytes(model, workload.effectiveKvPrecision(), spec.promptTokens + spec.outputTokens, tensorParallel);
        workspace = inferenceOverheadBytes(model, a[A::BatchedTokens], tensorParallel, a);
    } else if (model.kind == ModelKind::Encoder) {
        // The workspace grows with the batch until the runtime's token budget is reached.
        perSequence = inferenceOverheadBytes(model, spec.promptTokens, tensorParallel, a);
    } else {
        perSequence = model.activationBytesPerSample * activationScale(workload.precision);
    }
    const double free = usable - fixed - workspace;
    if (free < perSequence || perSequence <= 0.0)
        return free >= 0.0 && perSequence <= 0.0 ? static_cast<int>(cap) : 0;
    double batch = std::floor(free / perSequence);
    if (model.kind == ModelKind::Decoder && batch * spec.promptTokens < a[A::BatchedTokens]) {
        // A small batch never fills the token budget: size the workspace for what it uses.
        const double smaller = inferenceOverheadBytes(model, batch * spec.promptTokens, tensorParallel, a);
        batch = std::floor((usable - fixed - smaller) / perSequence);
    }
    return static_cast<int>(std::clamp(batch, 0.0, cap));
}

double MemoryModel::loraParams(const Model& model, int rank)
{
    if (!model.isTransformer())
        return 0.0;
    const double h = model.hidden;
    const double q = static_cast<double>(model.heads) * model.headDim;
    const double kv = static_cast<double>(model.kvHeads) * model.headDim;
    // LoRA adds r x (in + out) per adapted matrix (Hu et al. 2021). QLoRA adapts every
    // linear layer (Dettmers et al. 2023); that is the assumption here.
    const double attention = (h + q) + 2.0 * (h + kv) + (q + h);
    const double mlpMatrices = model.gatedFfn ? 3.0 : 2.0;
    const double mlp = mlpMatrices * (h + model.ffn) * model.experts;
    return rank * model.layers * (attention + mlp);
}

double MemoryModel::trainableParams(const Model& model, const TrainingSpec& training)
{
    if (training.method == FinetuneMethod::Full || !model.isTransformer())
        return model.params;
    return loraParams(model, training.loraRank);
}

double MemoryModel::trainingActivationBytes(const Model& model, const TrainingSpec& training, Precision precision,
                                            int tensorParallel, const Assumptions& a)
{
    const double scale = activationScale(precision);
    if (!model.isTransformer())
        return training.microBatch * model.activationBytesPerSample * scale;
    // Korthikanti et al. 2022, eq. 1 and section 4 (with sequence parallelism all terms
    // divide by the tensor-parallel size, Table 2).
    const double s = training.seqLen;
    const double b = training.microBatch;
    const double h = model.hidden;
    const double heads = model.heads;
    const double sbh = s * b * h;
    const double stored = sbh * (a[A::ActivationCoeffStored] + a[A::ActivationCoeffAttention] * heads * s / h);
    double perLayer = stored;
    double extra = 0.0;
    switch (training.recompute) {
    case Recompute::None:
        break;
    case Recompute::Selective:
        perLayer = a[A::ActivationCoeffStored] * sbh;
        break;
    case Recompute::Full:
        perLayer = a[A::ActivationCoeffFullRecompute] * sbh;
        extra = stored; // one layer's activations while it is recomputed for backward
        break;
    }
    // The output logits in FP32 for the cross-entropy (decoders and masked-LM heads).
    const double logits = s * b * model.vocab * a[A::LogitsBytes];
    return (model.layers * perLayer * scale + extra * scale + logits) / tensorParallel;
}

MemoryBreakdown MemoryModel::training(const Model& model, const Workload& workload, const Gpu& gpu, int tensorParallel,
                                      int dataParallel, const Assumptions& a)
{
    const auto& spec = workload.training;
    MemoryBreakdown out;
    out.capacityGB = gpu.memoryGB;
    out.usableGB = usableBytes(gpu, a) / bytesPerGB;

    const bool full32 = isFullPrecision(workload.precision);
    const double weightBytes = full32 ? 4.0 : a[A::TrainWeightBytes];
    const double gradBytes = full32 ? 4.0 : a[A::TrainGradientBytes];
    const double masterBytes = full32 ? 0.0 : a[A::TrainMasterBytes];
    double stateBytes = a[A::AdamStateBytes];
    if (spec.optimizer == Optimizer::AdamW8bit)
        stateBytes = a[A::Adam8bitStateBytes];
    else if (spec.optimizer == Optimizer::Sgd)
        stateBytes = a[A::SgdStateBytes];

    const double params = model.params;
    double weights = 0.0;
    double gradients = 0.0;
    double optimizer = 0.0;
    const bool adapters = spec.method != FinetuneMethod::Full && model.isTransformer();
    if (!adapters) {
        weights = params * weightBytes;
        gradients = params * gradBytes;
        optimizer = params * (masterBytes + stateBytes);
    } else {
        const double trainable = loraParams(model, spec.loraRank);
        double base = params * a[A::TrainWeightBytes];
        if (spec.method == FinetuneMethod::Qlora) {
            const double embeddings = embeddingParams(model) * a[A::QuantEmbeddings16Bit];
            base = embeddings * a[A::TrainWeightBytes] + (params - embeddings) * a[A::Nf4BitsPerWeight] / 8.0;
        }
        // PEFT keeps adapters in FP32: weight 4 + gradient 4, the rest is optimizer state.
        const double adapterWeight = 4.0;
        const double adapterGrad = 4.0;
        const double adapterOptimizer =
            std::max(0.0, a[A::LoraStateBytes] - adapterWeight - adapterGrad) * (stateBytes / a[A::AdamStateBytes]);
        weights = base + trainable * adapterWeight;
        gradients = trainable * adapterGrad;
        optimizer = trainable * adapterOptimizer;
    }
    // ZeRO (Rajbhandari et al. 2020): stage 1 shards optimizer states, 2 also gradients,
    // 3 also the weights, across the data-parallel GPUs.
    const double d = std::max(1, dataParallel);
    if (spec.zeroStage >= 1)
        optimizer /= d;
    if (spec.zeroStage >= 2)
        gradients /= d;
    if (spec.zeroStage >= 3)
        weights /= d;
    const double tp = tensorParallel;
    out.weightsGB = weights / tp / bytesPerGB;
    out.gradientsGB = gradients / tp / bytesPerGB;
    out.optimizerGB = optimizer / tp / bytesPerGB;
    out.activationsGB = trainingActivationBytes(model, spec, workload.precision, tensorParallel, a) / bytesPerGB;
    out.overheadGB = a[A::RuntimeReserveGB];
    return out;
}

} // namespace gpuatlas::engine
