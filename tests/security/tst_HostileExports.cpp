// SPDX-License-Identifier: GPL-3.0-or-later
// The hostile corpus (tests/fixtures/hostile: a catalogue, a workload and a prices file
// whose names, vendors, architectures, notes, source titles and addresses, providers,
// instances and model name carry script tags, event handlers, javascript: links, CDATA
// breaks, quotes, right-to-left overrides, control characters, spreadsheet formulas and
// a 3,000-character name) goes through every export, from the CLI and from the
// exporters the app calls, and each file is opened the way its victim would open it:
// - HTML and SVG in headless Chromium (--dump-dom), each file a document of its own in
//   one page: the payloads would mark the document (data-pwned); the mark must never be
//   there, and the literal text must;
// - Markdown through md4c (QTextDocument's GitHub dialect): no image but the charts, no
//   link but http(s), the literal text shown;
// - CSV as a spreadsheet parses it: no cell that starts a formula, the text kept;
// - PDF metadata with pdfinfo: the literal title, and no script or launch action;
// - PNG: a picture that decodes, no text chunk.
// Chromium and pdfinfo come with .ci/install-deps. Without them the checks that need them
// are skipped, unless GPUATLAS_REQUIRE_CHROMIUM is set (as .ci/test does): then they fail.
#include "engine/core/Catalog.h"
#include "files/DataFiles.h"
#include "files/WorkloadFiles.h"
#include "state/Workspace.h"
#include "support/TestMain.h"
#include "tests/CsvReader.h"
#include "tests/cli/CliRunner.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/document/charts/ChartTheme.h"
#include "ui/document/export/ChartExporter.h"
#include "ui/document/export/ReportDocument.h"
#include "ui/document/export/TableExporter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QUrl>

#include <memory>
#include <utility>

using namespace gpuatlas;

namespace {

const QString fixtures = QStringLiteral(GPUATLAS_FIXTURES_DIR "/hostile");
const QString compared = QStringLiteral("l40s,h100-sxm,a100-sxm-80gb,rtx-a6000,l4");

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject readJson(const QString& name)
{
    return QJsonDocument::fromJson(readAll(fixtures + QLatin1Char('/') + name)).object();
}

// The strings the corpus puts in each place, read from the fixtures themselves.
struct Corpus
{
    QStringList gpuNames;
    QStringList vendors;
    QStringList architectures;
    QStringList gpuSourceTitles;
    QStringList providers;
    QStringList priceSourceTitles;
    QString workloadName;
    QString modelName;

