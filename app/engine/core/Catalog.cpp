// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Catalog.h"

namespace gpuatlas::engine::inline core {

Catalog::Catalog(std::vector<Gpu> gpus)
    : m_gpus(std::move(gpus))
{
    m_index.reserve(m_gpus.size());
    for (std::size_t i = 0; i < m_gpus.size(); ++i)
        m_index.emplace(m_gpus[i].id, i);
}

const Gpu* Catalog::find(std::string_view id) const
{
    const int index = indexOf(id);
    return index < 0 ? nullptr : &m_gpus[static_cast<std::size_t>(index)];
}

int Catalog::indexOf(std::string_view id) const
{
    const auto it = m_index.find(std::string(id));
    return it == m_index.end() ? -1 : static_cast<int>(it->second);
}

Catalog Catalog::mergedWith(std::span<const Gpu> extra) const
{
    std::vector<Gpu> gpus = m_gpus;
    for (const auto& gpu : extra) {
        if (const int index = indexOf(gpu.id); index >= 0)
            gpus[static_cast<std::size_t>(index)] = gpu;
        else
            gpus.push_back(gpu);
    }
    return Catalog(std::move(gpus));
}

} // namespace gpuatlas::engine::inline core
