// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfficePackage.h"
#include "support/TestMain.h"
#include "ui/document/office/PptxWriter.h"

#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas::ui::exporting::office;

namespace {

// A name as a hostile catalogue file might give it: markup, a formula, a control
// character, an unpaired surrogate and a right-to-left override.
const QString hostile = QStringLiteral("<b>&\"Evil\" =HYPERLINK(\"x\")") + QChar(0x01) + QChar(0xD800) + QChar(0x202E) +
                        QStringLiteral("GPU</b>");

OfficeChart columnChart()
{
    OfficeChart chart;
    chart.type = OfficeChartType::Column;
    chart.title = QStringLiteral("Memory bandwidth");
    chart.categoryTitle = QStringLiteral("GPU");
    chart.valueTitle = QStringLiteral("GB/s");
    chart.categories = {QStringLiteral("H100"), hostile, QStringLiteral("L40S")};
    chart.series = {{QStringLiteral("Bandwidth"), {3350.0, std::nullopt, 864.0}, std::nullopt, false}};
    return chart;
}

Deck sampleDeck()
{
    Deck deck;
    deck.title = QStringLiteral("Deck");
    deck.language = QStringLiteral("zh-CN");
    Slide title;
    title.kind = Slide::Kind::Title;
    title.title = QStringLiteral("GPU 推荐");
    title.subtitle = hostile;
    deck.slides << title;
    Slide table;
    table.title = QStringLiteral("规格参数");
    table.table = SlideTable{
        {QStringLiteral("Spec"), hostile}, {{QStringLiteral("显存 (GB)"), QStringLiteral("80")}}, {false, true}, {}};
    table.notes << hostile;
    deck.slides << table;
    Slide chart;
    chart.title = QStringLiteral("Chart");
    chart.chart = columnChart();
    chart.caption = hostile;
    deck.slides << chart;
    Slide lines;
    lines.title = QStringLiteral("Lines");
    OfficeChart line;
    line.type = OfficeChartType::Lines;
    line.xValues = {1, 2, 4, 8};
    line.logarithmicX = true;
    line.series = {{QStringLiteral("A"), {10.0, 20.0, 35.0, 50.0}, std::nullopt, false},
                   {QStringLiteral("B"), {12.0, std::nullopt, 30.0, 60.0}, std::nullopt, true}};
    lines.chart = line;
    deck.slides << lines;
    return deck;
}

OfficePackage written(const Deck& deck)
{
    QByteArray bytes;
    QString error;
    if (!PptxWriter::bytes(deck, bytes, error))
        qWarning("%s", qPrintable(error));
    return OfficePackage::read(bytes);
}

} // namespace

class tst_PptxWriter : public QObject
{
    Q_OBJECT

private slots:
    void everyPartIsTypedAndWellFormed();
    void everyRelationshipResolves();
    void slidesNotesAndChartsAreReferenced();
    void chartCachesItsValuesAndEmbedsThem();
    void hostileTextIsEscapedEverywhere();
    void writesAtomically();
};