    static Corpus read()
    {
        Corpus corpus;
        for (const auto& value : readJson(QStringLiteral("catalog.json"))[QLatin1String("gpus")].toArray()) {
            const QJsonObject gpu = value.toObject();
            corpus.gpuNames << gpu[QLatin1String("name")].toString();
            corpus.vendors << gpu[QLatin1String("vendor")].toString();
            corpus.architectures << gpu[QLatin1String("architecture")].toString();
            for (const auto& source : gpu[QLatin1String("sources")].toArray())
                corpus.gpuSourceTitles << source.toObject()[QLatin1String("title")].toString();
        }
        for (const auto& value : readJson(QStringLiteral("prices.json"))[QLatin1String("prices")].toArray()) {
            const QJsonObject price = value.toObject();
            corpus.providers << price[QLatin1String("provider")].toString();
            corpus.priceSourceTitles << price[QLatin1String("source")].toObject()[QLatin1String("title")].toString();
        }
        const QJsonObject workload = readJson(QStringLiteral("workload.json"));
        corpus.workloadName = workload[QLatin1String("name")].toString();
        corpus.modelName = workload[QLatin1String("model")].toObject()[QLatin1String("name")].toString();
        return corpus;
    }
};

bool toolsRequired()
{
    return !qEnvironmentVariableIsEmpty("GPUATLAS_REQUIRE_CHROMIUM");
}

// Skips the test without `tool`, or fails it where CI requires the tools.
#define REQUIRE_TOOL(found, tool)                                                                                      \
    do {                                                                                                               \
        if (!(found) && toolsRequired())                                                                               \
            QFAIL(tool " is not installed, and GPUATLAS_REQUIRE_CHROMIUM says it must be");                            \
        if (!(found))                                                                                                  \
            QSKIP(tool " is not installed (.ci/install-deps installs it)");                                            \
    } while (false)

// The lines of a text: each is shown on its own line (or cell line) by the exports.
QStringList linesOf(const QString& text)
{
    static const QRegularExpression breaks(QStringLiteral("\\r\\n|[\\r\\n]"));
    return text.split(breaks, Qt::SkipEmptyParts);
}

// The PDF without its streams (fonts, page content), whose compressed bytes could hold
// anything: what is left are the objects a reader acts on.
QString pdfObjects(const QByteArray& pdf)
{
    static const QRegularExpression stream(QStringLiteral("stream\\r?\\n.*?endstream"),
                                           QRegularExpression::DotMatchesEverythingOption);
    return QString::fromLatin1(pdf).remove(stream);
}

QString chromium()
{
    for (const char* name : {"chromium", "chromium-browser"}) {
        if (const QString path = QStandardPaths::findExecutable(QLatin1String(name)); !path.isEmpty())
            return path;
    }
    return {};
}

// A text as it appears in Chromium's dump of the DOM: what XML forbids replaced (as the
// exports do), then & < > as references. Quotes stay: serialised text nodes keep them.
QString serialized(const QString& text)
{
    QString out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 && u != '\t' && u != '\n' && u != '\r')
            out += QChar(QChar::ReplacementCharacter);
        else if (u == '&')
            out += QLatin1String("&amp;");
        else if (u == '<')
            out += QLatin1String("&lt;");
        else if (u == '>')
            out += QLatin1String("&gt;");
        else if (u == 0xA0)
            out += QLatin1String("&nbsp;");
        else
            out += c;
    }
    return out;
}

// What Chromium made of one file.
struct Opened
{
    QString state; // clean, marked, parsererror or unreadable; empty: missing from the dump
    QString text;  // the document's text content, as the dump writes it (& < > escaped)
};

struct Dumped
{
    QHash<QString, Opened> files;
    QString error;
    qint64 ms = 0;
};

// The page that opens the files: each in a frame of its own, that is its own document,
// parsed and run as when opened alone; once all have loaded, one <section> per frame
// says whether the payloads marked it (data-pwned on its root), whether it was XML the
// parser refused, and what text it shows.
QString harnessPage(const QStringList& files)
{
    QString frames;
    for (qsizetype i = 0; i < files.size(); ++i)
        frames += QStringLiteral("<iframe id=\"%1\" src=\"%2\"></iframe>\n")
                      .arg(i)
                      .arg(QUrl::fromLocalFile(files[i]).toString(QUrl::FullyEncoded));
    return QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body>\n%1<script>\n"
                          "window.addEventListener('load', () => {\n"
                          "  for (const frame of document.querySelectorAll('iframe')) {\n"
                          "    const out = document.createElement('section');\n"
                          "    out.id = 'result-' + frame.id;\n"
                          "    let doc = null;\n"
                          "    try { doc = frame.contentDocument; } catch (e) {}\n"
                          "    if (!doc || !doc.documentElement) out.dataset.state = 'unreadable';\n"
                          "    else if (doc.getElementsByTagName('parsererror').length) out.dataset.state = "
                          "'parsererror';\n"
                          "    else out.dataset.state = doc.documentElement.hasAttribute('data-pwned') ? 'marked' : "
                          "'clean';\n"
                          "    if (doc && doc.documentElement) out.textContent = doc.documentElement.textContent;\n"
                          "    document.body.appendChild(out);\n"
                          "  }\n"
                          "});\n"
                          "</script>\n</body></html>\n")
        .arg(frames);
}

