// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Workload.h"
#include "engine/imports/HfConfigImport.h"
#include "engine/io/ModelJson.h"
#include "engine/io/WorkloadJson.h"
#include "engine/perf/MemoryModel.h"
#include "support/TestMain.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace gpuatlas::engine;

Q_DECLARE_METATYPE(DiagnosticCode)
Q_DECLARE_METATYPE(AttentionKind)

namespace {

// The vendors' own config.json files (tests/fixtures/vendor-configs, see its README);
// a missing folder or file fails.
const QString vendorFolder = QStringLiteral(GPUATLAS_VENDOR_CONFIGS_DIR);

std::string readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

std::string fixture(const QString& name)
{
    return readAll(QStringLiteral(GPUATLAS_FIXTURES_DIR "/hf-config/") + name);
}

ModelImport importVendor(const QString& name)
{
    const auto path = vendorFolder + QLatin1Char('/') + name + QStringLiteral(".json");
    auto imported = importHfConfig(readAll(path), name.toStdString());
    if (!imported)
        qFatal("%s does not import: %s", qPrintable(name), imported.errors().front().pointer.c_str());
    return std::move(imported).value();
}

bool assumed(const ModelImport& imported, const std::string& key, const std::string& sourcePart)
{
    return std::any_of(imported.assumed.begin(), imported.assumed.end(), [&](const AssumedValue& value) {
        return value.key == key && value.source.find(sourcePart) != std::string::npos;
    });
}

} // namespace

class tst_HfConfigImport : public QObject
{
    Q_OBJECT

private slots:
    void vendorFolderIsComplete();
    void vendorConfigs_data();
    void vendorConfigs();
    void exactCounts();
    void mixtureOfExpertsShape();
    void slidingWindowLayers();
    void defaultsOfTheModelType();
    void legacyKeys();
    void quantizationSuggestsPrecision();
    void unknownKeysAreListed();
    void importsShape_data();
    void importsShape();
    void importedModelsSaveInAWorkload();
    void malformedConfigs_data();
    void malformedConfigs();
};

