// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartTestData.h"
#include "support/TestMain.h"
#include "tests/CsvReader.h"
#include "text/GpuFields.h"
#include "ui/document/export/TableExporter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;
using text::GpuField;
using text::GpuFields;
using ui::exporting::ExportTable;
using ui::exporting::TableExporter;

class tst_TableExporter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void specTableHeadersAndRawNumbers();
    void specTableIgnoresLocale_data();
    void specTableIgnoresLocale();
    void csvRoundTrip();
    void csvHasBomAndCrLf();
    void csvDefusesFormulas();
    void csvSpecTableOfHostileGpus();
    void markdownEscapes();
    void htmlEscapes();
    void writeAtomically();
    void formatBySuffix();

private:
    std::optional<ChartTestData> m_data;
    engine::Gpu m_custom = awkwardGpu();
};

void tst_TableExporter::initTestCase()
{
    m_data = ChartTestData::load();
    QVERIFY(m_data);
}

void tst_TableExporter::cleanup()
{
    QLocale::setDefault(QLocale::c());
}

void tst_TableExporter::specTableHeadersAndRawNumbers()
{
    const auto gpus = m_data->gpus({"h100-sxm", "a100-sxm-80gb", "l40s"});
    const std::array fields{
        GpuField::Name,         GpuField::Fp16, GpuField::Fp8, GpuField::MemorySize, GpuField::MemoryBandwidth,
        GpuField::Interconnect, GpuField::Tdp};
    const ExportTable table = TableExporter::specTable(gpus, fields);
    QCOMPARE(table.headers.size(), int(fields.size()));
    QCOMPARE(table.headers[0], GpuFields::label(GpuField::Name));
    QCOMPARE(table.headers[1], GpuFields::label(GpuField::Fp16) + QStringLiteral(" (TFLOPS)"));
    QCOMPARE(table.headers[4], GpuFields::label(GpuField::MemoryBandwidth) + QStringLiteral(" (GB/s)"));
    QCOMPARE(table.numeric, (QList<bool>{false, true, true, true, true, true, true}));
    QCOMPARE(table.rows.size(), 3);
    QCOMPARE(table.rows[0],
             (QStringList{QStringLiteral("NVIDIA H100 SXM"), QStringLiteral("989.4"), QStringLiteral("1978.9"),
                          QStringLiteral("80"), QStringLiteral("3350"), QStringLiteral("900"), QStringLiteral("700")}));
    // No FP8 on the A100: an empty cell, not 0. No NVLink on the L40S: 0 GB/s (as the CLI's nvlink_gbs).
    QCOMPARE(table.rows[1][2], QString());
    QCOMPARE(table.rows[2][5], QStringLiteral("0"));
    QCOMPARE(table.rows[2][1], QStringLiteral("362.05"));
}

void tst_TableExporter::specTableIgnoresLocale_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("de_DE") << QLocale(QLocale::German, QLocale::Germany);
    QTest::newRow("zh_CN") << QLocale(QLocale::Chinese, QLocale::China);
}

void tst_TableExporter::specTableIgnoresLocale()
{
    QFETCH(QLocale, locale);
    QLocale::setDefault(locale);
    const auto gpus = m_data->gpus({"h100-sxm"});
    const std::array fields{GpuField::Fp16, GpuField::MemoryBandwidth, GpuField::ShaderCores};
    const ExportTable table = TableExporter::specTable(gpus, fields);
    QCOMPARE(table.rows[0][0], QStringLiteral("989.4"));
    QCOMPARE(table.rows[0][1], QStringLiteral("3350"));
    QVERIFY(!table.rows[0][2].contains(QLatin1Char(',')));
    QVERIFY(!table.rows[0][2].contains(QLatin1Char('.')));
}

void tst_TableExporter::csvRoundTrip()
{
    const auto gpus = std::vector<const engine::Gpu*>{&m_custom, m_data->catalog.find("h100-sxm")};
    const ExportTable table = TableExporter::specTable(gpus);
    const QByteArray csv = TableExporter::csv(table);
    bool ok = false;
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(csv.mid(3)), &ok);
    QVERIFY2(ok, csv.constData());
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0], table.headers);
    QCOMPARE(rows[1], table.rows[0]);
    QCOMPARE(rows[2], table.rows[1]);
    // Quotes, commas, a line break and Chinese all survive.
    QCOMPARE(rows[1][0], QString::fromStdString(m_custom.name));
    QCOMPARE(rows[1][1], QStringLiteral("Acme, Inc."));
}

void tst_TableExporter::csvHasBomAndCrLf()
{
    ExportTable table;
    table.headers = {QStringLiteral("GPU"), QStringLiteral("显存 (GB)")};
    table.numeric = {false, true};
    table.rows = {{QStringLiteral("A"), QStringLiteral("80")}};
    const QByteArray csv = TableExporter::csv(table);
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
    QCOMPARE(csv.mid(3), QStringLiteral("GPU,显存 (GB)\r\nA,80\r\n").toUtf8());
}

void tst_TableExporter::csvDefusesFormulas()
{
    ExportTable table;
    table.headers = {QStringLiteral("name"), QStringLiteral("value")};
    table.numeric = {false, true};
    // A formula in a number column is defused too: the flag only aligns Markdown and HTML.
    table.rows = {{QStringLiteral("=HYPERLINK(\"http://x\")"), QStringLiteral("-5")},
                  {QStringLiteral("@SUM(A1)"), QStringLiteral("3")},
                  {QStringLiteral("-1+cmd|' /C calc'!A0"), QStringLiteral("=1+1")}};
    const QString csv = QString::fromUtf8(TableExporter::csv(table).mid(3));
    QVERIFY2(csv.contains(QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\")\",-5\r\n")), qPrintable(csv));
    QVERIFY2(csv.contains(QStringLiteral("\"'@SUM(A1)\",3\r\n")), qPrintable(csv));
    QVERIFY2(csv.contains(QStringLiteral("\"'-1+cmd|' /C calc'!A0\",\"'=1+1\"\r\n")), qPrintable(csv));
}

