// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Source.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace gpuatlas::engine::inline core {

// The currencies prices are quoted in and costs can be shown in (ISO 4217 codes). The
// engine computes in US dollars; other currencies are converted with dated rates
// (ExchangeRates).
enum class Currency
{
    USD,
    CNY,
    EUR,
};

inline constexpr std::array allCurrencies{Currency::USD, Currency::CNY, Currency::EUR};

// "USD", "CNY", "EUR".
std::string_view currencyId(Currency currency);
// Exactly one of the codes above (upper case, as ISO 4217 writes them).
std::optional<Currency> currencyFromId(std::string_view id);

// How a rate was obtained: published (in the shipped file or the user's), or derived by
// the engine from published ones.
enum class RateBasis
{
    Published,
    Inverse,  // 1 / a published rate
    Cross,    // two published rates through the US dollar
    Identity, // a currency to itself
};

// One exchange rate: 1 `from` = `rate` `to`, as published on `date`. A rate the engine
// derives (the inverse of a published one, or a cross rate through the US dollar) keeps
// the date of the published rate it comes from (the older one for a cross rate).
struct ExchangeRate
{
    Currency from = Currency::USD;
    Currency to = Currency::USD;
    double rate = 1.0;
    std::string date; // ISO date of the published rate
    Source source;
    std::string note;
    bool userProvided = false;
    RateBasis basis = RateBasis::Published;

    double convert(double amount) const { return amount * rate; }
};

} // namespace gpuatlas::engine::inline core
