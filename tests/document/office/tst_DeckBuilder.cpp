// SPDX-License-Identifier: GPL-3.0-or-later
#include "HostileOffice.h"
#include "OfficePackage.h"
#include "engine/rank/StandardWorkloads.h"
#include "engine/rank/SuitabilityMatrix.h"
#include "files/DataFiles.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "text/MatrixText.h"
#include "ui/document/charts/ResultValues.h"
#include "ui/document/office/DeckBuilder.h"
#include "ui/document/office/PptxWriter.h"

#include <QRegularExpression>
#include <QTest>

using namespace gpuatlas;
using namespace gpuatlas::ui::exporting;
using namespace gpuatlas::ui::exporting::office;

namespace {

const QString hostileName = QStringLiteral("<script>x</script> & =cmd|' /C calc'!A0 \u202E") + QChar(0x02);

engine::Gpu hostileGpu(const engine::Catalog& catalog)
{
    engine::Gpu gpu = *catalog.find("l40s");
    gpu.id = "hostile-gpu";
    gpu.name = hostileName.toStdString();
    gpu.custom = true;
    gpu.sources.clear();
    return gpu;
}

} // namespace

class tst_DeckBuilder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void deckHasEverySlide();
    void chartsCarryTheReportsNumbers();
    void specTableKeepsDenseAndSparseApart();
    void matrixSlideIsTheEnginesMatrix();
    void chineseDeck();
    void hostileNameIsEscapedInEveryPart();
    void hostileCorpusStaysText();

private:
    ReportInput input(const std::vector<std::string>& gpus) const;
    std::unique_ptr<state::Workspace> m_workspace;
    text::LanguageManager m_languages;
};

void tst_DeckBuilder::initTestCase()
{
    QCoreApplication::setApplicationVersion(QStringLiteral("9.9.9"));
    auto shipped = shippedWorkspace();
    QVERIFY(shipped);
    m_workspace = workspaceWith({hostileGpu(shipped->catalog())});
    QVERIFY(m_workspace);
    m_languages.setLanguage(QStringLiteral("en"));
}

void tst_DeckBuilder::cleanup()
{
    m_languages.setLanguage(QStringLiteral("en"));
}

ReportInput tst_DeckBuilder::input(const std::vector<std::string>& gpus) const
{
    ReportInput in;
    in.workspace = m_workspace.get();
    in.workload = chatWorkload();
    in.workload.gpus = gpus;
    in.ranking = m_workspace->rank(in.workload);
    in.generated = QDateTime(QDate(2026, 3, 14), QTime(9, 30));
    return in;
}

void tst_DeckBuilder::deckHasEverySlide()
{
    const Deck deck = DeckBuilder::build(input({"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"}));
    QVERIFY(deck.slides.size() >= 10);
    QCOMPARE(deck.slides.front().kind, Slide::Kind::Title);
    QCOMPARE(deck.slides.front().subtitle, QStringLiteral("Chat"));
    QVERIFY(deck.slides.front().body.front().text.contains(QStringLiteral("9.9.9")));
    QVERIFY(deck.slides.front().body.front().text.contains(QStringLiteral("2026")));
    QStringList titles;
    QList<OfficeChartType> charts;
    int tables = 0;
    for (const Slide& slide : deck.slides) {
        titles << slide.title;
        if (slide.chart)
            charts << slide.chart->type;
        tables += slide.table.has_value();
        QVERIFY2(!slide.notes.isEmpty(), qPrintable(slide.title));
    }
    QCOMPARE(titles[1], QStringLiteral("The answer"));
    QVERIFY(deck.slides[1].body.front().text.startsWith(QStringLiteral("Recommended: ")));
    // A long table continues on further slides, titled "Assumptions (1/2)", "(2/2)".
    for (const char* title :
         {"Which GPU suits which work", "Specifications", "Tensor Core performance", "Assumptions", "Sources"}) {
        const QRegularExpression pattern(QStringLiteral("^%1( \\(\\d+/\\d+\\))?$").arg(QLatin1String(title)));
        QVERIFY2(titles.indexOf(pattern) >= 0, qPrintable(titles.join(QLatin1String(" | "))));
    }
    // Radar, throughput, cost, each GPU's counts (the frontier), sensitivity and break-even:
    // all native charts.
    QCOMPARE(charts, (QList<OfficeChartType>{OfficeChartType::Radar, OfficeChartType::Bar, OfficeChartType::Bar,
                                             OfficeChartType::Lines, OfficeChartType::Lines, OfficeChartType::Lines}));
    QVERIFY(titles.contains(QStringLiteral("Time and cost at each GPU count")) ||
            titles.contains(QStringLiteral("Rate and cost at each GPU count")));
    QVERIFY(tables >= 4);
}

