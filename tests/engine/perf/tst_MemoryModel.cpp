// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/perf/MemoryModel.h"
#include "engine/rank/Estimator.h"
#include "support/TestMain.h"

#include <QTest>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

Q_DECLARE_METATYPE(Precision)

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

const Model& model(const char* id)
{
    return *Data::shipped().models.find(id);
}

// A 7-billion-parameter dense decoder given inline, as the hand-worked example.
json sevenB()
{
    return json{{"params", 7.0e9}, {"layers", 32}, {"hidden", 4096},    {"heads", 32},
                {"kv_heads", 32},  {"ffn", 11008}, {"gated_ffn", true}, {"vocab", 32000}};
}

Estimate estimateOn(const Workload& w, const char* gpu, int count)
{
    const auto& data = Data::shipped();
    const Assumptions assumptions;
    return Estimator::estimate({w, *resolveModel(w, data.models), data.gpu(gpu), &data.prices, assumptions, count});
}

} // namespace

class tst_MemoryModel : public QObject
{
    Q_OBJECT

private slots:
    void kvCachePerToken_data();
    void kvCachePerToken();
    void kvSplitsAcrossTensorParallel();
    void int4WeightsAtRealBits();
    void ggufFileWeighsWhatTheFileDoes();
    void usableMemoryIsBinaryCapacityTimesFraction();
    void fullFineTuneNeeds112GB();
    void sevenBFitsWithLoraQloraOrZero();
    void optimizerStatesPerRecipe_data();
    void optimizerStatesPerRecipe();
    void zeroStagesShardStates_data();
    void zeroStagesShardStates();
    void activationsPerKorthikanti_data();
    void activationsPerKorthikanti();
    void qloraBaseAtNf4Bits();
    void vllmMeasurement();
    void maxBatchGrowsWithMemory();
    void moreGpusNeverRaiseMemoryPerGpuUnderZero3();
    void moeKeepsAllExperts();
    void sdxlBatchOfEightFitsAnL40s();
};

void tst_MemoryModel::kvCachePerToken_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("bytes");
    // 2 x layers x kv_heads x head_dim x bytes.
    QTest::newRow("Llama-2-7B FP16 (MHA): 512 KiB") << "llama-2-7b" << Precision::FP16 << 512.0 * 1024;
    QTest::newRow("Llama-3-8B FP16 (GQA 8): 128 KiB") << "llama-3-8b" << Precision::FP16 << 128.0 * 1024;
    QTest::newRow("Llama-3-8B FP8: 64 KiB") << "llama-3-8b" << Precision::FP8 << 64.0 * 1024;
    QTest::newRow("Llama-2-70B FP16 (GQA 8): 320 KiB") << "llama-2-70b" << Precision::FP16 << 320.0 * 1024;
    QTest::newRow("GPT-J FP16 (16 x 256): 448 KiB") << "gpt-j-6b" << Precision::FP16 << 448.0 * 1024;
    QTest::newRow("DeepSeek-V3 MLA as 1 x 288: 68.6 KiB") << "deepseek-v3" << Precision::BF16 << 2.0 * 61 * 288 * 2;
    QTest::newRow("BERT has no KV cache") << "bert-large" << Precision::FP16 << 0.0;
}

void tst_MemoryModel::kvCachePerToken()
{
    QFETCH(QString, model);
    QFETCH(Precision, precision);
    QFETCH(double, bytes);
    QCOMPARE(MemoryModel::kvBytesPerToken(::model(model.toLatin1().constData()), precision), bytes);
}

void tst_MemoryModel::kvSplitsAcrossTensorParallel()
{
    const auto& llama = model("llama-3-8b"); // 8 KV heads
    const double whole = MemoryModel::kvBytesPerToken(llama, Precision::FP16);
    QCOMPARE(MemoryModel::kvBytesPerTokenPerGpu(llama, Precision::FP16, 2), whole / 2);
    QCOMPARE(MemoryModel::kvBytesPerTokenPerGpu(llama, Precision::FP16, 8), whole / 8);
    // DeepSeek's single latent head cannot be split: every GPU keeps all of it.
    const auto& deepseek = model("deepseek-v3");
    QCOMPARE(MemoryModel::kvBytesPerTokenPerGpu(deepseek, Precision::BF16, 8),
             MemoryModel::kvBytesPerToken(deepseek, Precision::BF16));
}

