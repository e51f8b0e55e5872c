// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"
#include "engine/core/Result.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuatlas::engine::inline cost {

// Dated exchange rates, as published (data/exchange-rates.json), with the user's own
// rates layered on top the way prices are (docs/engine.md, "Prices"). The engine keeps
// computing in US dollars; these rates turn a quote in another currency into dollars for
// ranking, and the dollar costs into the currency asked for on output.
class ExchangeRates
{
public:
    ExchangeRates() = default;
    explicit ExchangeRates(std::vector<ExchangeRate> rates)
        : m_rates(std::move(rates))
    {
    }

    // The rates compiled in from data/exchange-rates.json, so that a price book read by
    // the engine alone converts the same way as the app's. Empty only if that file is
    // broken, which tests/engine/cost/tst_ExchangeRates.cpp rules out.
    static const ExchangeRates& builtIn();

    std::span<const ExchangeRate> rates() const { return m_rates; }
    bool empty() const { return m_rates.empty(); }

    // 1 `from` = rate `to`: 1 for the same currency, else a listed rate, its inverse, or
    // the cross rate through the US dollar; nullopt when the table cannot link the two.
    std::optional<ExchangeRate> find(Currency from, Currency to) const;

    // A user's rate for the same pair (in either direction) replaces the listed one.
    ExchangeRates withOverrides(std::span<const ExchangeRate> userRates) const;

private:
    // A listed rate for the pair, or its inverse; nullopt when the pair is not listed.
    std::optional<ExchangeRate> listed(Currency from, Currency to) const;

    std::vector<ExchangeRate> m_rates;
};

// The same two currencies, in either direction.
bool isSamePair(const ExchangeRate& a, const ExchangeRate& b);

} // namespace gpuatlas::engine::inline cost