void tst_DeckBuilder::chartsCarryTheReportsNumbers()
{
    const ReportInput in = input({"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"});
    const ReportDocument report = ReportDocument::build(in);
    const Deck deck = DeckBuilder::build(in, report);
    QByteArray bytes;
    QString error;
    QVERIFY2(PptxWriter::bytes(deck, bytes, error), qPrintable(error));
    const OfficePackage package = OfficePackage::read(bytes);
    QVERIFY(package.ok);

    // The throughput chart (chart 2): the engine's figure for each feasible candidate, best first.
    const QByteArray throughput = package.parts.value(QStringLiteral("ppt/charts/chart2.xml"));
    QVERIFY(throughput.contains("<c:barDir val=\"bar\"/>"));
    QStringList expected;
    for (const auto& estimate : in.ranking) {
        if (estimate.feasible)
            expected << QString::number(*ui::charts::ResultValues::throughput(estimate, in.workload), 'g', 15);
    }
    QVERIFY(expected.size() >= 3);
    QXmlStreamReader reader(throughput);
    QStringList cached;
    bool inValues = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == QLatin1String("val"))
            inValues = true;
        if (reader.isEndElement() && reader.name() == QLatin1String("val"))
            inValues = false;
        if (inValues && reader.isStartElement() && reader.name() == QLatin1String("v"))
            cached << reader.readElementText();
    }
    QCOMPARE(cached, expected);

    // The radar (chart 1) holds the report's radar values, in the report's order.
    const ReportChart& radar = report.charts.front();
    QCOMPARE(radar.name, QStringLiteral("radar"));
    const QByteArray radarXml = package.parts.value(QStringLiteral("ppt/charts/chart1.xml"));
    QVERIFY(radarXml.contains("<c:radarChart>"));
    for (const auto& series : radar.data.series) {
        for (const auto& value : series.values) {
            if (value.plotted)
                QVERIFY2(radarXml.contains(("<c:v>" + QString::number(*value.plotted, 'g', 15) + "</c:v>").toUtf8()),
                         qPrintable(series.name));
        }
    }
    // The embedded workbook of the throughput chart has the same numbers in Sheet1.
    const auto relationships = package.relationships(QStringLiteral("ppt/charts/chart2.xml"));
    QCOMPARE(relationships.size(), 1);
    const OfficePackage workbook = OfficePackage::read(package.parts.value(relationships.front().target));
    const QStringList values =
        OfficePackage::texts(workbook.parts.value(QStringLiteral("xl/worksheets/sheet1.xml")), QStringLiteral("v"));
    for (const QString& value : expected)
        QVERIFY2(values.contains(value), qPrintable(value));
}

void tst_DeckBuilder::specTableKeepsDenseAndSparseApart()
{
    const Deck deck = DeckBuilder::build(input({"h100-sxm", "a100-sxm-80gb"}));
    const auto tensor = std::find_if(deck.slides.begin(), deck.slides.end(), [](const Slide& slide) {
        return slide.title == QLatin1String("Tensor Core performance");
    });
    QVERIFY(tensor != deck.slides.end() && tensor->table);
    QStringList labels;
    for (const auto& row : tensor->table->rows)
        labels << row.front();
    QVERIFY2(labels.contains(QStringLiteral("BF16 Tensor dense (TFLOPS)")),
             qPrintable(labels.join(QLatin1String(" | "))));
    QVERIFY2(labels.contains(QStringLiteral("BF16 Tensor sparse (TFLOPS)")),
             qPrintable(labels.join(QLatin1String(" | "))));
    const engine::Gpu& h100 = *m_workspace->catalog().find("h100-sxm");
    const auto dense = labels.indexOf(QStringLiteral("BF16 Tensor dense (TFLOPS)"));
    const auto sparse = labels.indexOf(QStringLiteral("BF16 Tensor sparse (TFLOPS)"));
    QCOMPARE(tensor->table->rows[dense][1],
             text::GpuFields::plain(h100, text::GpuField::Bf16, text::Sparsity::Dense, QLocale()));
    QCOMPARE(tensor->table->rows[sparse][1],
             text::GpuFields::plain(h100, text::GpuField::Bf16, text::Sparsity::Sparse, QLocale()));
    QVERIFY(tensor->table->rows[dense][1] != tensor->table->rows[sparse][1]);
}

void tst_DeckBuilder::matrixSlideIsTheEnginesMatrix()
{
    const std::vector<std::string> ids{"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"};
    const Deck deck = DeckBuilder::build(input(ids));
    const auto slide = std::find_if(deck.slides.begin(), deck.slides.end(), [](const Slide& s) {
        return s.title == QStringLiteral("Which GPU suits which work");
    });
    QVERIFY(slide != deck.slides.end());
    QVERIFY(slide->table);
    const SlideTable& table = *slide->table;
    QCOMPARE(table.headers.size(), 5);
    QCOMPARE(table.headers[4], QStringLiteral("NVIDIA L40S"));

    // The same cells as the engine's matrix over the same GPUs, workloads and data.
    const auto all = files::DataFiles::loadStandardWorkloads(m_workspace->models());
    QVERIFY(all);
    const auto rows = engine::matrixWorkloads(all.value());
    std::vector<engine::Gpu> gpus;
    for (const auto& id : ids)
        gpus.push_back(*m_workspace->catalog().find(id));
    const auto matrix = engine::SuitabilityMatrix::compute(
        {rows, gpus, m_workspace->models(), &m_workspace->prices(), m_workspace->assumptions()});
    QCOMPARE(static_cast<std::size_t>(table.rows.size()), matrix.rowCount());
    const auto row = matrix.rowOf("pre-training-70b");
    QVERIFY(row);
    const QStringList cells = table.rows[static_cast<qsizetype>(*row)];
    for (std::size_t c = 0; c < gpus.size(); ++c) {
        const auto& cell = matrix.cell(*row, c);
        const QString cellText = cells[static_cast<qsizetype>(c) + 1];
        QVERIFY2(cellText.startsWith(text::MatrixText::verdictWithSymbol(cell.verdict)), qPrintable(cellText));
        QVERIFY2(cellText.contains(QString::number(cell.count())), qPrintable(cellText));
    }
    // The rule is in the notes, with the thresholds in force.
    QVERIFY2(slide->notes.join(QLatin1Char('\n')).contains(QStringLiteral("85%")),
             qPrintable(slide->notes.join(QLatin1Char('|'))));
}