// One headless Chromium start for all the files. --allow-file-access-from-files lets the
// page read its frames (file: pages are otherwise each an origin of their own); it changes
// nothing of how a frame's own document is parsed or whether its scripts run.
Dumped openInChromium(const QString& browser, const QStringList& files, const QString& folder)
{
    Dumped dumped;
    const QString page = folder + QStringLiteral("/harness.html");
    QFile file(page);
    if (!file.open(QIODevice::WriteOnly) || file.write(harnessPage(files).toUtf8()) < 0) {
        dumped.error = file.errorString();
        return dumped;
    }
    file.close();
    QElapsedTimer clock;
    clock.start();
    QProcess process;
    process.start(browser,
                  {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                   QStringLiteral("--disable-quic"), QStringLiteral("--no-first-run"),
                   QStringLiteral("--disable-background-networking"), QStringLiteral("--disable-component-update"),
                   QStringLiteral("--disable-sync"), QStringLiteral("--allow-file-access-from-files"),
                   QStringLiteral("--user-data-dir=") + folder + QStringLiteral("/profile"),
                   QStringLiteral("--dump-dom"), QUrl::fromLocalFile(page).toString()});
    if (!process.waitForFinished(300000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        process.kill();
        process.waitForFinished();
        dumped.error = QStringLiteral("chromium failed (%1): %2")
                           .arg(process.exitCode())
                           .arg(QString::fromUtf8(process.readAllStandardError().right(600)));
        return dumped;
    }
    dumped.ms = clock.elapsed();
    const QString dom = QString::fromUtf8(process.readAllStandardOutput());
    static const QRegularExpression section(
        QStringLiteral("<section id=\"result-(\\d+)\" data-state=\"(\\w+)\">(.*?)</section>"),
        QRegularExpression::DotMatchesEverythingOption);
    for (auto it = section.globalMatch(dom); it.hasNext();) {
        const auto match = it.next();
        const qsizetype index = match.captured(1).toLongLong();
        if (index >= 0 && index < files.size())
            dumped.files.insert(files[index], {match.captured(2), match.captured(3)});
    }
    return dumped;
}

QString pdfTitle(const QString& path, QString* error)
{
    QProcess process;
    process.start(QStandardPaths::findExecutable(QStringLiteral("pdfinfo")), {path});
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        *error = QString::fromUtf8(process.readAllStandardError());
        return {};
    }
    for (const QString& line : QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Title:")))
            return line.mid(6).trimmed();
    }
    *error = QStringLiteral("no Title in pdfinfo's output");
    return {};
}

} // namespace

class tst_HostileExports : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void chromiumRunsScriptsInFiles();
    void htmlAndSvgRunNoScript_data();
    void htmlAndSvgRunNoScript();
    void markdownShowsText_data();
    void markdownShowsText();
    void csvHasNoFormula_data();
    void csvHasNoFormula();
    void pdfMetadataIsLiteral_data();
    void pdfMetadataIsLiteral();
    void pngIsAPicture_data();
    void pngIsAPicture();

private:
    void exportFromCli();
    void exportFromApp();
    QString cli(const QString& name) const { return m_dir.filePath(QStringLiteral("cli/") + name); }
    QString app(const QString& name) const { return m_dir.filePath(QStringLiteral("app/") + name); }
    // The strings of the corpus a file must show, by file.
    QStringList expectedIn(const QString& file) const;
    // The GPU names a chart draws: long names may be shortened there, so their start
    // (before the right-to-left override, which splits a drawn text in runs).
    QStringList nameStarts() const;

    Corpus m_corpus;
    QTemporaryDir m_dir;
    QStringList m_cliErrors;
    QStringList m_appErrors;
    QHash<QString, QString> m_chartTitles; // app SVG -> "title\nsubtitle" of its chart
    QStringList m_appCharts;
    Dumped m_chromium;
};

