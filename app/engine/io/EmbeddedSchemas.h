// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

// The data/*.schema.json files, compiled in (see packaging/cmake/EmbedFiles.cmake) so
// the engine validates input the same way with or without the data folder at hand.
namespace gpuatlas::engine::inline io::schemas {
extern const std::string_view gpus;
extern const std::string_view models;
extern const std::string_view prices;
extern const std::string_view measurements;
extern const std::string_view workload;
extern const std::string_view exchangeRates;
extern const std::string_view workloads;
} // namespace gpuatlas::engine::inline io::schemas