namespace {

struct VendorRow
{
    const char* file;
    double total;   // official, model card or paper
    double active;  // official parameters per token
    double kvBytes; // 16-bit KV cache per token, all layers, full span
    AttentionKind attention = AttentionKind::Full;
    int window = 0;
    int localLayers = 0;
};

const std::vector<VendorRow>& vendorRows()
{
    const auto full = AttentionKind::Full;
    static const std::vector<VendorRow> rows{
        // GQA: 2 (K and V) x layers x kv_heads x head_dim x 2 bytes.
        {"Llama-2-7b-hf", 6.74e9, 6.74e9, 2.0 * 32 * 32 * 128 * 2, full},
        {"Llama-2-70b-hf", 69.0e9, 69.0e9, 2.0 * 80 * 8 * 128 * 2, full},
        {"Meta-Llama-3-8B", 8.03e9, 8.03e9, 2.0 * 32 * 8 * 128 * 2, full},
        {"Meta-Llama-3.1-70B", 70.6e9, 70.6e9, 2.0 * 80 * 8 * 128 * 2, full},
        {"Meta-Llama-3.1-405B", 405e9, 405e9, 2.0 * 126 * 8 * 128 * 2, full},
        {"Llama-3.2-1B-Instruct", 1.24e9, 1.24e9, 2.0 * 16 * 8 * 64 * 2, full},
        // Llama 4 Scout: 48 layers, 8 KV heads of 128 -> 2 x 48 x 8 x 128 x 2 = 196,608 bytes.
        // Llama4TextConfig: no_rope_layers [] means every 4th layer is NoPE with full
        // attention; the other 36 use chunked attention over attention_chunk_size 8,192.
        {"Llama-4-Scout-17B-16E-Instruct", 109e9, 17e9, 2.0 * 48 * 8 * 128 * 2, AttentionKind::Mixed, 8192, 36},
        {"Mistral-7B-v0.1", 7.24e9, 7.24e9, 2.0 * 32 * 8 * 128 * 2, AttentionKind::Sliding, 4096, 32},
        {"Mixtral-8x7B-v0.1", 46.7e9, 12.9e9, 2.0 * 32 * 8 * 128 * 2, full},
        {"Mixtral-8x22B-v0.1", 141e9, 39e9, 2.0 * 56 * 8 * 128 * 2, full},
        // use_sliding_window false: the 131,072 window is not used.
        {"Qwen2.5-7B", 7.61e9, 7.61e9, 2.0 * 28 * 4 * 128 * 2, full},
        {"Qwen2.5-72B-Instruct", 72.7e9, 72.7e9, 2.0 * 80 * 8 * 128 * 2, full},
        {"Qwen3-8B", 8.19e9, 8.19e9, 2.0 * 36 * 8 * 128 * 2, full},
        // Qwen3-30B-A3B: 48 layers, 4 KV heads of head_dim 128 (not hidden 2048 / 32 = 64):
        // 2 x 48 x 4 x 128 x 2 = 98,304 bytes (96 KiB).
        {"Qwen3-30B-A3B", 30.5e9, 3.3e9, 2.0 * 48 * 4 * 128 * 2, full},
        {"Qwen3-235B-A22B", 235e9, 22e9, 2.0 * 94 * 4 * 128 * 2, full},
        // MLA: (kv_lora_rank 512 + qk_rope_head_dim 64) x layers x 2 bytes, for all heads.
        {"DeepSeek-V2-Lite", 15.7e9, 2.4e9, 576.0 * 27 * 2, AttentionKind::Mla},
        // DeepSeek-V3: 576 x 61 x 2 = 70,272 bytes (68.6 KiB); 128 KV heads x 2 x 128 x 2
        // per layer, as num_key_value_heads would have it, is 57 times more.
        {"DeepSeek-V3", 671e9, 37e9, 576.0 * 61 * 2, AttentionKind::Mla},
        // Gemma 2: layers alternate local (4,096) and global, starting local (Gemma2Config).
        {"gemma-2-9b", 9.24e9, 9.24e9, 2.0 * 42 * 8 * 256 * 2, AttentionKind::Mixed, 4096, 21},
        {"gemma-2-27b", 27.2e9, 27.2e9, 2.0 * 46 * 16 * 128 * 2, AttentionKind::Mixed, 4096, 23},
        // gemma-3-27b-it: 62 layers, 16 KV heads of 128 -> 2 x 62 x 16 x 128 x 2 = 507,904
        // bytes; sliding_window_pattern 6 (Gemma3TextConfig's default): layers 5, 11, ..., 59
        // are global (10), the other 52 attend to a 1,024-token window.
        {"gemma-3-27b-it", 27e9, 27e9, 2.0 * 62 * 16 * 128 * 2, AttentionKind::Mixed, 1024, 52},
        {"Phi-3-mini-4k-instruct", 3.82e9, 3.82e9, 2.0 * 32 * 32 * 96 * 2, AttentionKind::Sliding, 2047, 32},
        // falcon-40b: n_head_kv 8 KV groups of head_dim 8192 / 128 = 64, 60 layers:
        // 2 x 60 x 8 x 64 x 2 = 122,880 bytes (full multi-head attention would be 16 times that).
        {"falcon-40b", 41.8e9, 41.8e9, 2.0 * 60 * 8 * 64 * 2, full},
        {"gpt-oss-20b", 20.9e9, 3.6e9, 2.0 * 24 * 8 * 64 * 2, AttentionKind::Mixed, 128, 12},
        {"gpt-oss-120b", 116.8e9, 5.1e9, 2.0 * 36 * 8 * 64 * 2, AttentionKind::Mixed, 128, 18},
        {"Yi-34B", 34.4e9, 34.4e9, 2.0 * 60 * 8 * 128 * 2, full},
    };
    return rows;
}

} // namespace

