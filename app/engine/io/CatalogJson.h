// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "engine/core/Result.h"

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>

// The catalogue's file format (data/gpus.schema.json) and the CLI's GPU output.
namespace gpuatlas::engine::inline io {

// Reads catalogue JSON ("gpu-atlas-catalog" format, data/gpus.schema.json): schema
// validation, then the semantic checks a schema cannot express.
Result<Catalog> readCatalog(std::string_view text, const std::string& file);

// The catalogue format for one GPU (used to export the user's own GPUs).
nlohmann::json gpuToCatalogJson(const Gpu& gpu);
// A whole catalogue document around `gpus`.
nlohmann::json catalogDocument(std::span<const Gpu> gpus);

// The published CLI output for one GPU (docs/cli.md: fixed field names, units in names).
nlohmann::json gpuToContractJson(const Gpu& gpu);

} // namespace gpuatlas::engine::inline io
