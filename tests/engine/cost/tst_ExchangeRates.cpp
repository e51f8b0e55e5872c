// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/cost/ExchangeRates.h"
#include "engine/cost/ExchangeRatesJson.h"
#include "support/TestMain.h"
#include "tests/support/TestRates.h"

#include <QDate>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace gpuatlas::engine;
using enginetest::readFile;
using enginetest::sourcePath;
using nlohmann::json;

namespace {

json rateItem(const char* from, const char* to, double rate)
{
    return json{{"from", from},
                {"to", to},
                {"rate", rate},
                {"date", "2026-11-02"},
                {"source", {{"title", "Test"}, {"retrieved", "2026-11-02"}}}};
}

std::string document(json rates)
{
    return json{{"format", "gpu-atlas-exchange-rates"}, {"version", 1}, {"rates", std::move(rates)}}.dump();
}

bool isIsoDate(const std::string& text)
{
    return QDate::fromString(QString::fromStdString(text), Qt::ISODate).isValid();
}

} // namespace

class tst_ExchangeRates : public QObject
{
    Q_OBJECT

private slots:
    void shippedRatesAreSourcedAndDated();
    void builtInIsTheShippedFile();
    void publishedRate();
    void inverseRate();
    void crossRateThroughTheDollar();
    void sameCurrencyAndUnknownPairs();
    void userRateReplacesEitherDirection();
    void roundTrip();
    void badFiles_data();
    void badFiles();
};

void tst_ExchangeRates::shippedRatesAreSourcedAndDated()
{
    const auto read = readExchangeRates(readFile(sourcePath("data/exchange-rates.json")), "exchange-rates.json");
    QVERIFY(read.ok());
    QVERIFY(!read->empty());
    for (const ExchangeRate& rate : read->rates()) {
        const QByteArray pair = QByteArray(currencyId(rate.from).data()) + "/" + currencyId(rate.to).data();
        QVERIFY2(isIsoDate(rate.date), pair.constData());
        QVERIFY2(isIsoDate(rate.source.retrieved), pair.constData());
        // A rate is read after it is fixed.
        QVERIFY2(rate.date <= rate.source.retrieved, pair.constData());
        QVERIFY2(rate.source.url.rfind("https://", 0) == 0, pair.constData());
        QVERIFY2(!rate.source.title.empty(), pair.constData());
        QVERIFY2(rate.rate > 0.0, pair.constData());
    }
    // Every currency the app offers reaches every other one.
    for (const Currency from : allCurrencies) {
        for (const Currency to : allCurrencies)
            QVERIFY(read->find(from, to).has_value());
    }
    // The yuan against the dollar is the People's Bank of China central parity of its day.
    const auto cny = read->find(Currency::USD, Currency::CNY);
    QCOMPARE(cny->basis, RateBasis::Published);
    QCOMPARE(cny->rate, 7.0197);
    QCOMPARE(cny->date, std::string("2026-01-08"));
}

void tst_ExchangeRates::builtInIsTheShippedFile()
{
    const auto read = readExchangeRates(readFile(sourcePath("data/exchange-rates.json")), "exchange-rates.json");
    QVERIFY(read.ok());
    const ExchangeRates& builtIn = ExchangeRates::builtIn();
    QCOMPARE(builtIn.rates().size(), read->rates().size());
    for (std::size_t i = 0; i < builtIn.rates().size(); ++i) {
        QCOMPARE(builtIn.rates()[i].rate, read->rates()[i].rate);
        QCOMPARE(builtIn.rates()[i].date, read->rates()[i].date);
        QVERIFY(isSamePair(builtIn.rates()[i], read->rates()[i]));
    }
}

void tst_ExchangeRates::publishedRate()
{
    const auto rate = testrates::handRates().find(Currency::USD, Currency::CNY);
    QVERIFY(rate);
    QCOMPARE(rate->rate, 7.1);
    QCOMPARE(rate->basis, RateBasis::Published);
    QCOMPARE(rate->convert(2.0), 14.2);
}

void tst_ExchangeRates::inverseRate()
{
    const auto rate = testrates::handRates().find(Currency::CNY, Currency::USD);
    QVERIFY(rate);
    QCOMPARE(rate->from, Currency::CNY);
    QCOMPARE(rate->to, Currency::USD);
    QCOMPARE(rate->basis, RateBasis::Inverse);
    QCOMPARE(rate->date, std::string("2026-11-02")); // the published rate's day
    // 12.80 CNY at 7.1 CNY per USD = 1.803 USD.
    QVERIFY(qAbs(rate->convert(12.80) - 1.8028169) < 1e-6);
}

void tst_ExchangeRates::crossRateThroughTheDollar()
{
    const ExchangeRates rates = testrates::handRates();
    const auto cnyToEur = rates.find(Currency::CNY, Currency::EUR);
    QVERIFY(cnyToEur);
    QCOMPARE(cnyToEur->basis, RateBasis::Cross);
    // 1 CNY = 1/7.1 USD = 1/7.1/1.25 EUR = 0.112676 EUR.
    QVERIFY(qAbs(cnyToEur->rate - 1.0 / 7.1 / 1.25) < 1e-12);
    // As old as its older leg.
    QCOMPARE(cnyToEur->date, std::string("2026-10-30"));
    const auto eurToCny = rates.find(Currency::EUR, Currency::CNY);
    QVERIFY(qAbs(eurToCny->rate - 8.875) < 1e-12);
}

