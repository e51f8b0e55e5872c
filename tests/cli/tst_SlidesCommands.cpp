// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "support/TestMain.h"
#include "tests/document/office/OfficePackage.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString workload = QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/chat-llama3-8b.json");

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_SlidesCommands : public QObject
{
    Q_OBJECT

private slots:
    void chineseDeckWithNativeChartsAndTable();
    void reportAsOdt();
    void badArguments_data();
    void badArguments();
};

void tst_SlidesCommands::chineseDeckWithNativeChartsAndTable()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("deck.pptx"));
    const CliRun run = runCli({QStringLiteral("slides"), QStringLiteral("--workload"), workload,
                               QStringLiteral("--out"), out, QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                               QStringLiteral("--gpus"), QStringLiteral("h100-sxm,a100-sxm-80gb,rtx-a6000,l40s")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const OfficePackage package = OfficePackage::read(readAll(out));
    QVERIFY(package.ok);
    const QStringList slides = package.named(QStringLiteral("ppt/slides/slide\\d+\\.xml"));
    QVERIFY(slides.size() >= 5);
    QString charts;
    for (const QString& chart : package.named(QStringLiteral("ppt/charts/chart\\d+\\.xml")))
        charts += QString::fromUtf8(package.parts.value(chart));
    QVERIFY(charts.contains(QStringLiteral("<c:radarChart>")));
    QVERIFY(charts.contains(QStringLiteral("<c:barChart>")));
    QVERIFY(charts.contains(QStringLiteral("NVIDIA L40S")));
    QString text;
    bool table = false;
    for (const QString& slide : slides) {
        text += QString::fromUtf8(package.parts.value(slide));
        table = table || package.parts.value(slide).contains("<a:tbl>");
    }
    QVERIFY(table);
    QVERIFY(text.contains(QStringLiteral("显存")));
    QVERIFY(text.contains(QStringLiteral("lang=\"zh-CN\"")));
}

void tst_SlidesCommands::reportAsOdt()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("r.odt"));
    const CliRun run =
        runCli({QStringLiteral("report"), QStringLiteral("--workload"), workload, QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const OfficePackage package = OfficePackage::read(readAll(out));
    QCOMPARE(package.parts.value(QStringLiteral("mimetype")), QByteArray("application/vnd.oasis.opendocument.text"));
    QVERIFY(package.parts.value(QStringLiteral("content.xml")).contains("GPU recommendation report"));
}

void tst_SlidesCommands::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no workload") << QStringList{QStringLiteral("slides"), QStringLiteral("--out"),
                                                QStringLiteral("OUT")}
                                 << QStringLiteral("--workload");
    QTest::newRow("no out") << QStringList{QStringLiteral("slides"), QStringLiteral("--workload"), workload}
                            << QStringLiteral("--out FILE.pptx");
    QTest::newRow("wrong suffix") << QStringList{QStringLiteral("slides"), QStringLiteral("--workload"), workload,
                                                 QStringLiteral("--out"), QStringLiteral("OUT.ppt")}
                                  << QStringLiteral("use .pptx");
    QTest::newRow("unknown gpu")
        << QStringList{QStringLiteral("slides"), QStringLiteral("--workload"), workload,
                       QStringLiteral("--out"),  QStringLiteral("OUT"),        QStringLiteral("--gpus"),
                       QStringLiteral("nope")}
        << QStringLiteral("nope");
    QTest::newRow("missing workload file")
        << QStringList{QStringLiteral("slides"), QStringLiteral("--workload"), QStringLiteral("/no/such.json"),
                       QStringLiteral("--out"), QStringLiteral("OUT")}
        << QStringLiteral("such.json");
}

void tst_SlidesCommands::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("deck.pptx"));
    for (QString& argument : arguments) {
        if (argument.startsWith(QLatin1String("OUT")))
            argument = out + argument.mid(3);
    }
    // The slides command starts a QGuiApplication, which warns on stderr without a runtime folder.
    QTemporaryDir runtime;
    const CliRun run = runCli(arguments, {}, {QStringLiteral("XDG_RUNTIME_DIR=") + runtime.path()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(run.err.trimmed().count(QLatin1Char('\n')), 0); // one line
    QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot).isEmpty());
}

GPUATLAS_TEST_GUILESS_MAIN(tst_SlidesCommands)
#include "tst_SlidesCommands.moc"
