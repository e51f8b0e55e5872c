// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exchange rates with round figures, to work conversions by hand in the engine, text,
// state and ui tests alike (engine types only).
#include "engine/cost/ExchangeRates.h"

#include <string>

namespace testrates {

// 1 `from` = `rate` `to`, published on `date` by `publisher`.
inline gpuatlas::engine::ExchangeRate rate(gpuatlas::engine::Currency from, gpuatlas::engine::Currency to, double rate,
                                           const std::string& date = "2026-11-02",
                                           const std::string& publisher = "Test rate")
{
    gpuatlas::engine::ExchangeRate out;
    out.from = from;
    out.to = to;
    out.rate = rate;
    out.date = date;
    out.source = {publisher, "https://example.com/rate", date, {}};
    return out;
}

// 7.1 CNY per USD (2026-11-02) and 1.25 USD per EUR (2026-10-30).
inline gpuatlas::engine::ExchangeRates handRates()
{
    using gpuatlas::engine::Currency;
    return gpuatlas::engine::ExchangeRates({rate(Currency::USD, Currency::CNY, 7.1, "2026-11-02"),
                                            rate(Currency::EUR, Currency::USD, 1.25, "2026-10-30")});
}

} // namespace testrates
