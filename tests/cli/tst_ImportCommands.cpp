// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-atlas-cli import-config FILE [--json]` through the real program: the vendors'
// config.json files, GGUF headers recognised by their magic bytes, and bad input.
#include "CliRunner.h"
#include "support/TestMain.h"
#include "tests/engine/GgufWriter.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString vendorConfig(const char* name)
{
    return QStringLiteral(GPUATLAS_VENDOR_CONFIGS_DIR "/") + QString::fromLatin1(name) + QStringLiteral(".json");
}

QString fixture(const char* name)
{
    return QStringLiteral(GPUATLAS_FIXTURES_DIR "/hf-config/") + QString::fromLatin1(name);
}

QJsonObject importJson(const QString& path)
{
    const auto run = runCli({QStringLiteral("import-config"), path, QStringLiteral("--json")});
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

bool writeFile(const QString& path, const std::string& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(bytes.data(), static_cast<qint64>(bytes.size())) == static_cast<qint64>(bytes.size());
}

void checkBadInput(const CliRun& run, const QString& file, const QString& pointer)
{
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.count(QLatin1Char('\n')) == 1 && run.err.endsWith(QLatin1Char('\n')), qPrintable(run.err));
    QVERIFY2(run.err.startsWith(file + QLatin1String(": ")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String(": ") + pointer + QLatin1String(": ")), qPrintable(run.err));
}

} // namespace

class tst_ImportCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void qwenMoeJson();
    void deepseekJsonCountsTheLatent();
    void slidingWindowJson();
    void outputPastesIntoAWorkload();
    void ggufByMagicBytes();
    void hugeGgufOpensAtOnce();
    void tableShowsAssumedAndUnknown();
    void tableInChinese();
    void hostileKeysAreEscaped();
    void badInput_data();
    void badInput();
    void wrongArguments();

private:
    QTemporaryDir m_dir;
};

void tst_ImportCommands::qwenMoeJson()
{
    const auto model = importJson(vendorConfig("Qwen3-30B-A3B"));
    // Counts, not billions: 30.5 B total, about 3 B active (routed experts not sent to and
    // the input embedding left out).
    QCOMPARE(model.value(QStringLiteral("params")).toDouble(), 30532110336.0);
    QCOMPARE(model.value(QStringLiteral("active_params")).toDouble(), 3041855488.0);
    QCOMPARE(model.value(QStringLiteral("experts")).toInt(), 128);
    QCOMPARE(model.value(QStringLiteral("active_experts")).toInt(), 8);
    QCOMPARE(model.value(QStringLiteral("ffn")).toInt(), 768);
    QCOMPARE(model.value(QStringLiteral("head_dim")).toInt(), 128);
    QCOMPARE(model.value(QStringLiteral("kv_bytes_per_token")).toDouble(), 98304.0);
    QCOMPARE(model.value(QStringLiteral("attention")).toString(), QStringLiteral("full"));
    QVERIFY(model.contains(QStringLiteral("sliding_window")));
    QVERIFY(model.value(QStringLiteral("sliding_window")).isNull());
    QVERIFY(!model.contains(QStringLiteral("quantization"))); // GGUF only
}

void tst_ImportCommands::deepseekJsonCountsTheLatent()
{
    const auto model = importJson(vendorConfig("DeepSeek-V3"));
    QCOMPARE(model.value(QStringLiteral("attention")).toString(), QStringLiteral("mla"));
    QCOMPARE(model.value(QStringLiteral("kv_bytes_per_token")).toDouble(), 61.0 * 576 * 2);
    QCOMPARE(model.value(QStringLiteral("kv_lora_rank")).toInt(), 512);
    QCOMPARE(model.value(QStringLiteral("dense_layers")).toInt(), 3);
    QCOMPARE(model.value(QStringLiteral("shared_expert_ffn")).toInt(), 2048);
    QCOMPARE(model.value(QStringLiteral("suggested_precision")).toString(), QStringLiteral("fp8"));
    QVERIFY(std::abs(model.value(QStringLiteral("params")).toDouble() / 671e9 - 1) < 0.01);
}

