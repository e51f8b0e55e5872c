// SPDX-License-Identifier: GPL-3.0-or-later
// Sizing on the time-cost frontier (issue 30): each GPU at the count that serves the user
// best, ranked like with like.
#include "EngineTestData.h"
#include "engine/core/Assumptions.h"
#include "engine/io/EstimateJson.h"
#include "engine/perf/MemoryModel.h"
#include "engine/rank/CountSearch.h"
#include "engine/rank/Estimator.h"
#include "engine/rank/Ranker.h"
#include "support/TestMain.h"

#include <QTest>

#include <cmath>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

namespace {

const std::vector<std::string> articleGpus{"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"};

Estimate estimateOn(const Workload& w, const std::string& gpu, std::optional<int> count,
                    const Assumptions& assumptions = Assumptions())
{
    const auto& data = Data::shipped();
    return Estimator::estimate({w, *resolveModel(w, data.models), data.gpu(gpu), &data.prices, assumptions, count});
}

std::vector<Estimate> rankOn(const Workload& w, const std::vector<std::string>& gpus)
{
    const auto& data = Data::shipped();
    std::vector<Gpu> candidates;
    for (const auto& id : gpus)
        candidates.push_back(data.gpu(id));
    const Assumptions a;
    return Ranker::rank({w, *resolveModel(w, data.models), candidates, &data.prices, a});
}

QByteArray describe(const std::vector<Estimate>& ranked)
{
    std::string out;
    for (const auto& e : ranked)
        out += std::to_string(e.count()) + " x " + e.gpuId + (e.feasible ? "" : " (infeasible)") + " " +
               std::to_string(e.performance.timeToTrainHours.value_or(0) / 24.0) + " days, $" +
               std::to_string(static_cast<long long>(e.cost.usdTotal.value_or(0))) + "; ";
    return QByteArray::fromStdString(out);
}

// The question (the article's): large-model pre-training with a 60-day deadline on
// up to 1,024 GPUs, speed first and cost at 0.3.
Workload largeTraining(const char* model, int zeroStage)
{
    return enginetest::workload(
        {{"task", "training"},
         {"model", model},
         {"precision", "bf16"},
         {"training", {{"tokens", 3.0e11}, {"seq_len", 4096}, {"micro_batch", 1}, {"zero_stage", zeroStage}}},
         {"constraints", {{"max_gpus", 1024}, {"deadline_hours", 60 * 24}}},
         {"priorities", {{"speed", 1.0}, {"cost", 0.3}, {"energy", 0.0}}}});
}

} // namespace

class tst_CountSearch : public QObject
{
    Q_OBJECT

private slots:
    void countsFollowNodes_data();
    void countsFollowNodes();
    void largeTrainingRanksH100ThenA100_data();
    void largeTrainingRanksH100ThenA100();
    void noChosenCountIsBeatenByTwiceOrFourTimesIt_data();
    void noChosenCountIsBeatenByTwiceOrFourTimesIt();
    void frontierIsNonDominatedAndMarksTheChoice();
    void withoutADeadlineTheCountIsNotTheSmallestThatFits();
    void costAloneTakesTheCheapestRun();
    void loadTakesTheCheapestCountThatSustainsIt();
    void pinnedCountIsEstimatedAsGiven();
    void smallestTrainingBytesKeepTheSmallestFeasibleCount();
    void frontierInTheJson();
};

void tst_CountSearch::countsFollowNodes_data()
{
    QTest::addColumn<int>("maxGpus");
    QTest::addColumn<int>("node");
    QTest::addColumn<std::vector<int>>("counts");
    QTest::newRow("8-GPU servers, 1,024") << 1024 << 8 << std::vector<int>{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
    QTest::newRow("8-GPU servers, 100: whole nodes") << 100 << 8 << std::vector<int>{1, 2, 4, 8, 16, 32, 64, 96};
    QTest::newRow("less than a node") << 6 << 8 << std::vector<int>{1, 2, 4, 6};
    QTest::newRow("NVL72 racks") << 1000 << 72 << std::vector<int>{1, 2, 4, 8, 16, 32, 64, 72, 144, 288, 576, 936};
    QTest::newRow("one GPU") << 1 << 8 << std::vector<int>{1};
}

void tst_CountSearch::countsFollowNodes()
{
    QFETCH(int, maxGpus);
    QFETCH(int, node);
    QFETCH(std::vector<int>, counts);
    QCOMPARE(CountSearch::counts(maxGpus, node), counts);
}

void tst_CountSearch::largeTrainingRanksH100ThenA100_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("zeroStage");
    QTest::newRow("Llama 2 70B, ZeRO 1") << "llama-2-70b" << 1;
    QTest::newRow("Llama 2 70B, ZeRO 3") << "llama-2-70b" << 3;
    QTest::newRow("GPT-3 175B, ZeRO 1") << "gpt-3-175b" << 1;
    QTest::newRow("GPT-3 175B, ZeRO 3") << "gpt-3-175b" << 3;
}

