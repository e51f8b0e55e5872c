// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/calibration/Accuracy.h"
#include "engine/calibration/Calibration.h"
#include "engine/rank/Estimator.h"
#include "support/TestMain.h"

#include <QTest>

#include <cmath>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

namespace {

Measurement inference(const std::string& gpu, const std::string& model, Precision precision, int batch, int prompt,
                      int output)
{
    Measurement m;
    m.gpuId = gpu;
    m.modelId = model;
    m.precision = precision;
    m.batch = batch;
    m.promptTokens = prompt;
    m.outputTokens = output;
    return m;
}

// Measurements on an L40S that run `scale` times what the estimator predicts today.
std::vector<Measurement> slowerL40s(double scale)
{
    std::vector<Measurement> rows{inference("l40s", "llama-3-8b", Precision::FP16, 1, 512, 128),
                                  inference("l40s", "llama-3-8b", Precision::FP16, 32, 512, 256),
                                  inference("l40s", "mistral-7b", Precision::FP8, 64, 128, 128)};
    const auto& data = Data::shipped();
    for (auto& row : rows)
        row.value = scale * *Calibration::predict(row, data.catalog, data.models, Assumptions());
    return rows;
}

// The calibration split of the published measurements (data/accuracy.json).
const std::vector<AccuracyCase>& calibrationSet()
{
    static const std::vector<AccuracyCase> cases = [] {
        auto all =
            Accuracy::read(enginetest::readFile(enginetest::sourcePath("data/accuracy.json")), "accuracy.json").value();
        std::vector<AccuracyCase> out;
        for (auto& c : all) {
            if (c.split == AccuracyCase::Split::Calibration && c.count == 1)
                out.push_back(std::move(c));
        }
        return out;
    }();
    return cases;
}

// A calibration case estimated under its own runtime with the factors of `assumptions`.
double estimateRow(const AccuracyCase& c, const Assumptions& assumptions)
{
    const auto& data = Data::shipped();
    return *Accuracy::evaluate(c, data.catalog, data.models, assumptions).predicted;
}

} // namespace

class tst_Calibration : public QObject
{
    Q_OBJECT

private slots:
    void fitReducesTheErrorOnTheMeasurements_data();
    void fitReducesTheErrorOnTheMeasurements();
    void otherGpusStayWithinTolerance();
    void architectureExtension();
    void unusableRowsAreReportedAndSkipped();
    void estimatesKeepTheirRange();
    void nothingToFit();
};

void tst_Calibration::fitReducesTheErrorOnTheMeasurements_data()
{
    QTest::addColumn<double>("scale");
    QTest::newRow("20 % slower than estimated") << 0.8;
    QTest::newRow("35 % faster than estimated") << 1.35;
    QTest::newRow("half as fast") << 0.5;
}

void tst_Calibration::fitReducesTheErrorOnTheMeasurements()
{
    QFETCH(double, scale);
    const auto& data = Data::shipped();
    const auto rows = slowerL40s(scale);
    const CalibrationResult result = Calibration::fit(rows, data.catalog, data.models, Assumptions());
    QCOMPARE(result.factors.size(), std::size_t(1));
    QCOMPARE(result.factors.front().gpuId, std::string("l40s"));
    QCOMPARE(result.factors.front().rows, 3);
    QCOMPARE(result.factors.front().origin, FactorOrigin::Measured);
    QCOMPARE(result.calibrated.gpuFactor("l40s"), result.factors.front().factor);
    // Before: every row off by the scale. After: within 5 % (step overheads do not scale).
    QVERIFY(std::abs(*result.errorBefore - std::max(scale, 1 / scale)) < 1e-9);
    QVERIFY2(*result.errorAfter < 1.05, QByteArray::number(*result.errorAfter).constData());
    QVERIFY(*result.errorAfter < *result.errorBefore);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double before = *MeasurementFit::ratio(result.rows[i].before, rows[i].value);
        const double after = *MeasurementFit::ratio(result.rows[i].after, rows[i].value);
        QVERIFY(std::abs(std::log(after)) < std::abs(std::log(before)));
    }
    // Direction: slower measurements give a factor below 1.
    QCOMPARE(result.factors.front().factor < 1.0, scale < 1.0);
}

void tst_Calibration::otherGpusStayWithinTolerance()
{
    const auto& data = Data::shipped();
    const CalibrationResult result = Calibration::fit(slowerL40s(0.8), data.catalog, data.models, Assumptions());
    // The tolerance of the calibration rows (tst_Estimator::calibrationRows).
    constexpr double rowLow = 0.6;
    constexpr double rowHigh = 1.6;
    int checked = 0;
    for (const auto& row : calibrationSet()) {
        if (row.gpu == "l40s")
            continue;
        const double before = estimateRow(row, Assumptions());
        const double after = estimateRow(row, result.calibrated);
        QCOMPARE(after, before); // untouched
        const double ratio = after / row.measured;
        QVERIFY2(ratio >= rowLow && ratio <= rowHigh, row.id.c_str());
        ++checked;
    }
    QVERIFY(checked > 30);
}

