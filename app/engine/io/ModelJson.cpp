// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/ModelJson.h"

#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonRead.h"
#include "engine/io/JsonSchema.h"
#include "engine/io/TrustedJson.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace gpuatlas::engine::inline io {

using nlohmann::json;
namespace jr = jsonread;

namespace {

// The KV cache per token of the whole model at 16 bits, full span (what import-config prints).
double kvBytesPerToken16Bit(const Model& model)
{
    return 2.0 * model.layers * kvValuesPerTokenPerLayer(model);
}

ModelKind modelKindFrom(const std::string& id)
{
    if (id == "encoder")
        return ModelKind::Encoder;
    if (id == "cnn")
        return ModelKind::Cnn;
    if (id == "diffusion")
        return ModelKind::Diffusion;
    return ModelKind::Decoder;
}

// What decides the KV cache and the MoE FLOPs beyond the basic shape (docs/engine.md,
// "Models"). An absent `attention` is inferred from the fields that are there.
void readShapeExtensions(const json& value, Model& model)
{
    model.sharedExpertFfn = jr::optionalInt(value, "shared_expert_ffn").value_or(0);
    model.denseLayers = jr::optionalInt(value, "dense_layers").value_or(0);
    model.denseFfn = jr::optionalInt(value, "dense_ffn").value_or(0); // required with dense_layers (schema)
    model.slidingWindow = jr::optionalInt(value, "sliding_window").value_or(0);
    if (const auto it = value.find("local_layers"); it != value.end() && it->is_array()) {
        for (const auto& layer : *it)
            model.localLayers.push_back(layer.is_number() ? static_cast<int>(layer.get<double>()) : -1);
    }
    model.kvLoraRank = jr::optionalInt(value, "kv_lora_rank").value_or(0);
    model.qkRopeHeadDim = jr::optionalInt(value, "qk_rope_head_dim").value_or(0);
    model.qkNopeHeadDim = jr::optionalInt(value, "qk_nope_head_dim").value_or(0);
    model.vHeadDim = jr::optionalInt(value, "v_head_dim").value_or(0);
    model.qLoraRank = jr::optionalInt(value, "q_lora_rank").value_or(0);
    if (const auto kind = attentionKindFromId(jr::stringOr(value, "attention")))
        model.attention = *kind;
    else if (model.kvLoraRank > 0)
        model.attention = AttentionKind::Mla;
    else if (model.slidingWindow > 0)
        model.attention = model.localLayers.empty() ? AttentionKind::Sliding : AttentionKind::Mixed;
    model.suggestedPrecision = jr::stringOr(value, "suggested_precision");
    model.fp4Format = fp4FormatFromId(jr::stringOr(value, "fp4_format")).value_or(Fp4Format::Nvfp4);
    model.quantization = jr::stringOr(value, "quantization");
    model.bitsPerWeight = jr::optionalNumber(value, "bits_per_weight").value_or(0.0);
}

Model fromJson(const json& value)
{
    Model model;
    model.id = jr::stringOr(value, "id", "custom");
    model.name = jr::stringOr(value, "name", model.id);
    model.kind = modelKindFrom(jr::stringOr(value, "kind", "decoder"));
    model.params = value.value("params", 0.0);
    model.activeParams = jr::optionalNumber(value, "active_params").value_or(model.params);
    model.layers = jr::optionalInt(value, "layers").value_or(0);
    model.hidden = jr::optionalInt(value, "hidden").value_or(0);
    model.heads = jr::optionalInt(value, "heads").value_or(0);
    model.kvHeads = jr::optionalInt(value, "kv_heads").value_or(model.heads);
    model.headDim = jr::optionalInt(value, "head_dim").value_or(model.heads > 0 ? model.hidden / model.heads : 0);
    model.ffn = jr::optionalInt(value, "ffn").value_or(4 * model.hidden);
    model.gatedFfn = value.value("gated_ffn", false);
    model.vocab = jr::optionalInt(value, "vocab").value_or(0);
    model.maxContext = jr::optionalInt(value, "max_context").value_or(0);
    model.experts = jr::optionalInt(value, "experts").value_or(1);
    model.activeExperts = jr::optionalInt(value, "active_experts").value_or(model.experts > 1 ? 2 : 1);
    readShapeExtensions(value, model);
    if (!value.contains("gated_ffn") && model.isTransformer() && model.layers > 0 && model.hidden > 0 &&
        model.headDim > 0 && model.params > 0) {
        // Without gated_ffn, the feed-forward (SwiGLU: 3 matrices, GELU: 2) whose parameter
        // count is closer to the given total (docs/engine.md, "Inline models").
        const double gated = std::abs(std::log(architectureParams(model, true) / model.params));
        const double plain = std::abs(std::log(architectureParams(model, false) / model.params));
        model.gatedFfn = gated < plain;
    }
    if (const auto active = jr::optionalNumber(value, "active_params"))
        model.activeParams = *active;
    else if (model.isMoe() && model.isTransformer())
        model.activeParams = model.params - inactiveExpertParams(model);
    model.defaultSeqLen = jr::optionalInt(value, "default_seq_len").value_or(0);
    model.flopsPerSample = value.value("flops_per_sample", 0.0);
    model.resolution = jr::optionalInt(value, "resolution").value_or(0);
    model.defaultSteps = jr::optionalInt(value, "default_steps").value_or(0);
    model.activationBytesPerSample = value.value("activation_bytes_per_sample", 0.0);
    if (const auto it = value.find("sources"); it != value.end())
        model.sources = jr::sources(*it);
    model.notes = jr::localizedList(value, "notes");
    return model;
}

template <class Report>
void checkAttention(const Model& model, Report& report)
{
    const bool windowed = model.attention == AttentionKind::Sliding || model.attention == AttentionKind::Mixed;
    if (windowed && model.slidingWindow <= 0)
        report("sliding_window", std::string(attentionKindId(model.attention)) + " attention needs a window");
    else if (!windowed && model.slidingWindow > 0)
        report("sliding_window", std::string(attentionKindId(model.attention)) + " attention has no window");
    if (model.attention == AttentionKind::Mixed && model.localLayers.empty())
        report("local_layers", "mixed attention needs the local layers");
    else if (model.attention != AttentionKind::Mixed && !model.localLayers.empty())
        report("local_layers", std::string(attentionKindId(model.attention)) + " attention has no local layers");
    for (std::size_t i = 0; i < model.localLayers.size(); ++i) {
        const int layer = model.localLayers[i];
        if (layer < 0 || layer >= model.layers) {
            report("local_layers", std::to_string(layer) + " is not a layer of " + std::to_string(model.layers));
            break;
        }
        if (i > 0 && layer <= model.localLayers[i - 1]) {
            report("local_layers", "not in increasing order, or a layer given twice");
            break;
        }
    }
    const bool latent = model.kvLoraRank > 0 || model.qkRopeHeadDim > 0;
    if (model.isMla() && (model.kvLoraRank <= 0 || model.qkRopeHeadDim <= 0))
        report("kv_lora_rank", "mla attention needs kv_lora_rank and qk_rope_head_dim");
    else if (!model.isMla() && latent)
        report("kv_lora_rank", std::string(attentionKindId(model.attention)) + " attention has no latent");
}

template <class Report>
void checkShapeExtensions(const Model& model, Report& report)
{
    checkAttention(model, report);
    if (!model.isMoe() && (model.denseLayers > 0 || model.sharedExpertFfn > 0))
        report(model.denseLayers > 0 ? "dense_layers" : "shared_expert_ffn", "a dense model has no experts");
    else if (model.denseLayers > 0 && model.denseFfn <= 0)
        report("dense_ffn", "dense layers need their MLP width");
    else if (model.isMoe() && model.denseLayers >= model.layers)
        report("dense_layers", std::to_string(model.denseLayers) + " of " + std::to_string(model.layers) +
                                   " layers leaves none with experts");
}

void checkConsistency(const Model& model, const std::string& file, const std::string& pointer, Diagnostics& out)
{
    auto report = [&](const char* field, std::string detail) {
        out.push_back({DiagnosticCode::InconsistentValue,
                       file,
                       jsonPointerAppend(pointer, field),
                       {field, std::move(detail)},
                       {}});
    };
    if (model.isTransformer()) {
        if (model.layers <= 0 || model.hidden <= 0 || model.heads <= 0)
            report("layers", "a transformer needs layers, hidden and heads");
        else if (model.headDim <= 0) // hidden / heads without head_dim: more heads than hidden
            report("heads", std::to_string(model.heads) + " > hidden " + std::to_string(model.hidden));
        else if (model.kvHeads <= 0 || model.kvHeads > model.heads || model.heads % model.kvHeads != 0)
            report("kv_heads", std::to_string(model.kvHeads) + " does not divide " + std::to_string(model.heads));
    } else if (model.flopsPerSample <= 0) {
        report("flops_per_sample", "an image model needs its FLOPs per sample");
    }
    if (model.isTransformer())
        checkShapeExtensions(model, report);
    if (model.activeExperts > model.experts)
        report("active_experts", std::to_string(model.activeExperts) + " > " + std::to_string(model.experts));
    if (model.activeParams > model.params * 1.0001)
        report("active_params", "more than params");
    else if (model.isMoe() && !(model.activeParams > 0))
        report("params", "fewer than the parameters of the inactive experts");
}

} // namespace