void tst_HostileExports::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    m_corpus = Corpus::read();
    QCOMPARE(m_corpus.gpuNames.size(), 5);
    QVERIFY(!m_corpus.workloadName.isEmpty() && !m_corpus.modelName.isEmpty());
    // The prices file is found on the data search path, as a user's data folder would be.
    qputenv("GPUATLAS_DATA_DIR", QFile::encodeName(fixtures));
    QVERIFY(QDir().mkpath(cli(QString())) && QDir().mkpath(app(QString())));
    exportFromCli();
    exportFromApp();
    if (QTest::currentTestFailed())
        return;

    // Controls: the same kinds of payload, left as markup, must mark the DOM; else the
    // checks below could not tell.
    QFile html(m_dir.filePath(QStringLiteral("control.html")));
    QVERIFY(html.open(QIODevice::WriteOnly));
    html.write("<!DOCTYPE html><html><body><p>control</p><img src=x "
               "onerror=\"document.documentElement.setAttribute('data-pwned','img')\"></body></html>\n");
    html.close();
    QFile svg(m_dir.filePath(QStringLiteral("control.svg")));
    QVERIFY(svg.open(QIODevice::WriteOnly));
    svg.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><title>control</title>"
              "<script>document.documentElement.setAttribute('data-pwned','script')</script></svg>\n");
    svg.close();

    if (const QString browser = chromium(); !browser.isEmpty()) {
        QStringList files{html.fileName(),
                          svg.fileName(),
                          cli(QStringLiteral("report.html")),
                          cli(QStringLiteral("table.html")),
                          cli(QStringLiteral("radar.svg")),
                          cli(QStringLiteral("bars.svg")),
                          app(QStringLiteral("table.html"))};
        for (const QString& chart : std::as_const(m_appCharts))
            files << app(chart + QStringLiteral(".svg"));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("chromium"))));
        m_chromium = openInChromium(browser, files, m_dir.filePath(QStringLiteral("chromium")));
        qInfo("Chromium: %d files in one start, %lld ms", int(files.size()), m_chromium.ms);
    }
}

void tst_HostileExports::exportFromCli()
{
    const QStringList catalog{QStringLiteral("--catalog"), fixtures + QStringLiteral("/catalog.json")};
    const QString workload = fixtures + QStringLiteral("/workload.json");
    const QStringList environment{QStringLiteral("GPUATLAS_DATA_DIR=") + fixtures};
    QList<QStringList> runs;
    for (const char* suffix : {"html", "md", "pdf"})
        runs << QStringList{QStringLiteral("report"),
                            QStringLiteral("--workload"),
                            workload,
                            QStringLiteral("--gpus"),
                            compared,
                            QStringLiteral("--out"),
                            cli(QStringLiteral("report.") + QLatin1String(suffix))};
    for (const char* file : {"radar.svg", "bars.svg", "radar.png", "radar.pdf"})
        runs << QStringList{QStringLiteral("chart"),  QString::fromLatin1(file).section(QLatin1Char('.'), 0, 0),
                            QStringLiteral("--gpus"), compared,
                            QStringLiteral("--dpi"),  QStringLiteral("48"),
                            QStringLiteral("--out"),  cli(QLatin1String(file))};
    for (const char* suffix : {"csv", "md", "html"})
        runs << QStringList{QStringLiteral("table"), QStringLiteral("--out"),
                            cli(QStringLiteral("table.") + QLatin1String(suffix))};
    for (QStringList arguments : std::as_const(runs)) {
        arguments << catalog;
        const CliRun run = runCli(arguments, {}, environment);
        if (run.exitCode != 0)
            m_cliErrors << arguments.join(QLatin1Char(' ')) + QStringLiteral(": ") + run.err;
    }
}

