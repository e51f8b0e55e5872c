// SPDX-License-Identifier: GPL-3.0-or-later
#include "Money.h"

#include "Prose.h"
#include "Units.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::text {

using engine::Currency;
using engine::ExchangeRate;

DisplayCurrency DisplayCurrency::of(Currency currency, const std::optional<ExchangeRate>& fromUsd)
{
    if (currency == Currency::USD || !fromUsd || fromUsd->from != Currency::USD || fromUsd->to != currency)
        return {};
    return {currency, fromUsd};
}

DisplayCurrency DisplayCurrency::ofCost(const engine::CostEstimate& cost)
{
    if (cost.currency == Currency::USD || !cost.usdPerHour || !cost.perHour || !(*cost.usdPerHour > 0.0))
        return {};
    ExchangeRate factor;
    factor.from = Currency::USD;
    factor.to = cost.currency;
    factor.rate = *cost.perHour / *cost.usdPerHour;
    if (cost.exchangeRate)
        factor.date = cost.exchangeRate->date;
    return {cost.currency, factor};
}

namespace {

// The locale places the sign ("$1,234", "1.234 €"); the C locale, which knows no
// currency format (tests, a CLI run without LANG), writes it after the digits, so there
// the sign goes first as English writes it.
QString withSign(double value, Currency currency, int decimals, const QLocale& locale)
{
    if (locale.language() == QLocale::C)
        return Money::symbol(currency) + locale.toString(value, 'f', decimals);
    return locale.toCurrencyString(value, Money::symbol(currency), decimals);
}

} // namespace

QString Money::code(Currency currency)
{
    const auto id = engine::currencyId(currency);
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
}

QString Money::symbol(Currency currency)
{
    switch (currency) {
    case Currency::USD:
        return QStringLiteral("$");
    case Currency::CNY:
        return QStringLiteral("¥");
    case Currency::EUR:
        return QStringLiteral("€");
    }
    return code(currency);
}

QString Money::name(Currency currency)
{
    switch (currency) {
    case Currency::USD:
        return tr("US dollars (USD)");
    case Currency::CNY:
        return tr("Chinese yuan (CNY)");
    case Currency::EUR:
        return tr("euros (EUR)");
    }
    return code(currency);
}

QString Money::amount(double value, Currency currency, const QLocale& locale)
{
    // The locale places the sign and separators ("$1,234", "1.234 €"); large sums drop
    // their cents as Units::usd does.
    const int decimals = std::abs(value) >= 100 ? 0 : 2;
    return withSign(value, currency, decimals, locale);
}

QString Money::perHour(double value, Currency currency, const QLocale& locale)
{
    return tr("%1/h").arg(withSign(value, currency, 2, locale));
}

QString Money::perMillionTokens(double value, Currency currency, const QLocale& locale)
{
    const double magnitude = std::abs(value);
    // Three significant figures, as Units::estimate.
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
    return tr("%1/M tokens").arg(withSign(value, currency, decimals, locale));
}

QString Money::perKwh(double value, Currency currency, const QLocale& locale)
{
    return tr("%1/kWh").arg(withSign(value, currency, 4, locale));
}

QString Money::fromUsd(double usd, const DisplayCurrency& shown, const QLocale& locale)
{
    return amount(shown.convert(usd), shown.currency, locale);
}

QString Money::costValue(double value, engine::CostBasis basis, Currency currency, const QLocale& locale)
{
    switch (basis) {
    case engine::CostBasis::PerMillionTokens:
        return perMillionTokens(value, currency, locale);
    case engine::CostBasis::PerRun:
        return amount(value, currency, locale);
    case engine::CostBasis::PerHour:
        return perHour(value, currency, locale);
    }
    return {};
}

namespace {

// The converted figure, else (costs never converted: CostEstimate::currency is USD) the dollar one.
std::optional<double> shownFigure(const engine::CostEstimate& cost, const std::optional<double>& converted,
                                  const std::optional<double>& usd)
{
    if (converted || cost.exchangeRate || cost.currency != Currency::USD)
        return converted;
    return usd;
}

} // namespace

std::optional<double> Money::perHourOf(const engine::CostEstimate& cost)
{
    return shownFigure(cost, cost.perHour, cost.usdPerHour);
}

