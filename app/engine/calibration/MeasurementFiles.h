// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/calibration/Measurement.h"
#include "engine/core/Result.h"

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>
#include <vector>

// The user's measurements as files: JSON (data/measurements.schema.json) and CSV.
namespace gpuatlas::engine::inline calibration {

// The "gpu-atlas-measurements" JSON format: schema validation, then "exactly one of
// tokens_per_s and samples_per_s".
Result<std::vector<Measurement>> readMeasurements(std::string_view text, const std::string& file);
nlohmann::json measurementsDocument(std::span<const Measurement> measurements);

// The same fields as CSV columns (a header row names them, in any order; unknown
// columns are errors). Diagnostics point at "/<line>/<column>", the line counted from
// 1 as editors do (the header is line 1).
Result<std::vector<Measurement>> readMeasurementsCsv(std::string_view text, const std::string& file);
std::string measurementsCsv(std::span<const Measurement> measurements);

} // namespace gpuatlas::engine::inline calibration
