// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/core/Headline.h"
#include "engine/io/EstimateJson.h"
#include "engine/rank/Estimator.h"
#include "engine/rank/Ranker.h"
#include "support/TestMain.h"

#include <QTest>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

namespace {

Estimate estimateOf(const Workload& w, const char* gpu)
{
    const auto& data = Data::shipped();
    const Assumptions assumptions;
    return Estimator::estimate(
        {w, *resolveModel(w, data.models), data.gpu(gpu), &data.prices, assumptions, std::nullopt});
}

json inference(const char* model)
{
    return {{"task", "inference"},
            {"model", model},
            {"precision", "fp16"},
            {"inference", {{"prompt_tokens", 512}, {"output_tokens", 128}, {"batch", 8}}}};
}

} // namespace

class tst_Headline : public QObject
{
    Q_OBJECT

private slots:
    void shapeFollowsTheWorkload_data();
    void shapeFollowsTheWorkload();
    void valuesAreTheEstimates();
    void underALoadTheCapacityIsCompared();
    void everyEstimateCarriesIt();
    void priceAgeIsCountedToAGivenDate();
    void jsonCarriesTheSameFigures();
};

void tst_Headline::shapeFollowsTheWorkload_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("task");
    QTest::addColumn<ThroughputUnit>("unit");
    QTest::addColumn<LatencyKind>("latency");
    QTest::addColumn<CostBasis>("basis");
    QTest::newRow("chat") << "llama-3-8b"
                          << "inference" << ThroughputUnit::Tokens << LatencyKind::FirstAndPerToken
                          << CostBasis::PerMillionTokens;
    QTest::newRow("images") << "sdxl"
                            << "inference" << ThroughputUnit::Images << LatencyKind::PerRequest << CostBasis::PerHour;
    QTest::newRow("embeddings") << "bert-large"
                                << "inference" << ThroughputUnit::Samples << LatencyKind::PerRequest
                                << CostBasis::PerHour;
    QTest::newRow("classifier") << "resnet-50"
                                << "inference" << ThroughputUnit::Samples << LatencyKind::PerRequest
                                << CostBasis::PerHour;
    QTest::newRow("training") << "llama-2-13b"
                              << "training" << ThroughputUnit::Tokens << LatencyKind::TimeToTrain << CostBasis::PerRun;
    // A CNN trained without a sample count has no length: its cost is per hour.
    QTest::newRow("cnn training") << "resnet-50"
                                  << "training" << ThroughputUnit::Samples << LatencyKind::TimeToTrain
                                  << CostBasis::PerHour;
}

void tst_Headline::shapeFollowsTheWorkload()
{
    QFETCH(QString, model);
    QFETCH(QString, task);
    QFETCH(ThroughputUnit, unit);
    QFETCH(LatencyKind, latency);
    QFETCH(CostBasis, basis);
    json object = inference(model.toLatin1().constData());
    object["task"] = task.toStdString();
    const Workload w = enginetest::workload(object);
    const Headline shape = headlineShape(w, *resolveModel(w, Data::shipped().models));
    QCOMPARE(shape.unit, unit);
    QCOMPARE(shape.latency, latency);
    QCOMPARE(shape.costBasis, basis);
    QCOMPARE(shape.training, task != QLatin1String("inference"));
    // Every estimate of the workload has the same shape, feasible or not.
    const Estimate estimate = estimateOf(w, "l4");
    QCOMPARE(estimate.headline.unit, unit);
    QCOMPARE(estimate.headline.costBasis, basis);
}

void tst_Headline::valuesAreTheEstimates()
{
    const Workload chat = enginetest::workload(inference("llama-3-8b"));
    const Estimate e = estimateOf(chat, "h100-sxm");
    QVERIFY(e.feasible);
    QCOMPARE(e.headline.throughput, e.performance.tokensPerS);
    QCOMPARE(e.headline.compared(), e.performance.tokensPerS);
    QCOMPARE(e.headline.firstMs, e.performance.ttftMs);
    QCOMPARE(e.headline.perTokenMs, e.performance.itlMs);
    QCOMPARE(e.headline.cost, e.cost.usdPerMillionTokens);
    QCOMPARE(e.headline.usdPerHour, e.cost.usdPerHour);
    QVERIFY(!e.headline.capacity);

    const Workload images = enginetest::workload(inference("sdxl"));
    const Estimate picture = estimateOf(images, "h100-sxm");
    QCOMPARE(picture.headline.throughput, picture.performance.imagesPerS);
    // No tokens: the cost is per hour, not a per-million figure.
    QCOMPARE(picture.headline.cost, picture.cost.usdPerHour);

    json object = inference("llama-2-13b");
    object["task"] = "training";
    object["training"] = {{"tokens", 1e9}, {"seq_len", 2048}, {"micro_batch", 1}, {"zero_stage", 3}};
    const Estimate run = estimateOf(enginetest::workload(object), "h100-sxm");
    QCOMPARE(run.headline.hours, run.performance.timeToTrainHours);
    QCOMPARE(run.headline.cost, run.cost.usdTotal);
}

