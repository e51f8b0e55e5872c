// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Result.h"
#include "engine/cost/PriceBook.h"

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>

// The price file format (data/prices.schema.json) and the user's own prices.
namespace gpuatlas::engine::inline cost {

// Reads a price file; its quotes in other currencies are converted with the shipped
// rates (ExchangeRates::builtIn(); withRates() converts with others).
Result<PriceBook> readPrices(std::string_view text, const std::string& file);
// The file form of `prices`: USD quotes with usd_per_gpu_hour / usd (the form every
// version of the app reads), quotes in other currencies with currency and per_gpu_hour /
// per_gpu. The dollar figures of converted quotes are not written: they follow the rates.
nlohmann::json pricesDocument(std::span<const Price> prices);

} // namespace gpuatlas::engine::inline cost
