// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartTestData.h"
#include "engine/cost/CostOfOwnership.h"
#include "support/Files.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/OwnershipText.h"
#include "text/Units.h"
#include "ui/document/export/ReportDocument.h"
#include "ui/document/export/ReportWriter.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace gpuatlas;
using ui::exporting::ReportBlock;
using ui::exporting::ReportDocument;
using ui::exporting::ReportInput;
using ui::exporting::ReportWriter;

using gpuatlas::testing::readAll;

namespace {

const QString chineseTitle = QStringLiteral("GPU 推荐报告");
const QString workloadName = QStringLiteral("<script>alert(1)</script> 聊天 & \"客服\"");

// The report's title in Chinese, whatever state the real translations are in.
class ChineseTitle : public QTranslator
{
public:
    QString translate(const char* context, const char* sourceText, const char*, int) const override
    {
        if (QByteArray(context) == "ReportDocument" && QByteArray(sourceText) == "GPU recommendation report")
            return chineseTitle;
        return {};
    }
    bool isEmpty() const override { return false; }
};

// The PDF's text as a reader would copy it; empty when pdftotext is not installed.
QString pdfText(const QString& path)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        return {};
    QProcess process;
    process.start(tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

class tst_ReportWriter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void documentHasEverySection();
    void html_data();
    void html();
    void markdown_data();
    void markdown();
    void pdf_data();
    void pdf();
    void failuresWriteNothing();
    void rentOrBuyInEveryFormat_data();
    void rentOrBuyInEveryFormat();
    void rentOrBuyAsChosen();
    void ownershipInputsInTheReportsCurrency();
    void onlyWebAddressesBecomeLinks();
    void workloadNameEndsItsDirections();

private:
    void useLanguage(const QString& language);
    ReportInput input() const;
    std::unique_ptr<state::Workspace> m_workspace;
    ChineseTitle m_chinese;
    bool m_translatorInstalled = false;
};

void tst_ReportWriter::initTestCase()
{
    QCoreApplication::setApplicationVersion(QStringLiteral("9.9.9"));
    m_workspace = workspaceWith({awkwardGpu()});
    QVERIFY(m_workspace);
    // A changed assumption is marked as such.
    engine::Assumptions assumptions = m_workspace->assumptions();
    assumptions.set(engine::AssumptionId::UsableMemoryFraction, 0.85);
    m_workspace->setAssumptions(assumptions);
}

void tst_ReportWriter::init()
{
    useLanguage(QStringLiteral("en"));
}

void tst_ReportWriter::cleanup()
{
    useLanguage(QStringLiteral("en"));
}

void tst_ReportWriter::useLanguage(const QString& language)
{
    const bool chinese = language == QLatin1String("zh_CN");
    QLocale::setDefault(chinese ? QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China)
                                : QLocale(QLocale::English, QLocale::UnitedStates));
    if (chinese && !m_translatorInstalled)
        QCoreApplication::installTranslator(&m_chinese);
    else if (!chinese && m_translatorInstalled)
        QCoreApplication::removeTranslator(&m_chinese);
    m_translatorInstalled = chinese;
}

ReportInput tst_ReportWriter::input() const
{
    ReportInput input;
    input.workspace = m_workspace.get();
    input.workload = chatWorkload();
    input.workload.name = workloadName.toStdString();
    input.workload.gpus = {"h100-sxm", "a100-sxm-80gb", "l40s", "my-gpu"};
    input.ranking = m_workspace->rank(input.workload);
    input.generated = QDateTime(QDate(2026, 3, 14), QTime(9, 30));
    return input;
}

