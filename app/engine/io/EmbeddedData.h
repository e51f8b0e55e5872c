// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

// Data files the engine needs without a data folder at hand, compiled in (see
// packaging/cmake/EmbedFiles.cmake): the shipped exchange rates, so that every price
// book converts quotes the same way in the engine, its tests and the app.
namespace gpuatlas::engine::inline io::embedded {
extern const std::string_view exchangeRates;
} // namespace gpuatlas::engine::inline io::embedded