void tst_CountSearch::largeTrainingRanksH100ThenA100()
{
    // The article's training conclusion, from the model: H100 first, A100 ahead of the PCIe
    // cards. Before the count search, 64 H100 ranked last behind 256 L40S.
    QFETCH(QString, model);
    QFETCH(int, zeroStage);
    const auto ranked = rankOn(largeTraining(model.toLatin1().constData(), zeroStage), articleGpus);
    QVERIFY2(ranked.at(0).gpuId == "h100-sxm" && ranked.at(0).feasible, describe(ranked).constData());
    QVERIFY2(ranked.at(1).gpuId == "a100-sxm-80gb" && ranked.at(1).feasible, describe(ranked).constData());
    // Like with like: the H100 run is both faster and cheaper than the L40S one at its count.
    const auto l40s = std::find_if(ranked.begin(), ranked.end(), [](const Estimate& e) { return e.gpuId == "l40s"; });
    QVERIFY(*ranked.front().performance.timeToTrainHours < *l40s->performance.timeToTrainHours);
}

void tst_CountSearch::noChosenCountIsBeatenByTwiceOrFourTimesIt_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("zeroStage");
    QTest::newRow("70B ZeRO 1") << "llama-2-70b" << 1;
    QTest::newRow("70B ZeRO 3") << "llama-2-70b" << 3;
    QTest::newRow("175B ZeRO 1") << "gpt-3-175b" << 1;
}

void tst_CountSearch::noChosenCountIsBeatenByTwiceOrFourTimesIt()
{
    // A shown configuration that 2x or 4x its count beats on both time (by 1.6x) and cost
    // (within 10 %) is the sizing fault the issue found (64 H100: 46 days; 256: 12 days for
    // 2 % more).
    QFETCH(QString, model);
    QFETCH(int, zeroStage);
    const Workload w = largeTraining(model.toLatin1().constData(), zeroStage);
    for (const auto& gpu : Data::shipped().catalog.gpus()) {
        const Estimate chosen = estimateOn(w, gpu.id, std::nullopt);
        if (!chosen.feasible || !chosen.cost.usdTotal)
            continue;
        for (const int factor : {2, 4}) {
            const int count = chosen.count() * factor;
            if (count > w.constraints.maxGpus)
                continue;
            const Estimate more = estimateOn(w, gpu.id, count);
            if (!more.feasible || !more.cost.usdTotal)
                continue;
            const bool faster = *more.performance.timeToTrainHours * 1.6 <= *chosen.performance.timeToTrainHours;
            const bool asCheap = *more.cost.usdTotal <= *chosen.cost.usdTotal * 1.1;
            QVERIFY2(!(faster && asCheap),
                     (gpu.id + ": " + std::to_string(chosen.count()) + " beaten by " + std::to_string(count)).c_str());
        }
    }
}

void tst_CountSearch::frontierIsNonDominatedAndMarksTheChoice()
{
    const Estimate e = estimateOn(largeTraining("llama-2-70b", 1), "h100-sxm", std::nullopt);
    QVERIFY(e.feasible);
    QVERIFY(e.countSearched);
    QVERIFY(e.frontier.size() >= 2);
    int chosen = 0;
    for (std::size_t i = 0; i < e.frontier.size(); ++i) {
        const auto& p = e.frontier[i];
        QVERIFY(p.hours && p.costTotal);
        if (i > 0)
            QVERIFY(p.count > e.frontier[i - 1].count);
        if (p.chosen) {
            ++chosen;
            QCOMPARE(p.count, e.count());
            QCOMPARE(*p.hours, *e.performance.timeToTrainHours);
        }
        // Sorted by count on a frontier: each larger count is faster and costs more.
        if (i > 0) {
            QVERIFY(*p.hours < *e.frontier[i - 1].hours);
            QVERIFY(*p.costTotal > *e.frontier[i - 1].costTotal);
        }
    }
    QCOMPARE(chosen, 1);
    // The reason says why, against a neighbour on the frontier.
    const auto why = std::find_if(e.reasons.begin(), e.reasons.end(),
                                  [](const Reason& r) { return r.code == ReasonCode::CountChosen; });
    QVERIFY(why != e.reasons.end());
    QCOMPARE(why->text("basis"), std::string_view("time"));
    QCOMPARE(why->number("count"), double(e.count()));
    QVERIFY(std::isfinite(why->number("other_count")));
}

void tst_CountSearch::withoutADeadlineTheCountIsNotTheSmallestThatFits()
{
    // The issue: 64 H100 training GPT-3 175B for 114 days although 1,024 are allowed.
    Workload w = largeTraining("gpt-3-175b", 1);
    w.constraints.deadlineHours.reset();
    const Estimate e = estimateOn(w, "h100-sxm", std::nullopt);
    QVERIFY(e.feasible);
    QVERIFY2(e.count() >= 512, std::to_string(e.count()).c_str());
    QVERIFY(*e.performance.timeToTrainHours < 30 * 24);
}

