// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/perf/MemoryModel.h"
#include "engine/perf/PerformanceModel.h"
#include "support/TestMain.h"

#include <QTest>

using namespace gpuatlas::engine;
using enginetest::Data;

Q_DECLARE_METATYPE(Precision)

namespace {

const Model& model(const char* id)
{
    return *Data::shipped().models.find(id);
}

InferenceSetup setupFor(const Model& m, const Gpu& gpu, const Assumptions& a, Precision precision)
{
    return {&m,
            &gpu,
            &a,
            PerformanceModel::computePath(gpu, precision, false),
            Precision::FP16,
            MemoryModel::inferenceWeightBytes(m, precision, a),
            1,
            {}};
}

} // namespace

class tst_PerformanceModel : public QObject
{
    Q_OBJECT

private slots:
    void computePathUsesDenseNativeRate_data();
    void computePathUsesDenseNativeRate();
    void decodeAtBatchOneIsBandwidthBound();
    void prefillIsComputeBound();
    void moreBandwidthNeverSlowsDecode();
    void moreComputeNeverSlowsPrefill();
    void moeDecodeReadsOnlyExpertsHit();
    void trainingFlopsPerToken();
    void gpuFactorScalesEfficiency();
};

void tst_PerformanceModel::computePathUsesDenseNativeRate_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<Precision>("requested");
    QTest::addColumn<Precision>("used");
    QTest::addColumn<double>("peak");
    QTest::addColumn<bool>("native");
    // Dense figures, never the sparse ones the Hopper datasheet prints (FP16 1,979 is sparse).
    QTest::newRow("H100 FP16 dense") << "h100-sxm" << Precision::FP16 << Precision::FP16 << 989.4 << true;
    QTest::newRow("H100 FP8 dense") << "h100-sxm" << Precision::FP8 << Precision::FP8 << 1978.9 << true;
    QTest::newRow("A100 FP8 runs at FP16") << "a100-sxm-80gb" << Precision::FP8 << Precision::FP16 << 312.0 << false;
    QTest::newRow("A100 INT8 tensor path") << "a100-sxm-80gb" << Precision::INT8 << Precision::INT8 << 624.0 << true;
    QTest::newRow("RTX A6000 FP8 runs at FP16") << "rtx-a6000" << Precision::FP8 << Precision::FP16 << 154.8 << false;
    QTest::newRow("L40S FP16 already dense") << "l40s" << Precision::FP16 << Precision::FP16 << 362.05 << true;
    QTest::newRow("L40S FP8") << "l40s" << Precision::FP8 << Precision::FP8 << 733.0 << true;
    QTest::newRow("INT4 weight-only: 16-bit math") << "l40s" << Precision::INT4 << Precision::INT4 << 362.05 << true;
    QTest::newRow("T4 has no BF16") << "t4" << Precision::BF16 << Precision::FP16 << 65.0 << false;
    QTest::newRow("FP32 on CUDA cores") << "a100-sxm-80gb" << Precision::FP32 << Precision::FP32 << 19.5 << true;
}

void tst_PerformanceModel::computePathUsesDenseNativeRate()
{
    QFETCH(QString, gpu);
    QFETCH(Precision, requested);
    QFETCH(Precision, used);
    QFETCH(double, peak);
    QFETCH(bool, native);
    const auto path = PerformanceModel::computePath(Data::shipped().gpu(gpu.toStdString()), requested, false);
    QCOMPARE(path.used, used);
    QCOMPARE(path.peakTflops, peak);
    QCOMPARE(path.native, native);
}

void tst_PerformanceModel::decodeAtBatchOneIsBandwidthBound()
{
    const Assumptions a;
    const auto& gpu = Data::shipped().gpu("h100-sxm");
    const auto& llama = model("llama-3-8b");
    const auto setup = setupFor(llama, gpu, a, Precision::FP16);
    const StepTime step = PerformanceModel::decodeStep(setup, 1, 640);
    QCOMPARE(step.bottleneck(), Bottleneck::MemoryBandwidth);
    // Weights over effective bandwidth, KV at its read efficiency, plus the step overhead.
    const double bandwidth = 3350e9 * a[AssumptionId::DecodeBandwidthEfficiencyHbm];
    const double kv = 640 * 131072.0 / (bandwidth * a[AssumptionId::KvReadEfficiency]);
    QCOMPARE(step.seconds, llama.params * 2 / bandwidth + kv + a[AssumptionId::StepOverheadMs] / 1000);
}

