// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/cost/ExchangeRates.h"

#include <algorithm>

namespace gpuatlas::engine::inline cost {

std::optional<ExchangeRate> ExchangeRates::listed(Currency from, Currency to) const
{
    for (const auto& rate : m_rates) {
        if (rate.from == from && rate.to == to)
            return rate;
    }
    for (const auto& rate : m_rates) {
        if (rate.from == to && rate.to == from && rate.rate > 0.0) {
            ExchangeRate inverse = rate;
            inverse.from = from;
            inverse.to = to;
            inverse.rate = 1.0 / rate.rate;
            inverse.basis = RateBasis::Inverse;
            return inverse;
        }
    }
    return std::nullopt;
}

std::optional<ExchangeRate> ExchangeRates::find(Currency from, Currency to) const
{
    if (from == to)
        return ExchangeRate{from, to, 1.0, {}, {}, {}, false, RateBasis::Identity};
    if (auto direct = listed(from, to))
        return direct;
    // Every shipped rate is against the US dollar, so two legs always meet there.
    if (from == Currency::USD || to == Currency::USD)
        return std::nullopt;
    const auto first = listed(from, Currency::USD);
    const auto second = listed(Currency::USD, to);
    if (!first || !second)
        return std::nullopt;
    ExchangeRate cross = *first;
    cross.to = to;
    cross.rate = first->rate * second->rate;
    // A cross rate is as old as its older leg (ISO dates sort as text).
    cross.date = std::min(first->date, second->date);
    cross.source.title = first->source.title + "; " + second->source.title;
    cross.note.clear();
    cross.userProvided = first->userProvided || second->userProvided;
    cross.basis = RateBasis::Cross;
    return cross;
}

ExchangeRates ExchangeRates::withOverrides(std::span<const ExchangeRate> userRates) const
{
    std::vector<ExchangeRate> rates = m_rates;
    for (const auto& user : userRates) {
        std::erase_if(rates, [&user](const ExchangeRate& rate) { return isSamePair(rate, user); });
        ExchangeRate copy = user;
        copy.userProvided = true;
        rates.push_back(std::move(copy));
    }
    return ExchangeRates(std::move(rates));
}

bool isSamePair(const ExchangeRate& a, const ExchangeRate& b)
{
    return (a.from == b.from && a.to == b.to) || (a.from == b.to && a.to == b.from);
}

} // namespace gpuatlas::engine::inline cost