void tst_ReportWriter::documentHasEverySection()
{
    const ReportInput in = input();
    QCOMPARE(in.ranking.size(), std::size_t(4));
    const ReportDocument document = ReportDocument::build(in);
    QCOMPARE(document.title, QStringLiteral("GPU recommendation report"));
    QCOMPARE(document.subtitle, workloadName);
    QCOMPARE(document.dateText, QStringLiteral("Saturday, March 14, 2026"));
    QStringList headings;
    int explanations = 0;
    for (const auto& block : document.blocks) {
        if (block.kind == ui::exporting::ReportBlock::Kind::Heading)
            headings << block.text;
        explanations += block.kind == ui::exporting::ReportBlock::Kind::Html;
    }
    for (const char* section : {"Summary", "Workload", "GPUs compared", "Ranking", "Reasons for each verdict",
                                "Assumptions and constants", "Data sources", "Specifications", "Prices", "Rent or buy",
                                "Each candidate rented and bought", "Ownership inputs", "Prices used"})
        QVERIFY2(headings.contains(QString::fromLatin1(section)), section);
    // One explanation per candidate, as the recommendation page gives it.
    QCOMPARE(explanations, 4);
    // Radar, bars, memory, throughput, cost, each GPU's counts (the frontier), rent or buy.
    QCOMPARE(document.charts.size(), std::size_t(7));
    QCOMPARE(document.charts[5].name, QStringLiteral("frontier"));
    QCOMPARE(document.charts[5].kind, ui::charts::ChartKind::Lines);
    QVERIFY(!document.charts[5].data.series.isEmpty());
    QCOMPARE(document.charts[0].data.series.size(), 4); // the workload's four GPUs compared
    // The changed assumption is marked, with its default beside it.
    bool marked = false;
    for (const auto& block : document.blocks) {
        for (const auto& row : block.table.rows)
            marked =
                marked || (row.value(2).contains(QStringLiteral("changed")) && row.value(3) == QStringLiteral("0.9"));
    }
    QVERIFY(marked);
}

void tst_ReportWriter::html_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void tst_ReportWriter::html()
{
    QFETCH(QString, language);
    useLanguage(language);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.html"));
    const ReportDocument document = ReportDocument::build(input());
    QVERIFY(ReportWriter::write(document, path));
    const QByteArray bytes = readAll(path);

    // Well-formed throughout (inline SVG included), with the user's <script> as text.
    QXmlStreamReader reader(bytes);
    QString text;
    int svgs = 0;
    QString lang;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            QVERIFY2(reader.name() != QLatin1String("script"), "a name became markup");
            svgs += reader.name() == QLatin1String("svg");
            if (reader.name() == QLatin1String("html"))
                lang = reader.attributes().value(QStringLiteral("lang")).toString();
        }
        if (reader.isCharacters())
            text += reader.text();
    }
    QVERIFY2(!reader.hasError(),
             qPrintable(reader.errorString() + QStringLiteral(" at line %1").arg(reader.lineNumber())));
    QCOMPARE(svgs, 7);
    QVERIFY(text.contains(QStringLiteral("<script>alert(1)</script> 聊天")));
    QVERIFY(bytes.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    QVERIFY(text.contains(QStringLiteral("NVIDIA H100 SXM")));
    QVERIFY(text.contains(QStringLiteral("NVIDIA L40S")));
    // A number in a table keeps its unit on its line: "8.46 ms", never "8.46" / "ms".
    static const QRegularExpression brokenUnit(QStringLiteral("<td align=\"right\" class=\"num\">[^<]*\\d [^<]*</td>"));
    QVERIFY2(!brokenUnit.match(QString::fromUtf8(bytes)).hasMatch(),
             qPrintable(brokenUnit.match(QString::fromUtf8(bytes)).captured()));
    if (language == QLatin1String("en"))
        QVERIFY(text.contains(QStringLiteral("\u00a0ms")));
    if (language == QLatin1String("zh_CN")) {
        QCOMPARE(lang, QStringLiteral("zh-CN"));
        QVERIFY(text.contains(chineseTitle));
    } else {
        QCOMPARE(lang, QStringLiteral("en-US"));
        QVERIFY(text.contains(QStringLiteral("GPU recommendation report")));
    }
    // Self-contained: no external style sheet, script or image.
    QVERIFY(!bytes.contains("<link"));
    QVERIFY(!bytes.contains("src=\"http"));
}

void tst_ReportWriter::markdown_data()
{
    html_data();
}

