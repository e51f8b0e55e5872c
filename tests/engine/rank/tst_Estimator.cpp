// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/calibration/Accuracy.h"
#include "engine/perf/MemoryModel.h"
#include "engine/perf/PerformanceModel.h"
#include "engine/rank/Estimator.h"
#include "support/TestMain.h"

#include <QTest>

#include <cmath>
#include <cstdio>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

namespace {

// Published measurements (data/accuracy.json): the calibration split, which constants
// were fitted to, and the validation split, which nothing was fitted to.
const std::vector<AccuracyCase>& accuracyCases()
{
    static const std::vector<AccuracyCase> cases =
        Accuracy::read(enginetest::readFile(enginetest::sourcePath("data/accuracy.json")), "accuracy.json").value();
    return cases;
}

std::vector<const AccuracyCase*> split(AccuracyCase::Split which)
{
    std::vector<const AccuracyCase*> out;
    for (const auto& c : accuracyCases()) {
        if (c.split == which)
            out.push_back(&c);
    }
    return out;
}

AccuracyResult evaluate(const AccuracyCase& c)
{
    const auto& data = Data::shipped();
    return Accuracy::evaluate(c, data.catalog, data.models, Assumptions());
}

} // namespace

class tst_Estimator : public QObject
{
    Q_OBJECT

private slots:
    void calibrationRows_data();
    void calibrationRows();
    void calibrationAsAWhole();
    void validationAsAWhole();
    void largeModelTrainingUtilisation();
    void resnetH100OverA100();
    void autoCountIsSmallestThatFits();
    void deadlineSizesTheCount();
    void workstationTakesPcieCardsOnly();
    void fp8OnAmpereRunsFp16AndSaysSo();
    void bridgeJoinsTwoGpusOnly();
    void moreMemoryNeverHurtsFeasibility();
    void loadIsSizedWithLittlesLaw();
    void inlineMoeIsNotDense();
    void multiNodeLlama70bMfu_data();
    void multiNodeLlama70bMfu();
    void trainingPicksTheFastestSplit();
    void staticBatchTtftIncludesItsPrefill();
    void infeasibleReportsTheMostUsefulConfiguration();
    void silentCasesGiveReasons();
    void validationPerFamily_data();
    void validationPerFamily();
};

void tst_Estimator::calibrationRows_data()
{
    QTest::addColumn<int>("index");
    const auto cases = split(AccuracyCase::Split::Calibration);
    for (std::size_t i = 0; i < cases.size(); ++i)
        QTest::newRow(cases[i]->id.c_str()) << static_cast<int>(i);
}

void tst_Estimator::calibrationRows()
{
    // Every row the constants were fitted to lands within [0.6, 1.6] of its measurement; a
    // mixture of experts' within [0.5, 2] (the worst case issue 29 asks of the family).
    QFETCH(int, index);
    const AccuracyCase& c = *split(AccuracyCase::Split::Calibration)[static_cast<std::size_t>(index)];
    const AccuracyResult r = evaluate(c);
    QVERIFY2(r.predicted, r.problem.c_str());
    const double ratio = *r.ratio(c);
    const QByteArray message = QByteArray("estimate/measured = ") + QByteArray::number(ratio, 'f', 3);
    const bool moe = r.family == "moe";
    QVERIFY2(ratio >= (moe ? 0.5 : 0.6) && ratio <= (moe ? 2.0 : 1.6), message.constData());
}

namespace {

// Prints the table docs/engine.md carries when GPUATLAS_ACCURACY_TABLE is set, and
// returns the summary of the cases the estimator reproduces.
AccuracySummary summaryOf(AccuracyCase::Split which, int& unreproduced)
{
    std::vector<double> ratios;
    unreproduced = 0;
    const bool table = qEnvironmentVariableIsSet("GPUATLAS_ACCURACY_TABLE");
    for (const AccuracyCase* c : split(which)) {
        const AccuracyResult r = evaluate(*c);
        if (!r.predicted) {
            ++unreproduced;
            if (table)
                std::printf("| %s | %s | %.0f | (%s) | |\n", c->id.c_str(), c->runtime.c_str(), c->measured,
                            r.problem.c_str());
            continue;
        }
        ratios.push_back(*r.ratio(*c));
        if (table)
            std::printf("| %s | %s | %.0f | %.0f | %.2f |\n", c->id.c_str(), c->runtime.c_str(), c->measured,
                        *r.predicted, ratios.back());
    }
    const AccuracySummary s = Accuracy::summarize(ratios);
    if (table)
        std::printf("%s: geomean |error| %.3f, mean log bias %.3f, worst %.2f over %d cases (%d not reproduced)\n",
                    std::string(Accuracy::splitId(which)).c_str(), s.geomeanAbsError, s.meanLogBias, s.worstRatio,
                    s.cases, unreproduced);
    return s;
}

} // namespace

