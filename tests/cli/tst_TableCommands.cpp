// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "support/TestMain.h"
#include "tests/CsvReader.h"
#include "tests/document/office/OfficePackage.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QList<QStringList> csvRows(const QString& path, bool* ok)
{
    const QByteArray bytes = readAll(path);
    *ok = bytes.startsWith("\xEF\xBB\xBF");
    bool parsed = false;
    const auto rows = parseCsv(QString::fromUtf8(bytes.mid(3)), &parsed);
    *ok = *ok && parsed;
    return rows;
}

} // namespace

class tst_TableCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void csvOfTheChosenGpus();
    void everyGpuWithoutGpus();
    void markdownAndHtml();
    void workbookHasNumbersAndAChart();
    void chineseHeaders();
    void ownCatalogue();
    void hostileCatalogueHasNoFormula();
    void usageNamesTable();
    void badInputWritesNothing_data();
    void badInputWritesNothing();
    void unwritablePath();

private:
    QTemporaryDir m_dir;
};

void tst_TableCommands::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_TableCommands::csvOfTheChosenGpus()
{
    const QString out = m_dir.filePath(QStringLiteral("specs.csv"));
    const auto run =
        runCli({QStringLiteral("table"), QStringLiteral("--gpus"), QStringLiteral("h100-sxm, l40s,h100-sxm"),
                QStringLiteral("--out"), out, QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    bool ok = false;
    const auto rows = csvRows(out, &ok);
    QVERIFY(ok);
    // The header and one row per GPU, in the order given, each once.
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[1].front(), QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(rows[2].front(), QStringLiteral("NVIDIA L40S"));
    // Raw numbers a spreadsheet reads back: the FP16 dense rate and the bandwidth.
    const int fp16 = static_cast<int>(rows[0].indexOf(QStringLiteral("FP16 Tensor (TFLOPS)")));
    QVERIFY2(fp16 > 0, qPrintable(rows[0].join(QLatin1Char('|'))));
    QCOMPARE(rows[1][fp16], QStringLiteral("989.4"));
    QCOMPARE(rows[2][fp16], QStringLiteral("362.05"));
}

void tst_TableCommands::workbookHasNumbersAndAChart()
{
    const QString out = m_dir.filePath(QStringLiteral("specs.xlsx"));
    const auto run = runCli({QStringLiteral("table"), QStringLiteral("--gpus"), QStringLiteral("h100-sxm,l40s"),
                             QStringLiteral("--out"), out, QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const OfficePackage package = OfficePackage::read(readAll(out));
    QVERIFY(package.ok);
    QVERIFY(package.parts.contains(QStringLiteral("xl/workbook.xml")));
    QVERIFY(!package.named(QStringLiteral("xl/charts/chart\\d+\\.xml")).isEmpty());
    // The same raw figures as the CSV, as numbers (<v> of a cell without t="s").
    const QByteArray sheet = package.parts.value(QStringLiteral("xl/worksheets/sheet1.xml"));
    QVERIFY(sheet.contains("<v>989.4</v>"));
    QVERIFY(sheet.contains("<v>362.05</v>"));
    QVERIFY(!sheet.contains("<f>"));
}

void tst_TableCommands::everyGpuWithoutGpus()
{
    const auto list = runCli({QStringLiteral("gpus"), QStringLiteral("--json")});
    QCOMPARE(list.exitCode, 0);
    const auto gpus = QJsonDocument::fromJson(list.out.toUtf8()).array();
    QVERIFY(gpus.size() >= 17);
    const QString out = m_dir.filePath(QStringLiteral("all.csv"));
    const auto run = runCli({QStringLiteral("table"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    bool ok = false;
    const auto rows = csvRows(out, &ok);
    QVERIFY(ok);
    QCOMPARE(rows.size(), 1 + gpus.size());
}

void tst_TableCommands::markdownAndHtml()
{
    const QString md = m_dir.filePath(QStringLiteral("specs.markdown"));
    auto run = runCli({QStringLiteral("table"), QStringLiteral("--gpus"), QStringLiteral("a100-sxm-80gb,mi300x"),
                       QStringLiteral("--out"), md});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString markdown = QString::fromUtf8(readAll(md));
    QVERIFY(markdown.startsWith(QStringLiteral("# ")));
    QVERIFY(markdown.contains(QStringLiteral("| NVIDIA A100 SXM 80GB |")));
    QVERIFY(markdown.contains(QStringLiteral("AMD Instinct MI300X")));

    const QString html = m_dir.filePath(QStringLiteral("specs.HTM"));
    run = runCli({QStringLiteral("table"), QStringLiteral("--gpus"), QStringLiteral("a100-sxm-80gb"),
                  QStringLiteral("--out"), html});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString page = QString::fromUtf8(readAll(html));
    QVERIFY(page.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(page.contains(QStringLiteral("<td>NVIDIA A100 SXM 80GB</td>")));
}

void tst_TableCommands::chineseHeaders()
{
    const QString en = m_dir.filePath(QStringLiteral("en.csv"));
    const QString zh = m_dir.filePath(QStringLiteral("zh.csv"));
    for (const auto& [path, language] : {std::pair{en, QStringLiteral("en")}, std::pair{zh, QStringLiteral("zh_CN")}}) {
        const auto run = runCli({QStringLiteral("table"), QStringLiteral("--gpus"), QStringLiteral("l40s"),
                                 QStringLiteral("--out"), path, QStringLiteral("--lang"), language});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }
    bool ok = false;
    const auto english = csvRows(en, &ok);
    QVERIFY(ok);
    const auto chinese = csvRows(zh, &ok);
    QVERIFY(ok);
    // The same figures under translated headers ("显存" is the glossary's GPU memory); only
    // the words of a cell are translated (the market: "Worldwide", 全球).
    QCOMPARE(chinese[1].size(), english[1].size());
    const qsizetype market = english[0].indexOf(QStringLiteral("Market"));
    QVERIFY(market >= 0);
    for (qsizetype column = 0; column < english[1].size(); ++column) {
        if (column != market)
            QCOMPARE(chinese[1][column], english[1][column]);
    }
    QCOMPARE(english[1][market], QStringLiteral("Worldwide"));
    QCOMPARE(chinese[1][market], QStringLiteral("全球"));
    QVERIFY(chinese[0] != english[0]);
    QVERIFY2(chinese[0].join(QLatin1Char('|')).contains(QStringLiteral("显存")),
             qPrintable(chinese[0].join(QLatin1Char('|'))));
}

void tst_TableCommands::ownCatalogue()
{
    const QString out = m_dir.filePath(QStringLiteral("own.csv"));
    const auto run =
        runCli({QStringLiteral("table"), QStringLiteral("--catalog"),
                QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog/valid.json"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    bool ok = false;
    const auto rows = csvRows(out, &ok);
    QVERIFY(ok);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[1].front(), QStringLiteral("NVIDIA L40S"));
    QCOMPARE(rows[2].front(), QStringLiteral("NVIDIA A100 SXM 80GB"));
}

void tst_TableCommands::hostileCatalogueHasNoFormula()
{
    const QString out = m_dir.filePath(QStringLiteral("hostile.csv"));
    const auto run =
        runCli({QStringLiteral("table"), QStringLiteral("--catalog"),
                QStringLiteral(GPUATLAS_FIXTURES_DIR "/hostile/catalog.json"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    bool ok = false;
    const auto rows = csvRows(out, &ok);
    QVERIFY(ok);
    QCOMPARE(rows.size(), 6);
    QVERIFY2(formulaCells(rows).isEmpty(), qPrintable(formulaCells(rows).join(QLatin1Char('\n'))));
    QCOMPARE(rows[2].front(), QStringLiteral("'=cmd|' /C calc'!A0 H100 ]]><script>"
                                             "document.documentElement.setAttribute('data-pwned','cdata')</script>"
                                             "<![CDATA["));
}

void tst_TableCommands::usageNamesTable()
{
    const auto run = runCli({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("gpu-atlas-cli table [--gpus ID,...] --out FILE.(csv|md|html|xlsx)")));
}

void tst_TableCommands::badInputWritesNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("message");
    QTest::newRow("no --out") << QStringList{QStringLiteral("table")} << QString() << QStringLiteral("--out");
    QTest::newRow("empty --out") << QStringList{QStringLiteral("table"), QStringLiteral("--out"), QString()}
                                 << QString() << QStringLiteral("--out: no file given");
    QTest::newRow("xlsx, unknown GPU") << QStringList{QStringLiteral("table"), QStringLiteral("--gpus"),
                                                      QStringLiteral("h1000"), QStringLiteral("--out"),
                                                      QStringLiteral("t.xlsx")}
                                       << QStringLiteral("t.xlsx") << QStringLiteral("\"h1000\"");
    QTest::newRow("no suffix") << QStringList{QStringLiteral("table"), QStringLiteral("--out"), QStringLiteral("t")}
                               << QStringLiteral("t") << QStringLiteral(".csv, .md, .html, .xlsx");
    QTest::newRow("unknown GPU") << QStringList{QStringLiteral("table"), QStringLiteral("--gpus"),
                                                QStringLiteral("l40s,h1000"), QStringLiteral("--out"),
                                                QStringLiteral("t.csv")}
                                 << QStringLiteral("t.csv") << QStringLiteral("\"h1000\"");
    QTest::newRow("no GPU id") << QStringList{QStringLiteral("table"), QStringLiteral("--gpus"), QStringLiteral(","),
                                              QStringLiteral("--out"), QStringLiteral("t.csv")}
                               << QStringLiteral("t.csv") << QStringLiteral("--gpus: no GPU id given");
    QTest::newRow("broken catalogue") << QStringList{QStringLiteral("table"), QStringLiteral("--catalog"),
                                                     QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog/truncated.json"),
                                                     QStringLiteral("--out"), QStringLiteral("t.csv")}
                                      << QStringLiteral("t.csv") << QStringLiteral("truncated.json");
    QTest::newRow("extra argument") << QStringList{QStringLiteral("table"), QStringLiteral("extra"),
                                                   QStringLiteral("--out"), QStringLiteral("t.csv")}
                                    << QStringLiteral("t.csv") << QStringLiteral("\"extra\"");
}

void tst_TableCommands::badInputWritesNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, output);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const auto run = runCli(arguments, dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    if (!output.isEmpty())
        QVERIFY(!QFile::exists(dir.filePath(output)));
}

void tst_TableCommands::unwritablePath()
{
    const QString existing = m_dir.filePath(QStringLiteral("kept.csv"));
    {
        QFile file(existing);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("previous");
    }
    // A failed run leaves an existing file as it was.
    auto run = runCli(
        {QStringLiteral("table"), QStringLiteral("--gpus"), QStringLiteral("nope"), QStringLiteral("--out"), existing});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(readAll(existing), QByteArray("previous"));

    const QString out = m_dir.filePath(QStringLiteral("no/such/folder/specs.csv"));
    run = runCli({QStringLiteral("table"), QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("specs.csv")), qPrintable(run.err));
    QVERIFY(!QFile::exists(out));
}

GPUATLAS_TEST_MAIN(tst_TableCommands)
#include "tst_TableCommands.moc"