// What the app writes from the same files: the report's charts through ChartExporter
// (the rent-or-buy chart's title names the GPUs: the SVG of issue 19) and the spec table
// through TableExporter.
void tst_HostileExports::exportFromApp()
{
    auto catalog = files::DataFiles::loadCatalog(fixtures + QStringLiteral("/catalog.json"));
    auto models = files::DataFiles::loadModels();
    auto prices = files::DataFiles::loadPrices();
    QVERIFY(catalog && models && prices);
    auto workload = files::WorkloadFiles::load(fixtures + QStringLiteral("/workload.json"), models.value());
    QVERIFY(workload);
    for (const QString& id : compared.split(QLatin1Char(',')))
        workload.value().gpus.push_back(id.toStdString());
    ui::Workspace workspace(catalog.value(), models.value(), prices.value());
    ui::exporting::ReportInput input;
    input.workspace = &workspace;
    input.workload = workload.value();
    input.ranking = workspace.rank(input.workload);
    const auto document = ui::exporting::ReportDocument::build(input);
    for (const auto& chart : document.charts) {
        const auto figure =
            ui::charts::ChartFacade::create(chart.kind, chart.data, ui::charts::ChartTheme(), chart.size);
        ui::exporting::ImageExportOptions options;
        options.size = chart.size;
        options.dpi = 48;
        for (const char* suffix : {".svg", ".png", ".pdf"}) {
            const auto result =
                ui::exporting::ChartExporter::write(*figure, app(chart.name + QLatin1String(suffix)), options);
            if (!result)
                m_appErrors << result.error;
        }
        m_appCharts << chart.name;
        m_chartTitles.insert(chart.name, chart.data.title + QLatin1Char('\n') + chart.data.subtitle);
    }
    QVERIFY2(m_appCharts.contains(QStringLiteral("rent-or-buy")), "the corpus has prices to rent and buy with");
    std::vector<const engine::Gpu*> gpus;
    for (const auto& gpu : workspace.catalog().gpus())
        gpus.push_back(&gpu);
    const auto table = ui::exporting::TableExporter::specTable(gpus);
    for (const char* suffix : {"csv", "md", "html"}) {
        const auto result =
            ui::exporting::TableExporter::write(table, app(QStringLiteral("table.") + QLatin1String(suffix)));
        if (!result)
            m_appErrors << result.error;
    }
}

QStringList tst_HostileExports::expectedIn(const QString& file) const
{
    const QString name = QFileInfo(file).fileName();
    if (name.startsWith(QLatin1String("table.")))
        return m_corpus.gpuNames + m_corpus.vendors + m_corpus.architectures;
    if (name.startsWith(QLatin1String("report."))) {
        // The sources and prices of the GPUs the report shows; the model's own name.
        return m_corpus.gpuNames + m_corpus.gpuSourceTitles + m_corpus.providers + m_corpus.priceSourceTitles +
               QStringList{m_corpus.workloadName, m_corpus.modelName};
    }
    // Charts: the app's carry their title and subtitle (the rent-or-buy one names the
    // GPUs); the comparisons draw every GPU's name.
    const QString chart = QFileInfo(file).completeBaseName();
    QStringList expected;
    if (file.startsWith(app(QString())))
        expected = m_chartTitles.value(chart).split(QLatin1Char('\n'));
    if (chart == QLatin1String("radar") || chart == QLatin1String("bars"))
        expected += nameStarts();
    return expected;
}

QStringList tst_HostileExports::nameStarts() const
{
    QStringList starts;
    for (const QString& name : m_corpus.gpuNames)
        starts << name.left(9);
    return starts;
}

void tst_HostileExports::chromiumRunsScriptsInFiles()
{
    REQUIRE_TOOL(!chromium().isEmpty(), "chromium");
    QVERIFY2(m_chromium.error.isEmpty(), qPrintable(m_chromium.error));
    for (const char* control : {"control.html", "control.svg"}) {
        const Opened opened = m_chromium.files.value(m_dir.filePath(QLatin1String(control)));
        QCOMPARE(opened.state, QStringLiteral("marked"));
        QVERIFY(opened.text.contains(QLatin1String("control")));
    }
}