void tst_Estimator::calibrationAsAWhole()
{
    // The fit as a whole: geometric-mean |error| at most 1.15x, no bias beyond +-0.1.
    int unreproduced = 0;
    const AccuracySummary s = summaryOf(AccuracyCase::Split::Calibration, unreproduced);
    QCOMPARE(unreproduced, 0);
    QVERIFY2(s.geomeanAbsError <= 1.15, QByteArray::number(s.geomeanAbsError).constData());
    QVERIFY2(std::abs(s.meanLogBias) <= 0.1, QByteArray::number(s.meanLogBias).constData());
}

void tst_Estimator::validationAsAWhole()
{
    // The cases no constant was fitted to: the error docs, README and Help > Accuracy quote.
    // These bounds catch a regression; they are not a fit.
    int unreproduced = 0;
    const AccuracySummary s = summaryOf(AccuracyCase::Split::Validation, unreproduced);
    QVERIFY(s.cases >= 20);
    // Not reproduced: NeMo's 70B SFT on 16 H100 and its 405B on 128 B200 (docs/engine.md, "Accuracy").
    QVERIFY(unreproduced <= 2);
    QVERIFY2(s.geomeanAbsError <= 1.3, QByteArray::number(s.geomeanAbsError).constData());
    QVERIFY2(s.worstRatio >= 0.4 && s.worstRatio <= 2.5, QByteArray::number(s.worstRatio).constData());
}

void tst_Estimator::validationPerFamily_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<double>("geomean");
    QTest::addColumn<int>("cases");
    QTest::addColumn<double>("worstLow");
    // Issue 29: the jobs of 2026 estimated as well as the dense ones, within 2x at worst.
    QTest::newRow("dense") << "dense" << 1.2 << 25 << 0.5;
    QTest::newRow("moe") << "moe" << 1.3 << 18 << 0.5;
    // SDXL on MLPerf and single images; the low one is the RTX 4090 in FP8, which TensorRT runs
    // at the GeForce FP8 rate with FP16 accumulation, twice the figure the catalogue uses
    // (docs/engine.md, "Accuracy").
    QTest::newRow("diffusion") << "diffusion" << 1.3 << 12 << 0.45;
}

void tst_Estimator::validationPerFamily()
{
    QFETCH(QString, family);
    QFETCH(double, geomean);
    QFETCH(int, cases);
    QFETCH(double, worstLow);
    std::vector<double> ratios;
    for (const AccuracyCase* c : split(AccuracyCase::Split::Validation)) {
        const AccuracyResult r = evaluate(*c);
        if (r.family == family.toStdString() && r.predicted)
            ratios.push_back(*r.ratio(*c));
    }
    const AccuracySummary s = Accuracy::summarize(ratios);
    QVERIFY2(s.cases >= cases, QByteArray::number(s.cases).constData());
    QVERIFY2(s.geomeanAbsError <= geomean, QByteArray::number(s.geomeanAbsError).constData());
    QVERIFY2(s.worstRatio >= worstLow && s.worstRatio <= 2.0, QByteArray::number(s.worstRatio).constData());
}

namespace {

Estimate estimateOn(const Workload& w, const std::string& gpu, std::optional<int> count, const Gpu* custom = nullptr)
{
    const auto& data = Data::shipped();
    const Assumptions assumptions;
    return Estimator::estimate(
        {w, *resolveModel(w, data.models), custom ? *custom : data.gpu(gpu), &data.prices, assumptions, count});
}

} // namespace

