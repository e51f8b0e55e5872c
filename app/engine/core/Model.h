// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/LocalizedText.h"
#include "engine/core/Result.h"
#include "engine/core/Source.h"

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuatlas::engine::inline core {

enum class ModelKind
{
    Decoder,   // autoregressive LLM
    Encoder,   // BERT-style
    Cnn,       // image classifier
    Diffusion, // text-to-image
};

// How a transformer's layers attend, which decides what its KV cache holds
// (docs/engine.md, "Models").
enum class AttentionKind
{
    Full,    // every layer attends to the whole context
    Sliding, // every layer attends to the last `slidingWindow` tokens (Mistral 7B v0.1)
    Mixed,   // the `localLayers` have a window, the others attend to everything (Gemma, gpt-oss)
    Mla,     // multi-head latent attention: one compressed latent per token per layer (DeepSeek-V2/V3)
};

// How a checkpoint's FP4 weights are multiplied (precision fp4): NVFP4 (16-value blocks,
// FP8 scales) with FP4 activations on Blackwell's FP4 tensor cores; MXFP4 (32-value blocks,
// power-of-two scales, gpt-oss's experts) with MXFP8 activations on Blackwell, at the FP8
// rate (TensorRT-LLM's gpt-oss deployment guide, MoE backend support matrix). Without FP4
// tensor cores both are unpacked and multiplied in 16 bit.
enum class Fp4Format
{
    Nvfp4,
    Mxfp4,
};

struct Model
{
    std::string id;
    std::string name;
    ModelKind kind = ModelKind::Decoder;
    double params = 0;       // total, all experts
    double activeParams = 0; // per token (MoE); equals params otherwise
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int ffn = 0; // per routed expert for MoE
    bool gatedFfn = false;
    int vocab = 0;
    int maxContext = 0;
    int experts = 1; // routed experts per MoE layer
    int activeExperts = 1;
    // Mixture of experts beyond the routed experts: the always-active shared experts of a
    // MoE layer (their summed width: DeepSeek n_shared_experts x moe_intermediate_size,
    // Qwen2-MoE shared_expert_intermediate_size) and the layers that have a dense MLP
    // of width `denseFfn` instead of experts (DeepSeek's first_k_dense_replace).
    int sharedExpertFfn = 0;
    int denseLayers = 0;
    int denseFfn = 0;
    // Attention. `slidingWindow` is in tokens (0: none); `localLayers` lists the 0-based
    // layers that have it when the kind is Mixed (sorted, each once).
    AttentionKind attention = AttentionKind::Full;
    int slidingWindow = 0;
    std::vector<int> localLayers;
    // Multi-head latent attention (DeepSeek-V2 paper, section 2.1): the cache holds
    // kvLoraRank + qkRopeHeadDim values per token and layer, shared by all heads.
    int kvLoraRank = 0;
    int qkRopeHeadDim = 0;
    int qkNopeHeadDim = 0;
    int vHeadDim = 0;
    int qLoraRank = 0; // 0: queries are not compressed (DeepSeek-V2-Lite)
    // The checkpoint as published: the precision it ships in ("fp8" for DeepSeek-V3's
    // FP8 blocks, "fp4" for gpt-oss's MXFP4 experts; empty when not stated) and, for a
    // GGUF file, its llama.cpp file type and that type's real bits per weight.
    std::string suggestedPrecision;
    Fp4Format fp4Format = Fp4Format::Nvfp4;
    std::string quantization;
    double bitsPerWeight = 0;
    int defaultSeqLen = 0;
    double flopsPerSample = 0; // forward FLOPs per sample (cnn) or per generated image (diffusion)
    int resolution = 0;
    int defaultSteps = 0;
    double activationBytesPerSample = 0;
    bool custom = false; // given inline in a workload
    std::vector<Source> sources;
    std::vector<LocalizedText> notes;

    bool isTransformer() const { return kind == ModelKind::Decoder || kind == ModelKind::Encoder; }
    bool isMoe() const { return experts > 1; }
    bool isMla() const { return attention == AttentionKind::Mla; }
    // Layers whose MLP is a mixture of experts (all of a MoE model's but the dense ones).
    int moeLayers() const { return isMoe() ? std::max(0, layers - denseLayers) : 0; }
    // Layers that attend through the sliding window.
    int localLayerCount() const;
};

class ModelCatalog
{
public:
    ModelCatalog() = default;
    explicit ModelCatalog(std::vector<Model> models)
        : m_models(std::move(models))
    {
    }

    std::span<const Model> models() const { return m_models; }
    const Model* find(std::string_view id) const;

private:
    std::vector<Model> m_models;
};

std::string_view modelKindId(ModelKind kind);
std::string_view attentionKindId(AttentionKind kind);
std::optional<AttentionKind> attentionKindFromId(std::string_view id);
std::string_view fp4FormatId(Fp4Format format); // "nvfp4", "mxfp4"
// The family accuracy is reported by (gpu-atlas-cli accuracy --json, per_family): "moe" for
// a mixture of experts, "diffusion", "cnn", else "dense" (dense transformers).
std::string_view modelFamilyId(const Model& model);
std::optional<Fp4Format> fp4FormatFromId(std::string_view id);

// Values one layer keeps in its KV cache for one token: K and V of every KV head
// (2 x kv_heads x head_dim, GQA-correct), or MLA's latent (kv_lora_rank +
// qk_rope_head_dim). 0 for models without a KV cache. MemoryModel sizes the cache from it.
double kvValuesPerTokenPerLayer(const Model& model);

// Parameters of the experts a token does not use: routedExpertParams x (1 - k / experts).
// 0 for a dense model. An inline model without active_params gets params - this
// (docs/engine.md, "Models").
double inactiveExpertParams(const Model& model);

// Parameters of the routed experts of a mixture of experts, all of them (0 for a dense
// model): experts x MoE layers x (3 if gated else 2) x hidden x ffn, from the shape. What
// expert parallelism spreads over GPUs and what a decode step reads only in part. Shared
// experts and dense layers are not routed. Never more than params.
double routedExpertParams(const Model& model);

// Parameters of a transformer's blocks and embeddings from its shape with a gated (3
// matrices) or plain (2) feed-forward, untied output head: used to tell which FFN an
// inline model without `gated_ffn` has.
double architectureParams(const Model& model, bool gatedFfn);

} // namespace gpuatlas::engine::inline core
