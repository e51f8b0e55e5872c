// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/cost/CostModel.h"
#include "engine/cost/PriceBook.h"
#include "engine/cost/PricesJson.h"
#include "support/TestMain.h"
#include "tests/support/TestRates.h"

#include <QDate>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

using namespace gpuatlas::engine;
using enginetest::Data;

namespace {

Price quote(std::string gpu, std::string provider, PriceKind kind, double amount, std::string date,
            bool isDefault = false)
{
    Price price;
    price.gpuId = std::move(gpu);
    price.provider = std::move(provider);
    price.kind = kind;
    if (kind == PriceKind::Purchase)
        price.usd = amount;
    else
        price.usdPerGpuHour = amount;
    price.source = {"My quote", "https://example.com/quote", date, {}};
    price.date = std::move(date);
    price.isDefault = isDefault;
    return price;
}

std::size_t countFor(const PriceBook& book, const std::string& gpu)
{
    return book.pricesFor(gpu).size();
}

nlohmann::json item(const char* gpu, const char* provider, const char* kind, nlohmann::json amounts)
{
    nlohmann::json out{{"gpu", gpu},
                       {"provider", provider},
                       {"kind", kind},
                       {"date", "2026-11-02"},
                       {"source", {{"title", "Quote"}, {"retrieved", "2026-11-02"}}}};
    out.update(amounts);
    return out;
}

std::string pricesFile(nlohmann::json items)
{
    return nlohmann::json{{"format", "gpu-atlas-prices"}, {"version", 1}, {"prices", std::move(items)}}.dump();
}

// A price file read and converted with `rates`.
Result<PriceBook> readWith(const std::string& text, const ExchangeRates& rates)
{
    auto read = readPrices(text, "prices.json");
    if (!read)
        return read;
    return read.value().withRates(rates);
}

const nlohmann::json& shippedPricesJson()
{
    static const nlohmann::json document =
        nlohmann::json::parse(enginetest::readFile(enginetest::sourcePath("data/prices.json")));
    return document;
}

bool isIsoDate(const nlohmann::json& value)
{
    return value.is_string() &&
           QDate::fromString(QString::fromStdString(value.get<std::string>()), Qt::ISODate).isValid();
}

} // namespace

class tst_PriceBook : public QObject
{
    Q_OBJECT

private slots:
    void userDefaultReplacesShippedDefault();
    void sameQuoteOverridesShippedEntry();
    void plainUserQuoteIsListedNotUsed();
    void userPurchaseWins();
    void userMayChooseReservedAsDefault();
    void overridesLeaveTheShippedBookAlone();
    void userPricesRoundTrip();
    void engineCostUsesUserPrice();
    void shippedPricesAllHaveALink();
    void userQuoteWithoutLink();
    void readsBothQuoteForms();
    void cnyQuoteConvertsToUsd();
    void cnyQuoteCompetesInDollars();
    void quoteWithoutRateIsListedNotUsed();
    void userQuotesConvertWithTheBookRates();
    void newRatesReconvert();
    void quotesInOtherCurrenciesRoundTrip();
    void oneFormPerQuote_data();
    void oneFormPerQuote();
    void shippedQuotesHaveCurrencyDateAndSource();
    void shippedPricesNameCatalogueGpus();
    void shippedChineseCloudQuotes();
};

void tst_PriceBook::userDefaultReplacesShippedDefault()
{
    const PriceBook& shipped = Data::shipped().prices;
    QCOMPARE(shipped.defaultRental("h100-sxm")->provider, std::string("DigitalOcean"));
    const std::vector<Price> user{quote("h100-sxm", "Our cluster", PriceKind::OnDemand, 2.10, "2026-11-01", true)};
    const PriceBook book = shipped.withOverrides(user);
    const Price* rental = book.defaultRental("h100-sxm");
    QVERIFY(rental);
    QCOMPARE(rental->provider, std::string("Our cluster"));
    QVERIFY(rental->userProvided);
    // Exactly one default left for the GPU.
    const auto prices = book.pricesFor("h100-sxm");
    QCOMPARE(std::count_if(prices.begin(), prices.end(), [](const Price* p) { return p->isDefault; }), 1);
    QCOMPARE(countFor(book, "h100-sxm"), countFor(shipped, "h100-sxm") + 1);
}

