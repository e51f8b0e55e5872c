// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Model.h"
#include "Result.h"

#include <string>
#include <string_view>

namespace gpuatlas::engine {

// Reads a Hugging Face `config.json` (Llama, Mistral, Mixtral, Qwen2, Gemma, Phi-3,
// GPT-J/GPT-2/GPT-NeoX, BERT and other transformers using the same key names, including
// multimodal configs that nest a `text_config`) into a Model. Parameter counts are
// computed from the shape, as config.json does not state them.
Result<Model> modelFromHfConfig(std::string_view text, const std::string& file);

// Parameters of a transformer from its shape: embeddings (+ an untied output head),
// attention projections (GQA-aware), feed-forward (gated: 3 matrices, else 2; per
// expert for MoE, plus the router) and norms. Returns {total, active per token}.
struct ParameterCount
{
    double total = 0;
    double active = 0;
};
ParameterCount countTransformerParameters(const Model& model, bool tiedEmbeddings);

} // namespace gpuatlas::engine
