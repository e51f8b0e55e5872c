// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Diagnostic.h"
#include "engine/cost/ExchangeRates.h"

#include <span>
#include <string>

namespace gpuatlas::engine::inline cost {

// How far, as a factor either way, a user's rate may lie from the shipped rate for the
// same pair before it is taken for a slip (the inverse typed, a decimal point moved)
// rather than a market move. USD/CNY has ranged 6.0-8.3 and EUR/USD 0.82-1.60 since
// 2000 (the ECB's and CFETS's published series): within a factor of 2 of any rate of
// those years, while an inverse (a factor of about 50 for USD/CNY) or a shifted decimal
// point (10) is well outside.
inline constexpr double plausibleRateFactor = 2.0;

// The checks a user's rates get beyond the format's (readExchangeRates): each `date` a
// real calendar day (PatternMismatch), and each rate within plausibleRateFactor of the
// rate `reference` gives for its pair (BelowMinimum / AboveMaximum with the bound), at
// /rates/<i>/... in the order of `rates` (the file's order, as read).
Diagnostics checkUserRates(std::span<const ExchangeRate> rates, const ExchangeRates& reference,
                           const std::string& file);

} // namespace gpuatlas::engine::inline cost
