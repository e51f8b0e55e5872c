// SPDX-License-Identifier: GPL-3.0-or-later
#include "HfConfigImport.h"

#include "EmbeddedSchemas.h"
#include "JsonInput.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <type_traits>

namespace gpuatlas::engine {

using nlohmann::json;

namespace {

// The limits a saved workload's inline model must respect (data/workload.schema.json,
// $defs/inlineModel): an imported model has to survive the wizard's save and reopen,
// so the schema is the one place they are written.
const json& inlineModelSchema()
{
    static const json properties = json::parse(schemas::workload)["$defs"]["inlineModel"]["properties"];
    return properties;
}

double inlineMaximum(const char* field)
{
    const auto& property = inlineModelSchema()[field];
    return property.contains("maximum") ? property["maximum"].get<double>() : std::numeric_limits<int>::max();
}

// Reads the first key of `names` present in `config` as a positive integer no larger
// than the inline model's `field` allows. Returns 0 when none is present; records a
// diagnostic when one is present but invalid.
long long readDimension(const json& config, std::initializer_list<const char*> names, const char* field,
                        const std::string& base, const std::string& file, Diagnostics& errors)
{
    for (const char* name : names) {
        const auto it = config.find(name);
        if (it == config.end() || it->is_null())
            continue;
        const auto pointer = jsonPointerAppend(base, name);
        // 31.5 layers is as wrong as "32": a count must be a whole number.
        if (!it->is_number() || jsonTypeName(*it) != "integer") {
            errors.push_back({DiagnosticCode::WrongType, file, pointer, {"integer", jsonTypeName(*it)}, {}});
            return 0;
        }
        const double value = it->get<double>();
        if (!(value >= 1)) {
            errors.push_back({DiagnosticCode::BelowMinimum, file, pointer, {it->dump(), "1"}, {}});
            return 0;
        }
        const double limit = inlineMaximum(field);
        if (value > limit) {
            errors.push_back({DiagnosticCode::AboveMaximum, file, pointer, {it->dump(), json(limit).dump()}, {}});
            return 0;
        }
        return static_cast<long long>(value);
    }
    return 0;
}

// json::value() throws when the key holds another type; a config.json is untrusted, so
// a wrong type becomes a diagnostic instead. Null counts as absent, as in transformers.
template <class T>
T readOptional(const json& config, const char* name, T fallback, const std::string& base, const std::string& file,
               Diagnostics& errors)
{
    const auto it = config.find(name);
    if (it == config.end() || it->is_null())
        return fallback;
    constexpr bool wantString = std::is_same_v<T, std::string>;
    if (wantString ? !it->is_string() : !it->is_boolean()) {
        errors.push_back({DiagnosticCode::WrongType,
                          file,
                          jsonPointerAppend(base, name),
                          {wantString ? "string" : "boolean", jsonTypeName(*it)},
                          {}});
        return fallback;
    }
    return it->get<T>();
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
bool isGated(const std::string& activation, const std::string& modelType)
{
    for (const char* type :
         {"llama", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "gemma", "gemma2", "gemma3_text",
          "phi3", "deepseek_v2", "deepseek_v3", "olmo", "olmo2", "internlm2", "yi"}) {
        if (modelType == type)
            return true;
    }
    return activation == "silu" || activation == "swiglu" ||
           (activation == "gelu_pytorch_tanh" && modelType.rfind("gemma", 0) == 0);
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
    const double total = embeddings + model.layers * layerTotal + hidden;
    return {total, total - inactiveExpertParams(model)};
}

Result<Model> modelFromHfConfig(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    const json& root = parsed.value();
    if (!root.is_object())
        return Diagnostic{DiagnosticCode::WrongType, file, {}, {"object", jsonTypeName(root)}, {}};

    Diagnostics errors;
    // Multimodal configs (Llava, Gemma 3, Llama 4...) keep the language model in text_config.
    const auto textConfig = root.find("text_config");
    if (textConfig != root.end() && !textConfig->is_null() && !textConfig->is_object())
        return Diagnostic{DiagnosticCode::WrongType, file, "/text_config", {"object", jsonTypeName(*textConfig)}, {}};
    const bool nested = textConfig != root.end() && textConfig->is_object();
    const json& config = nested ? *textConfig : root;
    const std::string base = nested ? "/text_config" : "";
    const std::string rootType = readOptional<std::string>(root, "model_type", {}, {}, file, errors);
    const std::string modelType =
        nested ? readOptional<std::string>(config, "model_type", rootType, base, file, errors) : rootType;
    const std::string activation = readOptional<std::string>(
        config, "hidden_act", readOptional<std::string>(config, "hidden_activation", {}, base, file, errors), base,
        file, errors);
    const bool multiQuery = readOptional<bool>(config, "multi_query", false, base, file, errors);
    // transformers.PretrainedConfig ties input and output embeddings unless told otherwise.
    const bool rootTied = readOptional<bool>(root, "tie_word_embeddings", true, {}, file, errors);
    const bool tied =
        nested ? readOptional<bool>(config, "tie_word_embeddings", rootTied, base, file, errors) : rootTied;
    const std::string name = readOptional<std::string>(root, "_name_or_path", {}, {}, file, errors);

    Model model;
    model.custom = true;
    model.kind = isEncoder(modelType) ? ModelKind::Encoder : ModelKind::Decoder;
    const auto dimension = [&](std::initializer_list<const char*> names, const char* field) {
        return static_cast<int>(readDimension(config, names, field, base, file, errors));
    };
    model.layers = dimension({"num_hidden_layers", "n_layer", "num_layers"}, "layers");
    model.hidden = dimension({"hidden_size", "n_embd", "d_model"}, "hidden");
    model.heads = dimension({"num_attention_heads", "n_head", "num_heads"}, "heads");
    model.kvHeads = dimension({"num_key_value_heads", "multi_query_group_num"}, "kv_heads");
    model.headDim = dimension({"head_dim"}, "head_dim");
    model.ffn = dimension({"intermediate_size", "n_inner", "ffn_dim", "moe_intermediate_size"}, "ffn");
    model.vocab = dimension({"vocab_size", "padded_vocab_size"}, "vocab");
    model.maxContext = dimension({"max_position_embeddings", "n_positions", "seq_length"}, "max_context");
    model.experts = dimension({"num_local_experts", "num_experts", "n_routed_experts"}, "experts");
    model.activeExperts = dimension({"num_experts_per_tok", "moe_topk"}, "active_experts");
    if (!errors.empty())
        return errors;

    for (const auto& [value, key] :
         {std::pair{model.layers, "num_hidden_layers"}, std::pair{model.hidden, "hidden_size"},
          std::pair{model.heads, "num_attention_heads"}, std::pair{model.vocab, "vocab_size"}}) {
        if (value == 0)
            errors.push_back({DiagnosticCode::MissingField, file, jsonPointerAppend(base, key), {key}, {}});
    }
    if (!errors.empty())
        return errors;

    if (model.kvHeads == 0)
        model.kvHeads = multiQuery ? 1 : model.heads;
    if (model.headDim == 0) {
        model.headDim = model.hidden / model.heads;
        if (model.headDim == 0) {
            return Diagnostic{
                DiagnosticCode::InconsistentValue,
                file,
                jsonPointerAppend(base, "num_attention_heads"),
                {"num_attention_heads", std::to_string(model.heads) + " > hidden_size " + std::to_string(model.hidden)},
                {}};
        }
    }
    if (model.ffn == 0) {
        // GPT-2/GPT-J convention when n_inner is null.
        model.ffn =
            static_cast<int>(std::min<long long>(4LL * model.hidden, static_cast<long long>(inlineMaximum("ffn"))));
    }
    if (model.experts == 0)
        model.experts = 1;
    if (model.activeExperts == 0)
        model.activeExperts = model.experts > 1 ? 2 : 1;
    model.gatedFfn = isGated(activation, modelType);
    if (model.kind == ModelKind::Encoder)
        model.defaultSeqLen = std::min(model.maxContext > 0 ? model.maxContext : 512, 512);

    if (model.heads % model.kvHeads != 0 || model.kvHeads > model.heads) {
        return Diagnostic{
            DiagnosticCode::InconsistentValue,
            file,
            jsonPointerAppend(base, "num_key_value_heads"),
            {"num_key_value_heads", std::to_string(model.kvHeads) + " does not divide " + std::to_string(model.heads)},
            {}};
    }
    if (model.activeExperts > model.experts) {
        return Diagnostic{
            DiagnosticCode::InconsistentValue,
            file,
            jsonPointerAppend(base, "num_experts_per_tok"),
            {"num_experts_per_tok", std::to_string(model.activeExperts) + " > " + std::to_string(model.experts)},
            {}};
    }

    const auto count = countTransformerParameters(model, tied);
    model.params = count.total;
    model.activeParams = count.active;
    // Every dimension may be within its limit while their product is not: such a model
    // could not be saved in a workload, and its memory figures would overflow.
    if (const double limit = inlineMaximum("params"); !(model.params <= limit)) {
        return Diagnostic{
            DiagnosticCode::ModelTooLarge, file, base, {json(model.params).dump(), json(limit).dump()}, {}};
    }
    model.id = "custom";
    model.name = !name.empty() ? name : (!modelType.empty() ? modelType : std::string("custom"));
    return model;
}

} // namespace gpuatlas::engine