namespace {

// The models of a parsed (and, unless trusted, schema-checked) models.json.
Result<ModelCatalog> modelsFrom(const json& document, const std::string& file)
{
    Diagnostics errors;
    std::vector<Model> models;
    std::unordered_map<std::string, std::string> firstPointer;
    const auto& items = document["models"];
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto pointer = jsonPointerAppend("/models", i);
        Model model = fromJson(items[i]);
        if (const auto [it, inserted] = firstPointer.emplace(model.id, pointer); !inserted)
            errors.push_back(
                {DiagnosticCode::DuplicateId, file, jsonPointerAppend(pointer, "id"), {model.id, it->second}, {}});
        checkConsistency(model, file, pointer, errors);
        models.push_back(std::move(model));
    }
    if (!errors.empty())
        return errors;
    return ModelCatalog(std::move(models));
}

} // namespace

Result<ModelCatalog> readModels(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    // Trusted text needs no schema: not even parsed then (TrustedInput).
    if (!TrustedInput::active()) {
        static const JsonSchema schema(json::parse(schemas::models));
        Diagnostics errors;
        if (!schema.validate(parsed.value(), file, errors))
            return errors;
    }
    return modelsFrom(parsed.value(), file);
}

Result<ModelCatalog> readModel(std::string_view text, const std::string& file, std::string_view id)
{
    if (TrustedInput::active()) {
        // The other models are read over, not built. Should the one read show a problem
        // (it cannot, while tst_EmbeddedData passes), the full read below names it.
        if (const auto document = parseTrustedJson(text, {"models", "id", id})) {
            if (auto one = modelsFrom(*document, file))
                return one;
        }
    }
    auto all = readModels(text, file);
    if (!all)
        return all.errors();
    const Model* model = all.value().find(id);
    return model ? ModelCatalog(std::vector<Model>{*model}) : ModelCatalog();
}