void tst_Estimator::largeModelTrainingUtilisation()
{
    // EleutherAI "Transformer Math 101": GPT-NeoX-20B reached 150 TFLOP/s per A100 (48% of
    // BF16 dense), 180 with FlashAttention. Model FLOPs per second per GPU must land in
    // that band (with 20% either side).
    const json neox{{"params", 20.6e9}, {"layers", 44}, {"hidden", 6144}, {"heads", 64},
                    {"kv_heads", 64},   {"ffn", 24576}, {"vocab", 50432}};
    const Workload w = enginetest::workload({{"task", "training"},
                                             {"model", neox},
                                             {"precision", "bf16"},
                                             {"training", {{"seq_len", 2048}, {"micro_batch", 1}, {"zero_stage", 3}}}});
    const Estimate e = estimateOn(w, "a100-sxm-80gb", 8);
    QVERIFY(e.feasible);
    const double perGpu =
        *e.performance.tokensPerS / e.count() *
        PerformanceModel::trainingFlopsPerUnit(*resolveModel(w, Data::shipped().models), w.training, Assumptions());
    const double tflops = perGpu / 1e12;
    QVERIFY2(tflops >= 0.8 * 150 && tflops <= 1.2 * 180, QByteArray::number(tflops).constData());
}

void tst_Estimator::resnetH100OverA100()
{
    // MLPerf Training v3.0 (Dell): ResNet-50 trains 1.85x faster on H100 SXM than A100 SXM 80GB.
    const Workload w =
        enginetest::workload({{"task", "training"},
                              {"model", "resnet-50"},
                              {"precision", "fp16"},
                              {"training", {{"micro_batch", 256}, {"optimizer", "sgd"}, {"zero_stage", 0}}}});
    const double ratio = *estimateOn(w, "h100-sxm", 1).performance.samplesPerS /
                         *estimateOn(w, "a100-sxm-80gb", 1).performance.samplesPerS;
    QVERIFY2(std::abs(ratio / 1.85 - 1) < 0.2, QByteArray::number(ratio).constData());
}

void tst_Estimator::autoCountIsSmallestThatFits()
{
    const Workload w = enginetest::workload(
        {{"task", "inference"}, {"model", "llama-2-70b"}, {"precision", "fp16"}, {"inference", {{"batch", 1}}}});
    const Estimate one = estimateOn(w, "h100-sxm", 1);
    QVERIFY(!one.feasible);
    QVERIFY(one.has(ReasonCode::OutOfMemory));
    const Estimate chosen = estimateOn(w, "h100-sxm", std::nullopt);
    QVERIFY(chosen.feasible);
    QCOMPARE(chosen.count(), 2);
    QCOMPARE(chosen.parallelism.tensorParallel, 2);
    QVERIFY(chosen.parallelism.nvlink);
    // Within the limit or not at all.
    const Workload limited = enginetest::workload(
        {{"task", "inference"}, {"model", "llama-2-70b"}, {"precision", "fp16"}, {"constraints", {{"max_gpus", 1}}}});
    const Estimate none = estimateOn(limited, "h100-sxm", std::nullopt);
    QVERIFY(!none.feasible);
    QVERIFY(none.has(ReasonCode::TooManyGpus));
}

void tst_Estimator::deadlineSizesTheCount()
{
    // Cost alone: the count search picks the cheapest run (8 GPUs, one server: ZeRO-3 scales
    // poorly across servers); a deadline two thirds of its time needs more of them, and one
    // no count can meet leaves it infeasible.
    json training{{"task", "training"},
                  {"model", "llama-2-7b"},
                  {"precision", "bf16"},
                  {"training", {{"tokens", 2e9}, {"micro_batch", 1}, {"zero_stage", 3}}},
                  {"constraints", {{"max_gpus", 64}}},
                  {"priorities", {{"speed", 0}, {"cost", 1}, {"energy", 0}}}};
    const Estimate relaxed = estimateOn(enginetest::workload(training), "h100-sxm", std::nullopt);
    QVERIFY(relaxed.feasible);
    const double hours = *relaxed.performance.timeToTrainHours;
    training["constraints"]["deadline_hours"] = hours / 1.5;
    const Estimate rushed = estimateOn(enginetest::workload(training), "h100-sxm", std::nullopt);
    QVERIFY(rushed.feasible);
    QVERIFY(rushed.count() > relaxed.count());
    QVERIFY(*rushed.performance.timeToTrainHours <= hours / 1.5);
    training["constraints"]["deadline_hours"] = hours / 1000;
    const Estimate impossible = estimateOn(enginetest::workload(training), "h100-sxm", std::nullopt);
    QVERIFY(!impossible.feasible);
    QVERIFY(impossible.has(ReasonCode::MissesDeadline));
}