// The spec table of GPUs named as an attacker would: every cell a spreadsheet reads is
// either the text with an apostrophe before it or a number.
void tst_TableExporter::csvSpecTableOfHostileGpus()
{
    engine::Gpu dde = awkwardGpu("dde", "=cmd|' /C calc'!A0");
    dde.vendor = "+1+cmd|' /C calc'!A0";
    dde.architecture = "\t@SUM(1+1)";
    engine::Gpu minus = awkwardGpu("minus", "-2+3+cmd|' /C calc'!A0");
    minus.vendor = "\r=HYPERLINK(\"https://evil.example\")";
    const ExportTable table = TableExporter::specTable({&dde, &minus});
    bool ok = false;
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(TableExporter::csv(table).mid(3)), &ok);
    QVERIFY(ok);
    QCOMPARE(rows.size(), 3);
    QVERIFY2(formulaCells(rows).isEmpty(), qPrintable(formulaCells(rows).join(QLatin1Char('\n'))));
    // The text itself is kept, after the apostrophe.
    for (int r = 1; r < rows.size(); ++r) {
        for (int c = 0; c < rows[r].size(); ++c) {
            const QString& original = table.rows[r - 1][c];
            QCOMPARE(rows[r][c], rows[r][c].startsWith(QLatin1Char('\'')) ? QLatin1Char('\'') + original : original);
        }
    }
    QCOMPARE(rows[1][0], QStringLiteral("'=cmd|' /C calc'!A0"));
    QCOMPARE(rows[2][0], QStringLiteral("'-2+3+cmd|' /C calc'!A0"));
}

void tst_TableExporter::markdownEscapes()
{
    const ExportTable table = TableExporter::specTable({&m_custom}, std::array{GpuField::Name, GpuField::Fp16});
    const QString markdown = TableExporter::markdown(table);
    const QStringList lines = markdown.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // Title, header, rule, one row: the name's line break did not split the row.
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[0].startsWith(QStringLiteral("# ")));
    QCOMPARE(lines[2], QStringLiteral("| --- | ---: |"));
    const QString row = lines[3];
    QVERIFY2(!row.contains(QStringLiteral("<script>")), qPrintable(row));
    QVERIFY(row.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; \\| 英伟达")));
    QVERIFY(row.contains(QStringLiteral("<br>rev B")));
    // Exactly three unescaped pipes: the cell borders of two columns.
    int borders = 0;
    for (int i = 0; i < row.size(); ++i)
        borders += row[i] == QLatin1Char('|') && (i == 0 || row[i - 1] != QLatin1Char('\\'));
    QCOMPARE(borders, 3);
    QVERIFY(row.endsWith(QStringLiteral("| 100 |")));
}

void tst_TableExporter::htmlEscapes()
{
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const ExportTable table = TableExporter::specTable({&m_custom}, std::array{GpuField::Name, GpuField::Vendor});
    const QString html = TableExporter::html(table);
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(html.contains(QStringLiteral("<meta charset=\"utf-8\">")));
    QVERIFY(html.contains(QStringLiteral("lang=\"zh\"")) || html.contains(QStringLiteral("lang=\"zh-CN\"")));
    QVERIFY(html.contains(QStringLiteral("<style>")));
    QVERIFY2(!html.contains(QStringLiteral("<script")), qPrintable(html));
    QVERIFY(html.contains(
        QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; | 英伟达 &quot;Pro&quot;, 2024<br/>rev B")));
    // Self-contained: nothing loaded from elsewhere.
    QVERIFY(!html.contains(QStringLiteral("<link")));
    QVERIFY(!html.contains(QStringLiteral("src=")));
}

void tst_TableExporter::writeAtomically()
{
    QTemporaryDir dir;
    const auto gpus = m_data->gpus({"h100-sxm", "l40s"});
    const ExportTable table = TableExporter::specTable(gpus);
    for (const char* name : {"specs.csv", "specs.md", "specs.html"}) {
        const QString path = dir.filePath(QLatin1String(name));
        const auto result = TableExporter::write(table, path);
        QVERIFY2(result, qPrintable(result.error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("NVIDIA L40S"));
    }
    const QString bad = dir.filePath(QStringLiteral("missing/specs.csv"));
    const auto result = TableExporter::write(table, bad);
    QVERIFY(!result);
    QVERIFY(result.error.contains(QStringLiteral("specs.csv")));
    QVERIFY(!QFile::exists(bad));
    QVERIFY(!TableExporter::write(table, dir.filePath(QStringLiteral("specs.xlsx"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("specs.xlsx"))));
}

void tst_TableExporter::formatBySuffix()
{
    using Format = TableExporter::Format;
    QCOMPARE(TableExporter::formatFor(QStringLiteral("a.CSV")), std::optional(Format::Csv));
    QCOMPARE(TableExporter::formatFor(QStringLiteral("a.markdown")), std::optional(Format::Markdown));
    QCOMPARE(TableExporter::formatFor(QStringLiteral("a.htm")), std::optional(Format::Html));
    QVERIFY(!TableExporter::formatFor(QStringLiteral("a")));
}

GPUATLAS_TEST_MAIN(tst_TableExporter)
#include "tst_TableExporter.moc"