Result<Model> modelFromJson(const json& value, const std::string& file, const std::string& pointer)
{
    Model model = fromJson(value);
    model.custom = true;
    if (!value.contains("kind"))
        model.kind = value.contains("layers")             ? ModelKind::Decoder
                     : value.contains("flops_per_sample") ? ModelKind::Cnn
                                                          : ModelKind::Decoder;
    Diagnostics errors;
    checkConsistency(model, file, pointer, errors);
    // import-config prints the cache size it derived; pasted into a workload it must
    // still agree with the shape, so that an edited shape is never silently contradicted.
    if (const auto given = jr::optionalNumber(value, "kv_bytes_per_token"); given && errors.empty()) {
        const double derived = kvBytesPerToken16Bit(model);
        if (std::abs(*given - derived) > 0.5 + 1e-9 * derived)
            errors.push_back({DiagnosticCode::InconsistentValue,
                              file,
                              jsonPointerAppend(pointer, "kv_bytes_per_token"),
                              {"kv_bytes_per_token", json(*given).dump() + " != " + json(derived).dump()},
                              {}});
    }
    if (!errors.empty())
        return errors;
    return model;
}

namespace {

// Only what differs from a plain full-attention model, so that files written before these
// fields existed read and write back unchanged.
void writeShapeExtensions(const Model& model, json& out)
{
    const auto positive = [&out](const char* key, int value) {
        if (value > 0)
            out[key] = value;
    };
    positive("shared_expert_ffn", model.sharedExpertFfn);
    positive("dense_layers", model.denseLayers);
    if (model.denseLayers > 0)
        out["dense_ffn"] = model.denseFfn;
    if (model.attention != AttentionKind::Full)
        out["attention"] = attentionKindId(model.attention);
    positive("sliding_window", model.slidingWindow);
    if (!model.localLayers.empty())
        out["local_layers"] = model.localLayers;
    positive("kv_lora_rank", model.kvLoraRank);
    positive("qk_rope_head_dim", model.qkRopeHeadDim);
    positive("qk_nope_head_dim", model.qkNopeHeadDim);
    positive("v_head_dim", model.vHeadDim);
    positive("q_lora_rank", model.qLoraRank);
}

} // namespace