void tst_Calibration::architectureExtension()
{
    const auto& data = Data::shipped();
    // The user's own measurements of an H100 SXM: the calibration set's TensorRT-LLM rows for it.
    std::vector<Measurement> rows;
    for (const auto& row : calibrationSet()) {
        const json w = json::parse(row.workload);
        if (row.gpu != "h100-sxm" || w["task"] != "inference" || row.metric != "tokens_per_s")
            continue;
        const auto& inf = w["inference"];
        Measurement m =
            inference("h100-sxm", w["model"].get<std::string>(), *precisionFromId(w["precision"].get<std::string>()),
                      inf["batch"].get<int>(), inf["prompt_tokens"].get<int>(), inf["output_tokens"].get<int>());
        m.runtime = row.runtime == "llama.cpp" ? Runtime::LlamaCpp : Runtime::Optimized;
        m.value = row.measured;
        rows.push_back(m);
    }
    QVERIFY(rows.size() >= 4);
    CalibrationOptions options;
    options.extendToArchitecture = true;
    const CalibrationResult result = Calibration::fit(rows, data.catalog, data.models, Assumptions(), options);
    QVERIFY(*result.errorAfter < *result.errorBefore);
    const auto* h100 = result.factorFor("h100-sxm");
    QVERIFY(h100);
    // Hopper siblings take the H100's factor; other architectures keep none.
    for (const char* sibling : {"h100-pcie", "h100-nvl", "h200-sxm"}) {
        const auto* factor = result.factorFor(sibling);
        QVERIFY2(factor, sibling);
        QCOMPARE(factor->origin, FactorOrigin::Architecture);
        QCOMPARE(factor->factor, h100->factor);
        QCOMPARE(result.calibrated.gpuFactor(sibling), h100->factor);
    }
    for (const char* other : {"a100-sxm-80gb", "l40s", "rtx-4090", "mi300x"}) {
        QVERIFY2(!result.factorFor(other), other);
        QCOMPARE(result.calibrated.gpuFactor(other), 1.0);
    }
    // Without the option only the measured GPU moves.
    const CalibrationResult plain = Calibration::fit(rows, data.catalog, data.models, Assumptions());
    QCOMPARE(plain.factors.size(), std::size_t(1));
    QCOMPARE(plain.calibrated.gpuFactor("h200-sxm"), 1.0);
}

void tst_Calibration::unusableRowsAreReportedAndSkipped()
{
    const auto& data = Data::shipped();
    auto rows = slowerL40s(0.8);
    Measurement unknownGpu = rows[0];
    unknownGpu.gpuId = "no-such-gpu";
    Measurement unknownModel = rows[0];
    unknownModel.modelId = "no-such-model";
    Measurement tooBig = inference("l4", "llama-2-70b", Precision::FP16, 1, 512, 128);
    tooBig.value = 1;
    rows.insert(rows.begin(), {unknownGpu, unknownModel, tooBig});
    const CalibrationResult result = Calibration::fit(rows, data.catalog, data.models, Assumptions());
    QCOMPARE(result.rows[0].problem, MeasurementProblem::UnknownGpu);
    QCOMPARE(result.rows[1].problem, MeasurementProblem::UnknownModel);
    QCOMPARE(result.rows[2].problem, MeasurementProblem::DoesNotFit);
    QVERIFY(!result.rows[2].after);
    QCOMPARE(result.factors.size(), std::size_t(1)); // the L4 has no usable row
    QVERIFY(*result.errorAfter < 1.05);
}

void tst_Calibration::estimatesKeepTheirRange()
{
    const auto& data = Data::shipped();
    const CalibrationResult result = Calibration::fit(slowerL40s(0.8), data.catalog, data.models, Assumptions());
    const Workload w = measurementWorkload(slowerL40s(0.8)[1]);
    const Model& model = *resolveModel(w, data.models);
    const Estimate before = Estimator::estimate({w, model, data.gpu("l40s"), nullptr, Assumptions(), 1});
    const Estimate after = Estimator::estimate({w, model, data.gpu("l40s"), nullptr, result.calibrated, 1});
    QVERIFY(*after.performance.tokensPerS < *before.performance.tokensPerS);
    QCOMPARE(after.performance.rangeLow, before.performance.rangeLow);
    QCOMPARE(after.performance.rangeHigh, before.performance.rangeHigh);
    QVERIFY(after.performance.rangeLow < 1.0 && after.performance.rangeHigh > 1.0);
}

void tst_Calibration::nothingToFit()
{
    const auto& data = Data::shipped();
    Assumptions base;
    base.setGpuFactor("a100-sxm-80gb", 1.3); // an older calibration is replaced, not stacked
    const CalibrationResult result = Calibration::fit({}, data.catalog, data.models, base);
    QVERIFY(result.factors.empty());
    QVERIFY(!result.errorBefore);
    QVERIFY(result.calibrated.gpuFactors().empty());
    QVERIFY(Calibration::withoutFactors(base).gpuFactors().empty());
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Calibration)
#include "tst_Calibration.moc"