void tst_CountSearch::costAloneTakesTheCheapestRun()
{
    Workload w = largeTraining("llama-2-70b", 1);
    w.priorities = {0.0, 1.0, 0.0};
    const Estimate e = estimateOn(w, "h100-sxm", std::nullopt);
    QVERIFY(e.feasible);
    for (const auto& p : e.frontier) {
        if (p.feasible)
            QVERIFY2(*p.costTotal >= *e.cost.usdTotal * (1 - 1e-9), std::to_string(p.count).c_str());
    }
}

void tst_CountSearch::loadTakesTheCheapestCountThatSustainsIt()
{
    const Workload w = enginetest::workload({{"task", "inference"},
                                             {"model", "llama-2-13b"},
                                             {"precision", "fp16"},
                                             {"inference",
                                              {{"prompt_tokens", 1024},
                                               {"output_tokens", 256},
                                               {"batch", "max"},
                                               {"requests_per_s", 12},
                                               {"max_ttft_ms", 1000},
                                               {"max_itl_ms", 50}}},
                                             {"constraints", {{"max_gpus", 8}}}});
    const Estimate e = estimateOn(w, "a100-sxm-80gb", std::nullopt);
    QVERIFY(e.feasible);
    // Every smaller count of the ladder is infeasible; larger ones are on the frontier as headroom.
    for (const int count : CountSearch::counts(8, 8)) {
        if (count < e.count())
            QVERIFY(!estimateOn(w, "a100-sxm-80gb", count).feasible);
    }
    const auto larger = std::count_if(e.frontier.begin(), e.frontier.end(),
                                      [&](const FrontierPoint& p) { return p.count > e.count(); });
    QVERIFY(larger >= 1 || e.count() == 8);
    for (const auto& p : e.frontier) {
        if (p.count > e.count())
            QVERIFY(*p.tokensPerS > *e.performance.capacityTokensPerS);
    }
}

void tst_CountSearch::pinnedCountIsEstimatedAsGiven()
{
    const Estimate e = estimateOn(largeTraining("llama-2-70b", 1), "h100-sxm", 64);
    QCOMPARE(e.count(), 64);
    QVERIFY(!e.countSearched);
    QVERIFY(e.frontier.empty());
    QVERIFY(!e.has(ReasonCode::CountChosen));
}

void tst_CountSearch::smallestTrainingBytesKeepTheSmallestFeasibleCount()
{
    // Estimator::mayFit reads the assumptions: with the smallest bytes per parameter the table
    // allows, a count that holds the model is not skipped (it assumed 8 bytes before).
    Assumptions a;
    for (const auto id : {AssumptionId::TrainWeightBytes, AssumptionId::TrainGradientBytes,
                          AssumptionId::TrainMasterBytes, AssumptionId::AdamStateBytes})
        a.set(id, Assumptions::info(id).minimum);
    Workload w = largeTraining("llama-2-70b", 3);
    w.constraints.deadlineHours.reset();
    w.priorities = {0.0, 1.0, 0.0};
    const auto& data = Data::shipped();
    const Model& model = *resolveModel(w, data.models);
    int smallest = 0;
    for (const int count : CountSearch::counts(w.constraints.maxGpus, 8)) {
        if (estimateOn(w, "h100-sxm", count, a).feasible) {
            smallest = count;
            break;
        }
    }
    QVERIFY(smallest > 0);
    const EstimateRequest request{w, model, data.gpu("h100-sxm"), &data.prices, a, std::nullopt};
    QVERIFY(Estimator::mayFit(request, smallest));
    // The bound it had (8 bytes a parameter) would have skipped that count.
    QVERIFY(model.params * 8.0 / smallest > MemoryModel::usableTrainingBytes(data.gpu("h100-sxm"), a));
    QVERIFY(estimateOn(w, "h100-sxm", std::nullopt, a).feasible);
}

void tst_CountSearch::frontierInTheJson()
{
    const Estimate searched = estimateOn(largeTraining("llama-2-70b", 1), "h100-sxm", std::nullopt);
    const json out = estimateToJson(searched, {});
    QVERIFY(out["frontier"].is_array());
    QCOMPARE(out["frontier"].size(), searched.frontier.size());
    const auto& first = out["frontier"][0];
    for (const char* key : {"count", "parallelism", "hours", "tokens_per_s", "cost_total", "cost_per_million_tokens",
                            "feasible", "chosen"})
        QVERIFY2(first.contains(key), key);
    QVERIFY(first["hours"].is_number());
    QVERIFY(first["cost_per_million_tokens"].is_null());
    const Estimate pinned = estimateOn(largeTraining("llama-2-70b", 1), "h100-sxm", 64);
    QVERIFY(estimateToJson(pinned, {})["frontier"].is_null());
}

GPUATLAS_TEST_GUILESS_MAIN(tst_CountSearch)
#include "tst_CountSearch.moc"
