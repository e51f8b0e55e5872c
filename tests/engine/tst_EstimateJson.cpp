// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/EstimateJson.h"
#include "engine/Estimator.h"

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
    for (const char* key : {"usd_per_hour", "usd_per_million_tokens", "usd_total", "energy_kwh", "price_source"})
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

QTEST_GUILESS_MAIN(tst_EstimateJson)
#include "tst_EstimateJson.moc"
