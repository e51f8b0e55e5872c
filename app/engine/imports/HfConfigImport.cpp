// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/imports/HfConfigImport.h"

#include "engine/imports/HfConfigDefaults.h"
#include "engine/imports/HfConfigReader.h"
#include "engine/imports/HfConfigShape.h"
#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline imports {

using hfconfig::ConfigReader;
using nlohmann::json;

namespace {

bool isEncoder(const std::string& modelType)
{
    for (const char* type : {"bert", "roberta", "xlm-roberta", "deberta", "deberta-v2", "electra", "distilbert"}) {
        if (modelType == type)
            return true;
    }
    return false;
}

bool startsWith(const std::string& text, const char* prefix)
{
    return text.rfind(prefix, 0) == 0;
}

// Activations that use a gate (SwiGLU, GeGLU) and so three feed-forward matrices.
bool isGated(const std::string& activation, const std::string& modelType)
{
    for (const char* type :
         {"llama", "llama4_text", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "gemma", "gemma2",
          "gemma3_text", "phi3", "deepseek_v2", "deepseek_v3", "gpt_oss", "olmo", "olmo2", "internlm2", "yi"}) {
        if (modelType == type)
            return true;
    }
    return activation == "silu" || activation == "swiglu" ||
           (activation == "gelu_pytorch_tanh" && startsWith(modelType, "gemma"));
}

bool isFalcon(const std::string& modelType)
{
    return modelType == "falcon" || modelType == "RefinedWeb" || modelType == "RefinedWebModel";
}

// Number of attention KV heads, with the legacy keys: Falcon's new decoder architecture
// (40B/180B) has n_head_kv KV groups, its older multi-query one (7B) a single KV head
// (transformers FalconAttention); GPT-BigCode's multi_query likewise.
void readKvHeads(ConfigReader& reader, Model& model, const std::string& modelType)
{
    if (isFalcon(modelType)) {
        const bool grouped = reader.flag("new_decoder_architecture", false);
        const bool multiQuery = reader.flag("multi_query", true);
        const int groups = reader.integer({"num_kv_heads", "n_head_kv", "num_key_value_heads"}, "kv_heads");
        model.kvHeads = grouped ? (groups > 0 ? groups : model.heads) : (multiQuery ? 1 : model.heads);
        if (!grouped || groups == 0)
            reader.assume(reader.pointer("num_kv_heads"), model.kvHeads,
                          grouped ? "transformers FalconConfig: num_kv_heads = num_attention_heads"
                                  : (multiQuery ? "transformers FalconAttention: multi_query has one KV head"
                                                : "transformers FalconAttention: one KV head per head"));
        return;
    }
    model.kvHeads =
        reader.integer({"num_key_value_heads", "num_kv_heads", "n_head_kv", "multi_query_group_num"}, "kv_heads");
    if (model.kvHeads == 0) {
        const bool multiQuery = reader.flag("multi_query", false);
        model.kvHeads = multiQuery ? 1 : model.heads;
        reader.assume(reader.pointer("num_key_value_heads"), model.kvHeads,
                      multiQuery ? "multi_query: one KV head" : "num_attention_heads (multi-head attention)");
    }
}

// Layers, hidden size, heads, vocabulary, context and head width.
bool readCoreShape(ConfigReader& reader, Model& model, const std::string& modelType)
{
    model.layers = reader.integer({"num_hidden_layers", "n_layer", "num_layers"}, "layers");
    model.hidden = reader.integer({"hidden_size", "n_embd", "d_model"}, "hidden");
    model.heads = reader.integer({"num_attention_heads", "n_head", "num_heads"}, "heads");
    model.vocab = reader.integer({"vocab_size", "padded_vocab_size"}, "vocab");
    model.maxContext =
        reader.integer({"max_position_embeddings", "n_positions", "seq_length", "max_sequence_length"}, "max_context");
    model.headDim = reader.integer({"head_dim"}, "head_dim");
    if (!reader.ok())
        return false;
    reader.require({{model.layers, "num_hidden_layers"},
                    {model.hidden, "hidden_size"},
                    {model.heads, "num_attention_heads"},
                    {model.vocab, "vocab_size"}});
    if (!reader.ok())
        return false;
    readKvHeads(reader, model, modelType);
    return reader.ok();
}

// The head width when the file does not state it. MLA's value heads set the width of
// the output projection; otherwise hidden / heads, as transformers computes it.
bool resolveHeadDim(ConfigReader& reader, Model& model)
{
    if (model.headDim > 0)
        return true;
    if (model.isMla() && model.vHeadDim > 0) {
        model.headDim = model.vHeadDim;
        reader.assume(reader.pointer("head_dim"), model.headDim, "v_head_dim (multi-head latent attention)");
        return true;
    }
    model.headDim = model.hidden / model.heads;
    if (model.headDim == 0) {
        reader.inconsistent("num_attention_heads",
                            std::to_string(model.heads) + " > hidden_size " + std::to_string(model.hidden));
        return false;
    }
    reader.assume(reader.pointer("head_dim"), model.headDim, "hidden_size / num_attention_heads");
    return true;
}

bool checkHeads(ConfigReader& reader, const Model& model)
{
    if (model.heads % model.kvHeads != 0 || model.kvHeads > model.heads) {
        reader.inconsistent("num_key_value_heads",
                            std::to_string(model.kvHeads) + " does not divide " + std::to_string(model.heads));
        return false;
    }
    if (model.activeExperts > model.experts) {
        reader.inconsistent("num_experts_per_tok",
                            std::to_string(model.activeExperts) + " > " + std::to_string(model.experts));
        return false;
    }
    return true;
}

ParameterDetails detailsFor(ConfigReader& reader, const std::string& modelType, const ModelImport& import)
{
    ParameterDetails details;
    details.tiedEmbeddings = import.tiedEmbeddings;
    // Qwen2 puts biases on q, k and v whatever the config says (transformers Qwen2Attention).
    details.qkvBias = modelType == "qwen2" || modelType == "qwen2_moe" || reader.flag("qkv_bias", false);
    details.attentionBias = reader.flag("attention_bias", false) || (isFalcon(modelType) && reader.flag("bias", false));
    details.mlpBias = reader.flag("mlp_bias", false) || (isFalcon(modelType) && reader.flag("bias", false));
    // gpt-oss's experts carry biases on both projections (transformers GptOssExperts).
    details.expertBias = modelType == "gpt_oss";
    details.normsPerLayer = modelType == "gemma2" || modelType == "gemma3_text" ? 4 : 2;
    details.visionParams = import.visionParams;
    return details;
}

// Every dimension may be within its limit while their product is not: such a model
// could not be saved in a workload, and its memory figures would overflow.
std::optional<Diagnostic> checkSize(const Model& model, const std::string& file, const std::string& base)
{
    const double limit = hfconfig::inlineMaximum("params");
    if (model.params <= limit && model.activeParams > 0)
        return std::nullopt;
    return Diagnostic{DiagnosticCode::ModelTooLarge, file, base, {json(model.params).dump(), json(limit).dump()}, {}};
}

} // namespace

