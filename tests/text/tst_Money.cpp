// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "text/Money.h"

#include <QTest>

using namespace gpuatlas;
using engine::Currency;
using engine::ExchangeRate;
using text::Money;

namespace {

const QLocale english(QLocale::English, QLocale::UnitedStates);

ExchangeRate rate(Currency from, Currency to, double value, const char* date)
{
    ExchangeRate out;
    out.from = from;
    out.to = to;
    out.rate = value;
    out.date = date;
    return out;
}

} // namespace

class tst_Money : public QObject
{
    Q_OBJECT

private slots:
    void amountsShowTheirCurrency_data();
    void amountsShowTheirCurrency();
    void perHourAndPerMillionTokens();
    void quoteAsQuoted();
    void headlineCostInItsBasis();
    void ratesReadAboveOne();
    void ratesUsedOncePerPair();
    void costsSentence();
    void dollarFiguresInTheChosenCurrency();
    void unconvertedEstimatesReadInDollars();
};

void tst_Money::amountsShowTheirCurrency_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<int>("currency");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    const QLocale simplified(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
    const QLocale german(QLocale::German, QLocale::Germany);
    QTest::newRow("dollars") << english << int(Currency::USD) << 3.39 << QStringLiteral("$3.39");
    QTest::newRow("yuan") << english << int(Currency::CNY) << 12.8 << QStringLiteral("¥12.80");
    QTest::newRow("yuan, zh_CN") << simplified << int(Currency::CNY) << 0.3 << QStringLiteral("¥0.30");
    QTest::newRow("large sum drops cents") << english << int(Currency::CNY) << 27500.4 << QStringLiteral("¥27,500");
    // German places the euro sign after the figure, with a decimal comma.
    QTest::newRow("euros, de") << german << int(Currency::EUR) << 12.8 << QStringLiteral("12,80\u00a0€");
}

void tst_Money::amountsShowTheirCurrency()
{
    QFETCH(QLocale, locale);
    QFETCH(int, currency);
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(Money::amount(value, static_cast<Currency>(currency), locale), text);
}

void tst_Money::perHourAndPerMillionTokens()
{
    QCOMPARE(Money::perHour(48.138, Currency::CNY, english), QStringLiteral("¥48.14/h"));
    QCOMPARE(Money::perHour(6.78, Currency::USD, english), QStringLiteral("$6.78/h"));
    QCOMPARE(Money::perMillionTokens(13.3717, Currency::CNY, english), QStringLiteral("¥13.4/M tokens"));
    QCOMPARE(Money::perMillionTokens(0.4512, Currency::EUR, english), QStringLiteral("€0.451/M tokens"));
    QCOMPARE(Money::code(Currency::EUR), QStringLiteral("EUR"));
    QCOMPARE(Money::symbol(Currency::CNY), QStringLiteral("¥"));
}

void tst_Money::headlineCostInItsBasis()
{
    QCOMPARE(Money::costUnit(engine::CostBasis::PerMillionTokens, Currency::CNY), QStringLiteral("¥/M tokens (CNY)"));
    QCOMPARE(Money::costUnit(engine::CostBasis::PerRun, Currency::EUR), QStringLiteral("€ per run (EUR)"));
    QCOMPARE(Money::costUnit(engine::CostBasis::PerHour, Currency::USD), QStringLiteral("$/h (USD)"));
    // The converted figure of the headline's basis, never the dollar one.
    engine::Estimate estimate;
    estimate.cost.currency = Currency::CNY;
    estimate.cost.usdPerHour = 6.78;
    estimate.cost.perHour = 48.138;
    estimate.cost.usdPerMillionTokens = 1.9;
    estimate.cost.perMillionTokens = 13.3717;
    estimate.cost.usdTotal = 100.0;
    estimate.cost.total = 710.0;
    estimate.headline.costBasis = engine::CostBasis::PerMillionTokens;
    QCOMPARE(Money::headlineCost(estimate, english), QStringLiteral("¥13.4/M tokens"));
    estimate.headline.costBasis = engine::CostBasis::PerRun;
    QCOMPARE(Money::headlineCost(estimate, english), QStringLiteral("¥710"));
    estimate.headline.costBasis = engine::CostBasis::PerHour;
    QCOMPARE(Money::headlineCost(estimate, english), QStringLiteral("¥48.14/h"));
    estimate.cost.perHour.reset(); // no price
    QCOMPARE(Money::headlineCost(estimate, english), QStringLiteral("–"));
}

void tst_Money::quoteAsQuoted()
{
    engine::Price rental;
    rental.setQuote(Currency::CNY, 1.88);
    rental.usdPerGpuHour = 0.27; // a dollar figure does not change how the quote reads
    QCOMPARE(Money::quote(rental, english), QStringLiteral("¥1.88/GPU-hour"));
    engine::Price purchase;
    purchase.kind = engine::PriceKind::Purchase;
    purchase.setQuote(Currency::EUR, 7400);
    QCOMPARE(Money::quote(purchase, english), QStringLiteral("€7,400 per GPU"));
}

void tst_Money::ratesReadAboveOne()
{
    QCOMPARE(Money::rate(rate(Currency::USD, Currency::CNY, 7.0197, "2026-01-08"), english),
             QStringLiteral("1 USD = 7.0197 CNY"));
    // The inverse is shown the published way round.
    QCOMPARE(Money::rate(rate(Currency::CNY, Currency::USD, 1.0 / 7.0197, "2026-01-08"), english),
             QStringLiteral("1 USD = 7.0197 CNY"));
    QCOMPARE(Money::datedRate(rate(Currency::EUR, Currency::USD, 1.1675, "2026-01-08"), english),
             QStringLiteral("1 EUR = 1.1675 USD (2026-01-08)"));
    ExchangeRate mine = rate(Currency::USD, Currency::CNY, 7.2, "2026-11-20");
    mine.userProvided = true;
    QVERIFY(Money::datedRate(mine, english).contains(QStringLiteral("your rate")));
}