void tst_ExchangeRates::sameCurrencyAndUnknownPairs()
{
    const ExchangeRates onlyYuan({testrates::rate(Currency::USD, Currency::CNY, 7.1, "2026-11-02")});
    const auto same = onlyYuan.find(Currency::EUR, Currency::EUR);
    QVERIFY(same);
    QCOMPARE(same->rate, 1.0);
    QCOMPARE(same->basis, RateBasis::Identity);
    QVERIFY(!onlyYuan.find(Currency::USD, Currency::EUR));
    QVERIFY(!onlyYuan.find(Currency::CNY, Currency::EUR)); // no euro leg to cross with
    QVERIFY(!ExchangeRates().find(Currency::CNY, Currency::USD));
}

void tst_ExchangeRates::userRateReplacesEitherDirection()
{
    const ExchangeRates shipped = testrates::handRates();
    // The user quotes the pair the other way round: 1 CNY = 0.15 USD.
    ExchangeRate mine = testrates::rate(Currency::CNY, Currency::USD, 0.15, "2026-11-20");
    const ExchangeRates merged = shipped.withOverrides(std::vector<ExchangeRate>{mine});
    QCOMPARE(merged.rates().size(), shipped.rates().size()); // replaced, not added
    const auto rate = merged.find(Currency::USD, Currency::CNY);
    QVERIFY(rate->userProvided);
    QVERIFY(qAbs(rate->rate - 1.0 / 0.15) < 1e-12);
    QCOMPARE(rate->date, std::string("2026-11-20"));
    // The euro rate is untouched, and so is the shipped table.
    QCOMPARE(merged.find(Currency::EUR, Currency::USD)->rate, 1.25);
    QCOMPARE(shipped.find(Currency::USD, Currency::CNY)->rate, 7.1);
    QVERIFY(!shipped.find(Currency::USD, Currency::CNY)->userProvided);
}

void tst_ExchangeRates::roundTrip()
{
    ExchangeRate mine = testrates::rate(Currency::CNY, Currency::EUR, 0.1213, "2026-11-20");
    mine.source.url.clear(); // the user's own rate may have no link
    mine.note = "bank's card rate";
    const std::vector<ExchangeRate> rates{testrates::rate(Currency::USD, Currency::CNY, 7.1, "2026-11-02"), mine};
    const auto read = readExchangeRates(exchangeRatesDocument(rates).dump(2), "my-rates.json");
    QVERIFY(read.ok());
    QCOMPARE(read->rates().size(), rates.size());
    for (std::size_t i = 0; i < rates.size(); ++i) {
        QCOMPARE(read->rates()[i].from, rates[i].from);
        QCOMPARE(read->rates()[i].to, rates[i].to);
        QCOMPARE(read->rates()[i].rate, rates[i].rate);
        QCOMPARE(read->rates()[i].date, rates[i].date);
        QCOMPARE(read->rates()[i].source.url, rates[i].source.url);
        QCOMPARE(read->rates()[i].note, rates[i].note);
    }
}

void tst_ExchangeRates::badFiles_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("code");
    QTest::newRow("same pair twice") << QString::fromStdString(document(
                                            json::array({rateItem("USD", "CNY", 7.1), rateItem("USD", "EUR", 0.86),
                                                         rateItem("USD", "CNY", 7.2)})))
                                     << "/rates/2/to"
                                     << "duplicate-id";
    QTest::newRow("same pair reversed") << QString::fromStdString(document(json::array(
                                               {rateItem("USD", "CNY", 7.1), rateItem("CNY", "USD", 0.14)})))
                                        << "/rates/1/to"
                                        << "duplicate-id";
    QTest::newRow("currency to itself") << QString::fromStdString(document(json::array({rateItem("CNY", "CNY", 1.0)})))
                                        << "/rates/0/to"
                                        << "inconsistent-value";
    QTest::newRow("unknown currency") << QString::fromStdString(document(json::array({rateItem("USD", "JPY", 150.0)})))
                                      << "/rates/0/to"
                                      << "not-in-enum";
    QTest::newRow("zero rate") << QString::fromStdString(document(json::array({rateItem("USD", "CNY", 0.0)})))
                               << "/rates/0/rate"
                               << "not-above-minimum";
    json undated = rateItem("USD", "CNY", 7.1);
    undated.erase("date");
    QTest::newRow("no date") << QString::fromStdString(document(json::array({undated}))) << "/rates/0/date"
                             << "missing-field";
    QTest::newRow("no rates") << QString::fromStdString(document(json::array())) << "/rates"
                              << "too-few-items";
    QTest::newRow("prices file") << QStringLiteral(R"({"format":"gpu-atlas-prices","version":1,"rates":[]})")
                                 << "/format"
                                 << "wrong-constant";
}

void tst_ExchangeRates::badFiles()
{
    QFETCH(QString, text);
    QFETCH(QString, pointer);
    QFETCH(QString, code);
    const auto read = readExchangeRates(text.toStdString(), "rates.json");
    QVERIFY(!read.ok());
    const Diagnostic& first = read.errors().front();
    QCOMPARE(QString::fromStdString(first.pointer), pointer);
    QCOMPARE(QString::fromUtf8(diagnosticCodeId(first.code).data()), code);
    QCOMPARE(first.file, std::string("rates.json"));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_ExchangeRates)
#include "tst_ExchangeRates.moc"
