// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Model.h"
#include "engine/core/Result.h"
#include "engine/imports/ModelImport.h"

#include <string>
#include <string_view>

namespace gpuatlas::engine::inline imports {

// Reads a Hugging Face `config.json` (Llama, Mistral, Mixtral, Qwen2/2.5/3 and their MoE,
// DeepSeek-V2/V3, Gemma 1-3, Phi-3, Falcon, gpt-oss, Llama 4, GPT-2/GPT-J/GPT-NeoX, BERT
// and other transformers using the same key names, including multimodal configs that
// nest a `text_config`) into a Model, with what was read, what was assumed (the defaults
// of the file's model_type, HfConfigDefaults.h) and which keys were not understood.
// Parameter counts are computed from the shape, as config.json does not state them
// (docs/engine.md, "Models").
Result<ModelImport> importHfConfig(std::string_view text, const std::string& file);

// The model of importHfConfig().
Result<Model> modelFromHfConfig(std::string_view text, const std::string& file);

struct ParameterCount
{
    double total = 0;
    double active = 0;
};

// What a checkpoint's parameter count depends on beyond the Model's shape.
struct ParameterDetails
{
    bool tiedEmbeddings = false;
    bool attentionBias = false; // biases on the q, k, v and o projections
    bool qkvBias = false;       // biases on q, k and v only (Qwen2)
    bool mlpBias = false;       // biases on the dense MLP's projections
    bool expertBias = false;    // biases on every expert's projections (gpt-oss)
    int normsPerLayer = 2;      // Gemma 2 and 3 have four
    double visionParams = 0;    // a vision tower: counted in the total, never active
};

// Parameters of a transformer from its shape: embeddings (+ an untied output head),
// attention projections (GQA-aware; MLA's compressed projections), the feed-forward
// (gated: 3 matrices, else 2) of dense layers, routed experts, shared experts and the
// router, and norms. Active per token: the total less the routed experts a token is not
// sent to and the vision tower; for a mixture of experts also less the input embedding,
// a lookup, as DeepSeek and OpenAI count active parameters.
ParameterCount countTransformerParameters(const Model& model, const ParameterDetails& details);
ParameterCount countTransformerParameters(const Model& model, bool tiedEmbeddings);

} // namespace gpuatlas::engine::inline imports