json modelToJson(const Model& model)
{
    json out{{"id", model.id}, {"name", model.name}, {"kind", modelKindId(model.kind)}, {"params", model.params}};
    if (model.activeParams != model.params)
        out["active_params"] = model.activeParams;
    if (model.isTransformer()) {
        out["layers"] = model.layers;
        out["hidden"] = model.hidden;
        out["heads"] = model.heads;
        out["kv_heads"] = model.kvHeads;
        out["head_dim"] = model.headDim;
        out["ffn"] = model.ffn;
        out["gated_ffn"] = model.gatedFfn;
        // An inline model may leave out its vocabulary; 0 would not load back.
        if (model.vocab > 0)
            out["vocab"] = model.vocab;
        if (model.maxContext > 0)
            out["max_context"] = model.maxContext;
        if (model.isMoe()) {
            out["experts"] = model.experts;
            out["active_experts"] = model.activeExperts;
        }
        writeShapeExtensions(model, out);
        if (model.defaultSeqLen > 0)
            out["default_seq_len"] = model.defaultSeqLen;
    } else {
        out["flops_per_sample"] = model.flopsPerSample;
        if (model.resolution > 0)
            out["resolution"] = model.resolution;
        if (model.defaultSteps > 0)
            out["default_steps"] = model.defaultSteps;
    }
    if (model.activationBytesPerSample > 0)
        out["activation_bytes_per_sample"] = model.activationBytesPerSample;
    if (!model.suggestedPrecision.empty())
        out["suggested_precision"] = model.suggestedPrecision;
    if (model.fp4Format != Fp4Format::Nvfp4)
        out["fp4_format"] = fp4FormatId(model.fp4Format);
    if (!model.quantization.empty())
        out["quantization"] = model.quantization;
    if (model.bitsPerWeight > 0)
        out["bits_per_weight"] = model.bitsPerWeight;
    return out;
}

} // namespace gpuatlas::engine::inline io