void tst_ImportCommands::slidingWindowJson()
{
    const auto gemma = importJson(vendorConfig("gemma-3-27b-it"));
    QCOMPARE(gemma.value(QStringLiteral("attention")).toString(), QStringLiteral("mixed"));
    QCOMPARE(gemma.value(QStringLiteral("sliding_window")).toInt(), 1024);
    QCOMPARE(gemma.value(QStringLiteral("local_layers")).toArray().size(), 52);
    const auto mistral = importJson(vendorConfig("Mistral-7B-v0.1"));
    QCOMPARE(mistral.value(QStringLiteral("attention")).toString(), QStringLiteral("sliding"));
    QCOMPARE(mistral.value(QStringLiteral("sliding_window")).toInt(), 4096);
}

void tst_ImportCommands::outputPastesIntoAWorkload()
{
    // The printed object is the workload's inline model: pasted as it is, it estimates.
    for (const char* name : {"DeepSeek-V3", "gpt-oss-120b", "Llama-4-Scout-17B-16E-Instruct"}) {
        const auto model = importJson(vendorConfig(name));
        QVERIFY(!model.isEmpty());
        const QJsonObject workload{{QStringLiteral("format"), QStringLiteral("gpu-atlas-workload")},
                                   {QStringLiteral("version"), 1},
                                   {QStringLiteral("task"), QStringLiteral("inference")},
                                   {QStringLiteral("model"), model},
                                   {QStringLiteral("precision"), QStringLiteral("fp8")}};
        const QString path = m_dir.filePath(QStringLiteral("pasted.json"));
        QVERIFY(writeFile(path, QJsonDocument(workload).toJson().toStdString()));
        const auto run = runCli({QStringLiteral("estimate"), QStringLiteral("--workload"), path,
                                 QStringLiteral("--gpu"), QStringLiteral("h200-sxm"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(QString::fromLatin1(name) + QLatin1Char(' ') + run.err));
        const auto estimate = QJsonDocument::fromJson(run.out.toUtf8()).object();
        const double kvKib = estimate.value(QStringLiteral("memory"))
                                 .toObject()
                                 .value(QStringLiteral("kv_cache_kib_per_token"))
                                 .toDouble();
        // FP8 KV: half the 16-bit figure import-config printed.
        QVERIFY2(std::abs(kvKib - model.value(QStringLiteral("kv_bytes_per_token")).toDouble() / 2 / 1024) < 0.01,
                 name);
    }
}

void tst_ImportCommands::ggufByMagicBytes()
{
    // Named .bin: the magic bytes, not the name, make it a GGUF file.
    const QString path = m_dir.filePath(QStringLiteral("llama3-q4.bin"));
    QVERIFY(writeFile(path, llamaGguf(15)));
    const auto model = importJson(path);
    QCOMPARE(model.value(QStringLiteral("quantization")).toString(), QStringLiteral("Q4_K_M"));
    QCOMPARE(model.value(QStringLiteral("bits_per_weight")).toDouble(), 4.9);
    QCOMPARE(model.value(QStringLiteral("params")).toDouble(), 8030261248.0);
    QCOMPARE(model.value(QStringLiteral("kv_bytes_per_token")).toDouble(), 131072.0);
    QCOMPARE(model.value(QStringLiteral("name")).toString(), QStringLiteral("Meta Llama 3 8B"));
    QCOMPARE(model.value(QStringLiteral("suggested_precision")).toString(), QStringLiteral("int4"));
}

void tst_ImportCommands::hugeGgufOpensAtOnce()
{
    // A 40 GB file (sparse: no disk used) whose header is a real one: only the header is read.
    const QString path = m_dir.filePath(QStringLiteral("big.gguf"));
    QVERIFY(writeFile(path, llamaGguf(7)));
    QFile file(path);
    if (!file.resize(40LL * 1000 * 1000 * 1000))
        QSKIP("this file system cannot hold a sparse 40 GB file");
    QElapsedTimer timer;
    timer.start();
    const auto model = importJson(path);
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(model.value(QStringLiteral("quantization")).toString(), QStringLiteral("Q8_0"));
}

void tst_ImportCommands::tableShowsAssumedAndUnknown()
{
    const auto gemma = runCli({QStringLiteral("import-config"), vendorConfig("gemma-3-27b-it"),
                               QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(gemma.exitCode, 0);
    QVERIFY2(gemma.out.contains(QStringLiteral("Assumed (not in the file):")), qPrintable(gemma.out));
    QVERIFY(gemma.out.contains(QStringLiteral("/text_config/vocab_size = 262208 (transformers Gemma3TextConfig)")));
    QVERIFY(gemma.out.contains(QStringLiteral("sliding window on 52 of 62 layers")));
    QVERIFY(gemma.out.contains(QStringLiteral("496 KiB"))); // 507,904 bytes
    const auto unknown = runCli({QStringLiteral("import-config"), fixture("unknown-keys.json"),
                                 QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(unknown.exitCode, 0);
    const auto listed = unknown.out.mid(unknown.out.indexOf(QStringLiteral("Unknown keys (not used):")));
    QVERIFY2(listed.contains(QStringLiteral("/hidden_sizee")) && listed.contains(QStringLiteral("/my_custom_flag")),
             qPrintable(unknown.out));
    const QString gguf = m_dir.filePath(QStringLiteral("table.gguf"));
    QVERIFY(writeFile(gguf, llamaGguf(18)));
    const auto quantised =
        runCli({QStringLiteral("import-config"), gguf, QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(quantised.out.contains(QStringLiteral("Q6_K, 6.57 bits per weight")), qPrintable(quantised.out));
}

void tst_ImportCommands::tableInChinese()
{
    const auto run = runCli({QStringLiteral("import-config"), vendorConfig("DeepSeek-V3"), QStringLiteral("--lang"),
                             QStringLiteral("zh_CN")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("多头潜在注意力")), qPrintable(run.out));
    QVERIFY(!run.out.contains(QStringLiteral("Assumed (not in the file)")));
}

void tst_ImportCommands::hostileKeysAreEscaped()
{
    // A key with terminal escape codes is listed as unknown, written as \u001b, never sent raw.
    const QString path = m_dir.filePath(QStringLiteral("hostile.json"));
    QVERIFY(writeFile(path, R"({"model_type": "llama", "hidden_size": 1024, "num_hidden_layers": 2,
        "num_attention_heads": 8, "vocab_size": 1000, "\u001b[2Jhello": 1})"));
    const auto run = runCli({QStringLiteral("import-config"), path, QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!run.out.contains(QChar(0x1b)));
    QVERIFY2(run.out.contains(QStringLiteral("\\u001b[2Jhello")), qPrintable(run.out));
}

void tst_ImportCommands::badInput_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("kv heads") << fixture("bad-kv-heads.json") << "/num_key_value_heads";
    QTest::newRow("missing key") << fixture("bad-missing-hidden.json") << "/hidden_size";
    QTest::newRow("layer types") << fixture("bad-layer-types-entry.json") << "/layer_types";
    QTest::newRow("latent as text") << fixture("bad-kv-lora-rank.json") << "/kv_lora_rank";
}

void tst_ImportCommands::badInput()
{
    QFETCH(QString, path);
    QFETCH(QString, pointer);
    checkBadInput(runCli({QStringLiteral("import-config"), path, QStringLiteral("--json")}), path, pointer);
}

void tst_ImportCommands::wrongArguments()
{
    // A cut GGUF header names the file and where it ended.
    const QString cut = m_dir.filePath(QStringLiteral("cut.gguf"));
    QVERIFY(writeFile(cut, llamaGguf().substr(0, 100)));
    const auto truncated =
        runCli({QStringLiteral("import-config"), cut, QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(truncated.exitCode, 2);
    QVERIFY2(truncated.err.startsWith(cut + QLatin1String(": /")), qPrintable(truncated.err));
    QVERIFY2(truncated.err.contains(QStringLiteral("ends too early")), qPrintable(truncated.err));
    // A file that is not there, no file, two files.
    const auto missing = runCli({QStringLiteral("import-config"), m_dir.filePath(QStringLiteral("none.json"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains(QStringLiteral("none.json")));
    const auto none = runCli({QStringLiteral("import-config"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(none.err.startsWith(QStringLiteral("import-config: give exactly one file")));
    QCOMPARE(runCli({QStringLiteral("import-config"), vendorConfig("Qwen3-8B"), vendorConfig("Yi-34B")}).exitCode, 2);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_ImportCommands)
#include "tst_ImportCommands.moc"
