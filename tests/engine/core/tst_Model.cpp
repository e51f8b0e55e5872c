// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/io/JsonInput.h"
#include "engine/io/ModelJson.h"
#include "engine/io/WorkloadJson.h"
#include "engine/perf/MemoryModel.h"
#include "support/TestMain.h"

#include <QTest>

#include <algorithm>
#include <optional>

using namespace gpuatlas::engine;
using enginetest::Data;

Q_DECLARE_METATYPE(AttentionKind)

namespace {

const Model& preset(const char* id)
{
    const auto* model = Data::shipped().models.find(id);
    if (!model)
        qFatal("no model %s", id);
    return *model;
}

// An inline model read as a workload file would read it.
Result<Workload> inlineWorkload(const nlohmann::json& model)
{
    const nlohmann::json document{{"format", "gpu-atlas-workload"},
                                  {"version", 1},
                                  {"task", "inference"},
                                  {"model", model},
                                  {"precision", "bf16"}};
    return readWorkload(document.dump(), "inline.json", Data::shipped().models);
}

nlohmann::json smallMoe()
{
    return {{"params", 2.0e9}, {"layers", 4},       {"hidden", 1024}, {"heads", 8},    {"kv_heads", 2},
            {"ffn", 512},      {"gated_ffn", true}, {"vocab", 32000}, {"experts", 16}, {"active_experts", 2}};
}

} // namespace

class tst_Model : public QObject
{
    Q_OBJECT

private slots:
    void newBuiltInModelsExist();
    void presetsMatchTheirShape_data();
    void presetsMatchTheirShape();
    void presetAttention_data();
    void presetAttention();
    void routedExpertsFromTheShape();
    void inlineFieldsRoundTrip();
    void attentionIsInferred();
    void contradictionsAreRefused_data();
    void contradictionsAreRefused();
    void kvBytesPerTokenIsChecked();
    void oldFilesReadUnchanged();
    void oneModelAlone();
    void oneModelFromABrokenFile();
};

void tst_Model::newBuiltInModelsExist()
{
    // The contract's additions of December 2026, each with a source for every shape field.
    for (const char* id : {"qwen3-8b", "qwen3-32b", "qwen3-30b-a3b", "qwen3-235b-a22b", "deepseek-r1", "gpt-oss-20b",
                           "gpt-oss-120b", "llama-4-scout", "llama-4-maverick", "gemma-3-27b", "flux-1-dev"}) {
        const auto& model = preset(id);
        QVERIFY2(!model.sources.empty(), id);
        for (const auto& source : model.sources) {
            QVERIFY2(source.url.rfind("https://", 0) == 0, id);
            QCOMPARE(source.retrieved, std::string("2026-12-01"));
        }
        QVERIFY2(!model.notes.empty(), id);
        for (const auto& note : model.notes)
            QVERIFY2(!note.en.empty() && !note.zhCN.empty() && !note.zhTW.empty(), id);
    }
    const auto& flux = preset("flux-1-dev");
    QCOMPARE(flux.kind, ModelKind::Diffusion);
    QCOMPARE(flux.flopsPerSample, 2.10e15);
    QCOMPARE(flux.defaultSteps, 28);
}