void tst_ReportWriter::markdown()
{
    QFETCH(QString, language);
    useLanguage(language);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("my report.md"));
    QVERIFY(ReportWriter::write(ReportDocument::build(input()), path));
    const QString text = QString::fromUtf8(readAll(path));
    // The ranking as a Markdown table, with the results table's columns.
    QVERIFY(text.contains(QStringLiteral("| \\# | GPU | GPUs | Fits |")));
    QVERIFY(text.contains(QStringLiteral("| NVIDIA H100 SXM |")));
    // Names escaped: no raw HTML can come through.
    QVERIFY(!text.contains(QStringLiteral("<script>")));
    QVERIFY(text.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; 聊天")));
    // Explanations converted from the app's HTML.
    QVERIFY(text.contains(QStringLiteral("#### Memory per GPU")));
    QVERIFY(text.contains(QStringLiteral("| Weights |")));
    if (language == QLatin1String("zh_CN"))
        QVERIFY(text.startsWith(QStringLiteral("# ") + chineseTitle));
    // The charts are PNG files beside it, linked relatively (the space URL-encoded).
    QCOMPARE(ReportWriter::imageFolder(path), QStringLiteral("my report-charts"));
    for (const char* name : {"radar", "bars", "memory", "throughput", "cost", "rent-or-buy"}) {
        QVERIFY2(text.contains(QStringLiteral("](my%20report-charts/%1.png)").arg(QLatin1String(name))), name);
        const QImage image(dir.filePath(QStringLiteral("my report-charts/%1.png").arg(QLatin1String(name))));
        QVERIFY2(!image.isNull(), name);
        QVERIFY(image.width() >= 1200);
    }
}

void tst_ReportWriter::pdf_data()
{
    html_data();
}

void tst_ReportWriter::pdf()
{
    QFETCH(QString, language);
    useLanguage(language);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY(ReportWriter::write(ReportDocument::build(input()), path));
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY2(testing::pdfPageCount(bytes) > 3, qPrintable(QString::number(testing::pdfPageCount(bytes))));
    const QString text = pdfText(path);
    if (text.isEmpty())
        QSKIP("pdftotext is not installed: the text of the PDF is not checked");
    // Selectable text, CJK included.
    QVERIFY(text.contains(QStringLiteral("NVIDIA H100 SXM")));
    QVERIFY(text.contains(QStringLiteral("NVIDIA A100 SXM 80GB")));
    QVERIFY(text.contains(QStringLiteral("聊天")));
    QVERIFY(text.contains(QStringLiteral("Page 2 of")));
    if (language == QLatin1String("zh_CN"))
        QVERIFY2(text.contains(chineseTitle), qPrintable(text.left(300)));
    else
        QVERIFY(text.contains(QStringLiteral("GPU recommendation report")));
}

void tst_ReportWriter::rentOrBuyInEveryFormat_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("md") << QStringLiteral("md");
    QTest::newRow("html") << QStringLiteral("html");
    QTest::newRow("pdf") << QStringLiteral("pdf");
}

void tst_ReportWriter::rentOrBuyInEveryFormat()
{
    QFETCH(QString, format);
    const ReportInput in = input();
    const auto choice = engine::CostOfOwnership::defaultRentOrBuy(in.ranking, m_workspace->catalog(),
                                                                  m_workspace->prices(), m_workspace->ownership());
    QVERIFY(choice);
    const auto result =
        engine::CostOfOwnership::rentOrBuy(in.ranking[choice->rentIndex], *choice->rental, in.ranking[choice->buyIndex],
                                           choice->purchase->usd, m_workspace->catalog(), m_workspace->ownership());
    QVERIFY(result);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.") + format);
    QVERIFY(ReportWriter::write(ReportDocument::build(in), path));
    QString text;
    if (format == QLatin1String("pdf")) {
        text = pdfText(path);
        if (text.isEmpty())
            QSKIP("pdftotext is not installed: the text of the PDF is not checked");
        // The PDF's fonts set "ff" and "fi" as ligatures.
        text.replace(QChar(0xFB00), QStringLiteral("ff")).replace(QChar(0xFB01), QStringLiteral("fi"));
    } else {
        text = QString::fromUtf8(readAll(path));
    }
    // Table cells keep a number with its unit by a no-break space.
    text.replace(QChar(0xA0), QLatin1Char(' '));
    // The section, the verdicts and the numbers each way.
    QVERIFY(text.contains(QStringLiteral("Rent or buy")));
    QVERIFY(text.contains(QStringLiteral("Cheapest way to run this workload")));
    QVERIFY(text.contains(QStringLiteral("compared with renting")));
    QVERIFY2(text.contains(text::Units::usd(result->capexUsd)), qPrintable(text::Units::usd(result->capexUsd)));
    QVERIFY(text.contains(text::Units::usd(result->rentMonthlyUsd)));
    QVERIFY(text.contains(QStringLiteral("pays off after"), Qt::CaseInsensitive));
    QVERIFY(text.contains(QStringLiteral("Ownership inputs")));
    QVERIFY(text.contains(QStringLiteral("Electricity")) || text.contains(QStringLiteral("electricity")));
    // The purchase price used, dated; the shipped prices are older than a year by 2027.
    QVERIFY(text.contains(text::OwnershipText::priceAmount(*choice->purchase)));
    QVERIFY(text.contains(QString::fromStdString(choice->purchase->date)));
}

