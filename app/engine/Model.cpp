// SPDX-License-Identifier: GPL-3.0-or-later
#include "Model.h"

#include "EmbeddedSchemas.h"
#include "JsonInput.h"
#include "JsonRead.h"
#include "JsonSchema.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace gpuatlas::engine {

using nlohmann::json;
namespace jr = jsonread;

namespace {

ModelKind kindFrom(const std::string& id)
{
    if (id == "encoder")
        return ModelKind::Encoder;
    if (id == "cnn")
        return ModelKind::Cnn;
    if (id == "diffusion")
        return ModelKind::Diffusion;
    return ModelKind::Decoder;
}

Model fromJson(const json& value)
{
    Model model;
    model.id = jr::stringOr(value, "id", "custom");
    model.name = jr::stringOr(value, "name", model.id);
    model.kind = kindFrom(jr::stringOr(value, "kind", "decoder"));
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
    if (model.activeExperts > model.experts)
        report("active_experts", std::to_string(model.activeExperts) + " > " + std::to_string(model.experts));
    if (model.activeParams > model.params * 1.0001)
        report("active_params", "more than params");
    else if (model.isMoe() && !(model.activeParams > 0))
        report("params", "fewer than the parameters of the inactive experts");
}

} // namespace

const Model* ModelCatalog::find(std::string_view id) const
{
    for (const auto& model : m_models) {
        if (model.id == id)
            return &model;
    }
    return nullptr;
}

Result<ModelCatalog> readModels(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    static const JsonSchema schema(json::parse(schemas::models));
    Diagnostics errors;
    if (!schema.validate(parsed.value(), file, errors))
        return errors;

    std::vector<Model> models;
    std::unordered_map<std::string, std::string> firstPointer;
    const auto& items = parsed.value()["models"];
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
    if (!errors.empty())
        return errors;
    return model;
}

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
    return out;
}

std::string_view modelKindId(ModelKind kind)
{
    switch (kind) {
    case ModelKind::Decoder:
        return "decoder";
    case ModelKind::Encoder:
        return "encoder";
    case ModelKind::Cnn:
        return "cnn";
    case ModelKind::Diffusion:
        return "diffusion";
    }
    return "decoder";
}

double inactiveExpertParams(const Model& model)
{
    if (!model.isMoe() || model.activeExperts >= model.experts)
        return 0.0;
    const double matrices = model.gatedFfn ? 3.0 : 2.0;
    return static_cast<double>(model.experts - model.activeExperts) * model.layers * matrices *
           static_cast<double>(model.hidden) * model.ffn;
}

double architectureParams(const Model& model, bool gatedFfn)
{
    const double hidden = model.hidden;
    const double qWidth = static_cast<double>(model.heads) * model.headDim;
    const double kvWidth = static_cast<double>(model.kvHeads) * model.headDim;
    const double attention = 2 * hidden * qWidth + 2 * hidden * kvWidth;
    const double ffn = (gatedFfn ? 3.0 : 2.0) * hidden * model.ffn * std::max(1, model.experts);
    const double embeddings = 2.0 * model.vocab * hidden;
    return embeddings + model.layers * (attention + ffn);
}

double routedExpertParams(const Model& model)
{
    if (!model.isMoe())
        return 0.0;
    // params = dense + experts; active = dense + experts x k/E  =>  experts = (params - active) / (1 - k/E).
    const double share = static_cast<double>(model.activeExperts) / model.experts;
    if (share >= 1.0)
        return 0.0; // every expert runs for every token: nothing tells the experts from the rest
    return std::clamp((model.params - model.activeParams) / (1.0 - share), 0.0, model.params);
}

} // namespace gpuatlas::engine