void tst_Money::ratesUsedOncePerPair()
{
    std::vector<engine::Estimate> estimates(4);
    estimates[0].cost.exchangeRate = rate(Currency::CNY, Currency::USD, 1.0 / 7.1, "2026-11-02");
    estimates[1].cost.exchangeRate = rate(Currency::CNY, Currency::USD, 1.0 / 7.1, "2026-11-02");
    estimates[2].cost.exchangeRate = rate(Currency::EUR, Currency::USD, 1.25, "2026-10-30");
    // estimates[3]: a dollar price, no rate.
    const auto used = Money::ratesUsed(estimates);
    QCOMPARE(used.size(), std::size_t(2));
    QCOMPARE(used[0].from, Currency::CNY);
    QCOMPARE(used[1].from, Currency::EUR);
}

void tst_Money::costsSentence()
{
    const auto usdCny = rate(Currency::USD, Currency::CNY, 7.0197, "2026-01-08");
    const QString none = Money::costsSentence(Currency::USD, {}, Currency::USD, std::nullopt, english);
    QVERIFY2(none.contains(QStringLiteral("US dollars (USD)")) && none.contains(QStringLiteral("no exchange rate")),
             qPrintable(none));
    const QString reading = Money::costsSentence(Currency::USD, {}, Currency::CNY, usdCny, english);
    QVERIFY2(reading.contains(QStringLiteral("Chinese yuan (CNY)")) &&
                 reading.contains(QStringLiteral("1 USD = 7.0197 CNY (2026-01-08)")),
             qPrintable(reading));
    const QString converted = Money::costsSentence(Currency::USD, {usdCny}, Currency::USD, std::nullopt, english);
    QVERIFY2(converted.contains(QStringLiteral("converted at 1 USD = 7.0197 CNY (2026-01-08)")), qPrintable(converted));
    QVERIFY(!converted.contains(QStringLiteral("no exchange rate")));
    const QString both = Money::costsSentence(Currency::USD, {rate(Currency::EUR, Currency::USD, 1.1675, "2026-01-08")},
                                              Currency::CNY, usdCny, english);
    QVERIFY2(both.contains(QStringLiteral("1 EUR = 1.1675 USD")) && both.contains(QStringLiteral("1 USD = 7.0197 CNY")),
             qPrintable(both));
}

// Rent-or-buy and the matrix: the engine's dollars shown at the rate from the dollar.
void tst_Money::dollarFiguresInTheChosenCurrency()
{
    const auto usdCny = rate(Currency::USD, Currency::CNY, 7.0197, "2026-01-08");
    const auto yuan = text::DisplayCurrency::of(Currency::CNY, usdCny);
    QCOMPARE(yuan.currency, Currency::CNY);
    QCOMPARE(yuan.convert(100.0), 701.97);
    QCOMPARE(Money::fromUsd(100.0, yuan, english), QStringLiteral("¥702"));
    QCOMPARE(Money::fromUsd(3.39, yuan, english), QStringLiteral("¥23.80"));
    // Dollars need no rate; a rate that does not run from the dollar to the currency, or
    // none at all, leaves the figures in dollars rather than mislabelled.
    QCOMPARE(Money::fromUsd(3.39, text::DisplayCurrency{}, english), QStringLiteral("$3.39"));
    QCOMPARE(text::DisplayCurrency::of(Currency::EUR, usdCny).currency, Currency::USD);
    QCOMPARE(text::DisplayCurrency::of(Currency::CNY, std::nullopt).currency, Currency::USD);
    QCOMPARE(text::DisplayCurrency::of(Currency::CNY, std::nullopt).convert(3.39), 3.39);
    // A value already in a currency, in each basis.
    QCOMPARE(Money::costValue(1.35, engine::CostBasis::PerMillionTokens, Currency::CNY, english),
             QStringLiteral("¥1.35/M tokens"));
    QCOMPARE(Money::costValue(1234.0, engine::CostBasis::PerRun, Currency::EUR, english), QStringLiteral("€1,234"));
    QCOMPARE(Money::costValue(3.39, engine::CostBasis::PerHour, Currency::USD, english), QStringLiteral("$3.39/h"));
}

// Estimates made by the engine alone (never converted) are in dollars; converted ones
// only ever show their converted figures.
void tst_Money::unconvertedEstimatesReadInDollars()
{
    engine::Estimate estimate;
    estimate.cost.usdPerHour = 6.78;
    estimate.cost.usdPerMillionTokens = 1.9;
    estimate.headline.costBasis = engine::CostBasis::PerMillionTokens;
    QCOMPARE(Money::perHourOf(estimate.cost), std::optional<double>(6.78));
    QCOMPARE(Money::headlineValue(estimate), std::optional<double>(1.9));
    QCOMPARE(Money::headlineCost(estimate, english), QStringLiteral("$1.90/M tokens"));
    // Converted to yuan but with no figure for the basis: nothing, not the dollar figure.
    estimate.cost.currency = Currency::CNY;
    QVERIFY(!Money::perHourOf(estimate.cost));
    QVERIFY(!Money::headlineValue(estimate));
    estimate.cost.perHour = 47.59;
    QCOMPARE(Money::perHourOf(estimate.cost), std::optional<double>(47.59));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Money)
#include "tst_Money.moc"