void tst_PriceBook::sameQuoteOverridesShippedEntry()
{
    const PriceBook& shipped = Data::shipped().prices;
    // The shipped default (DigitalOcean gpu-h100x1-80gb at $3.39) with the user's newer figure.
    Price mine = quote("h100-sxm", "DigitalOcean", PriceKind::OnDemand, 3.05, "2026-11-20");
    mine.instance = "gpu-h100x1-80gb";
    const PriceBook book = shipped.withOverrides(std::vector<Price>{mine});
    QCOMPARE(countFor(book, "h100-sxm"), countFor(shipped, "h100-sxm")); // replaced, not added
    const Price* rental = book.defaultRental("h100-sxm");
    QCOMPARE(rental->usdPerGpuHour, 3.05); // the override keeps the default role
    QVERIFY(rental->userProvided);
    for (const Price* price : book.pricesFor("h100-sxm")) {
        if (price->provider == "DigitalOcean" && price->instance == "gpu-h100x1-80gb")
            QCOMPARE(price->usdPerGpuHour, 3.05);
    }
    QVERIFY(isSameQuote(mine, *shipped.defaultRental("h100-sxm")));
}

void tst_PriceBook::plainUserQuoteIsListedNotUsed()
{
    const PriceBook& shipped = Data::shipped().prices;
    const std::vector<Price> user{quote("l40s", "Local reseller", PriceKind::OnDemand, 0.50, "2026-11-25")};
    const PriceBook book = shipped.withOverrides(user);
    QCOMPARE(book.defaultRental("l40s")->provider, shipped.defaultRental("l40s")->provider);
    const auto prices = book.pricesFor("l40s");
    QVERIFY(std::any_of(prices.begin(), prices.end(), [](const Price* p) { return p->provider == "Local reseller"; }));
    // A GPU the shipped file has no price for gets the user's on-demand price.
    const PriceBook custom =
        shipped.withOverrides(std::vector<Price>{quote("my-card", "Office", PriceKind::OnDemand, 0.25, "2026-11-25")});
    QCOMPARE(custom.defaultRental("my-card")->usdPerGpuHour, 0.25);
}

void tst_PriceBook::userPurchaseWins()
{
    const PriceBook& shipped = Data::shipped().prices;
    QCOMPARE(shipped.defaultPurchase("l40s")->usd, 9000.0); // the newest shipped, MSRP and street share a date
    // Even an older quote of the user's beats the shipped ones.
    const PriceBook book = shipped.withOverrides(
        std::vector<Price>{quote("l40s", "Our distributor", PriceKind::Purchase, 7200, "2026-01-10")});
    QCOMPARE(book.defaultPurchase("l40s")->usd, 7200.0);
    QVERIFY(book.defaultPurchase("l40s")->userProvided);
}

void tst_PriceBook::userMayChooseReservedAsDefault()
{
    Price reserved = quote("l40s", "AWS", PriceKind::Reserved, 0.70, "2026-11-01", true);
    reserved.commitmentMonths = 36;
    const PriceBook book = Data::shipped().prices.withOverrides(std::vector<Price>{reserved});
    QCOMPARE(book.defaultRental("l40s")->kind, PriceKind::Reserved);
    QCOMPARE(book.defaultRental("l40s")->usdPerGpuHour, 0.70);
}

void tst_PriceBook::overridesLeaveTheShippedBookAlone()
{
    const PriceBook& shipped = Data::shipped().prices;
    const std::size_t before = shipped.prices().size();
    const PriceBook book = shipped.withOverrides(
        std::vector<Price>{quote("h100-sxm", "Our cluster", PriceKind::OnDemand, 2.10, "2026-11-01", true)});
    QCOMPARE(shipped.prices().size(), before);
    QCOMPARE(shipped.defaultRental("h100-sxm")->provider, std::string("DigitalOcean"));
    QVERIFY(
        std::none_of(shipped.prices().begin(), shipped.prices().end(), [](const Price& p) { return p.userProvided; }));
    QCOMPARE(book.prices().size(), before + 1);
}