void tst_PerformanceModel::prefillIsComputeBound()
{
    const Assumptions a;
    const auto& gpu = Data::shipped().gpu("a100-sxm-80gb");
    const auto setup = setupFor(model("llama-2-7b"), gpu, a, Precision::FP16);
    const StepTime prefill = PerformanceModel::prefill(setup, 8, 2048);
    QCOMPARE(prefill.bottleneck(), Bottleneck::Compute);
    QVERIFY(prefill.compute > 10 * prefill.memory);
}

void tst_PerformanceModel::moreBandwidthNeverSlowsDecode()
{
    const Assumptions a;
    for (const char* id : {"h100-sxm", "l40s", "rtx-a6000", "a100-sxm-80gb"}) {
        Gpu gpu = Data::shipped().gpu(id);
        for (const double batch : {1.0, 16.0, 256.0}) {
            double previous = 1e300;
            for (double bandwidth : {300.0, 600.0, 900.0, 1500.0, 2000.0, 3350.0, 4800.0, 8000.0}) {
                gpu.memoryBandwidthGBs = bandwidth;
                const auto setup = setupFor(model("llama-2-13b"), gpu, a, Precision::FP16);
                const double seconds = PerformanceModel::decodeStep(setup, batch, 1024).seconds;
                QVERIFY(seconds <= previous);
                previous = seconds;
            }
        }
    }
}

void tst_PerformanceModel::moreComputeNeverSlowsPrefill()
{
    const Assumptions a;
    Gpu gpu = Data::shipped().gpu("l40s");
    double previous = 1e300;
    for (double tflops : {50.0, 100.0, 362.05, 700.0, 1000.0}) {
        gpu.tensorRate(TensorFormat::FP16)->dense = tflops;
        const auto setup = setupFor(model("mistral-7b"), gpu, a, Precision::FP16);
        const double seconds = PerformanceModel::prefill(setup, 4, 1024).seconds;
        QVERIFY(seconds <= previous);
        previous = seconds;
    }
}

void tst_PerformanceModel::moeDecodeReadsOnlyExpertsHit()
{
    const auto& mixtral = model("mixtral-8x7b");
    const double weights = mixtral.params * 2;
    // One token hits 2 of 8 experts: it reads the 12.9 B active parameters.
    QVERIFY(qAbs(PerformanceModel::decodeWeightBytes(mixtral, weights, 1) / 2 - mixtral.activeParams) /
                mixtral.activeParams <
            1e-9);
    // A large batch hits every expert.
    QVERIFY(PerformanceModel::decodeWeightBytes(mixtral, weights, 1024) > 0.999 * weights);
    const double eight = PerformanceModel::decodeWeightBytes(mixtral, weights, 8);
    QVERIFY(eight > PerformanceModel::decodeWeightBytes(mixtral, weights, 2));
    // Dense models always read everything.
    QCOMPARE(PerformanceModel::decodeWeightBytes(model("llama-2-7b"), 1e10, 1), 1e10);
}

void tst_PerformanceModel::trainingFlopsPerToken()
{
    const Assumptions a;
    const auto& llama = model("llama-2-7b");
    TrainingSpec spec;
    spec.seqLen = 4096;
    const double attention = 3 * 2.0 * 32 * 32 * 128 * 4096; // 3 passes x 2 x layers x d_attn x s
    spec.recompute = Recompute::Selective;
    QCOMPARE(PerformanceModel::trainingFlopsPerUnit(llama, spec, a), 6 * llama.activeParams + attention);
    spec.recompute = Recompute::Full;
    QCOMPARE(PerformanceModel::trainingFlopsPerUnit(llama, spec, a), 8 * llama.activeParams + attention * 8 / 6);
    spec.recompute = Recompute::Selective;
    spec.method = FinetuneMethod::Lora;
    QCOMPARE(PerformanceModel::trainingFlopsPerUnit(llama, spec, a), 4 * llama.activeParams + attention * 4 / 6);
    // Image models: forward + backward = 3 x the forward FLOPs.
    QCOMPARE(PerformanceModel::trainingFlopsPerUnit(model("resnet-50"), TrainingSpec{}, a), 3 * 8.2e9);
}

void tst_PerformanceModel::gpuFactorScalesEfficiency()
{
    Assumptions a;
    const auto& gpu = Data::shipped().gpu("l40s");
    const auto setup = setupFor(model("llama-3-8b"), gpu, a, Precision::FP16);
    const double before = PerformanceModel::decodeStep(setup, 1, 100).memory;
    a.setGpuFactor("l40s", 0.5);
    QCOMPARE(PerformanceModel::decodeStep(setup, 1, 100).memory, before * 2);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_PerformanceModel)
#include "tst_PerformanceModel.moc"
