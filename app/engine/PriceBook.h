// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"
#include "Source.h"

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <vector>

namespace gpuatlas::engine {

enum class PriceKind
{
    OnDemand,
    Reserved,
    Spot,
    Purchase,
};

struct Price
{
    std::string gpuId;
    std::string provider;
    PriceKind kind = PriceKind::OnDemand;
    double usdPerGpuHour = 0; // rentals
    double usd = 0;           // purchase, per GPU
    int commitmentMonths = 0;
    std::string instance;
    std::string date; // ISO date the price was published or observed
    bool isDefault = false;
    Source source;
    std::string note;
    bool userProvided = false; // the user's own quote, not the shipped file

    bool isRental() const { return kind != PriceKind::Purchase; }
};

// The same quote: GPU, provider, kind, instance and term. A user's price for the same
// quote as a shipped one overrides it.
bool isSameQuote(const Price& a, const Price& b);

// Every known price, shipped and the user's. The user's prices take precedence: a
// user price marked default replaces the shipped default for that GPU, and a user's
// price for the same quote as a shipped one replaces it.
class PriceBook
{
public:
    PriceBook() = default;
    explicit PriceBook(std::vector<Price> prices)
        : m_prices(std::move(prices))
    {
    }

    std::span<const Price> prices() const { return m_prices; }
    // The rental price the engine uses for $/hour: the default (the user's first; a user
    // may choose a reserved or spot quote), else the cheapest on-demand price.
    const Price* defaultRental(std::string_view gpuId) const;
    // The purchase price used for cost of ownership (the user's, else the newest).
    const Price* defaultPurchase(std::string_view gpuId) const;
    std::vector<const Price*> pricesFor(std::string_view gpuId) const;

    // The shipped prices with the user's overrides layered on top (docs/engine.md, "Prices").
    PriceBook withOverrides(std::span<const Price> userPrices) const;

private:
    std::vector<Price> m_prices;
};

Result<PriceBook> readPrices(std::string_view text, const std::string& file);
nlohmann::json pricesDocument(std::span<const Price> prices);

std::string_view priceKindId(PriceKind kind);

} // namespace gpuatlas::engine