void tst_Estimator::workstationTakesPcieCardsOnly()
{
    const Workload w = enginetest::workload({{"task", "inference"},
                                             {"model", "llama-2-70b"},
                                             {"precision", "fp16"},
                                             {"constraints", {{"setting", "workstation"}, {"max_gpus", 8}}}});
    const Estimate sxm = estimateOn(w, "h100-sxm", std::nullopt);
    QVERIFY(!sxm.feasible);
    QVERIFY(sxm.has(ReasonCode::NotForWorkstation));
    const Estimate l40s = estimateOn(w, "l40s", std::nullopt);
    QVERIFY(l40s.feasible);
    QVERIFY(l40s.count() <= 4);
}

void tst_Estimator::fp8OnAmpereRunsFp16AndSaysSo()
{
    const Workload w = enginetest::workload({{"task", "inference"}, {"model", "llama-3-8b"}, {"precision", "fp8"}});
    const Estimate a100 = estimateOn(w, "a100-sxm-80gb", 1);
    QCOMPARE(a100.precisionUsed, Precision::FP16);
    QVERIFY(a100.has(ReasonCode::PrecisionNotNative));
    const Estimate h100 = estimateOn(w, "h100-sxm", 1);
    QCOMPARE(h100.precisionUsed, Precision::FP8);
    QVERIFY(!h100.has(ReasonCode::PrecisionNotNative));
    QVERIFY(a100.performance.rangeHigh > h100.performance.rangeHigh);
}

void tst_Estimator::bridgeJoinsTwoGpusOnly()
{
    const Workload w = enginetest::workload({{"task", "inference"}, {"model", "llama-2-70b"}, {"precision", "fp16"}});
    const Estimate a6000 = estimateOn(w, "rtx-a6000", 4);
    QVERIFY(a6000.feasible);
    QCOMPARE(a6000.parallelism.tensorParallel, 4);
    QVERIFY(a6000.has(ReasonCode::PcieFallback));
    QVERIFY(!a6000.parallelism.nvlink);
}

void tst_Estimator::moreMemoryNeverHurtsFeasibility()
{
    const Workload w = enginetest::workload({{"task", "inference"},
                                             {"model", "llama-2-13b"},
                                             {"precision", "fp16"},
                                             {"inference", {{"batch", 8}, {"prompt_tokens", 2048}}}});
    Gpu gpu = Data::shipped().gpu("l40s");
    bool feasible = false;
    for (double gb : {8.0, 16.0, 24.0, 32.0, 40.0, 48.0, 64.0, 96.0}) {
        gpu.memoryGB = gb;
        const bool now = estimateOn(w, "l40s", 1, &gpu).feasible;
        QVERIFY(now || !feasible);
        feasible = now;
    }
    QVERIFY(feasible);
}

void tst_Estimator::loadIsSizedWithLittlesLaw()
{
    json chat{
        {"task", "inference"},
        {"model", "llama-3-8b"},
        {"precision", "fp16"},
        {"inference", {{"prompt_tokens", 512}, {"output_tokens", 256}, {"batch", "max"}, {"requests_per_s", 1.0}}}};
    const Estimate light = estimateOn(enginetest::workload(chat), "h100-sxm", 1);
    chat["inference"]["requests_per_s"] = 10.0;
    const Estimate heavy = estimateOn(enginetest::workload(chat), "h100-sxm", 1);
    QVERIFY(light.feasible && heavy.feasible);
    QVERIFY(heavy.batch > light.batch);
    QVERIFY(*heavy.performance.itlMs > *light.performance.itlMs);
    QCOMPARE(*heavy.performance.tokensPerS, 2560.0); // serves the load: 10 x 256 tokens/s
    // Concurrency = rate x time in system.
    const double inSystem = (*heavy.performance.ttftMs + 256 * *heavy.performance.itlMs) / 1000;
    QVERIFY(std::abs(heavy.batch - 10.0 * inSystem) <= 0.15 * heavy.batch + 1);
    chat["inference"]["max_itl_ms"] = 1.0;
    const Estimate strict = estimateOn(enginetest::workload(chat), "h100-sxm", 1);
    QVERIFY(!strict.feasible);
    QVERIFY(strict.has(ReasonCode::MissesItl));
}

