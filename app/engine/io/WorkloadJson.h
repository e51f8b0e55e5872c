// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Model.h"
#include "engine/core/Result.h"
#include "engine/core/Workload.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

// The workload file format (data/workload.schema.json, docs/cli.md).
namespace gpuatlas::engine::inline io {

// Parses a workload file (docs/cli.md). `models` resolves built-in ids; an unknown id is
// an error naming /model.
Result<Workload> readWorkload(std::string_view text, const std::string& file, const ModelCatalog& models);
nlohmann::json workloadToJson(const Workload& workload);

} // namespace gpuatlas::engine::inline io
