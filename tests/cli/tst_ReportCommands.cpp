// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "support/Files.h"
#include "support/TestMain.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using gpuatlas::testing::readAll;

namespace {

const QString chat = QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/chat-llama3-8b.json");
const QString training = QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/train-13b.json");

} // namespace

class tst_ReportCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void writesEachFormat_data();
    void writesEachFormat();
    void chineseReport();
    void badWorkloadWritesNothing_data();
    void badWorkloadWritesNothing();
    void badArguments_data();
    void badArguments();
    void unwritableIsAFailure();

private:
    QTemporaryDir m_dir;
};

void tst_ReportCommands::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_ReportCommands::writesEachFormat_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QByteArray>("start");
    QTest::newRow("pdf") << QStringLiteral("chat.pdf") << chat << QByteArray("%PDF-");
    QTest::newRow("html") << QStringLiteral("chat.html") << chat << QByteArray("<!DOCTYPE html>");
    QTest::newRow("md") << QStringLiteral("chat.md") << chat << QByteArray("# GPU recommendation report");
    QTest::newRow("training pdf") << QStringLiteral("train.pdf") << training << QByteArray("%PDF-");
}

void tst_ReportCommands::writesEachFormat()
{
    QFETCH(QString, file);
    QFETCH(QString, workload);
    QFETCH(QByteArray, start);
    const QString out = m_dir.filePath(file);
    const auto run = runCli({QStringLiteral("report"), QStringLiteral("--workload"), workload, QStringLiteral("--out"),
                             out, QStringLiteral("--gpus"), QStringLiteral("h100-sxm,a100-sxm-80gb,l40s"),
                             QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.err.isEmpty() || !run.err.contains(QStringLiteral("rror")));
    const QByteArray bytes = readAll(out);
    QVERIFY2(bytes.startsWith(start), bytes.left(40).constData());
    if (file.endsWith(QLatin1String(".pdf")))
        return;
    // --gpus limits the candidates: the three GPUs, and no other.
    QVERIFY(bytes.contains("NVIDIA H100 SXM"));
    QVERIFY(bytes.contains("NVIDIA L40S"));
    QVERIFY(!bytes.contains("NVIDIA RTX A6000"));
    if (file.endsWith(QLatin1String(".md")))
        QVERIFY(!QImage(m_dir.filePath(QStringLiteral("chat-charts/memory.png"))).isNull());
}

void tst_ReportCommands::chineseReport()
{
    const QString out = m_dir.filePath(QStringLiteral("zh.html"));
    const auto run = runCli({QStringLiteral("report"), QStringLiteral("--workload"), chat, QStringLiteral("--out"), out,
                             QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString html = QString::fromUtf8(readAll(out));
    QVERIFY(html.contains(QStringLiteral("lang=\"zh-CN\"")));
    // Dates and the engine's words in Chinese (the app's own translation).
    QVERIFY(html.contains(QStringLiteral("年")));
}

void tst_ReportCommands::badWorkloadWritesNothing_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown key") << QStringLiteral("bad-unknown-key.json") << QStringLiteral("bad-unknown-key.json");
    QTest::newRow("truncated") << QStringLiteral("bad-truncated.json") << QStringLiteral("bad-truncated.json");
    QTest::newRow("unknown model") << QStringLiteral("bad-model.json") << QStringLiteral("/model");
    QTest::newRow("missing file") << QStringLiteral("no-such-file.json") << QStringLiteral("no-such-file.json");
}

void tst_ReportCommands::badWorkloadWritesNothing()
{
    QFETCH(QString, fixture);
    QFETCH(QString, named);
    for (const char* suffix : {"pdf", "html", "md"}) {
        const QString out = m_dir.filePath(QStringLiteral("bad.") + QLatin1String(suffix));
        const auto run =
            runCli({QStringLiteral("report"), QStringLiteral("--workload"),
                    QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/") + fixture, QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(named), qPrintable(run.err));
        // One line on stderr (besides Qt's own notes about the environment).
        QStringList lines = run.err.trimmed().split(QLatin1Char('\n'));
        lines.removeIf([](const QString& line) { return line.startsWith(QLatin1String("QStandardPaths:")); });
        QCOMPARE(lines.size(), 1);
        QVERIFY(!QFile::exists(out));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("bad-charts"))));
    }
}

void tst_ReportCommands::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("--out");
    QTest::newRow("no workload") << QStringList{out, QStringLiteral("x.pdf")} << QStringLiteral("--workload");
    QTest::newRow("no out") << QStringList{QStringLiteral("--workload"), chat} << QStringLiteral("--out");
    QTest::newRow("unknown type") << QStringList{QStringLiteral("--workload"), chat, out, QStringLiteral("x.docx")}
                                  << QStringLiteral("docx");
    QTest::newRow("unknown gpu")
        << QStringList{QStringLiteral("--workload"),   chat, out, QStringLiteral("x.pdf"), QStringLiteral("--gpus"),
                       QStringLiteral("h100-sxm,nope")}
        << QStringLiteral("nope");
    QTest::newRow("bad language")
        << QStringList{QStringLiteral("--workload"), chat, out, QStringLiteral("x.pdf"), QStringLiteral("--lang"),
                       QStringLiteral("fr")}
        << QStringLiteral("fr");
}

void tst_ReportCommands::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto run = runCli(QStringList{QStringLiteral("report")} + arguments, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.pdf"))));
}

void tst_ReportCommands::unwritableIsAFailure()
{
    const QString out = m_dir.filePath(QStringLiteral("no/such/folder/report.pdf"));
    const auto run =
        runCli({QStringLiteral("report"), QStringLiteral("--workload"), chat, QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(QStringLiteral("report.pdf")));
    QVERIFY(!QFile::exists(out));
}

GPUATLAS_TEST_MAIN(tst_ReportCommands)
#include "tst_ReportCommands.moc"
