// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LocalizedText.h"
#include "Result.h"
#include "Source.h"

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <vector>

namespace gpuatlas::engine {

enum class ModelKind
{
    Decoder,   // autoregressive LLM
    Encoder,   // BERT-style
    Cnn,       // image classifier
    Diffusion, // text-to-image
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
    int ffn = 0; // per expert
    bool gatedFfn = false;
    int vocab = 0;
    int maxContext = 0;
    int experts = 1;
    int activeExperts = 1;
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

// Reads data/models.json ("gpu-atlas-models").
Result<ModelCatalog> readModels(std::string_view text, const std::string& file);

// A model given inline (workload "model" object or an imported config.json), already
// schema-checked; fills derived fields (head_dim, kv_heads, active params) and checks
// consistency (heads divisible by kv_heads, active experts <= experts...).
Result<Model> modelFromJson(const nlohmann::json& value, const std::string& file, const std::string& pointer);
nlohmann::json modelToJson(const Model& model);

std::string_view modelKindId(ModelKind kind);

// Parameters of the experts a token does not use: (experts - active_experts) x layers x
// (3 if gated FFN else 2) x hidden x ffn. 0 for a dense model. active = total - this, for
// presets, inline models and imported config.json alike (docs/engine.md, "Models").
double inactiveExpertParams(const Model& model);

// Parameters of the routed experts of a mixture of experts, all of them (0 for a dense
// model): what expert parallelism spreads over GPUs and what a decode step reads only in
// part. Shared experts and dense layers are not routed.
double routedExpertParams(const Model& model);

// Parameters of a transformer's blocks and embeddings from its shape with a gated (3
// matrices) or plain (2) feed-forward, untied output head: used to tell which FFN an
// inline model without `gated_ffn` has.
double architectureParams(const Model& model, bool gatedFfn);

} // namespace gpuatlas::engine
