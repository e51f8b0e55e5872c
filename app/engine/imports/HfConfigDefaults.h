// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

namespace gpuatlas::engine::inline imports::hfconfig {

// The values a Hugging Face `config.json` may leave out, per `model_type`, as the
// transformers configuration class of that type fills them in (the `__init__` defaults
// of e.g. Gemma3TextConfig). Only the keys the import reads are listed; the core shape
// (layers, hidden size, heads) has no default, as every published config states it.
struct ModelTypeDefaults
{
    std::string_view modelType;
    std::string_view source; // "transformers Gemma3TextConfig"
    const nlohmann::json& values;
};

// nullptr for a model type without a table.
const ModelTypeDefaults* defaultsFor(std::string_view modelType);

// The model type of a nested `text_config` that does not name its own, from the
// multimodal config's type (gemma3 -> gemma3_text, llama4 -> llama4_text, llava -> llama).
std::string_view textModelTypeFor(std::string_view rootModelType);

// Keys whose meaning is known and that do not change the model's size, memory or FLOPs
// (token ids, dropout, RoPE base, norm epsilon, routing details...): read past, never
// listed as unknown. The keys the import reads are known too (HfConfigImport.cpp).
bool isKnownIrrelevantKey(std::string_view key);

} // namespace gpuatlas::engine::inline imports::hfconfig
