// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/perf/MemoryModel.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline perf {

using A = AssumptionId;

namespace {

// A GGUF file (its own bits per weight known) run at the precision it was quantised to.
bool runsItsOwnFile(const Model& model, Precision precision)
{
    return model.bitsPerWeight > 0 && precisionFromId(model.suggestedPrecision) == precision;
}

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

namespace {

bool largeGpu(const Gpu& gpu, const Assumptions& a)
{
    // vLLM's own rule: enough memory, and not an A100 (excluded by name, PR #17885).
    const bool a100 = gpu.name.find("A100") != std::string::npos;
    return gpu.memoryGB >= a[A::LargeGpuGiB] && !a100;
}

} // namespace

double MemoryModel::tokenBudget(const Gpu& gpu, const Assumptions& a)
{
    return largeGpu(gpu, a) ? a[A::BatchedTokens] : a[A::BatchedTokensSmallGpu];
}

double MemoryModel::sequenceCap(const Gpu& gpu, const Assumptions& a)
{
    return largeGpu(gpu, a) ? a[A::MaxBatch] : a[A::MaxBatchSmallGpu];
}

double MemoryModel::usableTrainingBytes(const Gpu& gpu, const Assumptions& a)
{
    return capacityBytes(gpu) * a[A::TrainUsableMemoryFraction];
}

double MemoryModel::weightBytesPerParam(Precision precision, const Assumptions& a)
{
    if (precision == Precision::INT4)
        return a[A::Int4BitsPerWeight] / 8.0;
    if (precision == Precision::FP4)
        return a[A::Fp4BitsPerWeight] / 8.0;
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

double MemoryModel::modelBytesPerParam(const Model& model, Precision precision, const Assumptions& a)
{
    // A GGUF file type's bits per weight is the whole file's average (K-quants mix block
    // types: Q5_K_M is 5.70, Q3_K_M 4.00, Q8_0 8.52; GgufHeader.cpp), so it replaces both
    // the nominal width of the precision it maps to and the 16-bit embedding share.
    if (runsItsOwnFile(model, precision))
        return model.bitsPerWeight / 8.0;
    return weightBytesPerParam(precision, a);
}

double MemoryModel::inferenceWeightBytes(const Model& model, Precision precision, const Assumptions& a)
{
    if (runsItsOwnFile(model, precision))
        return model.params * modelBytesPerParam(model, precision, a);
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

namespace {

// Per-GPU memory of an inference layout as a function of the batch each attention rank
// holds. One function gives both the breakdown and the largest batch, so a verdict can
// never contradict its numbers (docs/engine.md, "Memory verdicts").
struct InferencePlan
{
    double weights = 0;           // this GPU's share of the weights
    double reserve = 0;           // memory.runtime_reserve_gb
    double perSequence = 0;       // KV cache (decoders) or stored activations (image models) of one sequence
    double workspacePerToken = 0; // activation workspace per batched prompt token (transformers)
    double promptTokens = 0;
    double tokenBudget = 0; // inference.batched_tokens: one forward pass never holds more

    double workspace(double batch) const { return std::min(batch * promptTokens, tokenBudget) * workspacePerToken; }
    double total(double batch) const { return weights + reserve + workspace(batch) + batch * perSequence; }

    // The largest batch with total(batch) <= usable, at most `cap`; 0 when one sequence
    // does not fit. total() is increasing and piecewise linear: the workspace grows with
    // the batch until the token budget is full (the knee), then only the KV cache does.
    int largestBatch(double usable, double cap) const
    {
        if (total(1.0) > usable)
            return 0;
        const double fixed = weights + reserve;
        const double full = fixed + tokenBudget * workspacePerToken; // the workspace at the knee and beyond
        if (perSequence <= 0.0) {
            if (full <= usable || workspacePerToken <= 0.0)
                return static_cast<int>(cap);
            return static_cast<int>(
                std::clamp(std::floor((usable - fixed) / (promptTokens * workspacePerToken)), 1.0, cap));
        }
        const double knee = promptTokens > 0.0 ? tokenBudget / promptTokens : 0.0;
        const double beyond = std::floor((usable - full) / perSequence);
        if (beyond >= knee)
            return static_cast<int>(std::clamp(beyond, 1.0, cap));
        const double below = std::floor((usable - fixed) / (promptTokens * workspacePerToken + perSequence));
        return static_cast<int>(std::clamp(below, 1.0, cap));
    }
};

// Share of the weights one GPU of the layout holds: the dense part (attention, dense
// layers, shared experts, embeddings) split by tensor parallelism, the routed experts
// over every GPU of a stage, and both over the pipeline stages.
double weightsPerGpu(const Model& model, double weightBytes, const Layout& layout)
{
    const double routed = model.params > 0.0 ? routedExpertParams(model) / model.params : 0.0;
    const double dense = weightBytes * (1.0 - routed) / layout.tensorParallel;
    const double experts = weightBytes * routed / layout.stageSize();
    return (dense + experts) / layout.pipelineParallel;
}

InferencePlan inferencePlan(const Model& model, const Workload& workload, const Gpu& gpu, const Layout& layout,
                            const Assumptions& a)
{
    const auto& spec = workload.inference;
    InferencePlan plan;
    plan.weights = weightsPerGpu(model, MemoryModel::inferenceWeightBytes(model, workload.precision, a), layout);
    plan.reserve = a[A::RuntimeReserveGB] * MemoryModel::bytesPerGB;
    plan.promptTokens = spec.promptTokens;
    plan.tokenBudget = MemoryModel::tokenBudget(gpu, a);
    if (model.isTransformer()) {
        plan.workspacePerToken = MemoryModel::inferenceOverheadBytes(model, 1.0, layout.tensorParallel, a);
        if (model.kind == ModelKind::Decoder)
            plan.perSequence = MemoryModel::kvCacheBytes(model, workload.effectiveKvPrecision(),
                                                         spec.promptTokens + spec.outputTokens, layout.tensorParallel) /
                               layout.pipelineParallel;
    } else {
        // Image models: the stored activations of a training sample bound what one
        // forward pass keeps live (an upper bound; inference frees most of them early). A
        // denoising step keeps far less: each block's output is freed once the next has read
        // it (memory.diffusion_live_activation_share).
        const double live = model.kind == ModelKind::Diffusion ? a[A::DiffusionLiveActivationShare] : 1.0;
        plan.perSequence = model.activationBytesPerSample * activationScale(workload.precision) * live;
    }
    return plan;
}

int perRank(int batch, const Layout& layout)
{
    return (batch + layout.attentionDataParallel - 1) / layout.attentionDataParallel;
}

} // namespace

MemoryBreakdown MemoryModel::inference(const Model& model, const Workload& workload, const Gpu& gpu, int batch,
                                       const Layout& layout, const Assumptions& a)
{
    const InferencePlan plan = inferencePlan(model, workload, gpu, layout, a);
    const double b = perRank(batch, layout);
    MemoryBreakdown out;
    out.capacityGB = gpu.memoryGB;
    out.usableGB = usableBytes(gpu, a) / bytesPerGB;
    out.weightsGB = plan.weights / bytesPerGB;
    out.activationsGB = (model.isTransformer() ? plan.workspace(b) : b * plan.perSequence) / bytesPerGB;
    if (model.kind == ModelKind::Decoder) {
        out.kvBytesPerToken = kvBytesPerToken(model, workload.effectiveKvPrecision());
        out.kvCacheGB = b * plan.perSequence / bytesPerGB;
    }
    out.overheadGB = plan.reserve / bytesPerGB;
    return out;
}

MemoryBreakdown MemoryModel::inference(const Model& model, const Workload& workload, const Gpu& gpu, int batch,
                                       int tensorParallel, const Assumptions& a)
{
    Layout layout;
    layout.tensorParallel = tensorParallel;
    return inference(model, workload, gpu, batch, layout, a);
}

int MemoryModel::maxInferenceBatch(const Model& model, const Workload& workload, const Gpu& gpu, const Layout& layout,
                                   const Assumptions& a)
{
    const InferencePlan plan = inferencePlan(model, workload, gpu, layout, a);
    return plan.largestBatch(usableBytes(gpu, a), sequenceCap(gpu, a)) * layout.attentionDataParallel;
}

int MemoryModel::maxInferenceBatch(const Model& model, const Workload& workload, const Gpu& gpu, int tensorParallel,
                                   const Assumptions& a)
{
    Layout layout;
    layout.tensorParallel = tensorParallel;
    return maxInferenceBatch(model, workload, gpu, layout, a);
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

namespace {

// Activations a training micro-batch keeps for backward, per GPU of a tensor-parallel
// group, split into what every layer keeps, the one layer recomputed at a time, and the
// logits of the loss (Korthikanti et al. 2022, eq. 1 and section 4; with sequence
// parallelism all terms divide by the tensor-parallel size, Table 2).
struct TrainingActivations
{
    double layers = 0;
    double recomputed = 0;
    double logits = 0;
};

TrainingActivations trainingActivations(const Model& model, const TrainingSpec& training, Precision precision, bool fp8,
                                        int tensorParallel, const Assumptions& a)
{
    const double scale = activationScale(precision);
    TrainingActivations out;
    if (!model.isTransformer()) {
        out.layers = training.microBatch * model.activationBytesPerSample * scale;
        return out;
    }
    const double s = training.seqLen;
    const double b = training.microBatch;
    const double h = model.hidden;
    const double heads = model.heads;
    const double sbh = s * b * h;
    // FP8 training keeps the inputs of the linear layers in FP8 for backward (Transformer
    // Engine), saving train.fp8_activation_saving of the 34 bytes.
    const double linear = a[A::ActivationCoeffStored] - (fp8 ? a[A::Fp8ActivationSaving] : 0.0);
    const double stored = sbh * (linear + a[A::ActivationCoeffAttention] * heads * s / h);
    double perLayer = stored;
    switch (training.recompute) {
    case Recompute::None:
        break;
    case Recompute::Selective:
        perLayer = linear * sbh;
        break;
    case Recompute::Full:
        perLayer = a[A::ActivationCoeffFullRecompute] * sbh;
        out.recomputed = stored * scale / tensorParallel; // one layer's activations while it is recomputed
        break;
    }
    out.layers = model.layers * perLayer * scale / tensorParallel;
    // The output logits in FP32 for the cross-entropy (decoders and masked-LM heads).
    out.logits = s * b * model.vocab * a[A::LogitsBytes] / tensorParallel;
    return out;
}

// Share of the whole model's layer activations the fullest pipeline stage (the first)
// holds: with 1F1B it keeps min(p, m) micro-batches of its L/p layers in flight, the
// interleaved schedule 1 + (p - 1) / (p v) times that (Korthikanti et al. 2022, 4.2.3).
double firstStageShare(const Layout& layout, int microBatches)
{
    const double p = layout.pipelineParallel;
    if (p <= 1.0)
        return 1.0;
    const double inFlight = std::min(p, static_cast<double>(std::max(1, microBatches)));
    const double v = layout.virtualStages;
    const double interleaved = v > 1.0 ? 1.0 + (p - 1.0) / (p * v) : 1.0;
    return inFlight / p * interleaved;
}

bool trainsInFp8(const Workload& workload, const Gpu& gpu)
{
    return workload.precision == Precision::FP8 && gpu.tensorRate(TensorFormat::FP8).has_value();
}

} // namespace

double MemoryModel::trainingActivationBytes(const Model& model, const TrainingSpec& training, Precision precision,
                                            int tensorParallel, const Assumptions& a)
{
    const auto parts = trainingActivations(model, training, precision, false, tensorParallel, a);
    return parts.layers + parts.recomputed + parts.logits;
}

MemoryModel::TrainingStates MemoryModel::trainingStates(const Model& model, const Workload& workload, const Gpu& gpu,
                                                        const Assumptions& a)
{
    const auto& spec = workload.training;
    const bool full32 = isFullPrecision(workload.precision);
    const bool fp8 = trainsInFp8(workload, gpu);
    const double weightBytes = full32 ? 4.0 : a[A::TrainWeightBytes];
    const double gradBytes = full32 ? 4.0 : a[A::TrainGradientBytes];
    const double masterBytes = full32 ? 0.0 : a[A::TrainMasterBytes];
    double stateBytes = a[A::AdamStateBytes];
    if (spec.optimizer == Optimizer::AdamW8bit)
        stateBytes = a[A::Adam8bitStateBytes];
    else if (spec.optimizer == Optimizer::Sgd)
        stateBytes = a[A::SgdStateBytes];

    const double params = model.params;
    TrainingStates out;
    const bool adapters = spec.method != FinetuneMethod::Full && model.isTransformer();
    if (!adapters) {
        // FP8 training also caches FP8 copies of the weights (and their transposes on Hopper).
        out.weights = params * (weightBytes + (fp8 ? a[A::Fp8WeightCacheBytes] : 0.0));
        out.gradients = params * gradBytes;
        out.optimizer = params * (masterBytes + stateBytes);
        return out;
    }
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
    out.weights = base + trainable * adapterWeight;
    out.gradients = trainable * adapterGrad;
    out.optimizer = trainable * adapterOptimizer;
    return out;
}

MemoryBreakdown MemoryModel::training(const Model& model, const Workload& workload, const Gpu& gpu,
                                      const Layout& layout, int microBatches, const Assumptions& a)
{
    const auto& spec = workload.training;
    MemoryBreakdown out;
    out.capacityGB = gpu.memoryGB;
    out.usableGB = usableTrainingBytes(gpu, a) / bytesPerGB;
    const bool fp8 = trainsInFp8(workload, gpu);
    const TrainingStates states = trainingStates(model, workload, gpu, a);
    double weights = states.weights;
    double gradients = states.gradients;
    double optimizer = states.optimizer;
    // ZeRO (Rajbhandari et al. 2020): stage 1 shards optimizer states, 2 also gradients,
    // 3 also the weights, across the data-parallel GPUs.
    const double d = std::max(1, layout.replicas);
    if (spec.zeroStage >= 1)
        optimizer /= d;
    if (spec.zeroStage >= 2)
        gradients /= d;
    if (spec.zeroStage >= 3)
        weights /= d;
    // Tensor parallelism and pipeline stages split every model state.
    const double shard = static_cast<double>(layout.tensorParallel) * layout.pipelineParallel;
    out.weightsGB = weights / shard / bytesPerGB;
    out.gradientsGB = gradients / shard / bytesPerGB;
    out.optimizerGB = optimizer / shard / bytesPerGB;
    const auto acts = trainingActivations(model, spec, workload.precision, fp8, layout.tensorParallel, a);
    // The first stage holds the most layer activations, the last the logits.
    const double first = acts.layers * firstStageShare(layout, microBatches);
    const double last = acts.layers / layout.pipelineParallel + acts.logits;
    const double activations = layout.pipelineParallel > 1 ? std::max(first, last) : acts.layers + acts.logits;
    out.activationsGB = (activations + acts.recomputed) / bytesPerGB;
    out.overheadGB = a[A::RuntimeReserveGB];
    return out;
}

MemoryBreakdown MemoryModel::training(const Model& model, const Workload& workload, const Gpu& gpu, int tensorParallel,
                                      int dataParallel, const Assumptions& a)
{
    Layout layout;
    layout.tensorParallel = tensorParallel;
    layout.replicas = dataParallel;
    return training(model, workload, gpu, layout, 1, a);
}

} // namespace gpuatlas::engine::inline perf