void tst_HfConfigImport::vendorFolderIsComplete()
{
    const QDir dir(vendorFolder);
    QVERIFY2(dir.exists(), qPrintable(vendorFolder + QStringLiteral(" is missing")));
    QSet<QString> files;
    for (const auto& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
        files.insert(QFileInfo(file).completeBaseName());
    QSet<QString> rows;
    for (const auto& row : vendorRows())
        rows.insert(QString::fromLatin1(row.file));
    // Every file in the folder is imported and checked, and nothing checked is missing.
    QCOMPARE(files, rows);
    QCOMPARE(files.size(), 25);
}

void tst_HfConfigImport::vendorConfigs_data()
{
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("active");
    QTest::addColumn<double>("kvBytes");
    QTest::addColumn<AttentionKind>("attention");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("localLayers");
    for (const auto& row : vendorRows())
        QTest::newRow(row.file) << row.total << row.active << row.kvBytes << row.attention << row.window
                                << row.localLayers;
}

void tst_HfConfigImport::vendorConfigs()
{
    QFETCH(double, total);
    QFETCH(double, active);
    QFETCH(double, kvBytes);
    QFETCH(AttentionKind, attention);
    QFETCH(int, window);
    QFETCH(int, localLayers);
    const auto imported = importVendor(QString::fromLatin1(QTest::currentDataTag()));
    const auto& model = imported.model;
    QVERIFY2(std::abs(model.params / total - 1) < 0.03, qPrintable(QString::number(model.params, 'g', 6)));
    QVERIFY2(std::abs(model.activeParams / active - 1) < 0.10, qPrintable(QString::number(model.activeParams, 'g', 6)));
    QCOMPARE(MemoryModel::kvBytesPerToken(model, Precision::FP16), kvBytes);
    QCOMPARE(model.attention, attention);
    QCOMPARE(model.slidingWindow, window);
    QCOMPARE(model.localLayerCount(), localLayers);
    QVERIFY2(imported.unknownKeys.empty(), imported.unknownKeys.empty() ? "" : imported.unknownKeys.front().c_str());
}

void tst_HfConfigImport::exactCounts()
{
    // Qwen3-30B-A3B by hand: attention per layer 2048 x 4096 (q) + 2 x 2048 x 512 (k, v)
    // + 4096 x 2048 (o) = 18,874,368; 128 experts x 3 x 2048 x 768 = 603,979,776; router
    // 2048 x 128 = 262,144; 2 norms 4,096: 623,120,384, x 48 layers = 29,909,778,432.
    // Embeddings untied 2 x 151,936 x 2,048 = 622,329,856, final norm 2,048:
    // 30,532,110,336 in all (30.5 B). Active: less 120 of 128 experts in 48 layers
    // (27,179,089,920) and the input embedding, a lookup (311,164,928): 3,041,855,488.
    const auto qwen = importVendor(QStringLiteral("Qwen3-30B-A3B")).model;
    QCOMPARE(qwen.params, 30532110336.0);
    QCOMPARE(qwen.activeParams, 3041855488.0);
    // DeepSeek-V3 by hand, per layer: MLA q 7168 x 1536 + 1536 + 1536 x 128 x 192, kv_a
    // 7168 x 576 + 512, kv_b 512 x 128 x 256, o 128 x 128 x 7168 = 187,107,328; norms 14,336.
    // 3 dense MLPs 3 x 7168 x 18432 = 396,361,728 each; 58 MoE layers of 256 routed + 1
    // shared expert of 3 x 7168 x 2048 = 44,040,192 and a router 7168 x 256: 11,320,164,352
    // each. Embeddings 2 x 129,280 x 7,168; the multi-token-prediction layer is not counted.
    const auto deepseek = importVendor(QStringLiteral("DeepSeek-V3"));
    const double perLayer = 187107328.0 + 14336.0;
    const double expected = 61 * perLayer + 3 * 396361728.0 + 58 * 11320164352.0 + 2.0 * 129280 * 7168 + 7168;
    QCOMPARE(deepseek.model.params, expected);
    QCOMPARE(deepseek.multiTokenPredictionLayers, 1);
}

void tst_HfConfigImport::mixtureOfExpertsShape()
{
    const auto deepseek = importVendor(QStringLiteral("DeepSeek-V3")).model;
    QCOMPARE(deepseek.experts, 256);
    QCOMPARE(deepseek.activeExperts, 8);
    QCOMPARE(deepseek.ffn, 2048);             // moe_intermediate_size, not intermediate_size
    QCOMPARE(deepseek.denseLayers, 3);        // first_k_dense_replace
    QCOMPARE(deepseek.denseFfn, 18432);       // their MLP is intermediate_size
    QCOMPARE(deepseek.sharedExpertFfn, 2048); // n_shared_experts 1 x moe_intermediate_size
    QCOMPARE(deepseek.kvLoraRank, 512);
    QCOMPARE(deepseek.qkRopeHeadDim, 64);
    QCOMPARE(deepseek.qLoraRank, 1536);
    // The routed experts are what expert parallelism spreads and decode reads in part.
    QCOMPARE(routedExpertParams(deepseek), 256.0 * 58 * 3 * 7168 * 2048);

    const auto lite = importVendor(QStringLiteral("DeepSeek-V2-Lite")).model;
    QCOMPARE(lite.qLoraRank, 0); // q_lora_rank null: queries are not compressed
    QCOMPARE(lite.sharedExpertFfn, 2 * 1408);
    QCOMPARE(lite.denseLayers, 1);

    const auto qwen = importVendor(QStringLiteral("Qwen3-235B-A22B")).model;
    QCOMPARE(qwen.ffn, 1536);
    QCOMPARE(qwen.denseLayers, 0); // mlp_only_layers [] and decoder_sparse_step 1
    QCOMPARE(qwen.sharedExpertFfn, 0);

    const auto scout = importVendor(QStringLiteral("Llama-4-Scout-17B-16E-Instruct"));
    QCOMPARE(scout.model.experts, 16);
    QCOMPARE(scout.model.activeExperts, 1);
    QCOMPARE(scout.model.ffn, 8192);
    QCOMPARE(scout.model.sharedExpertFfn, 8192); // one shared expert per MoE layer
    QCOMPARE(scout.model.denseLayers, 0);        // interleave_moe_layer_step 1
    QVERIFY(scout.visionParams > 0.5e9 && scout.visionParams < 1.0e9);
    QVERIFY(scout.model.activeParams < scout.model.params - scout.visionParams);

    // Qwen1.5-MoE style: decoder_sparse_step 2 puts experts in the odd layers only, and
    // mlp_only_layers [1] takes one of them back: 12 MoE layers of 24 minus one.
    const auto sparse = importHfConfig(fixture(QStringLiteral("qwen2-moe-sparse.json")), "sparse.json");
    QVERIFY(sparse.ok());
    QCOMPARE(sparse->model.denseLayers, 13);
    QCOMPARE(sparse->model.denseFfn, 5632);
    QCOMPARE(sparse->model.sharedExpertFfn, 5632);
}

void tst_HfConfigImport::slidingWindowLayers()
{
    const auto gemma = importVendor(QStringLiteral("gemma-3-27b-it")).model;
    QCOMPARE(gemma.localLayers.size(), std::size_t(52));
    for (const int global : {5, 11, 17, 59})
        QVERIFY(std::find(gemma.localLayers.begin(), gemma.localLayers.end(), global) == gemma.localLayers.end());
    QCOMPARE(gemma.localLayers.front(), 0);
    QCOMPARE(gemma.localLayers.back(), 61);

    const auto oss = importVendor(QStringLiteral("gpt-oss-20b")).model;
    for (const int layer : oss.localLayers)
        QCOMPARE(layer % 2, 0); // layer_types start with sliding_attention

    // use_sliding_window true: layers from max_window_layers on have the window.
    const auto qwen = importHfConfig(fixture(QStringLiteral("qwen2-sliding.json")), "qwen2.json");
    QVERIFY(qwen.ok());
    QCOMPARE(qwen->model.attention, AttentionKind::Mixed);
    QCOMPARE(qwen->model.localLayers.front(), 20);
    QCOMPARE(qwen->model.localLayerCount(), 8);
}

void tst_HfConfigImport::defaultsOfTheModelType()
{
    // gemma-3-27b-it states neither its vocabulary nor tied embeddings nor the layer
    // pattern: Gemma3TextConfig's defaults fill them in, and the preview says so.
    const auto gemma = importVendor(QStringLiteral("gemma-3-27b-it"));
    QCOMPARE(gemma.modelType, std::string("gemma3_text"));
    QCOMPARE(gemma.model.vocab, 262208);
    QVERIFY(gemma.tiedEmbeddings);
    QVERIFY(assumed(gemma, "/text_config/vocab_size", "Gemma3TextConfig"));
    QVERIFY(assumed(gemma, "/text_config/sliding_window_pattern", "Gemma3TextConfig"));
    QVERIFY(assumed(gemma, "/text_config/tie_word_embeddings", "Gemma3TextConfig"));
    // What the file states is read, not assumed.
    QVERIFY(!assumed(gemma, "/text_config/sliding_window", ""));
    QVERIFY(std::find(gemma.readKeys.begin(), gemma.readKeys.end(), "/text_config/sliding_window") !=
            gemma.readKeys.end());

    const auto llama = importVendor(QStringLiteral("Meta-Llama-3-8B"));
    QVERIFY(!llama.tiedEmbeddings); // stated false
    QVERIFY(
        assumed(importVendor(QStringLiteral("Mixtral-8x7B-v0.1")), "/head_dim", "hidden_size / num_attention_heads"));
}

void tst_HfConfigImport::legacyKeys()
{
    // falcon-40b: RefinedWeb's n_layer / n_head / n_head_kv, no intermediate_size (4 x
    // hidden) and no max_position_embeddings (2,048).
    const auto falcon = importVendor(QStringLiteral("falcon-40b"));
    QCOMPARE(falcon.model.layers, 60);
    QCOMPARE(falcon.model.heads, 128);
    QCOMPARE(falcon.model.kvHeads, 8);
    QCOMPARE(falcon.model.headDim, 64);
    QCOMPARE(falcon.model.ffn, 4 * 8192);
    QVERIFY(!falcon.model.gatedFfn);
    QCOMPARE(falcon.model.maxContext, 2048);
    QVERIFY(assumed(falcon, "/intermediate_size", "4 x hidden_size"));
    QVERIFY(assumed(falcon, "/max_position_embeddings", "RWConfig"));
    // falcon-40b by hand (tied, RWConfig): attention 8192 x (128 + 2 x 8) x 64 + 8192 x 8192
    // = 142,606,336 per layer, MLP 2 x 8192 x 32768 = 536,870,912, norms 16,384; 60 layers
    // 40,769,617,920 + embeddings 65,024 x 8,192 (532,676,608) + 8,192 = 41,302,302,720 (the
    // 41.8 B usually quoted counts the tied output head a second time).
    QCOMPARE(falcon.model.params, 41302302720.0);

    // falcon-7b's RefinedWebModel: multi_query means one KV head.
    const auto seven = importHfConfig(fixture(QStringLiteral("falcon-7b.json")), "falcon-7b.json");
    QVERIFY(seven.ok());
    QCOMPARE(seven->model.kvHeads, 1);
    QCOMPARE(seven->model.heads, 71);
}

void tst_HfConfigImport::quantizationSuggestsPrecision()
{
    const auto deepseek = importVendor(QStringLiteral("DeepSeek-V3"));
    QCOMPARE(deepseek.model.suggestedPrecision, std::string("fp8"));
    QCOMPARE(deepseek.quantizationMethod, std::string("fp8"));
    const auto oss = importVendor(QStringLiteral("gpt-oss-120b"));
    QCOMPARE(oss.model.suggestedPrecision, std::string("fp4"));
    QVERIFY(importVendor(QStringLiteral("Meta-Llama-3-8B")).model.suggestedPrecision.empty());
}

void tst_HfConfigImport::unknownKeysAreListed()
{
    const auto imported = importHfConfig(fixture(QStringLiteral("unknown-keys.json")), "unknown-keys.json");
    QVERIFY(imported.ok()); // not fatal
    QCOMPARE(imported->unknownKeys, (std::vector<std::string>{"/hidden_sizee", "/my_custom_flag"}));
    // Known keys that do not change the size (rope_theta, token ids) are not listed.
    QCOMPARE(imported->model.hidden, 4096);
}

void tst_HfConfigImport::importsShape_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<bool>("gated");
    QTest::addColumn<int>("experts");
    QTest::addColumn<double>("params");       // published total
    QTest::addColumn<double>("activeParams"); // published per-token
    // Published counts: Meta Llama 3 model card 8.03B; Mistral AI Mixtral 46.7B total,
    // 12.9B active; EleutherAI GPT-J 6.05B; Devlin et al. BERT-large 340M (335M exact).
    QTest::newRow("Llama 3 8B (GQA)") << "llama-3-8b.json" << 32 << 8 << 128 << true << 1 << 8.03e9 << 8.03e9;
    QTest::newRow("Mixtral 8x7B (MoE)") << "mixtral-8x7b.json" << 32 << 8 << 128 << true << 8 << 46.7e9 << 12.9e9;
    QTest::newRow("GPT-J 6B (n_inner null)") << "gpt-j-6b.json" << 28 << 16 << 256 << false << 1 << 6.05e9 << 6.05e9;
    QTest::newRow("BERT-large (encoder)") << "bert-large.json" << 24 << 16 << 64 << false << 1 << 0.335e9 << 0.335e9;
    QTest::newRow("Llava (nested text_config)")
        << "llava-nested.json" << 32 << 32 << 128 << true << 1 << 6.76e9 << 6.76e9;
}