void tst_Model::presetsMatchTheirShape_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("shapeCount"); // by hand from the config, text model
    // Qwen3 8B: 36 x (4096 x 4096 x 2 + 2 x 4096 x 1024 + 3 x 4096 x 12288) + 2 x 151,936 x 4096.
    QTest::newRow("qwen3-8b") << "qwen3-8b"
                              << 36.0 * (2 * 4096.0 * 4096 + 2 * 4096.0 * 1024 + 3 * 4096.0 * 12288) +
                                     2 * 151936.0 * 4096;
    QTest::newRow("qwen3-32b") << "qwen3-32b"
                               << 64.0 * (2 * 5120.0 * 8192 + 2 * 5120.0 * 1024 + 3 * 5120.0 * 25600) +
                                      2 * 151936.0 * 5120;
    // Maverick: 48 attention layers, 24 MoE layers of 128 + 1 shared expert, 24 dense of 16,384.
    QTest::newRow("llama-4-maverick") << "llama-4-maverick"
                                      << 48.0 * (2 * 5120.0 * 5120 + 2 * 5120.0 * 1024) +
                                             24.0 * (129 * 3 * 5120.0 * 8192) + 24.0 * 3 * 5120 * 16384 +
                                             2 * 202048.0 * 5120;
    QTest::newRow("gpt-oss-120b") << "gpt-oss-120b"
                                  << 36.0 * (2 * 2880.0 * 4096 + 2 * 2880.0 * 512 + 128 * 3 * 2880.0 * 2880) +
                                         2 * 201088.0 * 2880;
}

void tst_Model::presetsMatchTheirShape()
{
    QFETCH(QString, id);
    QFETCH(double, shapeCount);
    const auto& model = preset(id.toLatin1().constData());
    QVERIFY2(std::abs(model.params / shapeCount - 1) < 0.03, qPrintable(QString::number(model.params / shapeCount)));
    // Every preset's routed experts fit in its total.
    QVERIFY(routedExpertParams(model) < model.params);
}

void tst_Model::presetAttention_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<AttentionKind>("kind");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("local");
    QTest::addColumn<double>("kvBytes"); // FP16, all layers, full span
    QTest::newRow("mistral-7b") << "mistral-7b" << AttentionKind::Sliding << 4096 << 32 << 2.0 * 32 * 8 * 128 * 2;
    QTest::newRow("gemma-2-9b") << "gemma-2-9b" << AttentionKind::Mixed << 4096 << 21 << 2.0 * 42 * 8 * 256 * 2;
    QTest::newRow("gemma-3-27b") << "gemma-3-27b" << AttentionKind::Mixed << 1024 << 52 << 2.0 * 62 * 16 * 128 * 2;
    QTest::newRow("gpt-oss-20b") << "gpt-oss-20b" << AttentionKind::Mixed << 128 << 12 << 2.0 * 24 * 8 * 64 * 2;
    QTest::newRow("llama-4-scout") << "llama-4-scout" << AttentionKind::Mixed << 8192 << 36 << 2.0 * 48 * 8 * 128 * 2;
    QTest::newRow("deepseek-v3") << "deepseek-v3" << AttentionKind::Mla << 0 << 0 << 576.0 * 61 * 2;
    QTest::newRow("deepseek-r1") << "deepseek-r1" << AttentionKind::Mla << 0 << 0 << 576.0 * 61 * 2;
    QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b" << AttentionKind::Full << 0 << 0 << 2.0 * 48 * 4 * 128 * 2;
}

void tst_Model::presetAttention()
{
    QFETCH(QString, id);
    QFETCH(AttentionKind, kind);
    QFETCH(int, window);
    QFETCH(int, local);
    QFETCH(double, kvBytes);
    const auto& model = preset(id.toLatin1().constData());
    QCOMPARE(model.attention, kind);
    QCOMPARE(model.slidingWindow, window);
    QCOMPARE(model.localLayerCount(), local);
    QCOMPARE(MemoryModel::kvBytesPerToken(model, Precision::FP16), kvBytes);
}

void tst_Model::routedExpertsFromTheShape()
{
    // DeepSeek-R1: 256 experts x 58 MoE layers (3 of 61 dense) x 3 x 7168 x 2048; the
    // shared expert and the dense layers are not routed.
    const auto& r1 = preset("deepseek-r1");
    QCOMPARE(routedExpertParams(r1), 256.0 * 58 * 3 * 7168 * 2048);
    QCOMPARE(inactiveExpertParams(r1), 248.0 * 58 * 3 * 7168 * 2048);
    // Maverick: experts in 24 of 48 layers.
    QCOMPARE(routedExpertParams(preset("llama-4-maverick")), 128.0 * 24 * 3 * 5120 * 8192);
    QCOMPARE(routedExpertParams(preset("qwen3-8b")), 0.0);
    // Never more than the model holds.
    Model tiny = preset("mixtral-8x7b");
    tiny.params = 1e9;
    QCOMPARE(routedExpertParams(tiny), 1e9);
}