ParameterCount countTransformerParameters(const Model& model, const ParameterDetails& details)
{
    const double hidden = model.hidden;
    const double heads = model.heads;
    const double qWidth = heads * model.headDim;
    const double kvWidth = static_cast<double>(model.kvHeads) * model.headDim;
    double attention = hidden * qWidth + 2 * hidden * kvWidth + qWidth * hidden;
    if (model.isMla()) {
        // DeepSeek-V2 (Liu et al. 2024), eq. 9-14: queries through an optional low-rank
        // q_a/q_b pair, keys and values from the kv_a latent (+ the RoPE key) up through kv_b.
        const double qkHead = static_cast<double>(model.qkNopeHeadDim) + model.qkRopeHeadDim;
        const double query = model.qLoraRank > 0 ? hidden * model.qLoraRank + model.qLoraRank +
                                                       static_cast<double>(model.qLoraRank) * heads * qkHead
                                                 : hidden * heads * qkHead;
        const double latent = hidden * (static_cast<double>(model.kvLoraRank) + model.qkRopeHeadDim) + model.kvLoraRank;
        const double up = static_cast<double>(model.kvLoraRank) * heads * (model.qkNopeHeadDim + model.vHeadDim);
        attention = query + latent + up + heads * model.vHeadDim * hidden;
    }
    if (details.attentionBias)
        attention += qWidth + 2 * kvWidth + hidden;
    else if (details.qkvBias)
        attention += qWidth + 2 * kvWidth;
    const double matrices = model.gatedFfn ? 3.0 : 2.0;
    const auto mlp = [&](double width, bool bias) {
        return matrices * hidden * width + (bias ? (matrices - 1.0) * width + hidden : 0.0);
    };
    const double routed = model.isMoe() ? model.experts * mlp(model.ffn, details.expertBias) : 0.0;
    const double router = model.isMoe() ? hidden * model.experts + (details.expertBias ? model.experts : 0.0) : 0.0;
    const double shared = model.sharedExpertFfn > 0 ? mlp(model.sharedExpertFfn, false) : 0.0;
    const int moeLayers = model.moeLayers();
    const int denseLayers = model.layers - moeLayers;
    const double denseWidth = model.isMoe() ? model.denseFfn : model.ffn;
    const double norms = details.normsPerLayer * hidden;
    const double embedding = static_cast<double>(model.vocab) * hidden;
    const double embeddings = embedding * (details.tiedEmbeddings ? 1.0 : 2.0);
    const double blocks = model.layers * (attention + norms) + moeLayers * (routed + router + shared) +
                          denseLayers * mlp(denseWidth, details.mlpBias);
    const double total = embeddings + blocks + hidden + details.visionParams;
    // inactiveExpertParams never exceeds the model's params: measure it against this total.
    Model counted = model;
    counted.params = total;
    double active = total - inactiveExpertParams(counted) - details.visionParams;
    if (model.isMoe() && !details.tiedEmbeddings)
        active -= embedding;
    return {total, active};
}

