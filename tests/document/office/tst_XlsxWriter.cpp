// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfficePackage.h"
#include "support/TestMain.h"
#include "ui/document/office/XlsxWriter.h"

#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas::ui::exporting::office;

namespace {

Workbook sample()
{
    Sheet sheet;
    sheet.name = QStringLiteral("Specs: [dense]?");
    sheet.headers = {QStringLiteral("GPU"), QStringLiteral("Memory (GB)")};
    sheet.rows << QList<SheetCell>{QStringLiteral("=HYPERLINK(\"http://x\",\"y\")"), 80.0}
               << QList<SheetCell>{QStringLiteral("L40S") + QChar(0x07), SheetCell()}
               << QList<SheetCell>{QStringLiteral("RTX 4090"), 24.5};
    Workbook book;
    book.title = QStringLiteral("Specs");
    book.sheets << sheet;
    SheetChart chart;
    chart.title = QStringLiteral("=Memory");
    chart.sheetName = QStringLiteral("Chart");
    chart.valueColumns = {1};
    book.chart = chart;
    return book;
}

OfficePackage written(const Workbook& book)
{
    QByteArray bytes;
    QString error;
    if (!XlsxWriter::bytes(book, bytes, error))
        qWarning("%s", qPrintable(error));
    return OfficePackage::read(bytes);
}

} // namespace

class tst_XlsxWriter : public QObject
{
    Q_OBJECT

private slots:
    void numbersAreNumbersAndTextIsText();
    void sheetNamesAreCleaned();
    void chartReferencesTheData();
    void writesAtomically();
};

void tst_XlsxWriter::numbersAreNumbersAndTextIsText()
{
    const OfficePackage package = written(sample());
    QVERIFY(package.ok);
    const QByteArray sheet = package.parts.value(QStringLiteral("xl/worksheets/sheet1.xml"));
    QVERIFY(!sheet.isEmpty());
    // B2 and B4 are numbers (no t="s"), B3 is empty.
    QVERIFY(sheet.contains("r=\"B2\"><v>80</v>"));
    QVERIFY(sheet.contains("r=\"B4\"><v>24.5</v>"));
    QVERIFY(!sheet.contains("r=\"B3\""));
    // The formula-looking name is a shared string in a Text-formatted cell, not a formula.
    QVERIFY(!sheet.contains("<f>"));
    const QByteArray strings = package.parts.value(QStringLiteral("xl/sharedStrings.xml"));
    QVERIFY(
        OfficePackage::texts(strings, QStringLiteral("t")).contains(QStringLiteral("=HYPERLINK(\"http://x\",\"y\")")));
    QVERIFY(OfficePackage::texts(strings, QStringLiteral("t")).contains(QStringLiteral("L40S")));
    QVERIFY(!strings.contains('\x07'));
    const QByteArray styles = package.parts.value(QStringLiteral("xl/styles.xml"));
    // Cell style 1 is Excel's built-in Text format (49, "@").
    QVERIFY(styles.contains("<xf numFmtId=\"49\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" "
                            "applyNumberFormat=\"1\"/>"));
    QVERIFY(sheet.contains("<c r=\"A2\" s=\"1\" t=\"s\">"));
}

void tst_XlsxWriter::sheetNamesAreCleaned()
{
    QCOMPARE(XlsxWriter::sheetName(QStringLiteral("Specs: [dense]?")), QStringLiteral("Specs   dense"));
    QCOMPARE(XlsxWriter::sheetName(QStringLiteral("'quoted'")), QStringLiteral("quoted"));
    QCOMPARE(XlsxWriter::sheetName(QString()), QStringLiteral("Sheet"));
    QCOMPARE(XlsxWriter::sheetName(QString(40, QLatin1Char('x'))).size(), 31);
    const QByteArray workbook = written(sample()).parts.value(QStringLiteral("xl/workbook.xml"));
    QVERIFY(workbook.contains("name=\"Specs   dense\""));
    QVERIFY(workbook.contains("name=\"Chart\""));
}

void tst_XlsxWriter::chartReferencesTheData()
{
    const OfficePackage package = written(sample());
    const QStringList charts = package.named(QStringLiteral("xl/charts/chart\\d+\\.xml"));
    QCOMPARE(charts.size(), 1);
    const QByteArray chart = package.parts.value(charts.front());
    QVERIFY(chart.contains("'Specs   dense'!$B$2:$B$4"));
    QVERIFY(chart.contains("'Specs   dense'!$A$2:$A$4"));
    // A title is text, never taken for a reference.
    QVERIFY(OfficePackage::texts(chart, QStringLiteral("t")).contains(QStringLiteral("=Memory")));
    QVERIFY(!chart.contains("<c:f>=Memory"));
    // The chart sheet's drawing holds the chart part.
    QCOMPARE(package.relationships(QStringLiteral("xl/drawings/drawing1.xml")).value(0).target, charts.front());
    // Printed, a table repeats its names column and header row on every page; the chart
    // sheet fits one page.
    const QByteArray workbook = package.parts.value(QStringLiteral("xl/workbook.xml"));
    QVERIFY(workbook.contains("<definedName name=\"_xlnm.Print_Titles\" localSheetId=\"0\">'Specs   "
                              "dense'!$A:$A,'Specs   dense'!$1:$1</definedName>"));
    const QString chartSheet = package.named(QStringLiteral("xl/worksheets/sheet\\d+\\.xml")).constLast();
    QVERIFY(package.parts.value(chartSheet).contains("<pageSetUpPr fitToPage=\"1\"/>"));
}

void tst_XlsxWriter::writesAtomically()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.xlsx"));
    QVERIFY(XlsxWriter::write(sample(), path).ok);
    QVERIFY(QFileInfo(path).size() > 1000);
    const auto failed = XlsxWriter::write(sample(), dir.filePath(QStringLiteral("missing/t.xlsx")));
    QVERIFY(!failed.ok);
    QVERIFY(failed.error.contains(QStringLiteral("t.xlsx")));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_XlsxWriter)
#include "tst_XlsxWriter.moc"
