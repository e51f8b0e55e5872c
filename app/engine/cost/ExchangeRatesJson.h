// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Result.h"
#include "engine/cost/ExchangeRates.h"

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>

// The exchange-rate file format (data/exchange-rates.schema.json) and the user's own rates.
namespace gpuatlas::engine::inline cost {

Result<ExchangeRates> readExchangeRates(std::string_view text, const std::string& file);
nlohmann::json exchangeRatesDocument(std::span<const ExchangeRate> rates);

} // namespace gpuatlas::engine::inline cost
