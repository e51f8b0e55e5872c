// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Model.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace gpuatlas::engine::inline imports {

// A value the file left out and the import filled in: the key, the value used and where
// the value comes from (a configuration class such as "transformers Gemma3TextConfig",
// or a rule such as "hidden_size / num_attention_heads"). Citations, never sentences.
struct AssumedValue
{
    std::string key; // JSON pointer into a config.json, or a GGUF metadata key
    nlohmann::json value;
    std::string source;
};

// What importing a model file (a Hugging Face config.json or a GGUF header) gives: the
// model, and enough about how it was made that the app can preview it before use (what
// was read, what was assumed, what was not understood).
struct ModelImport
{
    Model model;
    std::string format;                   // "hf-config" or "gguf"
    std::string modelType;                // config.json model_type (of the text model), GGUF general.architecture
    std::vector<std::string> readKeys;    // the values that shaped the model, in the order read
    std::vector<AssumedValue> assumed;    // values the file left out
    std::vector<std::string> unknownKeys; // keys the import does not know: listed, not fatal
    bool tiedEmbeddings = false;          // input embedding and output head share one matrix
    int multiTokenPredictionLayers = 0;   // DeepSeek's num_nextn_predict_layers: not counted
    double visionParams = 0;              // a multimodal config's vision tower, in params, not in active
    std::string quantizationMethod;       // quantization_config.quant_method ("fp8", "mxfp4")
    std::uint32_t ggufVersion = 0;        // GGUF only
    std::uint32_t ggufFileType = 0;       // GGUF only: general.file_type (LLAMA_FTYPE)
    bool parameterCountFromFile = false;  // GGUF general.parameter_count used instead of the shape
};

} // namespace gpuatlas::engine::inline imports