void tst_PptxWriter::everyPartIsTypedAndWellFormed()
{
    const OfficePackage package = written(sampleDeck());
    QVERIFY(package.ok);
    QCOMPARE(package.order.value(0), QStringLiteral("[Content_Types].xml"));
    for (auto it = package.parts.cbegin(); it != package.parts.cend(); ++it) {
        if (it.key() == QLatin1String("[Content_Types].xml"))
            continue;
        QVERIFY2(!package.contentType(it.key()).isEmpty(), qPrintable(it.key()));
        if (!it.key().endsWith(QLatin1String(".xlsx"))) {
            QString error;
            QVERIFY2(OfficePackage::wellFormed(it.value(), &error), qPrintable(it.key() + QLatin1String(": ") + error));
        }
    }
    QCOMPARE(package.contentType(QStringLiteral("ppt/presentation.xml")),
             QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"));
    QCOMPARE(package.contentType(QStringLiteral("ppt/charts/chart1.xml")),
             QStringLiteral("application/vnd.openxmlformats-officedocument.drawingml.chart+xml"));
}

void tst_PptxWriter::everyRelationshipResolves()
{
    const OfficePackage package = written(sampleDeck());
    QStringList sources{QString()};
    for (const QString& name : package.parts.keys()) {
        if (name.endsWith(QLatin1String(".xml")) && !name.contains(QLatin1String("_rels")))
            sources << name;
    }
    int checked = 0;
    for (const QString& source : sources) {
        QStringList ids;
        for (const auto& relationship : package.relationships(source)) {
            QVERIFY2(package.parts.contains(relationship.target),
                     qPrintable(source + QLatin1String(" -> ") + relationship.target));
            QVERIFY2(!ids.contains(relationship.id), qPrintable(source + QLatin1Char(' ') + relationship.id));
            ids << relationship.id;
            ++checked;
        }
    }
    QVERIFY(checked > 20);
}

void tst_PptxWriter::slidesNotesAndChartsAreReferenced()
{
    const OfficePackage package = written(sampleDeck());
    const auto presentation = package.relationships(QStringLiteral("ppt/presentation.xml"));
    QStringList slides;
    for (const auto& relationship : presentation) {
        if (relationship.type.endsWith(QLatin1String("/slide")))
            slides << relationship.target;
    }
    QCOMPARE(slides.size(), 4);
    QCOMPARE(package.named(QStringLiteral("ppt/slides/slide\\d+\\.xml")).size(), 4);
    QCOMPARE(package.named(QStringLiteral("ppt/notesSlides/notesSlide\\d+\\.xml")).size(), 4);
    // Every chart part hangs from a slide whose graphic frame names its relationship.
    QStringList referencedCharts;
    for (const QString& slide : slides) {
        for (const auto& relationship : package.relationships(slide)) {
            if (!relationship.type.endsWith(QLatin1String("/chart")))
                continue;
            referencedCharts << relationship.target;
            QVERIFY(package.parts.value(slide).contains(QStringLiteral("r:id=\"%1\"").arg(relationship.id).toUtf8()));
        }
    }
    referencedCharts.sort();
    QCOMPARE(referencedCharts, package.named(QStringLiteral("ppt/charts/chart\\d+\\.xml")));
    QCOMPARE(referencedCharts.size(), 2);
    // The table is native: a:tbl, not a picture.
    QVERIFY(package.parts.value(QStringLiteral("ppt/slides/slide2.xml")).contains("<a:tbl>"));
    QVERIFY(package.parts.value(QStringLiteral("ppt/presentation.xml")).contains("cx=\"12192000\" cy=\"6858000\""));
}

void tst_PptxWriter::chartCachesItsValuesAndEmbedsThem()
{
    const OfficePackage package = written(sampleDeck());
    const QByteArray chart = package.parts.value(QStringLiteral("ppt/charts/chart1.xml"));
    QVERIFY(chart.contains("<c:barChart>"));
    QVERIFY(chart.contains("<c:f>Sheet1!$B$2:$B$4</c:f>"));
    // The missing value is a gap: no point 1 in the cache. The name's right-to-left
    // override is closed (U+202C) where the name ends.
    QCOMPARE(OfficePackage::texts(chart, QStringLiteral("v")).mid(1),
             (QStringList{QStringLiteral("H100"), QStringLiteral("<b>&\"Evil\" =HYPERLINK(\"x\")\u202EGPU</b>\u202C"),
                          QStringLiteral("L40S"), QStringLiteral("3350"), QStringLiteral("864")}));
    const auto relationships = package.relationships(QStringLiteral("ppt/charts/chart1.xml"));
    QCOMPARE(relationships.size(), 1);
    QVERIFY(relationships.front().type.endsWith(QLatin1String("/package")));
    QVERIFY(chart.contains(QStringLiteral("r:id=\"%1\"").arg(relationships.front().id).toUtf8()));
    // The embedded workbook holds the same numbers.
    const OfficePackage workbook = OfficePackage::read(package.parts.value(relationships.front().target));
    QVERIFY(workbook.ok);
    const QByteArray sheet = workbook.parts.value(QStringLiteral("xl/worksheets/sheet1.xml"));
    QVERIFY(sheet.contains("<c r=\"B2\"><v>3350</v></c>"));
    QVERIFY(sheet.contains("<c r=\"B4\"><v>864</v></c>"));
    QVERIFY(!sheet.contains("r=\"B3\""));
    const QByteArray lines = package.parts.value(QStringLiteral("ppt/charts/chart2.xml"));
    QVERIFY(lines.contains("<c:scatterChart>"));
    QVERIFY(lines.contains("<c:logBase val=\"10\"/>"));
    QVERIFY(lines.contains("<c:prstDash") || lines.contains("<a:prstDash"));
}

void tst_PptxWriter::hostileTextIsEscapedEverywhere()
{
    const OfficePackage package = written(sampleDeck());
    int found = 0;
    for (auto it = package.parts.cbegin(); it != package.parts.cend(); ++it) {
        if (it.key().endsWith(QLatin1String(".xlsx")))
            continue;
        QVERIFY2(!it.value().contains("<b>"), qPrintable(it.key()));
        QVERIFY2(!it.value().contains('\x01'), qPrintable(it.key()));
        if (it.value().contains("&lt;b&gt;&amp;"))
            ++found;
    }
    // The subtitle, the table header, the caption, the notes and the chart.
    QVERIFY(found >= 4);
    QVERIFY(QString::fromUtf8(package.parts.value(QStringLiteral("ppt/slides/slide1.xml")))
                .contains(QStringLiteral("\u202EGPU")));
    QVERIFY(QString::fromUtf8(package.parts.value(QStringLiteral("ppt/slides/slide2.xml")))
                .contains(QStringLiteral("规格参数")));
    QVERIFY(package.parts.value(QStringLiteral("ppt/slides/slide2.xml")).contains("lang=\"zh-CN\""));
    QVERIFY(package.parts.value(QStringLiteral("ppt/slides/slide2.xml")).contains("typeface=\"Microsoft YaHei\""));
}

void tst_PptxWriter::writesAtomically()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deck.pptx"));
    QVERIFY(PptxWriter::write(sampleDeck(), path).ok);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(OfficePackage::read(file.readAll()).ok);
    // A folder that does not exist: a clear error naming the file, nothing written.
    const QString missing = dir.filePath(QStringLiteral("no/such/deck.pptx"));
    const auto result = PptxWriter::write(sampleDeck(), missing);
    QVERIFY(!result.ok);
    QVERIFY(result.error.contains(QStringLiteral("deck.pptx")));
    QVERIFY(!QFile::exists(missing));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_PptxWriter)
#include "tst_PptxWriter.moc"