void tst_MemoryModel::int4WeightsAtRealBits()
{
    const auto& llama = model("llama-3-8b");
    const Assumptions optimized;
    // AWQ/GPTQ g128: 4.25 bits, not 4, for the blocks; the embedding and the (untied) output
    // head stay at 16 bits as in real AWQ/GPTQ/FP8 checkpoints: 2 x 128,256 x 4,096 parameters.
    const double embeddings = 2.0 * llama.vocab * llama.hidden;
    QCOMPARE(MemoryModel::inferenceWeightBytes(llama, Precision::INT4, optimized),
             embeddings * 2 + (llama.params - embeddings) * 4.25 / 8);
    QVERIFY(MemoryModel::inferenceWeightBytes(llama, Precision::INT4, optimized) > llama.params * 0.5);
    QCOMPARE(MemoryModel::inferenceWeightBytes(llama, Precision::FP8, optimized),
             embeddings * 2 + (llama.params - embeddings) * 1);
    QCOMPARE(MemoryModel::inferenceWeightBytes(llama, Precision::INT8, optimized),
             embeddings * 2 + (llama.params - embeddings) * 1);
    // Llama-3-8B AWQ (e.g. hugging-quants Meta-Llama-3.1-8B-Instruct-AWQ-INT4): about 5.7 GB of weights.
    QVERIFY(qAbs(MemoryModel::inferenceWeightBytes(llama, Precision::INT4, optimized) / 1e9 - 5.73) < 0.3);
    // llama.cpp Q4_K_M: the Llama 3 8B file is 4.92 GB.
    const auto llamaCpp = Assumptions::forRuntime(Runtime::LlamaCpp);
    QVERIFY(qAbs(MemoryModel::inferenceWeightBytes(llama, Precision::INT4, llamaCpp) / 1e9 - 4.92) < 0.05);
    QCOMPARE(MemoryModel::inferenceWeightBytes(llama, Precision::FP16, optimized), llama.params * 2);
}

void tst_MemoryModel::ggufFileWeighsWhatTheFileDoes()
{
    // Meta-Llama-3-8B-Instruct-Q5_K_M.gguf: llama.cpp's file type 17 maps to the INT8
    // workload precision but stores 5.70 bits per weight over every tensor (a 5.73 GB file).
    Model q5 = model("llama-3-8b");
    q5.quantization = "Q5_K_M";
    q5.suggestedPrecision = "int8";
    q5.bitsPerWeight = 5.70;
    const auto llamaCpp = Assumptions::forRuntime(Runtime::LlamaCpp);
    QCOMPARE(MemoryModel::inferenceWeightBytes(q5, Precision::INT8, llamaCpp), q5.params * 5.70 / 8);
    QVERIFY(qAbs(MemoryModel::inferenceWeightBytes(q5, Precision::INT8, llamaCpp) / 1e9 - 5.73) < 0.05);
    QCOMPARE(MemoryModel::modelBytesPerParam(q5, Precision::INT8, llamaCpp), 5.70 / 8);
    // Run at another precision, the file's figure does not apply: FP16 is 2 bytes a weight.
    QCOMPARE(MemoryModel::inferenceWeightBytes(q5, Precision::FP16, llamaCpp), q5.params * 2);
    QCOMPARE(MemoryModel::modelBytesPerParam(q5, Precision::INT4, llamaCpp),
             MemoryModel::weightBytesPerParam(Precision::INT4, llamaCpp));
    // Without a file's figure, INT8 keeps its nominal byte.
    const auto& plain = model("llama-3-8b");
    QCOMPARE(MemoryModel::inferenceWeightBytes(plain, Precision::INT8, llamaCpp), plain.params * 1.0);
}

void tst_MemoryModel::usableMemoryIsBinaryCapacityTimesFraction()
{
    const auto& h100 = Data::shipped().gpu("h100-sxm");
    const Assumptions a;
    QCOMPARE(MemoryModel::usableBytes(h100, a), 80 * GiB * 0.9);
}