void tst_Headline::underALoadTheCapacityIsCompared()
{
    json object = inference("llama-3-8b");
    object["inference"]["batch"] = "max";
    object["inference"]["requests_per_s"] = 1.0;
    const Workload w = enginetest::workload(object);
    const Estimate l40s = estimateOf(w, "l40s");
    const Estimate h100 = estimateOf(w, "h100-sxm");
    for (const Estimate* e : {&l40s, &h100}) {
        QVERIFY(e->headline.servesLoad && e->headline.comparesCapacity());
        // The served rate is the load's for both; the capacity is each one's own.
        QCOMPARE(*e->headline.throughput, 128.0);
        QCOMPARE(e->headline.capacity, e->performance.capacityTokensPerS);
        QCOMPARE(e->headline.compared(), e->headline.capacity);
    }
    QVERIFY(*h100.headline.capacity != *l40s.headline.capacity);
}

void tst_Headline::everyEstimateCarriesIt()
{
    // The estimator fills it for every configuration it returns: ranked, at a fixed
    // count, infeasible.
    const auto& data = Data::shipped();
    json object = inference("llama-2-70b");
    object["constraints"] = {{"max_gpus", 1}};
    const Workload w = enginetest::workload(object);
    const Assumptions assumptions;
    const auto ranking =
        Ranker::rank({w, *resolveModel(w, data.models), data.catalog.gpus(), &data.prices, assumptions});
    for (const auto& e : ranking) {
        QCOMPARE(e.headline.unit, ThroughputUnit::Tokens);
        QCOMPARE(e.headline.throughput, e.performance.tokensPerS);
    }
}

void tst_Headline::priceAgeIsCountedToAGivenDate()
{
    QCOMPARE(priceAgeDays("2025-05-28", "2026-05-28"), std::optional<int>(365));
    QCOMPARE(priceAgeDays("2024-02-28", "2024-03-01"), std::optional<int>(2)); // a leap year
    QVERIFY(!priceAgeDays("2025-02-30", "2026-01-01"));
    QVERIFY(!priceAgeDays("soon", "2026-01-01"));
    QVERIFY(!priceAgeDays("", "2026-01-01"));
    // Old or not depends on the date it is judged on: a report of May 2026 shows a
    // May 2025 price as current, the same price read in 2027 as old.
    QVERIFY(!isPriceOld("2025-05-28", "2026-05-28"));
    QVERIFY(isPriceOld("2025-05-28", "2026-05-30"));
    QVERIFY(!isPriceOld("not a date", "2030-01-01"));
}

void tst_Headline::jsonCarriesTheSameFigures()
{
    json object = inference("llama-3-8b");
    object["inference"]["requests_per_s"] = 1.0;
    object["inference"]["batch"] = "max";
    const Estimate e = estimateOf(enginetest::workload(object), "h100-sxm");
    const json j = headlineToJson(e.headline);
    QCOMPARE(j["throughput"]["unit"].get<std::string>(), std::string("tokens"));
    QCOMPARE(j["throughput"]["per_s"].get<double>(), *e.headline.throughput);
    QCOMPARE(j["capacity_tokens_per_s"].get<double>(), *e.headline.capacity);
    QCOMPARE(j["compared_per_s"].get<double>(), *e.headline.capacity);
    QCOMPARE(j["latency"]["kind"].get<std::string>(), std::string("first-and-per-token"));
    QCOMPARE(j["cost"]["basis"].get<std::string>(), std::string("per-million-tokens"));
    QVERIFY(j["latency"]["hours"].is_null());
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Headline)
#include "tst_Headline.moc"