void tst_ReportWriter::rentOrBuyAsChosen()
{
    // Exported from the app, the report compares what the page compares; old prices are flagged.
    ReportInput in = input();
    in.generated = QDateTime(QDate(2030, 1, 1), QTime(9, 0));
    const auto rented = std::find_if(in.ranking.begin(), in.ranking.end(),
                                     [](const auto& e) { return e.gpuId == "h100-sxm" && e.feasible; });
    const auto bought = std::find_if(in.ranking.begin(), in.ranking.end(),
                                     [](const auto& e) { return e.gpuId == "l40s" && e.feasible; });
    // The shipped data must keep both runnable here: if a data change breaks that, the
    // test says so rather than passing without checking anything.
    QVERIFY2(rented != in.ranking.end(), "the H100 no longer runs this workload: choose another to rent");
    QVERIFY2(bought != in.ranking.end(), "the L40S no longer runs this workload: choose another to buy");
    in.rentOrBuy = ui::exporting::RentOrBuyPick{*rented, *m_workspace->prices().defaultRental("h100-sxm"), *bought,
                                                *m_workspace->prices().defaultPurchase("l40s")};
    const ReportDocument document = ReportDocument::build(in);
    QString all;
    for (const auto& block : document.blocks) {
        all += block.text + QLatin1Char('\n');
        for (const auto& row : block.table.rows)
            all += row.join(QLatin1Char('|')) + QLatin1Char('\n');
    }
    QVERIFY(all.contains(QStringLiteral("as compared on the Cost of ownership page")));
    QVERIFY(all.contains(QStringLiteral("compared with renting %1 × NVIDIA H100 SXM").arg(rented->count())));
    QVERIFY(all.contains(QStringLiteral("over a year old")));
    QVERIFY(all.contains(QStringLiteral("more than a year old")));
}

// Costs in yuan: the ownership inputs (electricity, servers, hosting) too, as the app's
// inputs table shows them, not in dollars beside yuan.
void tst_ReportWriter::ownershipInputsInTheReportsCurrency()
{
    m_workspace->setCurrency(engine::Currency::CNY);
    const auto restore = qScopeGuard([this] { m_workspace->setCurrency(engine::Currency::USD); });
    const auto shown = m_workspace->displayCurrency();
    QVERIFY(shown.fromUsd);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.md"));
    QVERIFY(ReportWriter::write(ReportDocument::build(input()), path));
    const QString text = QString::fromUtf8(readAll(path)).replace(QChar(0xA0), QLatin1Char(' '));
    const auto& ownership = m_workspace->ownership();
    for (const auto id : {engine::OwnershipInputId::ElectricityUsdPerKwh, engine::OwnershipInputId::ServerUsdPerGpuSxm,
                          engine::OwnershipInputId::HostingUsdPerKwMonth}) {
        // The row "| Electricity | ¥0.8712/kWh | ¥0.8712/kWh | source |": value and default.
        const QString yuan = text::OwnershipText::value(id, ownership[id], shown);
        QVERIFY2(yuan.contains(QStringLiteral("¥")), qPrintable(yuan));
        const QString row = QStringLiteral("| %1 | %2 | %2 |").arg(text::OwnershipText::label(id), yuan);
        QVERIFY2(text.contains(row), qPrintable(row));
    }
}

