// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/cost/CostModel.h"
#include "support/TestMain.h"
#include "tests/support/TestRates.h"

#include <QTest>

using namespace gpuatlas::engine;
using enginetest::Data;

namespace {

// One rental quote for `gpu`, as quoted.
PriceBook bookWith(const std::string& gpu, Currency currency, double perGpuHour)
{
    Price price;
    price.gpuId = gpu;
    price.provider = "Test cloud";
    price.setQuote(currency, perGpuHour);
    price.date = "2026-11-20";
    price.isDefault = true;
    return PriceBook(std::vector<Price>{price}, testrates::handRates());
}

} // namespace

class tst_CostModel : public QObject
{
    Q_OBJECT

private slots:
    void rentalFromDefaultPrice();
    void energyFromTdp();
    void noPriceMeansNoCost();
    void estimateIsInDollars();
    void dollarQuoteInYuan();
    void yuanQuoteAsQuoted();
    void yuanQuoteInDollarsAndEuros();
    void convertingTwiceStartsFromTheQuote();
    void missingRateClearsTheFigures();
    void noPriceConvertsToNothing();
};

void tst_CostModel::rentalFromDefaultPrice()
{
    const auto& data = Data::shipped();
    const CostEstimate cost = CostModel::estimate(data.gpu("h100-sxm"), 2, &data.prices, Assumptions(), 1000.0, 10.0);
    QCOMPARE(*cost.usdPerHour, 2 * 3.39); // DigitalOcean, the article's reference
    QCOMPARE(cost.priceSource(), std::string("DigitalOcean, 2026-05-28"));
    QCOMPARE(cost.priceProvider, std::string("DigitalOcean"));
    QCOMPARE(cost.priceDate, std::string("2026-05-28"));
    QCOMPARE(*cost.usdPerMillionTokens, 6.78 / (1000.0 * 3600) * 1e6);
    QCOMPARE(*cost.usdTotal, 67.8);
}

void tst_CostModel::energyFromTdp()
{
    const auto& data = Data::shipped();
    Assumptions a;
    const CostEstimate cost = CostModel::estimate(data.gpu("l40s"), 4, &data.prices, a, std::nullopt, 10.0);
    QCOMPARE(cost.powerKw, 0.350 * 4 * 0.75);
    QCOMPARE(*cost.energyKwh, 0.350 * 4 * 0.75 * 10);
    a.set(AssumptionId::Pue, 1.5);
    QCOMPARE(*CostModel::estimate(data.gpu("l40s"), 4, &data.prices, a, std::nullopt, 10.0).energyKwh,
             0.350 * 4 * 0.75 * 10 * 1.5);
}

void tst_CostModel::noPriceMeansNoCost()
{
    Gpu custom = Data::shipped().gpu("l40s");
    custom.id = "my-card";
    const CostEstimate cost = CostModel::estimate(custom, 1, &Data::shipped().prices, Assumptions(), 100.0, 1.0);
    QVERIFY(!cost.usdPerHour);
    QVERIFY(!cost.usdPerMillionTokens);
    QVERIFY(!cost.usdTotal);
    QVERIFY(cost.priceSource().empty());
    QVERIFY(cost.energyKwh); // energy does not need a price
}

void tst_CostModel::estimateIsInDollars()
{
    const auto& data = Data::shipped();
    const CostEstimate cost = CostModel::estimate(data.gpu("h100-sxm"), 2, &data.prices, Assumptions(), 1000.0, 10.0);
    QCOMPARE(cost.currency, Currency::USD);
    QCOMPARE(*cost.perHour, *cost.usdPerHour);
    QCOMPARE(*cost.perMillionTokens, *cost.usdPerMillionTokens);
    QCOMPARE(*cost.total, *cost.usdTotal);
    QVERIFY(!cost.exchangeRate); // a dollar quote needs no rate
    QCOMPARE(cost.priceCurrency, Currency::USD);
}

void tst_CostModel::dollarQuoteInYuan()
{
    const PriceBook book = bookWith("h100-sxm", Currency::USD, 3.39);
    CostEstimate cost = CostModel::estimate(Data::shipped().gpu("h100-sxm"), 2, &book, Assumptions(), 1000.0, 10.0);
    QVERIFY(CostModel::convert(cost, Currency::CNY, book.rates()));
    // 2 x 3.39 = 6.78 USD/h; at 7.1 CNY per USD, 48.138 CNY/h; 10 h, 481.38 CNY.
    QCOMPARE(cost.currency, Currency::CNY);
    QVERIFY(qAbs(*cost.perHour - 48.138) < 1e-9);
    QVERIFY(qAbs(*cost.total - 481.38) < 1e-9);
    // 6.78 USD/h over 3.6 million tokens an hour = 1.8833 USD/M tokens = 13.3717 CNY.
    QVERIFY(qAbs(*cost.perMillionTokens - 6.78 / 3.6 * 7.1) < 1e-9);
    // The dollar figures stay dollars.
    QCOMPARE(*cost.usdPerHour, 6.78);
    QCOMPARE(cost.exchangeRate->from, Currency::USD);
    QCOMPARE(cost.exchangeRate->to, Currency::CNY);
    QCOMPARE(cost.exchangeRate->rate, 7.1);
    QCOMPARE(cost.exchangeRate->date, std::string("2026-11-02"));
}