void tst_Estimator::inlineMoeIsNotDense()
{
    // Mixtral 8x7B given inline without active_params: the active parameters come from the
    // architecture (2 of 8 experts per token), so it decodes as fast as the preset does,
    // not as a dense 47B model (41 tok/s against the preset's 132 before).
    const json mixtral{{"params", 47e9}, {"layers", 32}, {"hidden", 4096}, {"heads", 32},        {"kv_heads", 8},
                       {"vocab", 32000}, {"ffn", 14336}, {"experts", 8},   {"active_experts", 2}};
    const json inference{{"batch", 1}};
    const Workload inlineModel = enginetest::workload(
        {{"task", "inference"}, {"model", mixtral}, {"precision", "fp16"}, {"inference", inference}});
    const Workload preset = enginetest::workload(
        {{"task", "inference"}, {"model", "mixtral-8x7b"}, {"precision", "fp16"}, {"inference", inference}});
    const Model& model = *resolveModel(inlineModel, Data::shipped().models);
    QVERIFY(model.gatedFfn); // 47e9 matches three FFN matrices, not two
    QVERIFY2(std::abs(model.activeParams / 12.9e9 - 1) < 0.05, QByteArray::number(model.activeParams).constData());
    const double inlineRate = *estimateOn(inlineModel, "h100-sxm", std::nullopt).performance.tokensPerS;
    const double presetRate = *estimateOn(preset, "h100-sxm", std::nullopt).performance.tokensPerS;
    QVERIFY2(std::abs(inlineRate / presetRate - 1) < 0.05,
             (QByteArray::number(inlineRate) + " vs " + QByteArray::number(presetRate)).constData());
    // A dense inline model is left as given.
    const json dense{{"params", 7e9}, {"layers", 32},   {"hidden", 4096},
                     {"heads", 32},   {"vocab", 32000}, {"ffn", 11008}};
    const Workload denseWorkload =
        enginetest::workload({{"task", "inference"}, {"model", dense}, {"precision", "fp16"}});
    QCOMPARE(resolveModel(denseWorkload, Data::shipped().models)->activeParams, 7e9);
}

void tst_Estimator::multiNodeLlama70bMfu_data()
{
    QTest::addColumn<int>("gpus");
    // 16 H100 cannot hold 70B x 16 bytes of AdamW states (70 GB each) plus activations.
    QTest::newRow("32 H100") << 32;
    QTest::newRow("64 H100") << 64;
    QTest::newRow("128 H100") << 128;
}

void tst_Estimator::multiNodeLlama70bMfu()
{
    // Published BF16 MFU of 70B-class training on H100 clusters spans about 38-43% at 8-16k
    // GPUs (Llama 3, Dubey et al. 2024, Table 4) to about 55-60% with Megatron-Core's overlaps
    // (NeMo 24.07 reaches 768 TFLOP/s in FP8; FP8 gains 1.3-1.5x over BF16). Accept 35-60%.
    QFETCH(int, gpus);
    const Workload w = enginetest::workload(
        {{"task", "training"},
         {"model", "llama-2-70b"},
         {"precision", "bf16"},
         {"training", {{"seq_len", 4096}, {"micro_batch", 1}, {"zero_stage", 1}, {"recompute", "selective"}}},
         {"constraints", {{"max_gpus", gpus}}}});
    const Estimate e = estimateOn(w, "h100-sxm", gpus);
    QVERIFY(e.feasible);
    const Model& model = *resolveModel(w, Data::shipped().models);
    const double modelFlops =
        *e.performance.tokensPerS / gpus * PerformanceModel::trainingFlopsPerUnit(model, w.training, Assumptions());
    const double mfu = modelFlops / (Data::shipped().gpu("h100-sxm").tensorRate(TensorFormat::BF16)->dense * 1e12);
    const auto& p = e.performance;
    qInfo("tp %d dp %d: MFU %.3f; compute %.3f s, memory %.3f s, comm %.3f s", e.parallelism.tensorParallel,
          e.parallelism.replicas, mfu, p.computeSeconds, p.memorySeconds, p.commSeconds);
    QVERIFY2(mfu >= 0.35 && mfu <= 0.60, QByteArray::number(mfu).constData());
}