void tst_PriceBook::userPricesRoundTrip()
{
    Price reserved = quote("l40s", "AWS", PriceKind::Reserved, 0.70, "2026-11-01");
    reserved.commitmentMonths = 12;
    reserved.instance = "g6e.xlarge";
    reserved.note = "three-year plan, all upfront";
    const std::vector<Price> user{quote("h100-sxm", "Our cluster", PriceKind::OnDemand, 2.10, "2026-11-01", true),
                                  reserved, quote("l40s", "Our distributor", PriceKind::Purchase, 7200, "2026-01-10")};
    const std::string text = pricesDocument(user).dump(2);
    const auto read = readPrices(text, "user-prices.json");
    QVERIFY2(read.ok(),
             read.ok()
                 ? ""
                 : (read.errors().front().pointer + " " + diagnosticCodeId(read.errors().front().code).data()).c_str());
    const auto prices = read->prices();
    QCOMPARE(prices.size(), user.size());
    for (std::size_t i = 0; i < user.size(); ++i) {
        QVERIFY(isSameQuote(prices[i], user[i]));
        QCOMPARE(prices[i].usd, user[i].usd);
        QCOMPARE(prices[i].usdPerGpuHour, user[i].usdPerGpuHour);
        QCOMPARE(prices[i].isDefault, user[i].isDefault);
        QCOMPARE(prices[i].note, user[i].note);
        QCOMPARE(prices[i].source.url, user[i].source.url);
    }
}

void tst_PriceBook::engineCostUsesUserPrice()
{
    const auto& data = Data::shipped();
    const PriceBook book = data.prices.withOverrides(
        std::vector<Price>{quote("h100-sxm", "Our cluster", PriceKind::OnDemand, 2.10, "2026-11-01", true)});
    const CostEstimate cost = CostModel::estimate(data.gpu("h100-sxm"), 4, &book, Assumptions(), 1000.0, 10.0);
    QCOMPARE(*cost.usdPerHour, 4 * 2.10);
    QCOMPARE(cost.priceSource(), std::string("Our cluster, 2026-11-01"));
    QCOMPARE(*cost.usdTotal, 84.0);
}

void tst_PriceBook::shippedPricesAllHaveALink()
{
    // The schema lets the user's own quotes go without a link; the shipped file may not.
    for (const Price& price : Data::shipped().prices.prices())
        QVERIFY2(price.source.url.rfind("https://", 0) == 0 || price.source.url.rfind("http://", 0) == 0,
                 (price.gpuId + " " + price.provider).c_str());
}

void tst_PriceBook::userQuoteWithoutLink()
{
    Price mine = quote("a10", "Colleague's offer", PriceKind::Purchase, 2100, "2026-11-29");
    mine.source.url.clear();
    const auto read = readPrices(pricesDocument(std::vector<Price>{mine}).dump(), "user.json");
    QVERIFY(read.ok());
    QVERIFY(read->prices().front().source.url.empty());
    mine.source.url = "ftp://example.com"; // a link, if given, must be a web link
    QVERIFY(!readPrices(pricesDocument(std::vector<Price>{mine}).dump(), "user.json").ok());
}

void tst_PriceBook::readsBothQuoteForms()
{
    // The first form (amounts in US dollars) and the form with a currency, side by side.
    const std::string text = pricesFile(nlohmann::json::array({
        item("l40s", "Old", "on-demand", {{"usd_per_gpu_hour", 1.5}}),
        item("l40s", "Old", "purchase", {{"usd", 8500}}),
        item("l40s", "New", "on-demand", {{"currency", "USD"}, {"per_gpu_hour", 1.6}}),
        item("l40s", "Yuan", "on-demand", {{"currency", "CNY"}, {"per_gpu_hour", 12.80}}),
        item("l40s", "Euro", "purchase", {{"currency", "EUR"}, {"per_gpu", 8000}}),
    }));
    const auto read = readWith(text, testrates::handRates());
    QVERIFY(read.ok());
    const auto prices = read->prices();
    QCOMPARE(prices[0].currency, Currency::USD);
    QCOMPARE(prices[0].usdPerGpuHour, 1.5);
    QCOMPARE(prices[0].amount(), 1.5);
    QCOMPARE(prices[1].usd, 8500.0);
    QCOMPARE(prices[2].currency, Currency::USD);
    QCOMPARE(prices[2].usdPerGpuHour, 1.6);
    QVERIFY(!prices[2].usdRate); // no conversion for a dollar quote
    QCOMPARE(prices[3].currency, Currency::CNY);
    QCOMPARE(prices[3].amount(), 12.80);
    QCOMPARE(prices[4].currency, Currency::EUR);
    QCOMPARE(prices[4].amount(), 8000.0);
    // 8000 EUR at 1.25 USD per EUR = 10,000 USD.
    QCOMPARE(prices[4].usd, 10000.0);
    QCOMPARE(prices[4].usdRate->from, Currency::EUR);
}

