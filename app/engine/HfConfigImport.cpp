// SPDX-License-Identifier: GPL-3.0-or-later
#include "HfConfigImport.h"

#include "JsonInput.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <initializer_list>

namespace gpuatlas::engine {

using nlohmann::json;

namespace {

// Upper bounds that no real model reaches; anything above is a typo or a hostile file.
constexpr long long maxDimension = 10'000'000;
constexpr long long maxLayers = 10'000;

// Reads the first key of `names` present in `config` as a positive integer.
// Returns 0 when none is present; records a diagnostic when one is present but invalid.
long long readDimension(const json& config, std::initializer_list<const char*> names, long long limit,
                        const std::string& base, const std::string& file, Diagnostics& errors)
{
    for (const char* name : names) {
        const auto it = config.find(name);
        if (it == config.end() || it->is_null())
            continue;
        const auto pointer = jsonPointerAppend(base, name);
        if (!it->is_number()) {
            errors.push_back({DiagnosticCode::WrongType, file, pointer, {"integer", jsonTypeName(*it)}, {}});
            return 0;
        }
        const double value = it->get<double>();
        if (!(value >= 1)) {
            errors.push_back({DiagnosticCode::BelowMinimum, file, pointer, {it->dump(), "1"}, {}});
            return 0;
        }
        if (value > static_cast<double>(limit)) {
            errors.push_back({DiagnosticCode::AboveMaximum, file, pointer, {it->dump(), std::to_string(limit)}, {}});
            return 0;
        }
        return static_cast<long long>(value);
    }
    return 0;
}

bool isEncoder(const std::string& modelType)
{
    for (const char* type : {"bert", "roberta", "xlm-roberta", "deberta", "deberta-v2", "electra", "distilbert"}) {
        if (modelType == type)
            return true;
    }
    return false;
}

// Activations that use a gate (SwiGLU, GeGLU) and so three feed-forward matrices.
bool isGated(const json& config, const std::string& modelType)
{
    for (const char* type : {"llama", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "gemma", "gemma2",
                             "gemma3_text", "phi3", "deepseek_v2", "deepseek_v3", "olmo", "olmo2", "internlm2", "yi"}) {
        if (modelType == type)
            return true;
    }
    const std::string activation = config.value("hidden_act", config.value("hidden_activation", std::string()));
    return activation == "silu" || activation == "swiglu"
           || (activation == "gelu_pytorch_tanh" && modelType.rfind("gemma", 0) == 0);
}

} // namespace

ParameterCount countTransformerParameters(const Model& model, bool tiedEmbeddings)
{
    const double hidden = model.hidden;
    const double qWidth = static_cast<double>(model.heads) * model.headDim;
    const double kvWidth = static_cast<double>(model.kvHeads) * model.headDim;
    const double attention = hidden * qWidth + 2 * hidden * kvWidth + qWidth * hidden;
    const double perExpert = (model.gatedFfn ? 3.0 : 2.0) * hidden * model.ffn;
    const double router = model.isMoe() ? hidden * model.experts : 0.0;
    const double norms = 2 * hidden;
    const double embeddings = static_cast<double>(model.vocab) * hidden * (tiedEmbeddings ? 1.0 : 2.0);
    const double layerTotal = attention + perExpert * model.experts + router + norms;
    const double layerActive = attention + perExpert * model.activeExperts + router + norms;
    return {embeddings + model.layers * layerTotal + hidden, embeddings + model.layers * layerActive + hidden};
}

Result<Model> modelFromHfConfig(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    const json& root = parsed.value();
    if (!root.is_object())
        return Diagnostic{DiagnosticCode::WrongType, file, {}, {"object", jsonTypeName(root)}, {}};

    // Multimodal configs (Llava, Gemma 3, Llama 4...) keep the language model in text_config.
    const bool nested = root.contains("text_config") && root["text_config"].is_object();
    const json& config = nested ? root["text_config"] : root;
    const std::string base = nested ? "/text_config" : "";
    const std::string modelType = config.value("model_type", root.value("model_type", std::string()));

    Diagnostics errors;
    Model model;
    model.custom = true;
    model.kind = isEncoder(modelType) ? ModelKind::Encoder : ModelKind::Decoder;
    model.layers = static_cast<int>(readDimension(config, {"num_hidden_layers", "n_layer", "num_layers"}, maxLayers, base, file, errors));
    model.hidden = static_cast<int>(readDimension(config, {"hidden_size", "n_embd", "d_model"}, maxDimension, base, file, errors));
    model.heads = static_cast<int>(readDimension(config, {"num_attention_heads", "n_head", "num_heads"}, maxDimension, base, file, errors));
    model.kvHeads = static_cast<int>(readDimension(config, {"num_key_value_heads", "multi_query_group_num"}, maxDimension, base, file, errors));
    model.headDim = static_cast<int>(readDimension(config, {"head_dim"}, maxDimension, base, file, errors));
    model.ffn = static_cast<int>(readDimension(config, {"intermediate_size", "n_inner", "ffn_dim", "moe_intermediate_size"}, maxDimension, base, file, errors));
    model.vocab = static_cast<int>(readDimension(config, {"vocab_size", "padded_vocab_size"}, maxDimension * 10, base, file, errors));
    model.maxContext = static_cast<int>(readDimension(config, {"max_position_embeddings", "n_positions", "seq_length"}, maxDimension * 100, base, file, errors));
    model.experts = static_cast<int>(readDimension(config, {"num_local_experts", "num_experts", "n_routed_experts"}, maxDimension, base, file, errors));
    model.activeExperts = static_cast<int>(readDimension(config, {"num_experts_per_tok", "moe_topk"}, maxDimension, base, file, errors));
    if (!errors.empty())
        return errors;

    for (const auto& [value, name] : {std::pair{model.layers, "num_hidden_layers"}, std::pair{model.hidden, "hidden_size"},
                                      std::pair{model.heads, "num_attention_heads"}, std::pair{model.vocab, "vocab_size"}}) {
        if (value == 0)
            errors.push_back({DiagnosticCode::MissingField, file, jsonPointerAppend(base, name), {name}, {}});
    }
    if (!errors.empty())
        return errors;

    if (model.kvHeads == 0)
        model.kvHeads = config.value("multi_query", false) ? 1 : model.heads;
    if (model.headDim == 0)
        model.headDim = model.hidden / model.heads;
    if (model.ffn == 0)
        model.ffn = 4 * model.hidden; // GPT-2/GPT-J convention when n_inner is null
    if (model.experts == 0)
        model.experts = 1;
    if (model.activeExperts == 0)
        model.activeExperts = model.experts > 1 ? 2 : 1;
    model.gatedFfn = isGated(config, modelType);
    if (model.kind == ModelKind::Encoder)
        model.defaultSeqLen = std::min(model.maxContext > 0 ? model.maxContext : 512, 512);

    if (model.heads % model.kvHeads != 0 || model.kvHeads > model.heads) {
        return Diagnostic{DiagnosticCode::InconsistentValue, file, jsonPointerAppend(base, "num_key_value_heads"),
                          {"num_key_value_heads",
                           std::to_string(model.kvHeads) + " does not divide " + std::to_string(model.heads)},
                          {}};
    }
    if (model.activeExperts > model.experts) {
        return Diagnostic{DiagnosticCode::InconsistentValue, file, jsonPointerAppend(base, "num_experts_per_tok"),
                          {"num_experts_per_tok", std::to_string(model.activeExperts) + " > " + std::to_string(model.experts)},
                          {}};
    }

    // transformers.PretrainedConfig ties input and output embeddings unless told otherwise.
    const bool tied = config.value("tie_word_embeddings", root.value("tie_word_embeddings", true));
    const auto count = countTransformerParameters(model, tied);
    model.params = count.total;
    model.activeParams = count.active;
    const std::string name = root.value("_name_or_path", std::string());
    model.id = "custom";
    model.name = !name.empty() ? name : (!modelType.empty() ? modelType : std::string("custom"));
    return model;
}

} // namespace gpuatlas::engine
