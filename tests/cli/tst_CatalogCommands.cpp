// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "support/TestMain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class tst_CatalogCommands : public QObject
{
    Q_OBJECT

private slots:
    void version();
    void gpusJsonListsContractIds();
    void gpuJsonHasDenseAndSparse();
    void gpuTableInChinese();
    void unknownGpuIsBadInput();
    void modelsJson();
    void badCatalogNamesFileAndField_data();
    void badCatalogNamesFileAndField();
    void unknownOptionAndCommand();
    void badLanguage();
    void extraArgumentIsBadInput_data();
    void extraArgumentIsBadInput();
    void emptyFileOptionIsBadInput_data();
    void emptyFileOptionIsBadInput();
    void modelsChecksCatalog();
    void gpusTableNamesTheLink();
    void unwritableOutputIsFailure_data();
    void unwritableOutputIsFailure();
};

void tst_CatalogCommands::version()
{
    const auto run = runCli({QStringLiteral("--version")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.trimmed(), QStringLiteral("gpu-atlas-cli " GPUATLAS_VERSION));
}

void tst_CatalogCommands::gpusJsonListsContractIds()
{
    const auto run = runCli({QStringLiteral("gpus"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const auto list = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QStringList ids;
    for (const auto& item : list)
        ids << item.toObject().value(QStringLiteral("id")).toString();
    for (const char* id :
         {"h100-sxm", "h100-pcie", "h100-nvl", "h200-sxm", "b200", "a100-sxm-80gb", "a100-pcie-40gb", "a100-pcie-80gb",
          "rtx-a6000", "l40s", "l40", "l4", "a10", "a40", "rtx-6000-ada", "rtx-4090", "mi300x"})
        QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    // Addition of 3 December 2026: every GPU says which of its figures no vendor document covers.
    for (const auto& item : list) {
        const auto gpu = item.toObject();
        QVERIFY2(gpu.value(QStringLiteral("unverified")).isArray(),
                 qPrintable(gpu.value(QStringLiteral("id")).toString()));
    }
}

void tst_CatalogCommands::gpuJsonHasDenseAndSparse()
{
    const auto run = runCli({QStringLiteral("gpu"), QStringLiteral("l40s"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const auto gpu = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(gpu.value(QStringLiteral("nvlink_gbs")).toDouble(), 0.0);
    QCOMPARE(gpu.value(QStringLiteral("memory_gb")).toDouble(), 48.0);
    const auto bf16 = gpu.value(QStringLiteral("tensor_tflops")).toObject().value(QStringLiteral("bf16")).toObject();
    QCOMPARE(bf16.value(QStringLiteral("dense")).toDouble(), 362.05);
    QCOMPARE(bf16.value(QStringLiteral("sparse")).toDouble(), 733.0);
    QVERIFY(gpu.value(QStringLiteral("tensor_tflops")).toObject().value(QStringLiteral("fp4")).isNull());
    QVERIFY(!gpu.value(QStringLiteral("sources")).toArray().isEmpty());

    const auto a100 = runCli({QStringLiteral("gpu"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("--json")});
    const auto tensor =
        QJsonDocument::fromJson(a100.out.toUtf8()).object().value(QStringLiteral("tensor_tflops")).toObject();
    QVERIFY(tensor.value(QStringLiteral("fp8")).isNull());
}

void tst_CatalogCommands::gpuTableInChinese()
{
    const auto run =
        runCli({QStringLiteral("gpu"), QStringLiteral("l40s"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("显存")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("NVIDIA L40S")));
    const auto traditional = runCli({QStringLiteral("gpus"), QStringLiteral("--lang"), QStringLiteral("zh_TW")});
    QCOMPARE(traditional.exitCode, 0);
    QVERIFY2(traditional.out.contains(QStringLiteral("顯存")), qPrintable(traditional.out));
}

void tst_CatalogCommands::unknownGpuIsBadInput()
{
    const auto run = runCli({QStringLiteral("gpu"), QStringLiteral("h1000")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("h1000")));
    QCOMPARE(run.err.trimmed().count(QLatin1Char('\n')), 0); // one line
    QVERIFY(run.out.isEmpty());
}

void tst_CatalogCommands::modelsJson()
{
    const auto run = runCli({QStringLiteral("models"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const auto list = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QStringList ids;
    for (const auto& item : list)
        ids << item.toObject().value(QStringLiteral("id")).toString();
    for (const char* id : {"bert-large", "resnet-50", "gpt-j-6b", "llama-2-7b", "llama-2-13b", "llama-2-70b",
                           "llama-3-8b", "llama-3-70b", "mistral-7b", "mixtral-8x7b", "gpt-3-175b", "sdxl"})
        QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
}

void tst_CatalogCommands::badCatalogNamesFileAndField_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing") << "missing-field.json"
                             << "missing-field.json: /gpus/1/memory_gb: the required field \"memory_gb\" is missing";
    QTest::newRow("negative")
        << "negative-number.json"
        << "negative-number.json: /gpus/1/memory_bandwidth_gbs: must be greater than 0 (found -2039)";
    QTest::newRow("type") << "wrong-type.json"
                          << "wrong-type.json: /gpus/0/memory_gb: must be of type number, not string";
    QTest::newRow("unknown")
        << "unknown-field.json"
        << "unknown-field.json: /gpus/0/memroy_gb: unknown field \"memroy_gb\" (check the spelling)";
    QTest::newRow("duplicate") << "duplicate-id.json"
                               << "duplicate-id.json: /gpus/1/id: the id \"l40s\" is used twice (first at /gpus/0)";
    QTest::newRow("sparsity") << "sparse-not-double.json"
                              << "sparse-not-double.json: /gpus/1/tensor_tflops/fp16/sparse: "
                                 "the sparse figure 400 should be twice the dense figure 312";
    QTest::newRow("unverified") << "unknown-unverified.json"
                                << "unknown-unverified.json: /gpus/1/unverified/1: \"/tensor_tflops/fp4\" is not "
                                   "allowed; use one of: fp32_tflops, fp64_tflops, ";
    QTest::newRow("syntax") << "truncated.json"
                            << "truncated.json: the file is not valid JSON (error at byte";
    QTest::newRow("not found") << "no-such-file.json"
                               << "no-such-file.json: the file does not exist";
}

void tst_CatalogCommands::badCatalogNamesFileAndField()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const QString dir = QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog");
    const auto run = runCli(
        {QStringLiteral("gpus"), QStringLiteral("--catalog"), file, QStringLiteral("--lang"), QStringLiteral("en")},
        dir);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(expected), qPrintable(run.err));
    QCOMPARE(run.err.trimmed().count(QLatin1Char('\n')), 0);
    QVERIFY(run.out.isEmpty());
}

void tst_CatalogCommands::unknownOptionAndCommand()
{
    QCOMPARE(runCli({QStringLiteral("gpus"), QStringLiteral("--jsn")}).exitCode, 2);
    QCOMPARE(runCli({QStringLiteral("frobnicate")}).exitCode, 2);
    QCOMPARE(runCli({}).exitCode, 2);
}

void tst_CatalogCommands::badLanguage()
{
    const auto run = runCli({QStringLiteral("gpus"), QStringLiteral("--lang"), QStringLiteral("fr")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("fr")));
}

void tst_CatalogCommands::extraArgumentIsBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("gpus") << QStringList{QStringLiteral("gpus"), QStringLiteral("extra")}
                          << "gpus: unexpected argument \"extra\"";
    QTest::newRow("models") << QStringList{QStringLiteral("models"), QStringLiteral("extra")}
                            << "models: unexpected argument \"extra\"";
    QTest::newRow("--version") << QStringList{QStringLiteral("--version"), QStringLiteral("extra")}
                               << "--version: unexpected argument \"extra\"";
    QTest::newRow("gpu") << QStringList{QStringLiteral("gpu"), QStringLiteral("h100-sxm"), QStringLiteral("extra")}
                         << "gpu: give exactly one GPU id";
}

void tst_CatalogCommands::extraArgumentIsBadInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto run = runCli(arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith(message), qPrintable(run.err));
}

void tst_CatalogCommands::emptyFileOptionIsBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("gpus --catalog") << QStringList{QStringLiteral("gpus"), QStringLiteral("--catalog"), QString()}
                                    << "--catalog: no file given\n";
    QTest::newRow("gpu --catalog") << QStringList{QStringLiteral("gpu"), QStringLiteral("l4"),
                                                  QStringLiteral("--catalog"), QStringLiteral(" ")}
                                   << "--catalog: no file given\n";
    QTest::newRow("chart --out") << QStringList{QStringLiteral("chart"),  QStringLiteral("radar"),
                                                QStringLiteral("--gpus"), QStringLiteral("l4"),
                                                QStringLiteral("--out"),  QString()}
                                 << "--out: no file given\n";
}

void tst_CatalogCommands::emptyFileOptionIsBadInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto run = runCli(arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    // chart starts a QApplication, which may warn about XDG_RUNTIME_DIR first.
    QVERIFY2(run.err.endsWith(message) && run.err.count(message) == 1, qPrintable(run.err));
}

// models does not use the GPU catalogue, but checks a --catalog given to it.
void tst_CatalogCommands::modelsChecksCatalog()
{
    const QString bad = QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog/truncated.json");
    const auto run = runCli(
        {QStringLiteral("models"), QStringLiteral("--catalog"), bad, QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith(bad + QStringLiteral(": ")), qPrintable(run.err));
    const auto good = runCli({QStringLiteral("models"), QStringLiteral("--json"), QStringLiteral("--catalog"),
                              QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog/valid.json")});
    QCOMPARE(good.exitCode, 0);
    QVERIFY(QJsonDocument::fromJson(good.out.toUtf8()).array().size() >= 12);
}

// AMD's Infinity Fabric is no NVLink: the table names the link, the JSON keeps nvlink_gbs 0.
void tst_CatalogCommands::gpusTableNamesTheLink()
{
    const auto run = runCli({QStringLiteral("gpus"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(QLatin1Char('\n'));
    QVERIFY(lines.first().contains(QStringLiteral("GPU link")));
    QVERIFY(!lines.first().contains(QStringLiteral("NVLink")));
    const auto row = [&](const QString& id) {
        for (const QString& line : lines) {
            if (line.startsWith(id + QLatin1Char(' ')))
                return line;
        }
        return QString();
    };
    QVERIFY2(row(QStringLiteral("mi300x")).contains(QStringLiteral("Infinity Fabric 896")),
             qPrintable(row(QStringLiteral("mi300x"))));
    QVERIFY2(row(QStringLiteral("h100-sxm")).contains(QStringLiteral("NVLink 900")),
             qPrintable(row(QStringLiteral("h100-sxm"))));
    QVERIFY2(row(QStringLiteral("l40s")).trimmed().endsWith(QStringLiteral("none")),
             qPrintable(row(QStringLiteral("l40s"))));

    const auto json = runCli({QStringLiteral("gpu"), QStringLiteral("mi300x"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("nvlink_gbs")).toDouble(), 0.0);
}

void tst_CatalogCommands::unwritableOutputIsFailure_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("gpus --json") << QStringList{QStringLiteral("gpus"), QStringLiteral("--json")};
    QTest::newRow("gpus") << QStringList{QStringLiteral("gpus")};
    QTest::newRow("gpu") << QStringList{QStringLiteral("gpu"), QStringLiteral("l4")};
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
}

// `gpus --json > /dev/full` used to exit 0 with nothing written.
void tst_CatalogCommands::unwritableOutputIsFailure()
{
#ifdef Q_OS_LINUX
    QFETCH(QStringList, arguments);
    if (!QFile::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full");
    QProcess process;
    process.setProgram(QStringLiteral(GPUATLAS_CLI_PATH));
    process.setArguments(arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start();
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.startsWith(QStringLiteral("cannot write the output: ")), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
#else
    QSKIP("needs /dev/full");
#endif
}

GPUATLAS_TEST_GUILESS_MAIN(tst_CatalogCommands)
#include "tst_CatalogCommands.moc"