void tst_Model::inlineFieldsRoundTrip()
{
    auto json = smallMoe();
    json["shared_expert_ffn"] = 1024;
    json["dense_layers"] = 1;
    json["dense_ffn"] = 2816;
    json["attention"] = "mixed";
    json["sliding_window"] = 512;
    json["local_layers"] = {0, 2};
    json["suggested_precision"] = "fp8";
    const auto workload = inlineWorkload(json);
    QVERIFY2(workload.ok(), workload.ok() ? "" : workload.errors().front().pointer.c_str());
    const auto& model = *workload.value().inlineModel;
    QCOMPARE(model.sharedExpertFfn, 1024);
    QCOMPARE(model.denseLayers, 1);
    QCOMPARE(model.moeLayers(), 3);
    QCOMPARE(model.attention, AttentionKind::Mixed);
    QCOMPARE(model.localLayers, (std::vector<int>{0, 2}));
    QCOMPARE(model.suggestedPrecision, std::string("fp8"));
    // Written back and read again, nothing is lost.
    const auto again = inlineWorkload(modelToJson(model));
    QVERIFY(again.ok());
    QCOMPARE(QString::fromStdString(modelToJson(*again.value().inlineModel).dump()),
             QString::fromStdString(modelToJson(model).dump()));
    // The default active count leaves out the inactive routed experts of the 3 MoE layers.
    QCOMPARE(model.activeParams, 2.0e9 - 14.0 * 3 * 3 * 1024 * 512);
}

void tst_Model::attentionIsInferred()
{
    auto window = smallMoe();
    window["sliding_window"] = 256;
    QCOMPARE(inlineWorkload(window).value().inlineModel->attention, AttentionKind::Sliding);
    window["local_layers"] = {1};
    QCOMPARE(inlineWorkload(window).value().inlineModel->attention, AttentionKind::Mixed);
    auto latent = smallMoe();
    latent["kv_lora_rank"] = 128;
    latent["qk_rope_head_dim"] = 32;
    const auto mla = inlineWorkload(latent);
    QVERIFY(mla.ok());
    QCOMPARE(mla.value().inlineModel->attention, AttentionKind::Mla);
    QCOMPARE(kvValuesPerTokenPerLayer(*mla.value().inlineModel), 160.0);
    QCOMPARE(inlineWorkload(smallMoe()).value().inlineModel->attention, AttentionKind::Full);
}

void tst_Model::contradictionsAreRefused_data()
{
    QTest::addColumn<QString>("patch"); // JSON merged into the small model
    QTest::addColumn<QString>("pointer");
    QTest::newRow("sliding without a window") << R"({"attention": "sliding"})"
                                              << "/model/sliding_window";
    QTest::newRow("full with a window") << R"({"attention": "full", "sliding_window": 128})"
                                        << "/model/sliding_window";
    QTest::newRow("mixed without local layers") << R"({"attention": "mixed", "sliding_window": 128})"
                                                << "/model/local_layers";
    QTest::newRow("a local layer past the last") << R"({"sliding_window": 128, "local_layers": [0, 4]})"
                                                 << "/model/local_layers";
    QTest::newRow("local layers out of order") << R"({"sliding_window": 128, "local_layers": [2, 1]})"
                                               << "/model/local_layers";
    QTest::newRow("mla without its latent") << R"({"attention": "mla"})"
                                            << "/model/kv_lora_rank";
    QTest::newRow("a latent on full attention") << R"({"attention": "full", "kv_lora_rank": 512})"
                                                << "/model/kv_lora_rank";
    QTest::newRow("dense layers without their width") << R"({"dense_layers": 2})"
                                                      << "/model/dense_ffn";
    QTest::newRow("every layer dense") << R"({"dense_layers": 4, "dense_ffn": 2048})"
                                       << "/model/dense_layers";
    QTest::newRow("a dense model with shared experts")
        << R"({"experts": 1, "active_experts": 1, "shared_expert_ffn": 512})"
        << "/model/shared_expert_ffn";
    QTest::newRow("an unknown attention kind") << R"({"attention": "linear"})"
                                               << "/model/attention";
}

