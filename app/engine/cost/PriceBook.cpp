// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/cost/PriceBook.h"

#include <algorithm>
#include <unordered_map>

namespace gpuatlas::engine::inline cost {

namespace {

// Prefer the user's entries, then the most recent date (ISO dates sort as text).
bool preferred(const Price& candidate, const Price* current)
{
    if (!current)
        return true;
    if (candidate.userProvided != current->userProvided)
        return candidate.userProvided;
    return candidate.date > current->date;
}

} // namespace

double Price::amount() const
{
    if (currency != Currency::USD)
        return quotedAmount;
    return isRental() ? usdPerGpuHour : usd;
}

void Price::setQuote(Currency quoteCurrency, double quoted)
{
    currency = quoteCurrency;
    quotedAmount = quoted;
    usdRate.reset();
    const double inUsd = quoteCurrency == Currency::USD ? quoted : 0.0;
    if (isRental())
        usdPerGpuHour = inUsd;
    else
        usd = inUsd;
}

void convertToUsd(Price& price, const ExchangeRates& rates)
{
    if (price.currency == Currency::USD)
        return;
    price.usdRate = rates.find(price.currency, Currency::USD);
    // Without a rate the quote has no dollar figure: 0, and hasUsdFigure() is false.
    const double inUsd = price.usdRate ? price.usdRate->convert(price.quotedAmount) : 0.0;
    if (price.isRental())
        price.usdPerGpuHour = inUsd;
    else
        price.usd = inUsd;
}

namespace {

constexpr std::size_t none = static_cast<std::size_t>(-1);

// The default rental of `gpuId` among `prices`: the preferred quote marked default, else
// the cheapest on-demand one; `none` without either.
std::size_t findDefaultRental(std::span<const Price> prices, std::string_view gpuId)
{
    const Price* best = nullptr;
    const Price* cheapestOnDemand = nullptr;
    for (const auto& price : prices) {
        if (price.gpuId != gpuId || !price.isRental() || !price.hasUsdFigure())
            continue;
        if (price.isDefault && preferred(price, best))
            best = &price;
        if (price.kind == PriceKind::OnDemand &&
            (!cheapestOnDemand || price.usdPerGpuHour < cheapestOnDemand->usdPerGpuHour))
            cheapestOnDemand = &price;
    }
    const Price* chosen = best ? best : cheapestOnDemand;
    return chosen ? static_cast<std::size_t>(chosen - prices.data()) : none;
}

std::size_t findDefaultPurchase(std::span<const Price> prices, std::string_view gpuId)
{
    const Price* best = nullptr;
    for (const auto& price : prices) {
        if (price.gpuId == gpuId && price.kind == PriceKind::Purchase && price.hasUsdFigure() && preferred(price, best))
            best = &price;
    }
    return best ? static_cast<std::size_t>(best - prices.data()) : none;
}

} // namespace

PriceBook::PriceBook(std::vector<Price> prices, ExchangeRates rates)
    : m_prices(std::move(prices))
    , m_rates(std::move(rates))
{
    for (auto& price : m_prices)
        convertToUsd(price, m_rates);
    std::vector<std::string> ids;
    ids.reserve(m_prices.size());
    for (const auto& price : m_prices)
        ids.push_back(price.gpuId);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    m_defaults.reserve(ids.size());
    for (auto& id : ids) {
        const std::size_t rental = findDefaultRental(m_prices, id);
        const std::size_t purchase = findDefaultPurchase(m_prices, id);
        m_defaults.push_back({std::move(id), rental, purchase});
    }
}

const PriceBook::Defaults* PriceBook::defaultsOf(std::string_view gpuId) const
{
    const auto it = std::lower_bound(m_defaults.begin(), m_defaults.end(), gpuId,
                                     [](const Defaults& d, std::string_view id) { return d.gpuId < id; });
    return it != m_defaults.end() && it->gpuId == gpuId ? &*it : nullptr;
}

const Price* PriceBook::at(std::size_t index) const
{
    return index == none ? nullptr : &m_prices[index];
}

const Price* PriceBook::defaultRental(std::string_view gpuId) const
{
    const Defaults* d = defaultsOf(gpuId);
    return d ? at(d->rental) : nullptr;
}

const Price* PriceBook::defaultPurchase(std::string_view gpuId) const
{
    const Defaults* d = defaultsOf(gpuId);
    return d ? at(d->purchase) : nullptr;
}

std::vector<const Price*> PriceBook::pricesFor(std::string_view gpuId) const
{
    std::vector<const Price*> out;
    for (const auto& price : m_prices) {
        if (price.gpuId == gpuId)
            out.push_back(&price);
    }
    return out;
}

PriceBook PriceBook::withOverrides(std::span<const Price> userPrices) const
{
    std::vector<Price> prices = m_prices;
    std::vector<std::string> userDefaults; // GPUs whose rental default the user chose
    for (const auto& user : userPrices) {
        Price copy = user;
        copy.userProvided = true;
        const auto shipped = std::find_if(prices.begin(), prices.end(), [&copy](const Price& price) {
            return !price.userProvided && isSameQuote(price, copy);
        });
        if (shipped != prices.end()) {
            // An override keeps the role of the quote it replaces: the user's new figure
            // for the shipped default is the default.
            copy.isDefault = copy.isDefault || shipped->isDefault;
            prices.erase(shipped);
        }
        if (copy.isDefault && copy.isRental())
            userDefaults.push_back(copy.gpuId);
        prices.push_back(std::move(copy));
    }
    // A user default supersedes the shipped one for that GPU.
    for (auto& price : prices) {
        if (!price.userProvided && price.isRental() &&
            std::find(userDefaults.begin(), userDefaults.end(), price.gpuId) != userDefaults.end())
            price.isDefault = false;
    }
    return PriceBook(std::move(prices), m_rates);
}

PriceBook PriceBook::withRates(ExchangeRates rates) const
{
    return PriceBook(m_prices, std::move(rates));
}

bool isSameQuote(const Price& a, const Price& b)
{
    return a.gpuId == b.gpuId && a.provider == b.provider && a.kind == b.kind && a.instance == b.instance &&
           a.commitmentMonths == b.commitmentMonths;
}

std::string_view priceKindId(PriceKind kind)
{
    switch (kind) {
    case PriceKind::OnDemand:
        return "on-demand";
    case PriceKind::Reserved:
        return "reserved";
    case PriceKind::Spot:
        return "spot";
    case PriceKind::Purchase:
        return "purchase";
    }
    return "on-demand";
}

} // namespace gpuatlas::engine::inline cost
