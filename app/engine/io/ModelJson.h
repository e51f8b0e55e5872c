// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Model.h"
#include "engine/core/Result.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

// The models' file format (data/models.schema.json) and inline models in workloads.
namespace gpuatlas::engine::inline io {

// Reads data/models.json ("gpu-atlas-models").
Result<ModelCatalog> readModels(std::string_view text, const std::string& file);
// The same file, keeping only the model `id` (an empty catalogue when the file has none):
// for a command that needs the workload's model alone. Every model is read and checked as
// by readModels(), except for the compiled-in copy (TrustedInput), whose other models are
// read over without being built.
Result<ModelCatalog> readModel(std::string_view text, const std::string& file, std::string_view id);

// A model given inline (workload "model" object or an imported config.json), already
// schema-checked; fills derived fields (head_dim, kv_heads, active params) and checks
// consistency (heads divisible by kv_heads, active experts <= experts...).
Result<Model> modelFromJson(const nlohmann::json& value, const std::string& file, const std::string& pointer);
nlohmann::json modelToJson(const Model& model);

} // namespace gpuatlas::engine::inline io
