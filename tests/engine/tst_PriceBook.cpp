// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/CostModel.h"
#include "engine/PriceBook.h"

#include <QTest>

#include <algorithm>

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
    QCOMPARE(cost.priceSource, std::string("Our cluster, 2026-11-01"));
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

QTEST_GUILESS_MAIN(tst_PriceBook)
#include "tst_PriceBook.moc"