std::optional<double> Money::headlineValue(const engine::Estimate& estimate)
{
    const auto& cost = estimate.cost;
    switch (estimate.headline.costBasis) {
    case engine::CostBasis::PerMillionTokens:
        return shownFigure(cost, cost.perMillionTokens, cost.usdPerMillionTokens);
    case engine::CostBasis::PerRun:
        return shownFigure(cost, cost.total, cost.usdTotal);
    case engine::CostBasis::PerHour:
        return shownFigure(cost, cost.perHour, cost.usdPerHour);
    }
    return std::nullopt;
}

QString Money::costUnit(engine::CostBasis basis, Currency currency)
{
    QString unit;
    switch (basis) {
    case engine::CostBasis::PerMillionTokens:
        unit = tr("%1/M tokens").arg(symbol(currency));
        break;
    case engine::CostBasis::PerRun:
        unit = tr("%1 per run").arg(symbol(currency));
        break;
    case engine::CostBasis::PerHour:
        unit = tr("%1/h").arg(symbol(currency));
        break;
    }
    return tr("%1 (%2)").arg(unit, code(currency));
}

QString Money::headlineCost(const engine::Estimate& estimate, const QLocale& locale)
{
    // The headline's cost is the dollar figure of its basis (engine::Headline); the same
    // basis of the converted figures is that cost in the requested currency.
    const auto value = headlineValue(estimate);
    return value ? costValue(*value, estimate.headline.costBasis, estimate.cost.currency, locale)
                 : Units::notAvailable();
}

QString Money::quote(const engine::Price& price, const QLocale& locale)
{
    const double value = price.amount();
    if (price.isRental())
        return tr("%1/GPU-hour").arg(withSign(value, price.currency, value < 1 ? 3 : 2, locale));
    return tr("%1 per GPU").arg(amount(value, price.currency, locale));
}

QString Money::rate(const ExchangeRate& rate, const QLocale& locale)
{
    // 1 USD = 7.0197 CNY reads better than 1 CNY = 0.142456 USD.
    const bool flip = rate.rate > 0.0 && rate.rate < 1.0;
    const double shown = flip ? 1.0 / rate.rate : rate.rate;
    const Currency left = flip ? rate.to : rate.from;
    const Currency right = flip ? rate.from : rate.to;
    return tr("1 %1 = %2 %3").arg(code(left), Units::number(shown, 4, locale), code(right));
}

QString Money::datedRate(const ExchangeRate& rate, const QLocale& locale)
{
    const QString date = QString::fromStdString(rate.date);
    if (rate.userProvided)
        return tr("%1 (your rate of %2)").arg(Money::rate(rate, locale), date);
    return tr("%1 (%2)").arg(Money::rate(rate, locale), date);
}

std::vector<ExchangeRate> Money::ratesUsed(const std::vector<engine::Estimate>& estimates)
{
    std::vector<ExchangeRate> used;
    for (const auto& estimate : estimates) {
        const auto& rate = estimate.cost.exchangeRate;
        if (!rate || rate->basis == engine::RateBasis::Identity)
            continue;
        if (std::none_of(used.begin(), used.end(),
                         [&rate](const ExchangeRate& seen) { return engine::isSamePair(seen, *rate); }))
            used.push_back(*rate);
    }
    return used;
}

QString Money::costsSentence(Currency figures, const std::vector<ExchangeRate>& priceRates, Currency requested,
                             const std::optional<ExchangeRate>& requestedRate, const QLocale& locale)
{
    QStringList converted;
    for (const auto& rate : priceRates)
        converted << datedRate(rate, locale);
    const bool toRequested = requested != figures && requestedRate.has_value();
    if (converted.isEmpty() && !toRequested)
        return tr("Costs are in %1, the currency of every price used; no exchange rate was needed.").arg(name(figures));
    if (!toRequested)
        return tr("Costs are in %1; prices quoted in another currency are converted at %2.")
            .arg(name(figures), Prose::list(converted, locale));
    const QString reading = datedRate(*requestedRate, locale);
    if (converted.isEmpty())
        return tr("Costs are in %1; to read them in %2, use %3.").arg(name(figures), name(requested), reading);
    return tr("Costs are in %1; prices quoted in another currency are converted at %2; to read them in %3, use %4.")
        .arg(name(figures), Prose::list(converted, locale), name(requested), reading);
}

} // namespace gpuatlas::text
