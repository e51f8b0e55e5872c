// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of a config.json's shape beyond the basic dimensions: experts and dense
// layers, attention windows and MLA, and what the checkpoint says about itself. Each
// rule names the transformers code it follows.
#include "engine/imports/HfConfigShape.h"

#include <algorithm>

namespace gpuatlas::engine::inline imports::hfconfig {

using nlohmann::json;

namespace {

// Which layers have experts. DeepSeek (modeling_deepseek): layer i >= first_k_dense_replace
// with i % moe_layer_freq == 0; Qwen2/3-MoE: i not in mlp_only_layers and
// (i + 1) % decoder_sparse_step == 0; Llama 4: moe_layers, by default
// range(step - 1, layers, step) for interleave_moe_layer_step.
std::optional<std::vector<char>> moeLayerPattern(ConfigReader& reader, int layers)
{
    const int firstDense = reader.integer({"first_k_dense_replace"}, "layers", 0);
    const int frequency = std::max(1, reader.integer({"moe_layer_freq"}, "layers"));
    const int sparseStep = std::max(1, reader.integer({"decoder_sparse_step"}, "layers"));
    const int interleave = std::max(1, reader.integer({"interleave_moe_layer_step"}, "layers"));
    const auto mlpOnly = reader.integerList("mlp_only_layers", layers);
    const auto explicitMoe = reader.integerList("moe_layers", layers);
    if (!reader.ok())
        return std::nullopt;
    std::vector<char> moe(static_cast<std::size_t>(layers), 1);
    for (int i = 0; i < layers; ++i) {
        const bool listedDense = mlpOnly && std::find(mlpOnly->begin(), mlpOnly->end(), i) != mlpOnly->end();
        const bool listedMoe =
            !explicitMoe || std::find(explicitMoe->begin(), explicitMoe->end(), i) != explicitMoe->end();
        const bool dense = i < firstDense || i % frequency != 0 || (i + 1) % sparseStep != 0 ||
                           (i + 1) % interleave != 0 || listedDense || !listedMoe;
        moe[static_cast<std::size_t>(i)] = dense ? 0 : 1;
    }
    return moe;
}

// Shared experts: DeepSeek's n_shared_experts of moe_intermediate_size each, Qwen2-MoE's
// one shared_expert_intermediate_size expert, Llama 4's one shared expert of
// intermediate_size in every MoE layer (transformers Llama4TextMoe).
void readSharedExperts(ConfigReader& reader, Model& model, int intermediate)
{
    const int count = reader.integer({"n_shared_experts"}, "experts", 0);
    const int width = reader.integer({"shared_expert_intermediate_size"}, "shared_expert_ffn");
    const double limit = inlineMaximum("shared_expert_ffn");
    if (count > 0) {
        const double summed = static_cast<double>(count) * model.ffn;
        if (summed > limit)
            reader.inconsistent("n_shared_experts", "n_shared_experts x moe_intermediate_size = " +
                                                        json(summed).dump() + ", more than " + json(limit).dump());
        else
            model.sharedExpertFfn = static_cast<int>(summed);
    } else if (width > 0)
        model.sharedExpertFfn = width;
    else if (reader.modelType() == "llama4_text") {
        model.sharedExpertFfn = intermediate;
        reader.assume(reader.pointer("shared_expert"), intermediate,
                      "transformers Llama4TextMoe: one shared expert of intermediate_size");
    }
}

bool readConfigExperts(ConfigReader& reader, Model& model, int intermediate)
{
    const int moeWidth = reader.integer({"moe_intermediate_size"}, "ffn");
    model.ffn = moeWidth > 0 ? moeWidth : intermediate;
    const auto pattern = moeLayerPattern(reader, model.layers);
    if (!pattern)
        return false;
    const int moeLayers = static_cast<int>(std::count(pattern->begin(), pattern->end(), 1));
    if (moeLayers == 0) {
        // Every layer dense (a sparse step longer than the model): a dense model.
        model.experts = 1;
        model.activeExperts = 1;
        model.ffn = intermediate;
        return true;
    }
    // Llama 4's dense layers have their own width (Llama4TextConfig intermediate_size_mlp).
    const int mlpWidth =
        reader.modelType() == "llama4_text" ? reader.integer({"intermediate_size_mlp"}, "dense_ffn") : 0;
    model.denseLayers = model.layers - moeLayers;
    if (model.denseLayers > 0)
        model.denseFfn = mlpWidth > 0 ? mlpWidth : intermediate;
    readSharedExperts(reader, model, intermediate);
    return reader.ok();
}

// Marks the layers a window applies to, by the rule of the model type when the file has
// no layer_types: Qwen2/3 (transformers Qwen2Config): layers >= max_window_layers when
// use_sliding_window; Gemma 2 and gpt-oss: every other layer from the first; Gemma 3:
// all but every sliding_window_pattern-th; Llama 4 (Llama4TextConfig): the RoPE layers
// of no_rope_layers (all but every no_rope_layer_interval-th) use chunked attention of
// attention_chunk_size; others: every layer when sliding_window is set.
int localLayersByType(ConfigReader& reader, std::vector<char>& local, int window)
{
    const std::string& type = reader.modelType();
    const int layers = static_cast<int>(local.size());
    const bool useSliding = reader.flag("use_sliding_window", true);
    const auto mark = [&](auto rule) {
        for (int i = 0; i < layers; ++i)
            local[static_cast<std::size_t>(i)] = rule(i) ? 1 : 0;
    };
    if (type == "llama4_text") {
        const int chunk = reader.integer({"attention_chunk_size"}, "sliding_window");
        const auto rope = reader.integerList("no_rope_layers", 2);
        const int interval = std::max(1, reader.integer({"no_rope_layer_interval"}, "layers"));
        if (rope && !rope->empty() && static_cast<int>(rope->size()) < layers) {
            reader.inconsistent("no_rope_layers",
                                std::to_string(rope->size()) + " entries for " + std::to_string(layers) + " layers");
            return 0;
        }
        if (rope && !rope->empty())
            mark([&](int i) { return (*rope)[static_cast<std::size_t>(i)] != 0; });
        else
            mark([&](int i) { return (i + 1) % interval != 0; });
        return chunk;
    }
    const bool qwen = type == "qwen2" || type == "qwen2_moe" || type == "qwen3" || type == "qwen3_moe";
    const int firstLocal = qwen ? reader.integer({"max_window_layers"}, "layers", 0) : 0;
    const int pattern = type == "gemma3_text" ? std::max(1, reader.integer({"sliding_window_pattern"}, "layers")) : 1;
    if (window <= 0 || !useSliding)
        return window;
    if (qwen)
        mark([&](int i) { return i >= firstLocal; });
    else if (type == "gemma2" || type == "gpt_oss")
        mark([](int i) { return (i + 1) % 2 != 0; });
    else if (type == "gemma3_text")
        mark([&](int i) { return (i + 1) % pattern != 0; });
    else
        mark([](int) { return true; });
    return window;
}

// layer_types (transformers 4.5x writes it for gpt-oss, Gemma, Qwen): one entry per layer.
int localLayersByList(ConfigReader& reader, const std::vector<std::string>& types, std::vector<char>& local, int window)
{
    if (types.size() != local.size()) {
        reader.inconsistent("layer_types",
                            std::to_string(types.size()) + " entries for " + std::to_string(local.size()) + " layers");
        return 0;
    }
    int chunk = 0;
    for (std::size_t i = 0; i < types.size(); ++i) {
        if (types[i] == "sliding_attention") {
            local[i] = 1;
        } else if (types[i] == "chunked_attention") {
            local[i] = 1;
            if (chunk == 0)
                chunk = reader.integer({"attention_chunk_size"}, "sliding_window");
        } else if (types[i] != "full_attention") {
            reader.inconsistent("layer_types", "entry " + std::to_string(i) + " \"" + types[i] +
                                                   "\" is not full_attention, sliding_attention or chunked_attention");
            return 0;
        }
    }
    return chunk > 0 ? chunk : window;
}

bool readMla(ConfigReader& reader, Model& model, int kvLoraRank)
{
    model.attention = AttentionKind::Mla;
    model.kvLoraRank = kvLoraRank;
    model.qkRopeHeadDim = reader.integer({"qk_rope_head_dim"}, "qk_rope_head_dim");
    model.qkNopeHeadDim = reader.integer({"qk_nope_head_dim"}, "qk_nope_head_dim");
    model.vHeadDim = reader.integer({"v_head_dim"}, "v_head_dim");
    model.qLoraRank = reader.integer({"q_lora_rank"}, "q_lora_rank"); // null: queries not compressed
    if (!reader.ok())
        return false;
    reader.require({{model.qkRopeHeadDim, "qk_rope_head_dim"},
                    {model.qkNopeHeadDim, "qk_nope_head_dim"},
                    {model.vHeadDim, "v_head_dim"}});
    return reader.ok();
}

// The suggested precision from quantization_config (transformers quantizers): FP8 blocks
// (DeepSeek-V3, fbgemm_fp8), MXFP4 experts (gpt-oss), 4- and 8-bit integer weights
// (AWQ, GPTQ, bitsandbytes).
std::string precisionFor(const json& config, const std::string& method)
{
    if (method == "fp8" || method == "fbgemm_fp8")
        return "fp8";
    if (method == "mxfp4")
        return "fp4";
    const auto bits = config.find("bits");
    if ((method == "awq" || method == "gptq") && bits != config.end() && bits->is_number_integer())
        return bits->get<int>() <= 4 ? "int4" : (bits->get<int>() <= 8 ? "int8" : std::string());
    if (method == "bitsandbytes") {
        if (config.value("load_in_4bit", false))
            return "int4";
        if (config.value("load_in_8bit", false))
            return "int8";
    }
    return {};
}

// A vision tower's size, as a ViT encoder: layers x (4 h^2 + 2 h x intermediate).
void readVisionTower(ConfigReader& reader, ModelImport& import)
{
    const json* vision = reader.rootObject("vision_config");
    if (!vision)
        return;
    const auto number = [&](const char* key) {
        const auto it = vision->find(key);
        return it != vision->end() && it->is_number_integer() && it->get<long long>() > 0 &&
                       it->get<long long>() <= 1000000
                   ? static_cast<double>(it->get<long long>())
                   : 0.0;
    };
    const double hidden = number("hidden_size");
    const double layers = number("num_hidden_layers");
    const double intermediate = number("intermediate_size");
    if (hidden > 0 && layers > 0 && intermediate > 0) {
        import.visionParams = layers * (4.0 * hidden * hidden + 2.0 * hidden * intermediate);
        for (const char* key : {"hidden_size", "num_hidden_layers", "intermediate_size"})
            import.readKeys.push_back(std::string("/vision_config/") + key);
    } else {
        reader.assume("/vision_config", 0,
                      "vision tower not counted: hidden_size, num_hidden_layers or "
                      "intermediate_size missing");
    }
}

} // namespace

bool readFeedForward(ConfigReader& reader, Model& model)
{
    model.experts = std::max(1, reader.integer({"num_local_experts", "num_experts", "n_routed_experts"}, "experts"));
    model.activeExperts = reader.integer({"num_experts_per_tok", "experts_per_token", "moe_topk"}, "active_experts");
    int intermediate = reader.integer({"intermediate_size", "n_inner", "ffn_dim", "ffn_hidden_size"}, "ffn");
    if (!reader.ok())
        return false;
    if (intermediate == 0) {
        // GPT-2, GPT-J and Falcon: the MLP is 4 x hidden when not given.
        intermediate = static_cast<int>(std::min<double>(4.0 * model.hidden, inlineMaximum("ffn")));
        reader.assume(reader.pointer("intermediate_size"), intermediate, "4 x hidden_size (GPT-2, Falcon)");
    }
    if (!model.isMoe()) {
        model.activeExperts = 1;
        model.ffn = intermediate;
        return true;
    }
    if (model.activeExperts == 0) {
        model.activeExperts = 2;
        reader.assume(reader.pointer("num_experts_per_tok"), 2, "top-2 routing (Mixtral, GShard)");
    }
    return readConfigExperts(reader, model, intermediate);
}

bool readAttention(ConfigReader& reader, Model& model)
{
    const int kvLoraRank = reader.integer({"kv_lora_rank"}, "kv_lora_rank");
    if (!reader.ok())
        return false;
    if (kvLoraRank > 0)
        return readMla(reader, model, kvLoraRank);
    int window = reader.integer({"sliding_window"}, "sliding_window");
    std::vector<char> local(static_cast<std::size_t>(model.layers), 0);
    if (const auto types = reader.textList("layer_types"))
        window = localLayersByList(reader, *types, local, window);
    else
        window = localLayersByType(reader, local, window);
    if (!reader.ok())
        return false;
    const int count = static_cast<int>(std::count(local.begin(), local.end(), 1));
    if (count == 0)
        return true;
    if (window <= 0) {
        reader.missing("sliding_window");
        return false;
    }
    model.slidingWindow = window;
    model.attention = count == model.layers ? AttentionKind::Sliding : AttentionKind::Mixed;
    if (model.attention == AttentionKind::Mixed) {
        for (int i = 0; i < model.layers; ++i) {
            if (local[static_cast<std::size_t>(i)])
                model.localLayers.push_back(i);
        }
    }
    return true;
}

void readCheckpoint(ConfigReader& reader, ModelImport& import)
{
    // transformers PretrainedConfig ties input and output embeddings unless told otherwise.
    import.tiedEmbeddings =
        reader.flag("tie_word_embeddings", true, "transformers PretrainedConfig: tie_word_embeddings", true);
    import.multiTokenPredictionLayers = reader.integer({"num_nextn_predict_layers"}, "layers", 0);
    if (const json* quantization = reader.object("quantization_config", true)) {
        const auto method = quantization->find("quant_method");
        if (method != quantization->end() && method->is_string()) {
            import.quantizationMethod = method->get<std::string>();
            import.model.suggestedPrecision = precisionFor(*quantization, import.quantizationMethod);
            if (import.quantizationMethod == "mxfp4")
                import.model.fp4Format = Fp4Format::Mxfp4;
        }
    }
    readVisionTower(reader, import);
}

} // namespace gpuatlas::engine::inline imports::hfconfig