void tst_HfConfigImport::importsShape()
{
    QFETCH(QString, file);
    QFETCH(int, layers);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(bool, gated);
    QFETCH(int, experts);
    QFETCH(double, params);
    QFETCH(double, activeParams);
    const auto model = modelFromHfConfig(fixture(file), file.toStdString());
    QVERIFY2(model.ok(), model.ok() ? "" : model.errors().front().pointer.c_str());
    QCOMPARE(model->layers, layers);
    QCOMPARE(model->kvHeads, kvHeads);
    QCOMPARE(model->headDim, headDim);
    QCOMPARE(model->gatedFfn, gated);
    QCOMPARE(model->experts, experts);
    QVERIFY(model->custom);
    // Biases and position embeddings are left out of the count: within 1.5 % (active
    // within 1.5 % too: Mixtral's 12.9 B counts the input embedding, which is a lookup).
    QVERIFY2(std::abs(model->params / params - 1) < 0.015, std::to_string(model->params).c_str());
    QVERIFY2(std::abs(model->activeParams / activeParams - 1) < 0.015, std::to_string(model->activeParams).c_str());
}

void tst_HfConfigImport::importedModelsSaveInAWorkload()
{
    // The wizard saves an imported model inline; it must read back to the same model,
    // window, latent, experts and all.
    for (const auto& file : QDir(vendorFolder).entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const auto imported = importVendor(QFileInfo(file).completeBaseName());
        const nlohmann::json written{{"format", "gpu-atlas-workload"},
                                     {"version", 1},
                                     {"task", "inference"},
                                     {"model", modelToJson(imported.model)},
                                     {"precision", "bf16"}};
        const auto workload = readWorkload(written.dump(), "saved.json", ModelCatalog());
        QVERIFY2(workload.ok(),
                 qPrintable(file + QLatin1Char(' ') +
                            QString::fromStdString(workload.ok() ? "" : workload.errors().front().pointer)));
        QCOMPARE(QString::fromStdString(modelToJson(*workload.value().inlineModel).dump()),
                 QString::fromStdString(modelToJson(imported.model).dump()));
        QCOMPARE(MemoryModel::kvCacheBytes(*workload.value().inlineModel, Precision::FP16, 32768, 1),
                 MemoryModel::kvCacheBytes(imported.model, Precision::FP16, 32768, 1));
    }
}

