// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Gpu.h"
#include "engine/core/Result.h"

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gpuatlas::engine::inline core {

// The GPUs the user compares: the shipped catalogue, optionally with the user's own.
class Catalog
{
public:
    Catalog() = default;
    explicit Catalog(std::vector<Gpu> gpus);

    std::span<const Gpu> gpus() const { return m_gpus; }
    std::size_t size() const { return m_gpus.size(); }
    bool empty() const { return m_gpus.empty(); }
    const Gpu* find(std::string_view id) const;
    // Index of `id` in gpus(), or -1.
    int indexOf(std::string_view id) const;

    // This catalogue with `extra` GPUs added; an extra GPU whose id already exists
    // replaces the shipped entry (a user's correction wins).
    Catalog mergedWith(std::span<const Gpu> extra) const;

private:
    std::vector<Gpu> m_gpus;
    std::unordered_map<std::string, std::size_t> m_index;
};

} // namespace gpuatlas::engine::inline core