void tst_PriceBook::cnyQuoteConvertsToUsd()
{
    const auto read =
        readWith(pricesFile(nlohmann::json::array(
                     {item("rtx-4090", "AutoDL", "on-demand", {{"currency", "CNY"}, {"per_gpu_hour", 12.80}})})),
                 testrates::handRates());
    QVERIFY(read.ok());
    const Price& price = read->prices().front();
    // 12.80 CNY/h at 7.1 CNY per USD = 1.803 USD/h (12.80 / 7.1 = 1.80282).
    QVERIFY(qAbs(price.usdPerGpuHour - 1.80282) < 1e-5);
    QVERIFY(price.hasUsdFigure());
    QCOMPARE(price.usdRate->from, Currency::CNY);
    QCOMPARE(price.usdRate->to, Currency::USD);
    QCOMPARE(price.usdRate->basis, RateBasis::Inverse);
    QCOMPARE(price.usdRate->date, std::string("2026-11-02"));
    QCOMPARE(read->defaultRental("rtx-4090"), &price);
}

void tst_PriceBook::cnyQuoteCompetesInDollars()
{
    // No default: the cheapest on-demand price in dollars wins, whatever its currency.
    const std::string text = pricesFile(nlohmann::json::array({
        item("rtx-4090", "Dollar", "on-demand", {{"currency", "USD"}, {"per_gpu_hour", 0.34}}),
        item("rtx-4090", "Yuan", "on-demand", {{"currency", "CNY"}, {"per_gpu_hour", 1.88}}), // 0.2648 USD
    }));
    QCOMPARE(readWith(text, testrates::handRates())->defaultRental("rtx-4090")->provider, std::string("Yuan"));
    // At 3 CNY per USD the yuan quote is 0.627 USD and the dollar one is cheaper.
    const ExchangeRates dear({testrates::rate(Currency::USD, Currency::CNY, 3.0)});
    QCOMPARE(readWith(text, dear)->defaultRental("rtx-4090")->provider, std::string("Dollar"));
}

void tst_PriceBook::quoteWithoutRateIsListedNotUsed()
{
    const std::string text = pricesFile(nlohmann::json::array({
        item("a10", "Dollar", "on-demand", {{"currency", "USD"}, {"per_gpu_hour", 0.86}}),
        item("a10", "Euro", "on-demand", {{"currency", "EUR"}, {"per_gpu_hour", 0.10}, {"default", true}}),
        item("a10", "Euro", "purchase", {{"currency", "EUR"}, {"per_gpu", 2000}}),
    }));
    // Rates with no euro: the euro quotes have no dollar figure.
    const auto read = readWith(text, ExchangeRates({testrates::rate(Currency::USD, Currency::CNY, 7.1)}));
    QVERIFY(read.ok());
    QCOMPARE(countFor(read.value(), "a10"), std::size_t(3));
    QVERIFY(!read->prices()[1].hasUsdFigure());
    QCOMPARE(read->prices()[1].usdPerGpuHour, 0.0);
    // Neither the euro default nor a 0 dollar figure is used.
    QCOMPARE(read->defaultRental("a10")->provider, std::string("Dollar"));
    QVERIFY(!read->defaultPurchase("a10"));
    const CostEstimate cost =
        CostModel::estimate(Data::shipped().gpu("a10"), 1, &read.value(), Assumptions(), 100.0, std::nullopt);
    QCOMPARE(*cost.usdPerHour, 0.86);
}

