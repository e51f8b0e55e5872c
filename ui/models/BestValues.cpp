// SPDX-License-Identifier: GPL-3.0-or-later
#include "BestValues.h"

namespace gpuatlas::ui {

using text::GpuField;
using text::GpuFields;

bool BestValues::ranked(GpuField field)
{
    return GpuFields::isNumeric(field) && field != GpuField::LaunchYear && field != GpuField::TensorCoreGeneration;
}

BestValues::BestValues(std::span<const engine::Gpu* const> gpus, text::Sparsity sparsity)
    : m_sparsity(sparsity)
{
    for (const GpuField field : GpuFields::all()) {
        if (!ranked(field))
            continue;
        const bool higher = GpuFields::higherIsBetter(field);
        std::optional<double> best;
        std::optional<double> worst;
        int withValue = 0;
        for (const auto* gpu : gpus) {
            const auto value = GpuFields::value(*gpu, field, sparsity);
            if (!value)
                continue;
            ++withValue;
            const bool better = !best || (higher ? *value > *best : *value < *best);
            if (better)
                best = value;
            const bool poorer = !worst || (higher ? *value < *worst : *value > *worst);
            if (poorer)
                worst = value;
        }
        // A mark means "this one stands out": with fewer than two figures, or all of
        // them equal, nothing does.
        if (withValue >= 2 && best != worst)
            m_best.emplace(field, *best);
    }
}

bool BestValues::isBest(const engine::Gpu& gpu, GpuField field) const
{
    const auto it = m_best.find(field);
    if (it == m_best.end())
        return false;
    const auto value = GpuFields::value(gpu, field, m_sparsity);
    return value && *value == it->second;
}

} // namespace gpuatlas::ui