void tst_MemoryModel::fullFineTuneNeeds112GB()
{
    const Workload w = enginetest::workload(
        {{"task", "finetune"},
         {"model", sevenB()},
         {"precision", "bf16"},
         {"training",
          {{"method", "full"}, {"optimizer", "adamw"}, {"zero_stage", 0}, {"micro_batch", 1}, {"seq_len", 512}}}});
    const auto& h100 = Data::shipped().gpu("h100-sxm");
    const Assumptions a;
    const auto memory = MemoryModel::training(*resolveModel(w, Data::shipped().models), w, h100, 1, 1, a);
    // 2 (weights) + 2 (gradients) + 4 (master) + 8 (Adam) = 16 bytes per parameter.
    QCOMPARE(memory.weightsGB + memory.gradientsGB + memory.optimizerGB, 112.0);
    QCOMPARE(memory.weightsGB, 14.0);
    QCOMPARE(memory.optimizerGB, 84.0);
    const Estimate e = estimateOn(w, "h100-sxm", 1);
    QVERIFY(!e.feasible);
    QVERIFY(e.has(ReasonCode::OutOfMemory));
    const auto& oom = *std::find_if(e.reasons.begin(), e.reasons.end(),
                                    [](const Reason& r) { return r.code == ReasonCode::OutOfMemory; });
    QVERIFY(oom.blocking);
    QVERIFY(oom.number("needs_gb") > 112.0);
    // Training may fill 95% of the 80 GiB (memory.train_usable_fraction): 81.60 GB.
    QVERIFY(qAbs(oom.number("usable_gb") - 81.60) < 0.01);
}

void tst_MemoryModel::sevenBFitsWithLoraQloraOrZero()
{
    for (const char* method : {"lora", "qlora"}) {
        const Workload w = enginetest::workload(
            {{"task", "finetune"},
             {"model", sevenB()},
             {"precision", "bf16"},
             {"training", {{"method", method}, {"zero_stage", 0}, {"micro_batch", 1}, {"seq_len", 512}}}});
        const Estimate e = estimateOn(w, "h100-sxm", 1);
        QVERIFY2(e.feasible, method);
        QVERIFY(e.memory.totalGB() < 30.0);
    }
    const Workload zero3 = enginetest::workload(
        {{"task", "finetune"},
         {"model", sevenB()},
         {"precision", "bf16"},
         {"training", {{"method", "full"}, {"zero_stage", 3}, {"micro_batch", 1}, {"seq_len", 512}}}});
    const Estimate e = estimateOn(zero3, "h100-sxm", 8);
    QVERIFY(e.feasible);
    QCOMPARE(e.memory.weightsGB + e.memory.gradientsGB + e.memory.optimizerGB, 112.0 / 8);
}

void tst_MemoryModel::optimizerStatesPerRecipe_data()
{
    QTest::addColumn<QString>("optimizer");
    QTest::addColumn<double>("bytesPerParam");
    QTest::newRow("mixed-precision AdamW") << "adamw" << 16.0;
    QTest::newRow("8-bit Adam: 2 + 2 + 4 + 2") << "adamw-8bit" << 10.0;
    QTest::newRow("SGD with momentum: 2 + 2 + 4 + 4") << "sgd" << 12.0;
}

void tst_MemoryModel::optimizerStatesPerRecipe()
{
    QFETCH(QString, optimizer);
    QFETCH(double, bytesPerParam);
    const Workload w =
        enginetest::workload({{"task", "training"},
                              {"model", sevenB()},
                              {"precision", "bf16"},
                              {"training", {{"optimizer", optimizer.toStdString()}, {"zero_stage", 0}}}});
    const auto m = MemoryModel::training(*resolveModel(w, Data::shipped().models), w, Data::shipped().gpu("h100-sxm"),
                                         1, 1, Assumptions());
    QCOMPARE(m.weightsGB + m.gradientsGB + m.optimizerGB, 7.0 * bytesPerParam);
}

void tst_MemoryModel::zeroStagesShardStates_data()
{
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("bytesPerParam"); // per GPU, 4 data-parallel GPUs
    QTest::newRow("stage 0") << 0 << 16.0;
    QTest::newRow("stage 1: optimizer / 4") << 1 << 2 + 2 + 12.0 / 4;
    QTest::newRow("stage 2: + gradients / 4") << 2 << 2 + 2.0 / 4 + 12.0 / 4;
    QTest::newRow("stage 3: everything / 4") << 3 << 16.0 / 4;
}

