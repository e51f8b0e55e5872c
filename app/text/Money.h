// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"
#include "engine/core/Estimate.h"
#include "engine/core/Headline.h"
#include "engine/cost/PriceBook.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>
#include <vector>

namespace gpuatlas::text {

// The currency dollar figures are shown in, with the rate that converts them: for the
// costs the engine computes in dollars outside an estimate's converted ones (rent or
// buy, the matrix). Without a rate to the currency asked for, figures stay in dollars.
struct DisplayCurrency
{
    engine::Currency currency = engine::Currency::USD;
    std::optional<engine::ExchangeRate> fromUsd; // 1 USD = rate `currency`; nullopt in dollars

    static DisplayCurrency of(engine::Currency currency, const std::optional<engine::ExchangeRate>& fromUsd);
    // The currency an estimate's costs were converted to, with the factor that took its
    // dollar figures there (CostModel::convert), so that the dollar figures about it (its
    // budget limits) read in the same money and in the same proportion as its costs.
    static DisplayCurrency ofCost(const engine::CostEstimate& cost);
    double convert(double usd) const { return fromUsd ? fromUsd->convert(usd) : usd; }
};

// Money in words and numbers: an amount with its currency's sign for the locale
// ("$3.39", "¥12.80", "12,80 €"), the currency's code and name, an exchange rate
// ("1 USD = 7.0197 CNY"), and the sentence a report gives about the rates it used.
// Every figure that is money goes through here so that it always shows its currency.
class Money
{
    Q_DECLARE_TR_FUNCTIONS(Money)

public:
    static QString code(engine::Currency currency);   // "CNY"
    static QString symbol(engine::Currency currency); // "¥"
    static QString name(engine::Currency currency);   // "Chinese yuan (CNY)", translated

    // Cents are kept ("¥0.30"); sums of 100 and more drop them ("¥1,234").
    static QString amount(double value, engine::Currency currency, const QLocale& locale = QLocale());
    static QString perHour(double value, engine::Currency currency, const QLocale& locale = QLocale());
    static QString perMillionTokens(double value, engine::Currency currency, const QLocale& locale = QLocale());
    // An energy price with four decimals, as tariffs are written: "¥0.8712/kWh".
    static QString perKwh(double value, engine::Currency currency, const QLocale& locale = QLocale());
    // A dollar figure in `shown`'s currency: "¥23.96" for $3.39 at 7.07.
    static QString fromUsd(double usd, const DisplayCurrency& shown, const QLocale& locale = QLocale());
    // The unit of a cost column in `currency` for the headline's basis, with the code:
    // "¥/M tokens (CNY)", "€ per run (EUR)", "$/h (USD)". The one cost unit of the app,
    // the CLI, the charts and the exports.
    static QString costUnit(engine::CostBasis basis, engine::Currency currency);
    // A value already in `currency`, in `basis`: "¥1.35/M tokens", "€1,234", "$3.39/h".
    static QString costValue(double value, engine::CostBasis basis, engine::Currency currency,
                             const QLocale& locale = QLocale());
    // The estimate's cost per hour and its headline cost (Headline::costBasis) as numbers
    // in CostEstimate::currency; an estimate whose costs were never converted is in dollars.
    static std::optional<double> perHourOf(const engine::CostEstimate& cost);
    static std::optional<double> headlineValue(const engine::Estimate& estimate);
    // The estimate's headline cost (Headline::costBasis) in the currency its costs were
    // converted to (CostEstimate::currency); "–" without a price.
    static QString headlineCost(const engine::Estimate& estimate, const QLocale& locale = QLocale());
    // A quote as quoted: "¥1.88/GPU-hour" or "¥9,000 per GPU".
    static QString quote(const engine::Price& price, const QLocale& locale = QLocale());

    // "1 USD = 7.0197 CNY", written the way round that reads above 1.
    static QString rate(const engine::ExchangeRate& rate, const QLocale& locale = QLocale());
    // "1 USD = 7.0197 CNY (2026-01-08)"; a user's own rate says so.
    static QString datedRate(const engine::ExchangeRate& rate, const QLocale& locale = QLocale());

    // The rates behind `estimates`' costs (CostEstimate::exchangeRate), each pair once.
    static std::vector<engine::ExchangeRate> ratesUsed(const std::vector<engine::Estimate>& estimates);
    // The report's sentence on its costs: the currency `figures` they are in, the rates
    // that converted prices quoted in other currencies, and, when the reader asked for
    // another currency, the rate to read them in it.
    static QString costsSentence(engine::Currency figures, const std::vector<engine::ExchangeRate>& priceRates,
                                 engine::Currency requested, const std::optional<engine::ExchangeRate>& requestedRate,
                                 const QLocale& locale = QLocale());
};

} // namespace gpuatlas::text
