// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/core/Workload.h"
#include "engine/io/WorkloadJson.h"
#include "support/TestMain.h"

#include <QTest>

#include <utility>

using namespace gpuatlas::engine;
using enginetest::Data;

Q_DECLARE_METATYPE(DiagnosticCode)

namespace {

QString fixture(const QString& name)
{
    return QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/") + name;
}

Result<Workload> read(const QString& name)
{
    return readWorkload(enginetest::readFile(fixture(name)), name.toStdString(), Data::shipped().models);
}

} // namespace

class tst_Workload : public QObject
{
    Q_OBJECT

private slots:
    void goodFilesRoundTrip_data();
    void goodFilesRoundTrip();
    void fieldsAreRead();
    void badFiles_data();
    void badFiles();
    void kvPrecisionDefaults();
    void gpuCountIsKeptOnlyWhenPinned();
    void gpuCountBelowOneIsRefused();
};

void tst_Workload::goodFilesRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    for (const char* name : {"chat-llama3-8b.json", "serve-13b-load.json", "train-13b.json", "qlora-inline.json"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void tst_Workload::goodFilesRoundTrip()
{
    QFETCH(QString, file);
    const auto first = read(file);
    QVERIFY2(first.ok(), first.ok() ? "" : first.errors().front().pointer.c_str());
    const nlohmann::json written = workloadToJson(first.value());
    const auto second = readWorkload(written.dump(), "written.json", Data::shipped().models);
    QVERIFY2(second.ok(), second.ok() ? "" : second.errors().front().pointer.c_str());
    const nlohmann::json again = workloadToJson(second.value());
    QVERIFY2(again == written, again.dump().c_str());
}

void tst_Workload::fieldsAreRead()
{
    const Workload serve = read(QStringLiteral("serve-13b-load.json")).value();
    QCOMPARE(serve.modelId, std::string("llama-2-13b"));
    QVERIFY(!serve.inference.batch); // "max"
    QCOMPARE(*serve.inference.requestsPerS, 1.0);
    QCOMPARE(*serve.inference.kvPrecision, Precision::FP8);
    QCOMPARE(serve.priorities.cost, 3.0);
    const Workload qlora = read(QStringLiteral("qlora-inline.json")).value();
    QVERIFY(qlora.inlineModel);
    QCOMPARE(qlora.inlineModel->kvHeads, 8);
    QCOMPARE(qlora.inlineModel->headDim, 128);
    QCOMPARE(qlora.training.method, FinetuneMethod::Qlora);
    QCOMPARE(qlora.training.optimizer, Optimizer::AdamW8bit);
    QCOMPARE(qlora.constraints.setting, Setting::Workstation);
    const Workload train = read(QStringLiteral("train-13b.json")).value();
    QCOMPARE(train.gpus.size(), std::size_t(4));
    QCOMPARE(*train.constraints.deadlineHours, 48.0);
}

void tst_Workload::badFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<DiagnosticCode>("code");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("unknown key") << "bad-unknown-key.json" << DiagnosticCode::UnknownField << "/inference/batchsize";
    QTest::newRow("bad precision") << "bad-precision.json" << DiagnosticCode::NotInEnum << "/precision";
    QTest::newRow("unknown model") << "bad-model.json" << DiagnosticCode::UnknownModel << "/model";
    QTest::newRow("batch 0") << "bad-batch.json" << DiagnosticCode::BelowMinimum << "/inference/batch";
    QTest::newRow("batch \"min\"") << "bad-batch-string.json" << DiagnosticCode::PatternMismatch << "/inference/batch";
    QTest::newRow("ZeRO stage 4") << "bad-zero-stage.json" << DiagnosticCode::AboveMaximum << "/training/zero_stage";
    QTest::newRow("truncated") << "bad-truncated.json" << DiagnosticCode::JsonSyntax << "";
    QTest::newRow("kv_heads does not divide heads")
        << "bad-kv-heads.json" << DiagnosticCode::InconsistentValue << "/model/kv_heads";
}

void tst_Workload::badFiles()
{
    QFETCH(QString, file);
    QFETCH(DiagnosticCode, code);
    QFETCH(QString, pointer);
    const auto result = read(file);
    QVERIFY(!result.ok());
    const auto& error = result.errors().front();
    QCOMPARE(error.code, code);
    QCOMPARE(QString::fromStdString(error.pointer), pointer);
    QCOMPARE(QString::fromStdString(error.file), file);
}

void tst_Workload::kvPrecisionDefaults()
{
    Workload w;
    const std::pair<Precision, Precision> defaults[] = {
        {Precision::FP16, Precision::FP16}, {Precision::BF16, Precision::BF16}, {Precision::FP8, Precision::FP8},
        {Precision::INT8, Precision::FP16}, {Precision::INT4, Precision::FP16}, {Precision::FP32, Precision::FP32}};
    for (const auto& [precision, kv] : defaults) {
        w.precision = precision;
        QCOMPARE(w.effectiveKvPrecision(), kv);
    }
    w.inference.kvPrecision = Precision::INT8;
    QCOMPARE(w.effectiveKvPrecision(), Precision::INT8);
}

void tst_Workload::gpuCountIsKeptOnlyWhenPinned()
{
    Workload pinned = read(QStringLiteral("chat-llama3-8b.json")).value();
    QVERIFY(!pinned.constraints.gpuCount);
    // Without a pin the key is not written: such a file stays readable by versions before it.
    QVERIFY(!workloadToJson(pinned)["constraints"].contains("gpu_count"));
    pinned.constraints.gpuCount = 4;
    const nlohmann::json written = workloadToJson(pinned);
    QCOMPARE(written["constraints"]["gpu_count"].get<int>(), 4);
    const auto again = readWorkload(written.dump(), "pinned.json", Data::shipped().models);
    QVERIFY(again.ok());
    QCOMPARE(again.value().constraints.gpuCount, std::optional<int>(4));
}

void tst_Workload::gpuCountBelowOneIsRefused()
{
    nlohmann::json document = workloadToJson(read(QStringLiteral("chat-llama3-8b.json")).value());
    for (const auto& [value, code] : {std::pair{nlohmann::json(0), DiagnosticCode::BelowMinimum},
                                      std::pair{nlohmann::json(2.5), DiagnosticCode::WrongType},
                                      std::pair{nlohmann::json("auto"), DiagnosticCode::WrongType}}) {
        document["constraints"]["gpu_count"] = value;
        const auto result = readWorkload(document.dump(), "bad-count.json", Data::shipped().models);
        QVERIFY2(!result.ok(), value.dump().c_str());
        QCOMPARE(result.errors().front().code, code);
        QCOMPARE(result.errors().front().pointer, std::string("/constraints/gpu_count"));
    }
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Workload)
#include "tst_Workload.moc"