void tst_ReportWriter::failuresWriteNothing()
{
    const ReportDocument document = ReportDocument::build(input());
    QTemporaryDir dir;
    // No such folder.
    const QString missing = dir.filePath(QStringLiteral("no/such/report.pdf"));
    const auto result = ReportWriter::write(document, missing);
    QVERIFY(!result);
    QVERIFY(result.error.contains(QStringLiteral("report.pdf")));
    QVERIFY(!QFile::exists(missing));
    // The image folder cannot be made (a file has its name): no Markdown either.
    QFile blocker(dir.filePath(QStringLiteral("blocked-charts")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QVERIFY(!ReportWriter::write(document, dir.filePath(QStringLiteral("blocked.md"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("blocked.md"))));
    // An unknown type names it.
    const auto unknown = ReportWriter::write(document, dir.filePath(QStringLiteral("report.docx")));
    QVERIFY(!unknown);
    QVERIFY(unknown.error.contains(QStringLiteral("docx")));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("blocked-charts")});
}

// Source cells as a catalogue could give them: only the http(s) address becomes a link,
// in HTML (and so the PDF) and in Markdown; the rest is text.
void tst_ReportWriter::onlyWebAddressesBecomeLinks()
{
    ReportDocument document;
    document.title = QStringLiteral("Links");
    ReportBlock block;
    block.kind = ReportBlock::Kind::Table;
    block.table.headers = {QStringLiteral("Source")};
    block.table.numeric = {false};
    block.table.rows = {{QStringLiteral("Datasheet\nhttps://example.com/a.pdf")},
                        {QStringLiteral("javascript:document.documentElement.setAttribute('data-pwned','yes')")},
                        {QStringLiteral("data:text/html,<script>alert(1)</script>")},
                        {QStringLiteral("https://example.com/\"><script>alert(1)</script>")},
                        {QStringLiteral("<a href=\"javascript:alert(1)\">click</a>")}};
    document.blocks << block;

    QXmlStreamReader reader(ReportWriter::html(document));
    QStringList links;
    QString text;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            QVERIFY2(reader.name() != QLatin1String("script"), "a cell became markup");
            if (reader.name() == QLatin1String("a"))
                links << reader.attributes().value(QStringLiteral("href")).toString();
        }
        if (reader.isCharacters())
            text += reader.text();
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    QCOMPARE(links, QStringList{QStringLiteral("https://example.com/a.pdf")});
    for (const auto& row : block.table.rows)
        QVERIFY2(text.contains(row.front().section(QLatin1Char('\n'), -1)), qPrintable(row.front()));

    const QString markdown = ReportWriter::markdown(document, QStringLiteral("charts"));
    QVERIFY2(markdown.contains(QStringLiteral("<https://example.com/a.pdf>")), qPrintable(markdown));
    QVERIFY(!markdown.contains(QStringLiteral("<javascript")));
    QVERIFY(!markdown.contains(QStringLiteral("<a ")));
    QVERIFY(!markdown.contains(QStringLiteral("<script")));
    QCOMPARE(markdown.count(QLatin1Char('<')), markdown.count(QStringLiteral("<br>")) + 1);
}

// A right-to-left override in the workload's name reverses that name only, not the date
// and version the byline writes after it.
void tst_ReportWriter::workloadNameEndsItsDirections()
{
    ReportDocument document;
    document.title = QStringLiteral("Report");
    document.subtitle = QStringLiteral("Chat \u202Eexe.fdp");
    document.dateText = QStringLiteral("1 December 2026");
    const QString closed = QStringLiteral("Chat \u202Eexe.fdp\u202C · 1 December 2026");
    QVERIFY2(ReportWriter::html(document).contains(closed), qPrintable(ReportWriter::html(document)));
    QVERIFY(ReportWriter::markdown(document, QStringLiteral("charts")).contains(closed));
}

GPUATLAS_TEST_MAIN(tst_ReportWriter)
#include "tst_ReportWriter.moc"