void tst_HostileExports::htmlAndSvgRunNoScript_data()
{
    QTest::addColumn<QString>("file");
    for (const char* file : {"report.html", "table.html", "radar.svg", "bars.svg"})
        QTest::newRow(qPrintable(QStringLiteral("cli ") + QLatin1String(file))) << cli(QLatin1String(file));
    QTest::newRow("app table.html") << app(QStringLiteral("table.html"));
    for (const QString& chart : std::as_const(m_appCharts))
        QTest::newRow(qPrintable(QStringLiteral("app ") + chart + QStringLiteral(".svg")))
            << app(chart + QStringLiteral(".svg"));
}

void tst_HostileExports::htmlAndSvgRunNoScript()
{
    QFETCH(QString, file);
    QVERIFY2(m_cliErrors.isEmpty() && m_appErrors.isEmpty(), qPrintable((m_cliErrors + m_appErrors).join('\n')));
    REQUIRE_TOOL(!chromium().isEmpty(), "chromium");
    QVERIFY2(m_chromium.error.isEmpty(), qPrintable(m_chromium.error));
    const Opened opened = m_chromium.files.value(file);
    // "parsererror": an SVG that is not XML shows Chromium's error instead of the chart.
    QCOMPARE(opened.state, QStringLiteral("clean"));
    QVERIFY2(opened.text.size() > 100, qPrintable(opened.text));
    for (const QString& text : expectedIn(file)) {
        for (const QString& line : linesOf(text))
            QVERIFY2(opened.text.contains(serialized(line)),
                     qPrintable(QStringLiteral("not shown: ") + serialized(line).left(200)));
    }
}

void tst_HostileExports::markdownShowsText_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("cli report.md") << cli(QStringLiteral("report.md"));
    QTest::newRow("cli table.md") << cli(QStringLiteral("table.md"));
    QTest::newRow("app table.md") << app(QStringLiteral("table.md"));
}

// md4c, the CommonMark parser of QTextDocument, with GitHub's extensions: raw HTML in the
// file would become images or rich text, a link its anchor.
void tst_HostileExports::markdownShowsText()
{
    QFETCH(QString, file);
    QVERIFY2(m_cliErrors.isEmpty() && m_appErrors.isEmpty(), qPrintable((m_cliErrors + m_appErrors).join('\n')));
    QString markdown = QString::fromUtf8(readAll(file));
    QVERIFY(!markdown.isEmpty());
    // The exporter's own line breaks in table cells: Qt 6.4's importer drops the rest of
    // a table after inline HTML in a cell, so they are read as a visible mark instead.
    // Text from the files cannot make a "<br>": its < is written &lt;.
    markdown.replace(QLatin1String("<br>"), QStringLiteral(" \u00b6 "));
    QTextDocument document;
    document.setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    static const QRegularExpression chartImage(QStringLiteral("^report-charts/[a-z-]+\\.png$"));
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isImageFormat())
                QVERIFY2(chartImage.match(format.toImageFormat().name()).hasMatch(),
                         qPrintable(format.toImageFormat().name()));
            if (format.isAnchor()) {
                // GitHub's dialect links bare http(s) addresses in text; nothing else may link.
                const QUrl target(format.anchorHref());
                QVERIFY2(target.scheme() == QLatin1String("http") || target.scheme() == QLatin1String("https"),
                         qPrintable(format.anchorHref()));
            }
        }
    }
    const QString shown = document.toPlainText();
    for (const QString& text : expectedIn(file)) {
        // A table cell drops the spaces (a tab too) at its ends, as HTML would show them.
        for (const QString& line : linesOf(text))
            QVERIFY2(shown.contains(line.trimmed()), qPrintable(QStringLiteral("not shown: ") + line.left(200)));
    }
}

void tst_HostileExports::csvHasNoFormula_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("cli table.csv") << cli(QStringLiteral("table.csv"));
    QTest::newRow("app table.csv") << app(QStringLiteral("table.csv"));
}

