// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"
#include "engine/core/Result.h"
#include "engine/core/Source.h"
#include "engine/cost/ExchangeRates.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuatlas::engine::inline cost {

enum class PriceKind
{
    OnDemand,
    Reserved,
    Spot,
    Purchase,
};

// One quote, stored as quoted: its currency and its amount in that currency. The engine
// ranks and computes in US dollars, so a quote in another currency also carries its
// figure in dollars, made with the price book's exchange rates (PriceBook::withRates).
struct Price
{
    std::string gpuId;
    std::string provider;
    PriceKind kind = PriceKind::OnDemand;
    // In US dollars: a USD quote as quoted; another currency's converted with `usdRate`.
    double usdPerGpuHour = 0; // rentals
    double usd = 0;           // purchase, per GPU
    // The currency of the quote. For USD quotes the amount is usdPerGpuHour / usd.
    Currency currency = Currency::USD;
    double quotedAmount = 0;             // non-USD quotes: per GPU-hour (rentals) or per GPU (purchase)
    std::optional<ExchangeRate> usdRate; // the rate that made the dollar figure of a non-USD quote
    int commitmentMonths = 0;
    std::string instance;
    std::string date; // ISO date the price was published or observed
    bool isDefault = false;
    Source source;
    std::string note;
    bool userProvided = false; // the user's own quote, not the shipped file

    bool isRental() const { return kind != PriceKind::Purchase; }
    // The amount as quoted, in `currency`: per GPU-hour for rentals, per GPU for a purchase.
    double amount() const;
    // Sets the quote: currency and amount (the dollar figure of a non-USD quote waits for
    // the price book's rates).
    void setQuote(Currency quoteCurrency, double quoted);
    // Whether the engine can use the quote: USD, or converted to USD with a known rate.
    bool hasUsdFigure() const { return currency == Currency::USD || usdRate.has_value(); }
};

// The same quote: GPU, provider, kind, instance and term. A user's price for the same
// quote as a shipped one overrides it.
bool isSameQuote(const Price& a, const Price& b);

// Every known price, shipped and the user's. The user's prices take precedence: a
// user price marked default replaces the shipped default for that GPU, and a user's
// price for the same quote as a shipped one replaces it. The book also holds the
// exchange rates its quotes in other currencies were converted to US dollars with.
class PriceBook
{
public:
    PriceBook() = default;
    // Converts the quotes in other currencies with `rates` (the shipped ones by default).
    explicit PriceBook(std::vector<Price> prices, ExchangeRates rates = ExchangeRates::builtIn());

    std::span<const Price> prices() const { return m_prices; }
    const ExchangeRates& rates() const { return m_rates; }
    // The rental price the engine uses for $/hour: the default (the user's first; a user
    // may choose a reserved or spot quote), else the cheapest on-demand price. A quote
    // whose currency the rates cannot convert is listed but never used.
    const Price* defaultRental(std::string_view gpuId) const;
    // The purchase price used for cost of ownership (the user's, else the newest).
    const Price* defaultPurchase(std::string_view gpuId) const;
    std::vector<const Price*> pricesFor(std::string_view gpuId) const;

    // The shipped prices with the user's overrides layered on top (docs/engine.md, "Prices").
    PriceBook withOverrides(std::span<const Price> userPrices) const;
    // The same quotes converted with other rates (e.g. the user's rates layered on the shipped ones).
    PriceBook withRates(ExchangeRates rates) const;

private:
    // The default quotes of one GPU, as indices into m_prices (size_t(-1): none).
    struct Defaults
    {
        std::string gpuId;
        std::size_t rental;
        std::size_t purchase;
    };
    const Defaults* defaultsOf(std::string_view gpuId) const;
    const Price* at(std::size_t index) const;

    std::vector<Price> m_prices;
    ExchangeRates m_rates;
    // Sorted by gpuId, found once when the book is made: the estimator asks for a GPU's
    // rental for every GPU count it tries, and the quotes are a few hundred.
    std::vector<Defaults> m_defaults;
};

// Fills the dollar figure of a non-USD quote from `rates` (or clears it when the rates
// cannot convert its currency); USD quotes are left as they are.
void convertToUsd(Price& price, const ExchangeRates& rates);

std::string_view priceKindId(PriceKind kind);

} // namespace gpuatlas::engine::inline cost