ParameterCount countTransformerParameters(const Model& model, bool tiedEmbeddings)
{
    ParameterDetails details;
    details.tiedEmbeddings = tiedEmbeddings;
    return countTransformerParameters(model, details);
}

Result<ModelImport> importHfConfig(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    const json& root = parsed.value();
    if (!root.is_object())
        return Diagnostic{DiagnosticCode::WrongType, file, {}, {"object", jsonTypeName(root)}, {}};
    // Multimodal configs (Llava, Gemma 3, Llama 4...) keep the language model in text_config.
    const auto textConfig = root.find("text_config");
    if (textConfig != root.end() && !textConfig->is_null() && !textConfig->is_object())
        return Diagnostic{DiagnosticCode::WrongType, file, "/text_config", {"object", jsonTypeName(*textConfig)}, {}};
    const bool nested = textConfig != root.end() && textConfig->is_object();

    ModelImport import;
    import.format = "hf-config";
    Diagnostics errors;
    ConfigReader reader(root, nested ? *textConfig : root, nested ? "/text_config" : "", file, import, errors);
    const std::string rootType = reader.rootText("model_type");
    const std::string ownType = nested ? reader.text("model_type") : rootType;
    import.modelType = !ownType.empty() ? ownType : std::string(hfconfig::textModelTypeFor(rootType));
    reader.useDefaults(import.modelType);
    const std::string name = reader.rootText("_name_or_path");
    const std::string activation = reader.firstText({"hidden_act", "hidden_activation", "activation_function"});

    Model& model = import.model;
    model.custom = true;
    model.kind = isEncoder(import.modelType) ? ModelKind::Encoder : ModelKind::Decoder;
    if (!readCoreShape(reader, model, import.modelType))
        return errors;
    model.gatedFfn = isGated(activation, import.modelType);
    if (!hfconfig::readFeedForward(reader, model) || !hfconfig::readAttention(reader, model) ||
        !resolveHeadDim(reader, model) || !checkHeads(reader, model))
        return errors;
    hfconfig::readCheckpoint(reader, import);
    if (!reader.ok())
        return errors;
    if (model.kind == ModelKind::Encoder)
        model.defaultSeqLen = std::min(model.maxContext > 0 ? model.maxContext : 512, 512);

    const auto count = countTransformerParameters(model, detailsFor(reader, import.modelType, import));
    model.params = count.total;
    model.activeParams = count.active;
    if (auto tooLarge = checkSize(model, file, nested ? "/text_config" : ""))
        return *tooLarge;
    reader.collectUnknownKeys();
    if (!reader.ok())
        return errors;
    model.id = "custom";
    model.name = !name.empty() ? name : (!import.modelType.empty() ? import.modelType : std::string("custom"));
    return import;
}

Result<Model> modelFromHfConfig(std::string_view text, const std::string& file)
{
    auto imported = importHfConfig(text, file);
    if (!imported)
        return imported.errors();
    return std::move(imported).value().model;
}

} // namespace gpuatlas::engine::inline imports