void tst_PriceBook::userQuotesConvertWithTheBookRates()
{
    const PriceBook shipped(std::vector<Price>{quote("l40s", "Shipped", PriceKind::OnDemand, 1.57, "2026-05-28", true)},
                            testrates::handRates());
    Price mine;
    mine.gpuId = "l40s";
    mine.provider = "Our reseller";
    mine.kind = PriceKind::OnDemand;
    mine.setQuote(Currency::CNY, 7.10);
    mine.date = "2026-11-20";
    mine.isDefault = true;
    const PriceBook book = shipped.withOverrides(std::vector<Price>{mine});
    const Price* rental = book.defaultRental("l40s");
    QCOMPARE(rental->provider, std::string("Our reseller"));
    QCOMPARE(rental->currency, Currency::CNY);
    QVERIFY(qAbs(rental->usdPerGpuHour - 1.0) < 1e-12); // 7.10 CNY at 7.1 per USD
    QCOMPARE(book.rates().rates().size(), std::size_t(2));
}

void tst_PriceBook::newRatesReconvert()
{
    Price yuan;
    yuan.gpuId = "rtx-4090";
    yuan.provider = "AutoDL";
    yuan.setQuote(Currency::CNY, 1.88);
    const PriceBook book(std::vector<Price>{yuan}, testrates::handRates());
    QVERIFY(qAbs(book.prices().front().usdPerGpuHour - 1.88 / 7.1) < 1e-12);
    // The user's own rate, 1 USD = 6.0 CNY, layered on the shipped ones.
    ExchangeRate mine = testrates::rate(Currency::USD, Currency::CNY, 6.0);
    const PriceBook again = book.withRates(book.rates().withOverrides(std::vector<ExchangeRate>{mine}));
    QVERIFY(qAbs(again.prices().front().usdPerGpuHour - 1.88 / 6.0) < 1e-12);
    QVERIFY(again.prices().front().usdRate->userProvided);
    QCOMPARE(again.prices().front().amount(), 1.88); // the quote itself never changes
}

void tst_PriceBook::quotesInOtherCurrenciesRoundTrip()
{
    Price yuan = quote("rtx-4090", "AutoDL", PriceKind::OnDemand, 0, "2026-09-30");
    yuan.setQuote(Currency::CNY, 1.88);
    yuan.instance = "RTX 4090 24GB";
    Price euro = quote("l40s", "Reseller", PriceKind::Purchase, 0, "2026-11-01");
    euro.setQuote(Currency::EUR, 7400);
    const Price dollar = quote("h100-sxm", "Our cluster", PriceKind::OnDemand, 2.10, "2026-11-01", true);
    const std::vector<Price> user{yuan, euro, dollar};
    const nlohmann::json document = pricesDocument(user);
    // Dollar quotes keep the first form, which every version reads; the others say their currency.
    QCOMPARE(document["prices"][0]["currency"].get<std::string>(), std::string("CNY"));
    QCOMPARE(document["prices"][0]["per_gpu_hour"].get<double>(), 1.88);
    QVERIFY(!document["prices"][0].contains("usd_per_gpu_hour"));
    QCOMPARE(document["prices"][1]["per_gpu"].get<double>(), 7400.0);
    QCOMPARE(document["prices"][2]["usd_per_gpu_hour"].get<double>(), 2.10);
    QVERIFY(!document["prices"][2].contains("currency"));
    const auto read = readWith(document.dump(2), testrates::handRates());
    QVERIFY(read.ok());
    for (std::size_t i = 0; i < user.size(); ++i) {
        QVERIFY(isSameQuote(read->prices()[i], user[i]));
        QCOMPARE(read->prices()[i].currency, user[i].currency);
        QCOMPARE(read->prices()[i].amount(), user[i].amount());
    }
    QVERIFY(pricesDocument(read->prices()) == document);
}