void tst_Estimator::trainingPicksTheFastestSplit()
{
    // Every tensor-parallel size that fits is tried and the fastest is kept, not the first.
    const Workload w = enginetest::workload({{"task", "training"},
                                             {"model", "llama-2-70b"},
                                             {"precision", "bf16"},
                                             {"training", {{"seq_len", 4096}, {"micro_batch", 1}, {"zero_stage", 3}}},
                                             {"constraints", {{"max_gpus", 64}}}});
    const Estimate chosen = estimateOn(w, "h100-sxm", 64);
    QVERIFY(chosen.feasible);
    const auto& data = Data::shipped();
    const Model& model = *resolveModel(w, data.models);
    for (int tp : {1, 2, 4, 8}) {
        const Assumptions a;
        const int dp = 64 / tp;
        const Gpu& gpu = data.gpu("h100-sxm");
        if (!MemoryModel::training(model, w, gpu, tp, dp, a).fits())
            continue;
        TrainingSetup setup{&model,
                            &gpu,
                            &a,
                            PerformanceModel::computePath(gpu, w.precision, true),
                            tp,
                            dp,
                            CommModel::intraNode(gpu, tp, a),
                            CommModel::interNode(a)};
        const double rate = dp * PerformanceModel::accumulationSteps(model, w.training, dp, a) * 4096.0 /
                            PerformanceModel::trainingStep(setup, w).seconds;
        QVERIFY2(rate <= *chosen.performance.tokensPerS * (1 + 1e-9), QByteArray::number(tp).constData());
    }
}

void tst_Estimator::staticBatchTtftIncludesItsPrefill()
{
    // Offline, a static batch is prefilled together: 256 prompts of 2,048 tokens take
    // seconds, so a 200 ms TTFT target is missed (it was reported feasible at 57 ms).
    json w{{"task", "inference"},
           {"model", "llama-3-8b"},
           {"precision", "fp16"},
           {"inference", {{"prompt_tokens", 2048}, {"batch", 256}, {"max_ttft_ms", 200}, {"mode", "offline"}}}};
    const Estimate fixed = estimateOn(enginetest::workload(w), "h100-sxm", std::nullopt);
    QVERIFY(!fixed.feasible);
    QVERIFY(fixed.has(ReasonCode::MissesTtft));
    QVERIFY(*fixed.performance.ttftMs > 1000);
    // With "max", the batch shrinks to what meets the target, and says why.
    w["inference"]["batch"] = "max";
    const Estimate max = estimateOn(enginetest::workload(w), "h100-sxm", 1);
    QVERIFY(max.feasible);
    QVERIFY(*max.performance.ttftMs <= 200);
    QVERIFY(max.batch >= 1 && max.batch < 256);
    QVERIFY(max.has(ReasonCode::BatchLimitedByTtft));
    // Batch 1 keeps its figure: one prompt's prefill.
    w["inference"]["batch"] = 1;
    const Estimate one = estimateOn(enginetest::workload(w), "h100-sxm", 1);
    QVERIFY(one.feasible);
    QVERIFY(*one.performance.ttftMs < 200);

    // Online, the server batches continuously: a request joins the running batch, so its
    // first token comes after its own prefill and one decode step, whatever the batch.
    w["inference"]["mode"] = "online";
    w["inference"]["batch"] = 16;
    const Estimate online = estimateOn(enginetest::workload(w), "h100-sxm", 1);
    w["inference"]["batch"] = 1;
    const Estimate onlineOne = estimateOn(enginetest::workload(w), "h100-sxm", 1);
    QVERIFY(*online.performance.ttftMs < 200);
    QCOMPARE(*online.performance.ttftMs, *onlineOne.performance.ttftMs + *online.performance.itlMs);
    QVERIFY(!online.has(ReasonCode::BatchLimitedByTtft));
}

