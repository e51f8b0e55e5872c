// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "support/TestMain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString workload(const char* name)
{
    return QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/") + QString::fromLatin1(name);
}

QJsonDocument parse(const CliRun& run)
{
    return QJsonDocument::fromJson(run.out.toUtf8());
}

} // namespace

class tst_EstimateCommands : public QObject
{
    Q_OBJECT

private slots:
    void estimateJson();
    void estimateChoosesCount();
    void estimateTable();
    void recommendRanksCandidates();
    void recommendUsesWorkloadGpusAndTop();
    void recommendWithCatalog();
    void recommendInEveryLanguage_data();
    void recommendInEveryLanguage();
    void badInput_data();
    void badInput();
    void recommendRanksEachGpuOnce();
    void duplicateKeyIsRefused();
};

void tst_EstimateCommands::estimateJson()
{
    const CliRun run =
        runCli({QStringLiteral("estimate"), QStringLiteral("--workload"), workload("chat-llama3-8b.json"),
                QStringLiteral("--gpu"), QStringLiteral("h100-sxm"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject out = parse(run).object();
    QCOMPARE(out[QStringLiteral("gpu")].toString(), QStringLiteral("h100-sxm"));
    QCOMPARE(out[QStringLiteral("count")].toInt(), 1);
    QCOMPARE(out[QStringLiteral("precision_used")].toString(), QStringLiteral("fp16"));
    QVERIFY(out[QStringLiteral("feasible")].toBool());
    const QJsonObject memory = out[QStringLiteral("memory")].toObject();
    QVERIFY(qAbs(memory[QStringLiteral("weights_gb")].toDouble() - 16.06) < 0.01);
    const QJsonObject perf = out[QStringLiteral("performance")].toObject();
    QCOMPARE(perf[QStringLiteral("bottleneck")].toString(), QStringLiteral("memory-bandwidth"));
    QVERIFY(perf[QStringLiteral("tokens_per_s")].toDouble() > 50);
    QVERIFY(perf[QStringLiteral("images_per_s")].isNull());
    const QJsonArray reasons = out[QStringLiteral("reasons")].toArray();
    QVERIFY(!reasons.isEmpty());
    QCOMPARE(reasons[0].toObject()[QStringLiteral("code")].toString(), QStringLiteral("kv-precision"));
    QVERIFY(!reasons[0].toObject()[QStringLiteral("message")].toString().isEmpty());
    QCOMPARE(out[QStringLiteral("cost")].toObject()[QStringLiteral("usd_per_hour")].toDouble(), 3.39);
}

void tst_EstimateCommands::estimateChoosesCount()
{
    const CliRun automatic =
        runCli({QStringLiteral("estimate"), QStringLiteral("--workload"), workload("train-13b.json"),
                QStringLiteral("--gpu"), QStringLiteral("h100-sxm"), QStringLiteral("--json")});
    QCOMPARE(automatic.exitCode, 0);
    QVERIFY(parse(automatic).object()[QStringLiteral("count")].toInt() > 1);
    const CliRun fixed = runCli({QStringLiteral("estimate"), QStringLiteral("--workload"), workload("train-13b.json"),
                                 QStringLiteral("--gpu"), QStringLiteral("h100-sxm"), QStringLiteral("--count"),
                                 QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(fixed.exitCode, 0);
    const QJsonObject one = parse(fixed).object();
    QCOMPARE(one[QStringLiteral("count")].toInt(), 1);
    QVERIFY(!one[QStringLiteral("feasible")].toBool());
    QCOMPARE(one[QStringLiteral("reasons")].toArray()[0].toObject()[QStringLiteral("code")].toString(),
             QStringLiteral("out-of-memory"));
}

void tst_EstimateCommands::estimateTable()
{
    const CliRun run =
        runCli({QStringLiteral("estimate"), QStringLiteral("--workload"), workload("chat-llama3-8b.json"),
                QStringLiteral("--gpu"), QStringLiteral("l40s"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("l40s")));
    QVERIFY(run.out.contains(QStringLiteral("tokens/s")));
    QVERIFY(run.out.contains(QStringLiteral("KV cache stored as FP16")));
}

void tst_EstimateCommands::recommendRanksCandidates()
{
    const CliRun run =
        runCli({QStringLiteral("recommend"), QStringLiteral("--workload"), workload("train-13b.json"),
                QStringLiteral("--gpus"), QStringLiteral("l40s,h100-sxm,a100-sxm-80gb"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray list = parse(run).array();
    QCOMPARE(list.size(), 3);
    QCOMPARE(list[0].toObject()[QStringLiteral("gpu")].toString(), QStringLiteral("h100-sxm"));
    double previous = 101;
    for (const auto& item : list) {
        const double score = item.toObject()[QStringLiteral("score")].toDouble();
        QVERIFY(score <= previous);
        previous = score;
    }
}

void tst_EstimateCommands::recommendUsesWorkloadGpusAndTop()
{
    const CliRun run = runCli({QStringLiteral("recommend"), QStringLiteral("--workload"), workload("train-13b.json"),
                               QStringLiteral("--top"), QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray list = parse(run).array();
    QCOMPARE(list.size(), 2); // of the workload's four "gpus"
    const CliRun all = runCli({QStringLiteral("recommend"), QStringLiteral("--workload"),
                               workload("chat-llama3-8b.json"), QStringLiteral("--json")});
    QCOMPARE(all.exitCode, 0);
    QVERIFY(parse(all).array().size() >= 17); // every GPU of the catalogue
}

void tst_EstimateCommands::recommendWithCatalog()
{
    const CliRun run = runCli({QStringLiteral("recommend"), QStringLiteral("--workload"),
                               workload("chat-llama3-8b.json"), QStringLiteral("--catalog"),
                               QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog/valid.json"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(parse(run).array().size(), 2);
}

void tst_EstimateCommands::recommendInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("zh_CN") << "zh_CN";
    QTest::newRow("zh_TW") << "zh_TW";
}

void tst_EstimateCommands::recommendInEveryLanguage()
{
    QFETCH(QString, language);
    const CliRun run =
        runCli({QStringLiteral("recommend"), QStringLiteral("--workload"), workload("serve-13b-load.json"),
                QStringLiteral("--gpus"), QStringLiteral("h100-sxm,a100-sxm-80gb,rtx-a6000,l40s"),
                QStringLiteral("--lang"), language});
    QCOMPARE(run.exitCode, 0);
    for (const char* id : {"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"})
        QVERIFY(run.out.contains(QString::fromLatin1(id)));
    QVERIFY(run.out.count(QLatin1Char('\n')) > 10);
}

void tst_EstimateCommands::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QString estimate = QStringLiteral("estimate");
    const QString w = QStringLiteral("--workload");
    const QString gpu = QStringLiteral("--gpu");
    QTest::newRow("unknown key") << QStringList{estimate, w, workload("bad-unknown-key.json"), gpu,
                                                QStringLiteral("l40s")}
                                 << "/inference/batchsize";
    QTest::newRow("bad value") << QStringList{estimate, w, workload("bad-zero-stage.json"), gpu, QStringLiteral("l40s")}
                               << "/training/zero_stage";
    QTest::newRow("names the file") << QStringList{estimate, w, workload("bad-precision.json"), gpu,
                                                   QStringLiteral("l40s")}
                                    << "bad-precision.json";
    QTest::newRow("missing file") << QStringList{estimate, w, workload("none.json"), gpu, QStringLiteral("l40s")}
                                  << "none.json";
    QTest::newRow("unknown gpu") << QStringList{estimate, w, workload("chat-llama3-8b.json"), gpu,
                                                QStringLiteral("h900")}
                                 << "h900";
    QTest::newRow("no gpu") << QStringList{estimate, w, workload("chat-llama3-8b.json")} << "--gpu";
    QTest::newRow("no workload") << QStringList{QStringLiteral("recommend")} << "--workload";
    QTest::newRow("count 0") << QStringList{estimate,
                                            w,
                                            workload("chat-llama3-8b.json"),
                                            gpu,
                                            QStringLiteral("l40s"),
                                            QStringLiteral("--count"),
                                            QStringLiteral("0")}
                             << "--count";
    QTest::newRow("unknown candidate") << QStringList{QStringLiteral("recommend"), w, workload("chat-llama3-8b.json"),
                                                      QStringLiteral("--gpus"), QStringLiteral("l40s,nope")}
                                       << "nope";
    QTest::newRow("empty --gpus") << QStringList{QStringLiteral("recommend"), w, workload("chat-llama3-8b.json"),
                                                 QStringLiteral("--gpus"), QString()}
                                  << "--gpus: no GPU id given";
    QTest::newRow("only commas in --gpus")
        << QStringList{QStringLiteral("recommend"), w, workload("chat-llama3-8b.json"), QStringLiteral("--gpus"),
                       QStringLiteral(" , ")}
        << "--gpus: no GPU id given";
    QTest::newRow("empty --workload") << QStringList{estimate, w, QString(), gpu, QStringLiteral("l40s")}
                                      << "--workload: no file given";
    QTest::newRow("empty --catalog") << QStringList{QStringLiteral("recommend"), w, workload("chat-llama3-8b.json"),
                                                    QStringLiteral("--catalog"), QString()}
                                     << "--catalog: no file given";
    QTest::newRow("extra argument") << QStringList{estimate, QStringLiteral("extra"),
                                                   w,        workload("chat-llama3-8b.json"),
                                                   gpu,      QStringLiteral("l40s")}
                                    << "estimate: unexpected argument \"extra\"";
    QTest::newRow("top 0") << QStringList{QStringLiteral("recommend"), w, workload("chat-llama3-8b.json"),
                                          QStringLiteral("--top"), QStringLiteral("0")}
                           << "--top";
}

void tst_EstimateCommands::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(mentions), qPrintable(run.err));
    QCOMPARE(run.err.trimmed().count(QLatin1Char('\n')), 0); // one line
}

// The same GPU named twice, in --gpus or in the workload's "gpus", is ranked once.
void tst_EstimateCommands::recommendRanksEachGpuOnce()
{
    const auto ids = [](const CliRun& run) {
        QStringList out;
        for (const auto& item : parse(run).array())
            out << item.toObject().value(QStringLiteral("gpu")).toString();
        out.sort();
        return out;
    };
    const CliRun option =
        runCli({QStringLiteral("recommend"), QStringLiteral("--workload"), workload("chat-llama3-8b.json"),
                QStringLiteral("--gpus"), QStringLiteral("h100-sxm,h100-sxm, l4 ,l4"), QStringLiteral("--json")});
    QCOMPARE(option.exitCode, 0);
    QCOMPARE(ids(option), (QStringList{QStringLiteral("h100-sxm"), QStringLiteral("l4")}));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile in(workload("chat-llama3-8b.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject object = QJsonDocument::fromJson(in.readAll()).object();
    object.insert(QStringLiteral("gpus"),
                  QJsonArray{QStringLiteral("l4"), QStringLiteral("a10"), QStringLiteral("l4")});
    QFile out(dir.filePath(QStringLiteral("twice.json")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(object).toJson());
    out.close();
    const CliRun file =
        runCli({QStringLiteral("recommend"), QStringLiteral("--workload"), out.fileName(), QStringLiteral("--json")});
    QCOMPARE(file.exitCode, 0);
    QCOMPARE(ids(file), (QStringList{QStringLiteral("a10"), QStringLiteral("l4")}));
}

// "task" given twice used to run the second silently.
void tst_EstimateCommands::duplicateKeyIsRefused()
{
    const QString path = QStringLiteral(GPUATLAS_FIXTURES_DIR "/bad-input/workload/duplicate-key.json");
    const CliRun run = runCli({QStringLiteral("estimate"), QStringLiteral("--workload"), path, QStringLiteral("--gpu"),
                               QStringLiteral("l4"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err, path + QStringLiteral(": /task: the key \"task\" appears twice in the same object\n"));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_EstimateCommands)
#include "tst_EstimateCommands.moc"