void tst_DeckBuilder::chineseDeck()
{
    QVERIFY(m_languages.setLanguage(QStringLiteral("zh_CN")));
    const Deck deck = DeckBuilder::build(input({"h100-sxm", "l40s"}));
    QCOMPARE(deck.language, QStringLiteral("zh-CN"));
    QByteArray bytes;
    QString error;
    QVERIFY(PptxWriter::bytes(deck, bytes, error));
    const OfficePackage package = OfficePackage::read(bytes);
    // 1 title, 2 the answer, 3 the suitability matrix, 4 the specifications.
    const QString matrix = QString::fromUtf8(package.parts.value(QStringLiteral("ppt/slides/slide3.xml")));
    QVERIFY(matrix.contains(QStringLiteral("推荐")));
    const QString slide = QString::fromUtf8(package.parts.value(QStringLiteral("ppt/slides/slide4.xml")));
    QVERIFY(slide.contains(QStringLiteral("显存")));
    QVERIFY(slide.contains(QStringLiteral("lang=\"zh-CN\"")));
    const QString chart = QString::fromUtf8(package.parts.value(QStringLiteral("ppt/charts/chart2.xml")));
    QVERIFY(chart.contains(QStringLiteral("吞吐量")));
}

void tst_DeckBuilder::hostileNameIsEscapedInEveryPart()
{
    const Deck deck = DeckBuilder::build(input({"h100-sxm", "hostile-gpu"}));
    QByteArray bytes;
    QString error;
    QVERIFY(PptxWriter::bytes(deck, bytes, error));
    const OfficePackage package = OfficePackage::read(bytes);
    QVERIFY(package.ok);
    int mentions = 0;
    for (auto it = package.parts.cbegin(); it != package.parts.cend(); ++it) {
        QByteArray xml = it.value();
        if (it.key().endsWith(QLatin1String(".xlsx"))) {
            const OfficePackage workbook = OfficePackage::read(xml);
            xml = workbook.parts.value(QStringLiteral("xl/sharedStrings.xml"));
        }
        QVERIFY2(OfficePackage::wellFormed(xml), qPrintable(it.key()));
        QVERIFY2(!xml.contains("<script>"), qPrintable(it.key()));
        QVERIFY2(!xml.contains('\x02'), qPrintable(it.key()));
        mentions += xml.contains("&lt;script&gt;x&lt;/script&gt; &amp; =cmd|");
    }
    // Spec tables, the radar and bars, their workbooks, the sources and the notes.
    QVERIFY2(mentions >= 6, qPrintable(QString::number(mentions)));
}

// The security tests' corpus through the whole deck, in English and Chinese: every part
// (and every embedded workbook) only office markup, no formula, each name as text.
void tst_DeckBuilder::hostileCorpusStaysText()
{
    const HostileOffice corpus =
        HostileOffice::load({QStringLiteral("l40s"), QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb"),
                             QStringLiteral("rtx-a6000"), QStringLiteral("l4")});
    QVERIFY(corpus.workspace);
    QCOMPARE(corpus.gpuNames.size(), 5);
    for (const char* language : {"en", "zh_CN"}) {
        QVERIFY(m_languages.setLanguage(QLatin1String(language)));
        QByteArray bytes;
        QString error;
        QVERIFY2(PptxWriter::bytes(DeckBuilder::build(corpus.input), bytes, error), qPrintable(error));
        const OfficePackage package = OfficePackage::read(bytes);
        QVERIFY(package.ok);
        QString text;
        const QString problem = hostileProblem(package, &text);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        for (const QString& name : corpus.gpuNames + QStringList{corpus.workloadName})
            QVERIFY2(text.contains(HostileOffice::start(name)), qPrintable(HostileOffice::start(name)));
        // The override in a name is closed where the name ends.
        QVERIFY(text.contains(QStringLiteral("\u202Eexe.fdp \u2067'><img src=x")));
        QVERIFY(!text.contains(QChar(0x01)));
    }
}

GPUATLAS_TEST_MAIN(tst_DeckBuilder)
#include "tst_DeckBuilder.moc"
