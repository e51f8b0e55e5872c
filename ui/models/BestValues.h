// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/GpuFields.h"

#include <map>
#include <span>

namespace gpuatlas::ui {

// The best figure per spec field among a set of GPUs (the rows the filter shows, or
// the GPUs being compared), so the table can mark it.
class BestValues
{
public:
    BestValues() = default;
    BestValues(std::span<const engine::Gpu* const> gpus, text::Sparsity sparsity);

    // Whether `gpu` holds the best value of `field` (ties all count).
    bool isBest(const engine::Gpu& gpu, text::GpuField field) const;

    // Whether a field is a figure of merit. The launch year and the Tensor Core
    // generation are numbers, but "newer" is not a better value, and generations of
    // different vendors do not compare.
    static bool ranked(text::GpuField field);

private:
    std::map<text::GpuField, double> m_best;
    text::Sparsity m_sparsity = text::Sparsity::Dense;
};

} // namespace gpuatlas::ui