void tst_PriceBook::oneFormPerQuote_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("code");
    QTest::newRow("both forms") << QString::fromStdString(pricesFile(nlohmann::json::array({item(
                                       "l4", "X", "on-demand",
                                       {{"currency", "USD"}, {"per_gpu_hour", 0.5}, {"usd_per_gpu_hour", 0.5}})})))
                                << "/prices/0/usd_per_gpu_hour"
                                << "inconsistent-value";
    QTest::newRow("amount without currency")
        << QString::fromStdString(
               pricesFile(nlohmann::json::array({item("l4", "X", "on-demand", {{"per_gpu_hour", 3.5}})})))
        << "/prices/0/currency"
        << "missing-field";
    QTest::newRow("currency without amount")
        << QString::fromStdString(
               pricesFile(nlohmann::json::array({item("l4", "X", "on-demand", {{"currency", "CNY"}})})))
        << "/prices/0/per_gpu_hour"
        << "missing-field";
    QTest::newRow("purchase in yuan needs per_gpu")
        << QString::fromStdString(pricesFile(
               nlohmann::json::array({item("l4", "X", "purchase", {{"currency", "CNY"}, {"per_gpu_hour", 3.5}})})))
        << "/prices/0/per_gpu"
        << "missing-field";
    QTest::newRow("unknown currency") << QString::fromStdString(pricesFile(nlohmann::json::array({item(
                                             "l4", "X", "on-demand", {{"currency", "JPY"}, {"per_gpu_hour", 150}})})))
                                      << "/prices/0/currency"
                                      << "not-in-enum";
    QTest::newRow("currency in lower case")
        << QString::fromStdString(pricesFile(
               nlohmann::json::array({item("l4", "X", "on-demand", {{"currency", "cny"}, {"per_gpu_hour", 3.5}})})))
        << "/prices/0/currency"
        << "not-in-enum";
    QTest::newRow("zero amount") << QString::fromStdString(pricesFile(nlohmann::json::array(
                                        {item("l4", "X", "on-demand", {{"currency", "CNY"}, {"per_gpu_hour", 0}})})))
                                 << "/prices/0/per_gpu_hour"
                                 << "not-above-minimum";
}

void tst_PriceBook::oneFormPerQuote()
{
    QFETCH(QString, text);
    QFETCH(QString, pointer);
    QFETCH(QString, code);
    const auto read = readPrices(text.toStdString(), "prices.json");
    QVERIFY(!read.ok());
    QCOMPARE(QString::fromStdString(read.errors().front().pointer), pointer);
    QCOMPARE(QString::fromUtf8(diagnosticCodeId(read.errors().front().code).data()), code);
}

void tst_PriceBook::shippedQuotesHaveCurrencyDateAndSource()
{
    // Read as JSON, not through the loader: the file itself must say each quote's currency.
    for (const auto& price : shippedPricesJson()["prices"]) {
        const std::string what = price["gpu"].get<std::string>() + " " + price["provider"].get<std::string>();
        QVERIFY2(price.contains("currency"), what.c_str());
        QVERIFY2(price.contains(price["kind"] == "purchase" ? "per_gpu" : "per_gpu_hour"), what.c_str());
        QVERIFY2(!price.contains("usd_per_gpu_hour") && !price.contains("usd"), what.c_str());
        QVERIFY2(isIsoDate(price["date"]), what.c_str());
        const auto& source = price["source"];
        QVERIFY2(!source.value("title", std::string()).empty(), what.c_str());
        QVERIFY2(source.value("url", std::string()).rfind("https://", 0) == 0, what.c_str());
        QVERIFY2(isIsoDate(source["retrieved"]), what.c_str());
        QVERIFY2(price["date"].get<std::string>() <= source["retrieved"].get<std::string>(), what.c_str());
    }
    // And every shipped quote converts to dollars with the shipped rates.
    for (const Price& price : Data::shipped().prices.prices())
        QVERIFY2(price.hasUsdFigure() && price.amount() > 0, (price.gpuId + " " + price.provider).c_str());
}

void tst_PriceBook::shippedPricesNameCatalogueGpus()
{
    // A priced id that is not in the catalogue is a typo that silently prices nothing.
    for (const Price& price : Data::shipped().prices.prices())
        QVERIFY2(Data::shipped().catalog.find(price.gpuId), price.gpuId.c_str());
}

void tst_PriceBook::shippedChineseCloudQuotes()
{
    // Issue 14: on-demand prices in CNY from at least two providers the article's readers rent from.
    std::set<std::string> providers;
    for (const Price& price : Data::shipped().prices.prices()) {
        if (price.currency == Currency::CNY && price.kind == PriceKind::OnDemand && !price.instance.empty())
            providers.insert(price.provider);
    }
    QVERIFY2(providers.size() >= 2, std::to_string(providers.size()).c_str());
    QVERIFY(providers.count("AutoDL"));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_PriceBook)
#include "tst_PriceBook.moc"