void tst_MemoryModel::zeroStagesShardStates()
{
    QFETCH(int, stage);
    QFETCH(double, bytesPerParam);
    const Workload w = enginetest::workload(
        {{"task", "training"}, {"model", sevenB()}, {"precision", "bf16"}, {"training", {{"zero_stage", stage}}}});
    const auto m = MemoryModel::training(*resolveModel(w, Data::shipped().models), w, Data::shipped().gpu("h100-sxm"),
                                         1, 4, Assumptions());
    QCOMPARE(m.weightsGB + m.gradientsGB + m.optimizerGB, 7.0 * bytesPerParam);
}

void tst_MemoryModel::activationsPerKorthikanti_data()
{
    QTest::addColumn<QString>("recompute");
    QTest::addColumn<double>("perLayerCoefficient"); // x s*b*h
    // GPT-3 175B: s = 2048, h = 12288, a = 96  =>  5as/h = 80.
    QTest::newRow("none: 34 + 5as/h") << "none" << 34.0 + 80.0;
    QTest::newRow("selective: 34") << "selective" << 34.0;
    QTest::newRow("full: 2") << "full" << 2.0;
}

void tst_MemoryModel::activationsPerKorthikanti()
{
    QFETCH(QString, recompute);
    QFETCH(double, perLayerCoefficient);
    const auto& gpt3 = model("gpt-3-175b");
    TrainingSpec spec;
    spec.seqLen = 2048;
    spec.microBatch = 1;
    spec.recompute = recompute == QLatin1String("none")   ? Recompute::None
                     : recompute == QLatin1String("full") ? Recompute::Full
                                                          : Recompute::Selective;
    const Assumptions a;
    const double sbh = 2048.0 * 1 * 12288;
    const double logits = 2048.0 * gpt3.vocab * 4;
    const double workingLayer = spec.recompute == Recompute::Full ? sbh * (34 + 80) : 0.0;
    const double expected = 96 * perLayerCoefficient * sbh + workingLayer + logits;
    QCOMPARE(MemoryModel::trainingActivationBytes(gpt3, spec, Precision::BF16, 1, a), expected);
    // Tensor parallelism with sequence parallelism divides all of it (Korthikanti Table 2).
    QCOMPARE(MemoryModel::trainingActivationBytes(gpt3, spec, Precision::BF16, 8, a), expected / 8);
}

void tst_MemoryModel::qloraBaseAtNf4Bits()
{
    const Workload w = enginetest::workload({{"task", "finetune"},
                                             {"model", "llama-2-7b"},
                                             {"precision", "bf16"},
                                             {"training", {{"method", "qlora"}, {"lora_rank", 16}}}});
    const auto& llama = model("llama-2-7b");
    const auto m = MemoryModel::training(llama, w, Data::shipped().gpu("rtx-4090"), 1, 1, Assumptions());
    const double embeddings = 2.0 * llama.vocab * llama.hidden;
    const double adapters = MemoryModel::loraParams(llama, 16);
    const double base = embeddings * 2 + (llama.params - embeddings) * 4.127 / 8;
    QCOMPARE(m.weightsGB, (base + adapters * 4) / 1e9);
    QCOMPARE(m.gradientsGB, adapters * 4 / 1e9);
    QCOMPARE(m.optimizerGB, adapters * 8 / 1e9);
    // Rank 16 on every linear layer of Llama-2-7B: 40.0 M adapter parameters.
    QCOMPARE(adapters, 16.0 * 32 * ((4096 + 4096) * 4 + 3 * (4096 + 11008)));
}