void tst_Estimator::infeasibleReportsTheMostUsefulConfiguration()
{
    // Over budget: more GPUs never cost less per hour, so the search stops at the first
    // count over budget instead of reporting the largest count.
    const Workload budget = enginetest::workload({{"task", "inference"},
                                                  {"model", "llama-2-70b"},
                                                  {"precision", "fp16"},
                                                  {"inference", {{"batch", 1}}},
                                                  {"constraints", {{"max_gpus", 64}, {"max_usd_per_hour", 1.0}}}});
    const Estimate over = estimateOn(budget, "h100-sxm", std::nullopt);
    QVERIFY(!over.feasible);
    QVERIFY(over.has(ReasonCode::OverBudget));
    QCOMPARE(over.count(), 2); // 1 does not fit; 2 fits and is over budget
    // Training that fits no split at a count reports the split closest to fitting (the
    // largest tensor-parallel size), not tensor parallel 1.
    const Workload huge = enginetest::workload({{"task", "training"},
                                                {"model", "gpt-3-175b"},
                                                {"precision", "bf16"},
                                                {"training", {{"micro_batch", 1}, {"zero_stage", 0}}},
                                                {"constraints", {{"max_gpus", 8}}}});
    const Estimate oom = estimateOn(huge, "h100-sxm", 8);
    QVERIFY(oom.has(ReasonCode::OutOfMemory));
    QCOMPARE(oom.parallelism.tensorParallel, 8);
    // Inference that meets its targets at no split reports the closest miss: 70B on 8 H100
    // with an ITL target only tensor parallel 8 comes near.
    const Workload itl = enginetest::workload({{"task", "inference"},
                                               {"model", "llama-2-70b"},
                                               {"precision", "fp16"},
                                               {"inference", {{"batch", 1}, {"max_itl_ms", 3.0}}}});
    const Estimate miss = estimateOn(itl, "h100-sxm", 8);
    QVERIFY(!miss.feasible);
    QVERIFY(miss.has(ReasonCode::MissesItl));
    QCOMPARE(miss.parallelism.tensorParallel, 8);
}

void tst_Estimator::silentCasesGiveReasons()
{
    // An explicit count above max_gpus is refused with a reason.
    const Workload small = enginetest::workload(
        {{"task", "inference"}, {"model", "llama-3-8b"}, {"precision", "fp16"}, {"constraints", {{"max_gpus", 8}}}});
    const Estimate sixteen = estimateOn(small, "h100-sxm", 16);
    QVERIFY(!sixteen.feasible);
    QVERIFY(sixteen.has(ReasonCode::CountAboveMaxGpus));
    QVERIFY(estimateOn(small, "h100-sxm", 8).feasible);
    // A full fine-tune asked at INT4 trains 16-bit weights, and says so.
    const Workload int4 =
        enginetest::workload({{"task", "finetune"},
                              {"model", "llama-2-7b"},
                              {"precision", "int4"},
                              {"training", {{"method", "full"}, {"micro_batch", 1}, {"zero_stage", 3}}}});
    const Estimate full = estimateOn(int4, "h100-sxm", 8);
    QVERIFY(full.has(ReasonCode::TrainsIn16Bit));
    const Workload qlora = enginetest::workload({{"task", "finetune"},
                                                 {"model", "llama-2-7b"},
                                                 {"precision", "int4"},
                                                 {"training", {{"method", "qlora"}, {"micro_batch", 1}}}});
    QVERIFY(!estimateOn(qlora, "h100-sxm", 1).has(ReasonCode::TrainsIn16Bit));
    // A prompt beyond the model's context cannot run at any count.
    const Model& llama2 = *Data::shipped().models.find("llama-2-7b");
    QVERIFY(llama2.maxContext > 0);
    const Workload longPrompt =
        enginetest::workload({{"task", "inference"},
                              {"model", "llama-2-7b"},
                              {"precision", "fp16"},
                              {"inference", {{"prompt_tokens", 2 * llama2.maxContext}, {"batch", 1}}}});
    const Estimate tooLong = estimateOn(longPrompt, "h100-sxm", std::nullopt);
    QVERIFY(!tooLong.feasible);
    QVERIFY(tooLong.has(ReasonCode::ExceedsContext));
    QCOMPARE(tooLong.count(), 1);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Estimator)
#include "tst_Estimator.moc"
