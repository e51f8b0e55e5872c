// SPDX-License-Identifier: GPL-3.0-or-later
// A workload on a model imported from its vendor's config.json sizes memory, KV cache,
// decode traffic and FLOPs from the real shape: experts, MLA, sliding windows.
#include "EngineTestData.h"
#include "engine/imports/HfConfigImport.h"
#include "engine/io/ModelJson.h"
#include "engine/perf/MemoryModel.h"
#include "engine/perf/PerformanceModel.h"
#include "support/TestMain.h"

#include <QFile>
#include <QTest>

using namespace gpuatlas::engine;
using enginetest::Data;

namespace {

Model imported(const char* name)
{
    QFile file(QStringLiteral(GPUATLAS_VENDOR_CONFIGS_DIR "/") + QString::fromLatin1(name) + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("%s is missing from %s", name, GPUATLAS_VENDOR_CONFIGS_DIR);
    auto model = modelFromHfConfig(file.readAll().toStdString(), name);
    if (!model)
        qFatal("%s does not import", name);
    return std::move(model).value();
}

// The imported model inline in a workload file, read back as the CLI reads it.
Workload workloadOn(const Model& model, const char* precision, int prompt, int output, int batch)
{
    return enginetest::workload(
        {{"task", "inference"},
         {"model", modelToJson(model)},
         {"precision", precision},
         {"inference", {{"prompt_tokens", prompt}, {"output_tokens", output}, {"batch", batch}}}});
}

Model withFullAttention(Model model)
{
    model.attention = AttentionKind::Full;
    model.slidingWindow = 0;
    model.localLayers.clear();
    return model;
}

InferenceSetup setupFor(const Model& model, const Gpu& gpu, const Assumptions& a, int tensorParallel)
{
    InferenceSetup setup;
    setup.model = &model;
    setup.gpu = &gpu;
    setup.assumptions = &a;
    setup.path = PerformanceModel::computePath(gpu, Precision::BF16, false);
    setup.kvPrecision = Precision::BF16;
    setup.weightBytes = MemoryModel::inferenceWeightBytes(model, Precision::BF16, a);
    setup.tensorParallel = tensorParallel;
    return setup;
}

} // namespace

class tst_ImportedModels : public QObject
{
    Q_OBJECT

private slots:
    void qwenMoeSizesMemoryFromItsShape();
    void deepseekSizesMemoryFromItsLatent();
    void slidingWindowsCapTheCache();
    void decodeReadsTheCappedCache();
    void attentionFlopsFollowTheShape();
    void trainingAttentionAveragesTheWindow();
};

void tst_ImportedModels::qwenMoeSizesMemoryFromItsShape()
{
    // Qwen3-30B-A3B, 8 chats of 4,096 + 1,024 tokens in BF16 on one H200.
    const Model qwen = imported("Qwen3-30B-A3B");
    const Workload w = workloadOn(qwen, "bf16", 4096, 1024, 8);
    const Model& model = *w.inlineModel;
    const Assumptions a;
    const auto memory = MemoryModel::inference(model, w, Data::shipped().gpu("h200-sxm"), 8, 1, a);
    // Weights: all 30.53 B parameters (not the 233 B that intermediate_size as the expert
    // width would give), 2 bytes each.
    QCOMPARE(memory.weightsGB, 30532110336.0 * 2 / 1e9);
    // KV: 8 sequences x 5,120 tokens x 98,304 bytes (48 layers x 4 KV heads x head_dim 128).
    QCOMPARE(memory.kvCacheGB, 8.0 * 5120 * 98304 / 1e9);
    // One token reads the dense part and 8 of 128 experts: about 3.35 B parameters.
    const double oneToken = PerformanceModel::decodeWeightBytes(model, model.params * 2, 1) / 2;
    QVERIFY2(std::abs(oneToken / 3.353e9 - 1) < 0.01, qPrintable(QString::number(oneToken)));
}

void tst_ImportedModels::deepseekSizesMemoryFromItsLatent()
{
    // DeepSeek-V3 on 8 H200 (tensor parallel 8), 4 sequences of 32,768 tokens, FP8 weights.
    const Model deepseek = imported("DeepSeek-V3");
    const Workload w = workloadOn(deepseek, "fp8", 30720, 2048, 4);
    const Model& model = *w.inlineModel;
    QCOMPARE(model.attention, AttentionKind::Mla);
    const Assumptions a;
    const auto memory = MemoryModel::inference(model, w, Data::shipped().gpu("h200-sxm"), 4, 8, a);
    // The latent (576 values per layer, FP8 KV as the workload's precision) is whole on
    // every GPU: 4 x 32,768 x 61 x 576 x 1 byte = 4.6 GB per GPU, not an eighth of it and
    // not the 128-KV-head figure (57 times more).
    QCOMPARE(memory.kvCacheGB, 4.0 * 32768 * 61 * 576 / 1e9);
    QCOMPARE(memory.kvBytesPerToken, 61.0 * 576);
    // 671 B parameters over 8 GPUs, at about one byte (embeddings at 16 bits).
    QVERIFY(memory.weightsGB > 671.0 / 8 && memory.weightsGB < 671.0 / 8 * 1.01);
}

void tst_ImportedModels::slidingWindowsCapTheCache()
{
    // gemma-3-27b-it: 52 of 62 layers keep at most 1,024 tokens.
    const Model gemma = imported("gemma-3-27b-it");
    const double perToken = MemoryModel::kvBytesPerTokenPerGpu(gemma, Precision::BF16, 1);
    QCOMPARE(MemoryModel::kvCacheBytes(gemma, Precision::BF16, 1000, 1), 1000 * perToken); // within the window
    const double longContext = MemoryModel::kvCacheBytes(gemma, Precision::BF16, 131072, 1);
    QCOMPARE(longContext, perToken * (10.0 * 131072 + 52.0 * 1024) / 62);
    QCOMPARE(MemoryModel::kvCacheBytes(withFullAttention(gemma), Precision::BF16, 131072, 1), perToken * 131072);
    // Mistral 7B v0.1: every layer's cache stops at 4,096 tokens.
    const Model mistral = imported("Mistral-7B-v0.1");
    QCOMPARE(MemoryModel::kvCacheBytes(mistral, Precision::FP16, 32768, 1),
             MemoryModel::kvCacheBytes(mistral, Precision::FP16, 4096, 1));
    // Under tensor parallelism the window applies per GPU as well: 16 KV heads over 4.
    QCOMPARE(MemoryModel::kvCacheBytes(gemma, Precision::BF16, 131072, 4), longContext / 4);
}

void tst_ImportedModels::decodeReadsTheCappedCache()
{
    const Model gemma = imported("gemma-3-27b-it");
    const Model full = withFullAttention(gemma);
    const Assumptions a;
    const Gpu& gpu = Data::shipped().gpu("h100-sxm");
    // At 64K context a decode step reads about a sixth of the KV an all-global model would.
    const auto windowed = PerformanceModel::decodeStep(setupFor(gemma, gpu, a, 1), 8, 65536);
    const auto global = PerformanceModel::decodeStep(setupFor(full, gpu, a, 1), 8, 65536);
    QVERIFY(windowed.memory < global.memory);
    const double kvWindowed = 8 * MemoryModel::kvCacheBytes(gemma, Precision::BF16, 65536, 1);
    const double kvGlobal = 8 * MemoryModel::kvCacheBytes(full, Precision::BF16, 65536, 1);
    const double bandwidth = PerformanceModel::decodeBandwidth(gpu, a) * a[AssumptionId::KvReadEfficiency];
    QVERIFY(std::abs((global.memory - windowed.memory) - (kvGlobal - kvWindowed) / bandwidth) < 1e-9);
}

void tst_ImportedModels::attentionFlopsFollowTheShape()
{
    // gpt-oss-20b at 100,000 tokens: the 12 sliding layers attend to 128 tokens only.
    const Model oss = imported("gpt-oss-20b");
    const double context = 100000;
    const double expected = 2.0 * oss.activeParams + 4.0 * 64 * 64 * (12 * context + 12 * 128.0);
    QCOMPARE(PerformanceModel::forwardFlopsPerToken(oss, context), expected);
    // DeepSeek-V3: MLA scores over the 192-wide query/key heads and weights 128-wide values.
    const Model deepseek = imported("DeepSeek-V3");
    QCOMPARE(PerformanceModel::forwardFlopsPerToken(deepseek, 4096),
             2.0 * deepseek.activeParams + 2.0 * 128 * (128 + 64 + 128) * 61 * 4096);
}

void tst_ImportedModels::trainingAttentionAveragesTheWindow()
{
    // A causal sequence of s tokens with a window w < s: a local layer's average span is
    // w - w^2 / 2s; a full layer's s / 2.
    const Model mistral = imported("Mistral-7B-v0.1");
    TrainingSpec spec;
    spec.seqLen = 16384;
    const Assumptions a;
    const double flops = PerformanceModel::trainingFlopsPerUnit(mistral, spec, a);
    const double span = 4096.0 - 4096.0 * 4096.0 / (2.0 * 16384);
    const double attention = 4.0 * 32 * 128 * 32 * span;
    QCOMPARE(flops, 6.0 * mistral.activeParams + 3.0 * attention);
    // Within the window nothing changes.
    spec.seqLen = 2048;
    QCOMPARE(PerformanceModel::trainingFlopsPerUnit(mistral, spec, a),
             PerformanceModel::trainingFlopsPerUnit(withFullAttention(mistral), spec, a));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_ImportedModels)
#include "tst_ImportedModels.moc"