void tst_HostileExports::csvHasNoFormula()
{
    QFETCH(QString, file);
    QVERIFY2(m_cliErrors.isEmpty() && m_appErrors.isEmpty(), qPrintable((m_cliErrors + m_appErrors).join('\n')));
    const QByteArray bytes = readAll(file);
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    bool ok = false;
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(bytes.mid(3)), &ok);
    QVERIFY(ok);
    QCOMPARE(rows.size(), 1 + m_corpus.gpuNames.size());
    QVERIFY2(formulaCells(rows).isEmpty(), qPrintable(formulaCells(rows).join(QLatin1Char('\n'))));
    // Every name, vendor and architecture in a cell of its own: as written, or after the
    // apostrophe that keeps it text.
    QStringList cells;
    for (const QStringList& row : rows)
        cells << row;
    for (const QString& text : expectedIn(file))
        QVERIFY2(cells.contains(text) || cells.contains(QLatin1Char('\'') + text), qPrintable(text.left(200)));
}

void tst_HostileExports::pdfMetadataIsLiteral_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("title");
    QTest::newRow("cli report.pdf") << cli(QStringLiteral("report.pdf"))
                                    << QStringLiteral("GPU recommendation report — ") + m_corpus.workloadName;
    QTest::newRow("cli radar.pdf") << cli(QStringLiteral("radar.pdf")) << QStringLiteral("GPU comparison");
    for (const QString& chart : std::as_const(m_appCharts))
        QTest::newRow(qPrintable(QStringLiteral("app ") + chart + QStringLiteral(".pdf")))
            << app(chart + QStringLiteral(".pdf")) << m_chartTitles.value(chart).section(QLatin1Char('\n'), 0, 0);
}

void tst_HostileExports::pdfMetadataIsLiteral()
{
    QFETCH(QString, file);
    QFETCH(QString, title);
    QVERIFY2(m_cliErrors.isEmpty() && m_appErrors.isEmpty(), qPrintable((m_cliErrors + m_appErrors).join('\n')));
    const QByteArray bytes = readAll(file);
    QVERIFY(bytes.startsWith("%PDF-"));
    // No action a reader would run, and links only to web addresses.
    const QString objects = pdfObjects(bytes);
    static const QRegularExpression action(
        QStringLiteral("/(JavaScript|JS|Launch|SubmitForm|ImportData|EmbeddedFile)\\b"));
    QVERIFY2(!objects.contains(action), qPrintable(action.match(objects).captured()));
    static const QRegularExpression uri(QStringLiteral("/URI\\s*\\(([^)]*)\\)"));
    for (auto it = uri.globalMatch(objects); it.hasNext();) {
        const QString target = it.next().captured(1);
        QVERIFY2(target.startsWith(QLatin1String("https://")) || target.startsWith(QLatin1String("http://")),
                 qPrintable(target));
    }
    REQUIRE_TOOL(!QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty(), "pdfinfo");
    QString error;
    const QString shown = pdfTitle(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(shown, title);
}

void tst_HostileExports::pngIsAPicture_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("cli radar.png") << cli(QStringLiteral("radar.png"));
    for (const QString& chart : std::as_const(m_appCharts))
        QTest::newRow(qPrintable(QStringLiteral("app ") + chart + QStringLiteral(".png")))
            << app(chart + QStringLiteral(".png"));
}

void tst_HostileExports::pngIsAPicture()
{
    QFETCH(QString, file);
    QVERIFY2(m_cliErrors.isEmpty() && m_appErrors.isEmpty(), qPrintable((m_cliErrors + m_appErrors).join('\n')));
    QImageReader reader(file);
    QCOMPARE(reader.format(), QByteArray("png"));
    // No text chunk a viewer would show or a tool would parse.
    QVERIFY2(reader.textKeys().isEmpty(), qPrintable(reader.textKeys().join(QLatin1Char(','))));
    QVERIFY(!reader.read().isNull());
}

GPUATLAS_TEST_MAIN(tst_HostileExports)
#include "tst_HostileExports.moc"
