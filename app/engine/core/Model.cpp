// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Model.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline core {

const Model* ModelCatalog::find(std::string_view id) const
{
    for (const auto& model : m_models) {
        if (model.id == id)
            return &model;
    }
    return nullptr;
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

std::string_view attentionKindId(AttentionKind kind)
{
    switch (kind) {
    case AttentionKind::Full:
        return "full";
    case AttentionKind::Sliding:
        return "sliding";
    case AttentionKind::Mixed:
        return "mixed";
    case AttentionKind::Mla:
        return "mla";
    }
    return "full";
}

std::optional<AttentionKind> attentionKindFromId(std::string_view id)
{
    for (const auto kind : {AttentionKind::Full, AttentionKind::Sliding, AttentionKind::Mixed, AttentionKind::Mla}) {
        if (attentionKindId(kind) == id)
            return kind;
    }
    return std::nullopt;
}

std::string_view fp4FormatId(Fp4Format format)
{
    return format == Fp4Format::Mxfp4 ? "mxfp4" : "nvfp4";
}

std::string_view modelFamilyId(const Model& model)
{
    if (model.isMoe())
        return "moe";
    if (model.kind == ModelKind::Diffusion)
        return "diffusion";
    if (model.kind == ModelKind::Cnn)
        return "cnn";
    return "dense";
}

std::optional<Fp4Format> fp4FormatFromId(std::string_view id)
{
    if (id == "nvfp4")
        return Fp4Format::Nvfp4;
    if (id == "mxfp4")
        return Fp4Format::Mxfp4;
    return std::nullopt;
}

int Model::localLayerCount() const
{
    switch (attention) {
    case AttentionKind::Sliding:
        return layers;
    case AttentionKind::Mixed:
        return static_cast<int>(localLayers.size());
    case AttentionKind::Full:
    case AttentionKind::Mla:
        break;
    }
    return 0;
}

double kvValuesPerTokenPerLayer(const Model& model)
{
    if (model.kind != ModelKind::Decoder)
        return 0.0;
    // MLA caches the compressed KV latent and the decoupled RoPE key, once for all heads
    // (DeepSeek-V2, Liu et al. 2024, section 2.1.2: (d_c + d_h^R) per token and layer).
    if (model.isMla())
        return static_cast<double>(model.kvLoraRank) + model.qkRopeHeadDim;
    return 2.0 * model.kvHeads * model.headDim;
}

double inactiveExpertParams(const Model& model)
{
    if (!model.isMoe() || model.activeExperts >= model.experts)
        return 0.0;
    const double unused = static_cast<double>(model.experts - model.activeExperts) / model.experts;
    return routedExpertParams(model) * unused;
}

double architectureParams(const Model& model, bool gatedFfn)
{
    const double hidden = model.hidden;
    const double qWidth = static_cast<double>(model.heads) * model.headDim;
    const double kvWidth = static_cast<double>(model.kvHeads) * model.headDim;
    const double attention = 2 * hidden * qWidth + 2 * hidden * kvWidth;
    const double matrices = gatedFfn ? 3.0 : 2.0;
    const int moeLayers = model.isMoe() ? std::max(0, model.layers - model.denseLayers) : model.layers;
    const double perMoeLayer =
        matrices * hidden * (static_cast<double>(model.ffn) * model.experts + model.sharedExpertFfn);
    const double dense = matrices * hidden * model.denseFfn * (model.layers - moeLayers);
    const double embeddings = 2.0 * model.vocab * hidden;
    return embeddings + model.layers * attention + moeLayers * perMoeLayer + dense;
}

double routedExpertParams(const Model& model)
{
    if (!model.isMoe())
        return 0.0;
    const double matrices = model.gatedFfn ? 3.0 : 2.0;
    const double routed = static_cast<double>(model.experts) * model.moeLayers() * matrices *
                          static_cast<double>(model.hidden) * model.ffn;
    return std::clamp(routed, 0.0, model.params);
}

} // namespace gpuatlas::engine::inline core
