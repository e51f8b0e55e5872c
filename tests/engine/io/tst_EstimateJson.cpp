// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/cost/CostModel.h"
#include "engine/io/EstimateJson.h"
#include "engine/rank/Estimator.h"
#include "support/TestMain.h"

#include <QTest>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

class tst_EstimateJson : public QObject
{
    Q_OBJECT

private slots:
    void contractFields();
    void messagesComeFromTheCallback();
    void costInTheRequestedCurrency();
};

void tst_EstimateJson::contractFields()
{
    const auto& data = Data::shipped();
    const Workload w = enginetest::workload({{"task", "inference"}, {"model", "llama-3-8b"}, {"precision", "fp16"}});
    const Assumptions a;
    const json out = estimateToJson(
        Estimator::estimate({w, *resolveModel(w, data.models), data.gpu("h100-sxm"), &data.prices, a, 1}), {});
    for (const char* key :
         {"gpu", "count", "precision_used", "feasible", "reasons", "memory", "performance", "cost", "score"})
        QVERIFY2(out.contains(key), key);
    for (const char* key : {"capacity_gb", "weights_gb", "kv_cache_gb", "activations_gb", "gradients_gb",
                            "optimizer_gb", "overhead_gb", "total_gb"})
        QVERIFY2(out["memory"].contains(key), key);
    for (const char* key : {"bottleneck", "tokens_per_s", "ttft_ms", "itl_ms", "images_per_s", "samples_per_s",
                            "time_to_train_hours", "range"})
        QVERIFY2(out["performance"].contains(key), key);
    for (const char* key : {"usd_per_hour", "usd_per_million_tokens", "usd_total", "energy_kwh", "price_source",
                            "currency", "per_hour", "per_million_tokens", "total", "exchange_rate"})
        QVERIFY2(out["cost"].contains(key), key);
    // A field that does not apply is null, never left out.
    QVERIFY(out["performance"]["images_per_s"].is_null());
    QVERIFY(out["performance"]["time_to_train_hours"].is_null());
    QVERIFY(out["cost"]["usd_total"].is_null());
    QCOMPARE(out["gpu"].get<std::string>(), std::string("h100-sxm"));
    QCOMPARE(out["precision_used"].get<std::string>(), std::string("fp16"));
    QCOMPARE(out["memory"]["capacity_gb"].get<double>(), 80.0);
    QCOMPARE(out["performance"]["bottleneck"].get<std::string>(), std::string("memory-bandwidth"));
    QVERIFY(out["performance"]["range"]["low"].get<double>() < 1.0);
    QVERIFY(out["performance"]["range"]["high"].get<double>() > 1.0);
    QCOMPARE(out["cost"]["usd_per_hour"].get<double>(), 3.39);
}

void tst_EstimateJson::messagesComeFromTheCallback()
{
    Reason reason{ReasonCode::OutOfMemory, true, {{"needs_gb", 112.345, {}}, {"usable_gb", 72.0, {}}}};
    const json out = reasonToJson(
        reason, [](const Reason& r) { return std::string("needs ") + std::to_string(int(r.number("needs_gb"))); });
    QCOMPARE(out["code"].get<std::string>(), std::string("out-of-memory"));
    QCOMPARE(out["message"].get<std::string>(), std::string("needs 112"));
    QCOMPARE(out["params"]["needs_gb"].get<double>(), 112.345);
    QVERIFY(out["blocking"].get<bool>());
}

void tst_EstimateJson::costInTheRequestedCurrency()
{
    // Contract additions: cost.currency, per_hour, per_million_tokens, total, exchange_rate.
    ExchangeRate rate;
    rate.from = Currency::USD;
    rate.to = Currency::CNY;
    rate.rate = 7.1;
    rate.date = "2026-11-02";
    Estimate estimate;
    estimate.gpuId = "h100-sxm";
    estimate.cost.usdPerHour = 6.78;
    estimate.cost.usdPerMillionTokens = 1.883333;
    estimate.cost.usdTotal = 67.8;
    QVERIFY(CostModel::convert(estimate.cost, Currency::CNY, ExchangeRates({rate})));
    json cost = estimateToJson(estimate, {})["cost"];
    QCOMPARE(cost["currency"].get<std::string>(), std::string("CNY"));
    QCOMPARE(cost["per_hour"].get<double>(), 48.138);           // 6.78 x 7.1, 3 decimals
    QCOMPARE(cost["per_million_tokens"].get<double>(), 13.372); // 13.3716643 rounded
    QCOMPARE(cost["total"].get<double>(), 481.38);              // 2 decimals
    QCOMPARE(cost["usd_per_hour"].get<double>(), 6.78);         // stays in dollars
    QCOMPARE(cost["exchange_rate"]["from"].get<std::string>(), std::string("USD"));
    QCOMPARE(cost["exchange_rate"]["to"].get<std::string>(), std::string("CNY"));
    QCOMPARE(cost["exchange_rate"]["rate"].get<double>(), 7.1);
    QCOMPARE(cost["exchange_rate"]["date"].get<std::string>(), std::string("2026-11-02"));
    // The inverse is rounded to six decimals: 1 / 7.1 = 0.140845.
    estimate.cost.priceCurrency = Currency::CNY;
    ExchangeRate inverse = rate;
    inverse.from = Currency::CNY;
    inverse.to = Currency::USD;
    inverse.rate = 1.0 / 7.1;
    estimate.cost.priceUsdRate = inverse;
    QVERIFY(CostModel::convert(estimate.cost, Currency::USD, ExchangeRates({rate})));
    cost = estimateToJson(estimate, {})["cost"];
    QCOMPARE(cost["exchange_rate"]["rate"].get<double>(), 0.140845);
    // In the currency a price was quoted in, no conversion: exchange_rate is null.
    QVERIFY(CostModel::convert(estimate.cost, Currency::CNY, ExchangeRates({rate})));
    cost = estimateToJson(estimate, {})["cost"];
    QVERIFY(cost["exchange_rate"].is_null());
    QCOMPARE(cost["per_hour"].get<double>(), 48.138);
    // No price: every figure null, in the currency asked for.
    Estimate unpriced;
    QVERIFY(CostModel::convert(unpriced.cost, Currency::EUR, ExchangeRates({rate})));
    cost = estimateToJson(unpriced, {})["cost"];
    QCOMPARE(cost["currency"].get<std::string>(), std::string("EUR"));
    QVERIFY(cost["per_hour"].is_null() && cost["total"].is_null() && cost["exchange_rate"].is_null());
}

GPUATLAS_TEST_GUILESS_MAIN(tst_EstimateJson)
#include "tst_EstimateJson.moc"
