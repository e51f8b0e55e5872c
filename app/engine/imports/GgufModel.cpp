// SPDX-License-Identifier: GPL-3.0-or-later
// The model a GGUF header describes. Key names are llama.cpp's (src/llama-arch.cpp,
// LLM_KV_NAMES: "%s.block_count", "%s.attention.head_count_kv", ...), where %s is
// general.architecture; the layer patterns follow llama.cpp's per-architecture hparams
// (src/llama-model.cpp, set_swa_pattern).
#include "engine/imports/GgufHeader.h"
#include "engine/imports/HfConfigImport.h"
#include "engine/imports/HfConfigReader.h"
#include "engine/io/JsonInput.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gpuatlas::engine::inline imports {

namespace {

// Known <arch>.* keys that do not change the size, memory or FLOPs.
constexpr std::string_view irrelevantSuffixes[] = {
    "attention.causal",
    "attention.clamp_kqv",
    "attention.layer_norm_epsilon",
    "attention.layer_norm_rms_epsilon",
    "attention.scale",
    "attention.temperature_length",
    "attn_logit_softcapping",
    "embedding_scale",
    "expert_gating_func",
    "expert_group_count",
    "expert_group_used_count",
    "expert_weights_norm",
    "expert_weights_scale",
    "final_logit_softcapping",
    "logit_scale",
    "pooling_type",
    "residual_scale",
    "rope.dimension_sections",
    "rope.freq_base",
    "rope.freq_scale",
    "rope.scaling.attn_factor",
    "rope.scaling.factor",
    "rope.scaling.finetuned",
    "rope.scaling.original_context_length",
    "rope.scaling.type",
    "rope.scaling.yarn_log_multiplier",
    "tensor_data_layout",
    "use_parallel_residual",
};

bool hasPrefix(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

class MetadataReader
{
public:
    MetadataReader(const GgufHeader& header, const std::string& file, ModelImport& out, Diagnostics& errors)
        : m_header(header)
        , m_file(file)
        , m_out(out)
        , m_errors(errors)
    {
    }

    bool ok() const { return m_errors.empty(); }
    void setArchitecture(std::string architecture) { m_arch = std::move(architecture); }
    const std::string& architecture() const { return m_arch; }
    std::string archKey(std::string_view suffix) const { return m_arch + "." + std::string(suffix); }

    const GgufValue* find(const std::string& key)
    {
        m_seen.push_back(key);
        const auto it = m_header.metadata.find(key);
        if (it == m_header.metadata.end())
            return nullptr;
        m_out.readKeys.push_back(key);
        return &it->second;
    }

    std::string text(const std::string& key)
    {
        const GgufValue* value = find(key);
        if (!value)
            return {};
        if (value->type != GgufType::String) {
            wrongType(key, "string", *value);
            return {};
        }
        return value->text.value_or(std::string());
    }

    // A whole number from a scalar, or the largest entry of a per-layer array (head
    // counts and MLP widths may vary by layer); 0 when absent.
    double number(const std::string& key, bool* variesByLayer = nullptr)
    {
        const GgufValue* value = find(key);
        if (!value)
            return 0.0;
        if (value->type == GgufType::Array && !value->items.empty()) {
            const auto [low, high] = std::minmax_element(value->items.begin(), value->items.end());
            if (variesByLayer)
                *variesByLayer = *low != *high;
            return *high;
        }
        if (!value->number || value->type == GgufType::Float32 || value->type == GgufType::Float64 ||
            value->type == GgufType::Bool) {
            wrongType(key, "integer", *value);
            return 0.0;
        }
        return *value->number;
    }

    int integer(std::string_view suffix, const char* field, int minimum = 1)
    {
        const std::string key = archKey(suffix);
        bool varies = false;
        const double value = number(key, &varies);
        if (value == 0.0 && minimum > 0)
            return 0;
        if (value < minimum) {
            fail(DiagnosticCode::BelowMinimum, key, {json(value).dump(), std::to_string(minimum)});
            return 0;
        }
        const double limit = hfconfig::inlineMaximum(field);
        if (value > limit) {
            fail(DiagnosticCode::AboveMaximum, key, {json(value).dump(), json(limit).dump()});
            return 0;
        }
        if (varies)
            assume(key, value, "varies by layer: the largest is used");
        return static_cast<int>(value);
    }

    void assume(const std::string& key, nlohmann::json value, std::string source)
    {
        m_out.assumed.push_back({key, std::move(value), std::move(source)});
    }

    void fail(DiagnosticCode code, const std::string& key, std::vector<std::string> args)
    {
        m_errors.push_back({code, m_file, jsonPointerAppend("", key), std::move(args), {}});
    }

    void wrongType(const std::string& key, const char* expected, const GgufValue& value)
    {
        fail(DiagnosticCode::WrongType, key, {expected, typeName(value.type)});
    }

    // Keys under <arch>. the import did not read and does not know to be irrelevant.
    void collectUnknownKeys()
    {
        const std::string prefix = m_arch + ".";
        for (const auto& [key, value] : m_header.metadata) {
            if (m_arch.empty() || !hasPrefix(key, prefix) ||
                std::find(m_seen.begin(), m_seen.end(), key) != m_seen.end())
                continue;
            const std::string_view suffix = std::string_view(key).substr(prefix.size());
            if (std::find(std::begin(irrelevantSuffixes), std::end(irrelevantSuffixes), suffix) ==
                std::end(irrelevantSuffixes))
                m_out.unknownKeys.push_back(key);
        }
    }

    static std::string typeName(GgufType type)
    {
        static const char* names[] = {"uint8", "int8",   "uint16", "int16",  "uint32", "int32",  "float32",
                                      "bool",  "string", "array",  "uint64", "int64",  "float64"};
        const auto index = static_cast<std::size_t>(type);
        return index < std::size(names) ? names[index] : "unknown";
    }

private:
    using json = nlohmann::json;
    const GgufHeader& m_header;
    const std::string& m_file;
    ModelImport& m_out;
    Diagnostics& m_errors;
    std::string m_arch;
    std::vector<std::string> m_seen;
};

bool isGatedArchitecture(const std::string& arch)
{
    // llama.cpp architectures whose MLP is a plain GELU (2 matrices); the rest are gated.
    for (const char* plain : {"gpt2", "gptj", "gptneox", "falcon", "bloom", "mpt", "starcoder", "starcoder2", "bert",
                              "nomic-bert", "phi2", "refact", "jina-bert-v2"}) {
        if (arch == plain)
            return false;
    }
    return true;
}

// Layers, hidden size, heads, KV heads, head width, context and vocabulary.
bool readCore(MetadataReader& reader, Model& model)
{
    model.layers = reader.integer("block_count", "layers");
    model.hidden = reader.integer("embedding_length", "hidden");
    model.heads = reader.integer("attention.head_count", "heads");
    model.kvHeads = reader.integer("attention.head_count_kv", "kv_heads");
    model.headDim = reader.integer("attention.key_length", "head_dim");
    model.maxContext = reader.integer("context_length", "max_context");
    if (const GgufValue* tokens = reader.find("tokenizer.ggml.tokens"); tokens && tokens->type == GgufType::Array) {
        const double count = static_cast<double>(tokens->count);
        if (count > hfconfig::inlineMaximum("vocab"))
            reader.fail(DiagnosticCode::AboveMaximum, "tokenizer.ggml.tokens",
                        {nlohmann::json(count).dump(), nlohmann::json(hfconfig::inlineMaximum("vocab")).dump()});
        else
            model.vocab = static_cast<int>(count);
    }
    if (model.vocab == 0)
        model.vocab = reader.integer("vocab_size", "vocab");
    if (!reader.ok())
        return false;
    for (const auto& [value, suffix] :
         {std::pair{model.layers, "block_count"}, std::pair{model.hidden, "embedding_length"},
          std::pair{model.heads, "attention.head_count"}}) {
        if (value == 0)
            reader.fail(DiagnosticCode::MissingField, reader.archKey(suffix), {reader.archKey(suffix)});
    }
    if (model.vocab == 0)
        reader.fail(DiagnosticCode::MissingField, "tokenizer.ggml.tokens", {"tokenizer.ggml.tokens"});
    if (!reader.ok())
        return false;
    if (model.kvHeads == 0) {
        model.kvHeads = model.heads;
        reader.assume(reader.archKey("attention.head_count_kv"), model.kvHeads, "attention.head_count");
    }
    return true;
}

// Experts, their widths, shared experts and dense layers (deepseek2: leading dense blocks;
// llama4: every interleave_moe_layer_step-th layer has experts, each with a shared expert).
void readGgufExperts(MetadataReader& reader, Model& model)
{
    const int dense = reader.integer("feed_forward_length", "ffn");
    model.experts = std::max(1, reader.integer("expert_count", "experts"));
    model.activeExperts = reader.integer("expert_used_count", "active_experts");
    const int expertWidth = reader.integer("expert_feed_forward_length", "ffn");
    const int sharedCount = reader.integer("expert_shared_count", "experts", 0);
    const int sharedWidth = reader.integer("expert_shared_feed_forward_length", "shared_expert_ffn");
    const int leading = reader.integer("leading_dense_block_count", "layers", 0);
    const int interleave = std::max(1, reader.integer("interleave_moe_layer_step", "layers"));
    model.ffn = dense > 0 ? dense : static_cast<int>(std::min(4.0 * model.hidden, hfconfig::inlineMaximum("ffn")));
    if (dense == 0)
        reader.assume(reader.archKey("feed_forward_length"), model.ffn, "4 x embedding_length");
    if (!model.isMoe()) {
        model.activeExperts = 1;
        return;
    }
    if (model.activeExperts == 0) {
        model.activeExperts = std::min(2, model.experts);
        reader.assume(reader.archKey("expert_used_count"), model.activeExperts, "top-2 routing (Mixtral, GShard)");
    }
    if (expertWidth > 0)
        model.ffn = expertWidth;
    int moeLayers = 0;
    for (int i = 0; i < model.layers; ++i)
        moeLayers += i >= leading && (i + 1) % interleave == 0 ? 1 : 0;
    if (moeLayers == 0) {
        // No layer left with experts: a dense model.
        model.experts = 1;
        model.activeExperts = 1;
        return;
    }
    model.denseLayers = model.layers - moeLayers;
    if (model.denseLayers > 0)
        model.denseFfn = dense > 0 ? dense : model.ffn;
    if (sharedCount > 0) {
        // In double: two valid counts can multiply past an int and past what a workload saves.
        const double width = static_cast<double>(sharedCount) * model.ffn;
        const double limit = hfconfig::inlineMaximum("shared_expert_ffn");
        if (width > limit) {
            reader.fail(DiagnosticCode::AboveMaximum, reader.archKey("expert_shared_count"),
                        {nlohmann::json(width).dump(), nlohmann::json(limit).dump()});
            return;
        }
        model.sharedExpertFfn = static_cast<int>(width);
    } else if (sharedWidth > 0)
        model.sharedExpertFfn = sharedWidth;
    else if (reader.architecture() == "llama4") {
        model.sharedExpertFfn = model.ffn;
        reader.assume(reader.archKey("expert_shared_count"), 1, "llama.cpp llama4: one shared expert per MoE layer");
    }
}

// MLA (deepseek2): kv_lora_rank + rope.dimension_count cached per layer; the per-head
// widths from key_length_mla / value_length_mla, or key_length / value_length.
bool readAttention(MetadataReader& reader, Model& model)
{
    const int kvLora = reader.integer("attention.kv_lora_rank", "kv_lora_rank");
    if (kvLora > 0) {
        model.attention = AttentionKind::Mla;
        model.kvLoraRank = kvLora;
        model.qLoraRank = reader.integer("attention.q_lora_rank", "q_lora_rank");
        model.qkRopeHeadDim = reader.integer("rope.dimension_count", "qk_rope_head_dim");
        const int keyMla = reader.integer("attention.key_length_mla", "head_dim");
        const int valueMla = reader.integer("attention.value_length_mla", "v_head_dim");
        const int value = reader.integer("attention.value_length", "v_head_dim");
        const int key = keyMla > 0 ? keyMla : model.headDim;
        model.vHeadDim = valueMla > 0 ? valueMla : value;
        model.qkNopeHeadDim = key - model.qkRopeHeadDim;
        if (model.qkRopeHeadDim <= 0 || model.vHeadDim <= 0 || model.qkNopeHeadDim <= 0) {
            reader.fail(DiagnosticCode::MissingField, reader.archKey("rope.dimension_count"),
                        {reader.archKey("rope.dimension_count")});
            return false;
        }
        model.headDim = model.vHeadDim;
        model.kvHeads = model.heads;
        return reader.ok();
    }
    const int window = reader.integer("attention.sliding_window", "sliding_window");
    if (window <= 0)
        return reader.ok();
    // llama.cpp set_swa_pattern(n): layer il is local when il % n < n - 1.
    const std::string& arch = reader.architecture();
    const int pattern = arch == "gemma2" || arch == "gpt-oss" ? 2 : arch == "gemma3" ? 6 : arch == "cohere2" ? 4 : 0;
    model.slidingWindow = window;
    model.attention = pattern > 0 ? AttentionKind::Mixed : AttentionKind::Sliding;
    for (int i = 0; pattern > 0 && i < model.layers; ++i) {
        if (i % pattern < pattern - 1)
            model.localLayers.push_back(i);
    }
    return reader.ok();
}

void readQuantization(MetadataReader& reader, ModelImport& import)
{
    const double type = reader.number("general.file_type");
    if (!reader.ok() || !(type >= 0 && type < 1e9))
        return;
    import.ggufFileType = static_cast<std::uint32_t>(type);
    if (const GgufFileType* known = ggufFileType(import.ggufFileType)) {
        import.model.quantization = std::string(known->name);
        // Two decimals, as the table's sources give them, so the figure round-trips through JSON.
        import.model.bitsPerWeight = std::round(known->bitsPerWeight * 100.0) / 100.0;
        import.model.suggestedPrecision = std::string(known->precision);
    } else {
        reader.assume("general.file_type", type, "not a llama.cpp file type this version knows: no bits per weight");
    }
}

} // namespace

Result<ModelImport> modelFromGguf(const GgufHeader& header, const std::string& file)
{
    ModelImport import;
    import.format = "gguf";
    import.ggufVersion = header.version;
    Diagnostics errors;
    MetadataReader reader(header, file, import, errors);
    import.modelType = reader.text("general.architecture");
    if (!reader.ok())
        return errors;
    if (import.modelType.empty())
        return Diagnostic{DiagnosticCode::MissingField, file, "/general.architecture", {"general.architecture"}, {}};
    reader.setArchitecture(import.modelType);
    Model& model = import.model;
    model.custom = true;
    model.kind =
        import.modelType == "bert" || import.modelType == "nomic-bert" ? ModelKind::Encoder : ModelKind::Decoder;
    if (!readCore(reader, model))
        return errors;
    readGgufExperts(reader, model);
    if (!reader.ok() || !readAttention(reader, model))
        return errors;
    if (model.headDim == 0) {
        model.headDim = model.hidden / model.heads;
        reader.assume(reader.archKey("attention.key_length"), model.headDim, "embedding_length / attention.head_count");
    }
    if (model.headDim == 0 || model.heads % model.kvHeads != 0 || model.kvHeads > model.heads ||
        model.activeExperts > model.experts) {
        reader.fail(DiagnosticCode::InconsistentValue, reader.archKey("attention.head_count_kv"),
                    {reader.archKey("attention.head_count_kv"),
                     std::to_string(model.kvHeads) + " KV heads, " + std::to_string(model.heads) + " heads"});
        return errors;
    }
    model.gatedFfn = isGatedArchitecture(import.modelType);
    // GGUF leaves a tied output head out of the tensors; only Gemma ties among the common ones.
    import.tiedEmbeddings = hasPrefix(import.modelType, "gemma");
    reader.assume("tied_embeddings", import.tiedEmbeddings, "llama.cpp: Gemma ties its output head, others do not");
    ParameterDetails details;
    details.tiedEmbeddings = import.tiedEmbeddings;
    details.normsPerLayer = import.modelType == "gemma2" || import.modelType == "gemma3" ? 4 : 2;
    const auto count = countTransformerParameters(model, details);
    model.params = count.total;
    model.activeParams = count.active;
    const double stated = reader.number("general.parameter_count");
    if (stated >= 1 && stated <= hfconfig::inlineMaximum("params")) {
        model.params = stated;
        model.activeParams = std::clamp(stated - (count.total - count.active), 1.0, stated);
        import.parameterCountFromFile = true;
    }
    readQuantization(reader, import);
    if (!reader.ok())
        return errors;
    if (!(model.params <= hfconfig::inlineMaximum("params")))
        return Diagnostic{
            DiagnosticCode::ModelTooLarge,
            file,
            {},
            {nlohmann::json(model.params).dump(), nlohmann::json(hfconfig::inlineMaximum("params")).dump()},
            {}};
    reader.collectUnknownKeys();
    const std::string name = reader.text("general.name");
    model.id = "custom";
    const bool usable = !name.empty() && name.size() <= 200 && firstInvalidUtf8(name) == std::string_view::npos;
    model.name = usable ? name : import.modelType;
    return import;
}

Result<ModelImport> importGguf(std::istream& in, const std::string& file, const GgufLimits& limits)
{
    auto header = readGgufHeader(in, file, limits);
    if (!header)
        return header.errors();
    return modelFromGguf(header.value(), file);
}

} // namespace gpuatlas::engine::inline imports