void tst_HfConfigImport::malformedConfigs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<DiagnosticCode>("code");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("missing hidden size") << "bad-missing-hidden.json" << DiagnosticCode::MissingField << "/hidden_size";
    QTest::newRow("negative layers") << "bad-negative-layers.json" << DiagnosticCode::BelowMinimum
                                     << "/num_hidden_layers";
    QTest::newRow("kv heads do not divide heads")
        << "bad-kv-heads.json" << DiagnosticCode::InconsistentValue << "/num_key_value_heads";
    QTest::newRow("string instead of number") << "bad-wrong-type.json" << DiagnosticCode::WrongType << "/hidden_size";
    QTest::newRow("truncated") << "bad-truncated.json" << DiagnosticCode::JsonSyntax << "";
    QTest::newRow("not an object") << "bad-not-object.json" << DiagnosticCode::WrongType << "";
    QTest::newRow("layer_types of another length")
        << "bad-layer-types-length.json" << DiagnosticCode::InconsistentValue << "/layer_types";
    QTest::newRow("a layer type it cannot model")
        << "bad-layer-types-entry.json" << DiagnosticCode::InconsistentValue << "/layer_types";
    QTest::newRow("mlp_only_layers past the last layer")
        << "bad-mlp-only-layers.json" << DiagnosticCode::InconsistentValue << "/mlp_only_layers/1";
    QTest::newRow("shared experts 20 million wide")
        << "bad-shared-experts-width.json" << DiagnosticCode::InconsistentValue << "/n_shared_experts";
    QTest::newRow("negative window") << "bad-sliding-window.json" << DiagnosticCode::BelowMinimum << "/sliding_window";
    QTest::newRow("kv_lora_rank as text") << "bad-kv-lora-rank.json" << DiagnosticCode::WrongType << "/kv_lora_rank";
    QTest::newRow("quantization_config not an object")
        << "bad-quantization-config.json" << DiagnosticCode::WrongType << "/quantization_config";
}

void tst_HfConfigImport::malformedConfigs()
{
    QFETCH(QString, file);
    QFETCH(DiagnosticCode, code);
    QFETCH(QString, pointer);
    const auto model = modelFromHfConfig(fixture(file), file.toStdString());
    QVERIFY(!model.ok());
    QCOMPARE(model.errors().front().code, code);
    QCOMPARE(QString::fromStdString(model.errors().front().pointer), pointer);
    QCOMPARE(QString::fromStdString(model.errors().front().file), file);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_HfConfigImport)
#include "tst_HfConfigImport.moc"