void tst_Model::contradictionsAreRefused()
{
    QFETCH(QString, patch);
    QFETCH(QString, pointer);
    auto json = smallMoe();
    json.merge_patch(nlohmann::json::parse(patch.toStdString()));
    const auto workload = inlineWorkload(json);
    QVERIFY(!workload.ok());
    QCOMPARE(QString::fromStdString(workload.errors().front().pointer), pointer);
    QCOMPARE(workload.errors().front().file, std::string("inline.json"));
}

void tst_Model::kvBytesPerTokenIsChecked()
{
    // import-config prints kv_bytes_per_token; pasted with its model it is accepted, and
    // refused once the shape no longer gives it.
    auto json = smallMoe();
    json["kv_bytes_per_token"] = 2.0 * 4 * 2 * 128 * 2;
    QVERIFY(inlineWorkload(json).ok());
    json["kv_heads"] = 8;
    const auto edited = inlineWorkload(json);
    QVERIFY(!edited.ok());
    QCOMPARE(edited.errors().front().pointer, std::string("/model/kv_bytes_per_token"));
    QCOMPARE(edited.errors().front().code, DiagnosticCode::InconsistentValue);
}

void tst_Model::oldFilesReadUnchanged()
{
    // A workload written before these fields existed reads and writes back as it was.
    const auto json = smallMoe();
    const auto workload = inlineWorkload(json);
    QVERIFY(workload.ok());
    const auto written = modelToJson(*workload.value().inlineModel);
    for (const char* key : {"attention", "sliding_window", "local_layers", "kv_lora_rank", "dense_layers",
                            "shared_expert_ffn", "suggested_precision", "quantization", "bits_per_weight"})
        QVERIFY2(!written.contains(key), key);
}

// readModel: the model of readModels, alone; trusted or not, the same model.
void tst_Model::oneModelAlone()
{
    const std::string text = enginetest::readFile(enginetest::sourcePath("data/models.json"));
    for (const bool trusted : {false, true}) {
        std::optional<TrustedInput> trust;
        if (trusted)
            trust.emplace();
        for (const auto& model : Data::shipped().models.models()) {
            const auto one = readModel(text, "models.json", model.id);
            QVERIFY(one.ok());
            QCOMPARE(one.value().models().size(), std::size_t(1));
            QCOMPARE(modelToJson(one.value().models()[0]).dump(), modelToJson(model).dump());
        }
        const auto none = readModel(text, "models.json", "no-such-model");
        QVERIFY(none.ok());
        QVERIFY(none.value().models().empty());
    }
}

// A problem anywhere in the file is reported as readModels reports it, even in a model
// that is not the one asked for.
void tst_Model::oneModelFromABrokenFile()
{
    std::string text = enginetest::readFile(enginetest::sourcePath("data/models.json"));
    const std::string layers = "\"layers\": ";
    const auto at = text.rfind(layers);
    QVERIFY(at != std::string::npos);
    text.insert(at + layers.size(), "-");
    const auto all = readModels(text, "models.json");
    QVERIFY(!all.ok());
    const auto one = readModel(text, "models.json", Data::shipped().models.models().front().id);
    QVERIFY(!one.ok());
    QCOMPARE(one.errors().front().code, all.errors().front().code);
    QCOMPARE(one.errors().front().pointer, all.errors().front().pointer);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Model)
#include "tst_Model.moc"