void tst_CostModel::yuanQuoteAsQuoted()
{
    const PriceBook book = bookWith("rtx-4090", Currency::CNY, 12.80);
    CostEstimate cost =
        CostModel::estimate(Data::shipped().gpu("rtx-4090"), 4, &book, Assumptions(), std::nullopt, 2.0);
    // Ranked in dollars: 4 x 12.80 CNY/h at 7.1 CNY per USD = 7.211 USD/h.
    QVERIFY(qAbs(*cost.usdPerHour - 4 * 12.80 / 7.1) < 1e-9);
    QCOMPARE(cost.priceCurrency, Currency::CNY);
    // Asked in yuan: the quote as quoted, and no rate, since none was needed.
    QVERIFY(CostModel::convert(cost, Currency::CNY, book.rates()));
    QVERIFY(qAbs(*cost.perHour - 51.2) < 1e-9);
    QVERIFY(qAbs(*cost.total - 102.4) < 1e-9);
    QVERIFY(!cost.exchangeRate);
}

void tst_CostModel::yuanQuoteInDollarsAndEuros()
{
    const PriceBook book = bookWith("rtx-4090", Currency::CNY, 12.80);
    CostEstimate cost =
        CostModel::estimate(Data::shipped().gpu("rtx-4090"), 1, &book, Assumptions(), std::nullopt, 1.0);
    // In dollars (the default) the figures say the yuan were converted: 12.80 / 7.1 = 1.803.
    QCOMPARE(cost.currency, Currency::USD);
    QVERIFY(qAbs(*cost.perHour - 1.80282) < 1e-5);
    QCOMPARE(cost.exchangeRate->from, Currency::CNY);
    QCOMPARE(cost.exchangeRate->to, Currency::USD);
    QVERIFY(CostModel::convert(cost, Currency::USD, book.rates()));
    QVERIFY(qAbs(*cost.perHour - 1.80282) < 1e-5);
    QCOMPARE(cost.exchangeRate->from, Currency::CNY);
    // In euros, straight from the quote: 12.80 CNY x (1 / 7.1 / 1.25) = 1.442 EUR.
    QVERIFY(CostModel::convert(cost, Currency::EUR, book.rates()));
    QVERIFY(qAbs(*cost.perHour - 12.80 / 7.1 / 1.25) < 1e-9);
    QCOMPARE(cost.exchangeRate->from, Currency::CNY);
    QCOMPARE(cost.exchangeRate->to, Currency::EUR);
    QCOMPARE(cost.exchangeRate->basis, RateBasis::Cross);
    QCOMPARE(cost.exchangeRate->date, std::string("2026-10-30")); // the older leg's day
}

void tst_CostModel::convertingTwiceStartsFromTheQuote()
{
    const PriceBook book = bookWith("l40s", Currency::USD, 1.57);
    CostEstimate cost = CostModel::estimate(Data::shipped().gpu("l40s"), 1, &book, Assumptions(), std::nullopt, 1.0);
    QVERIFY(CostModel::convert(cost, Currency::EUR, book.rates()));
    QVERIFY(CostModel::convert(cost, Currency::CNY, book.rates()));
    QVERIFY(qAbs(*cost.perHour - 1.57 * 7.1) < 1e-9); // not 1.57 / 1.25 * 7.1
    QVERIFY(CostModel::convert(cost, Currency::USD, book.rates()));
    QCOMPARE(*cost.perHour, 1.57);
    QVERIFY(!cost.exchangeRate);
}

void tst_CostModel::missingRateClearsTheFigures()
{
    Price price;
    price.gpuId = "l40s";
    price.provider = "Test cloud";
    price.setQuote(Currency::USD, 1.57);
    const PriceBook book(std::vector<Price>{price},
                         ExchangeRates({testrates::rate(Currency::USD, Currency::CNY, 7.1, "2026-11-02")}));
    CostEstimate cost = CostModel::estimate(Data::shipped().gpu("l40s"), 1, &book, Assumptions(), std::nullopt, 1.0);
    QVERIFY(!CostModel::convert(cost, Currency::EUR, book.rates()));
    QCOMPARE(cost.currency, Currency::EUR);
    QVERIFY(!cost.perHour);
    QVERIFY(!cost.total);
    QVERIFY(!cost.exchangeRate);
    QCOMPARE(*cost.usdPerHour, 1.57); // the engine's own figure is untouched
}

void tst_CostModel::noPriceConvertsToNothing()
{
    Gpu custom = Data::shipped().gpu("l40s");
    custom.id = "my-card";
    CostEstimate cost = CostModel::estimate(custom, 1, &Data::shipped().prices, Assumptions(), 100.0, 1.0);
    QVERIFY(CostModel::convert(cost, Currency::CNY, Data::shipped().prices.rates()));
    QCOMPARE(cost.currency, Currency::CNY);
    QVERIFY(!cost.perHour);
    QVERIFY(!cost.exchangeRate);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_CostModel)
#include "tst_CostModel.moc"