void tst_MemoryModel::vllmMeasurement()
{
    // llm-d capacity planner, vLLM with gpu-memory-utilization 0.9, Llama-3.1-8B on one
    // H100: weights 14.99 GiB, activation and CUDA-graph reserve 4.76 GiB, KV pool 51.38 GiB.
    const Workload w =
        enginetest::workload({{"task", "inference"},
                              {"model", "llama-3.1-8b"},
                              {"precision", "bf16"},
                              {"inference", {{"prompt_tokens", 1024}, {"output_tokens", 1024}, {"batch", "max"}}}});
    const Estimate e = estimateOn(w, "h100-sxm", 1);
    const auto& m = e.memory;
    QVERIFY(qAbs(m.weightsGB * 1e9 / GiB / 14.99 - 1) < 0.01);
    const double reserve = (m.activationsGB + m.overheadGB) * 1e9 / GiB;
    QVERIFY2(qAbs(reserve / 4.76 - 1) < 0.25, QByteArray::number(reserve).constData());
    const double pool = (m.usableGB - m.weightsGB - m.activationsGB - m.overheadGB) * 1e9 / GiB;
    QVERIFY2(qAbs(pool / 51.38 - 1) < 0.05, QByteArray::number(pool).constData());
}

void tst_MemoryModel::maxBatchGrowsWithMemory()
{
    const auto& data = Data::shipped();
    const Workload w = enginetest::workload(
        {{"task", "inference"}, {"model", "llama-2-13b"}, {"precision", "fp16"}, {"inference", {{"batch", "max"}}}});
    const Assumptions a;
    for (const char* id : {"l40s", "a100-sxm-80gb", "rtx-4090"}) {
        Gpu gpu = data.gpu(id);
        int previous = -1;
        for (double gb : {16.0, 24.0, 32.0, 48.0, 80.0, 141.0, 192.0}) {
            gpu.memoryGB = gb;
            const int batch = MemoryModel::maxInferenceBatch(*resolveModel(w, data.models), w, gpu, 1, a);
            QVERIFY(batch >= previous);
            previous = batch;
            // More memory never turns a feasible estimate infeasible.
        }
    }
}

void tst_MemoryModel::moreGpusNeverRaiseMemoryPerGpuUnderZero3()
{
    const Workload w = enginetest::workload({{"task", "training"},
                                             {"model", "llama-2-70b"},
                                             {"precision", "bf16"},
                                             {"training", {{"zero_stage", 3}, {"micro_batch", 1}}}});
    const auto& data = Data::shipped();
    double previous = 1e300;
    for (int dp : {1, 2, 4, 8, 16, 64, 256}) {
        const auto m =
            MemoryModel::training(*resolveModel(w, data.models), w, data.gpu("h100-sxm"), 1, dp, Assumptions());
        QVERIFY(m.totalGB() <= previous);
        previous = m.totalGB();
    }
}

void tst_MemoryModel::moeKeepsAllExperts()
{
    const auto& mixtral = model("mixtral-8x7b");
    // All 46,702,792,704 parameters (models.json's exact shape count), not the 12.9 B active.
    QCOMPARE(MemoryModel::inferenceWeightBytes(mixtral, Precision::FP16, Assumptions()), 46702792704.0 * 2);
}

void tst_MemoryModel::sdxlBatchOfEightFitsAnL40s()
{
    // Issue 29: MLPerf runs SDXL on L40S; a denoising step keeps only its live activations
    // (memory.diffusion_live_activation_share of a training sample's 6.3 GB: 3.65 GB an image,
    // the diffusers measurement), not every block's stored for backward.
    const Workload w =
        enginetest::workload({{"task", "inference"},
                              {"model", "sdxl"},
                              {"precision", "fp16"},
                              {"inference", {{"prompt_tokens", 77}, {"output_tokens", 1}, {"batch", 8}}}});
    const Estimate e = estimateOn(w, "l40s", 1);
    QVERIFY(e.feasible);
    QVERIFY(e.memory.totalGB() <= e.memory.usableGB);
    const double perImage = 6.3 * Assumptions()[AssumptionId::DiffusionLiveActivationShare];
    QVERIFY2(std::abs(e.memory.activationsGB - 8 * perImage) < 0.05 * 8 * perImage,
             QByteArray::number(e.memory.activationsGB).constData());
    // Twice the batch no longer fits the 48 GB card.
    Workload sixteen = w;
    sixteen.inference.batch = 16;
    QVERIFY(!estimateOn(sixteen, "l40s", 1).feasible);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_MemoryModel)
#include "tst_MemoryModel.moc"
