// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Gpu.h"
#include "Result.h"

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gpuatlas::engine {

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

// Reads catalogue JSON ("gpu-atlas-catalog" format, data/gpus.schema.json): schema
// validation, then the semantic checks a schema cannot express.
Result<Catalog> readCatalog(std::string_view text, const std::string& file);

// The catalogue format for one GPU (used to export the user's own GPUs).
nlohmann::json gpuToCatalogJson(const Gpu& gpu);
// A whole catalogue document around `gpus`.
nlohmann::json catalogDocument(std::span<const Gpu> gpus);

// The published CLI output for one GPU (docs/cli.md: fixed field names, units in names).
nlohmann::json gpuToContractJson(const Gpu& gpu);

} // namespace gpuatlas::engine
