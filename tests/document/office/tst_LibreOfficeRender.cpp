// SPDX-License-Identifier: GPL-3.0-or-later
#include "HostileOffice.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/document/office/DeckBuilder.h"
#include "ui/document/office/OdtWriter.h"
#include "ui/document/office/PptxWriter.h"
#include "ui/document/office/SpreadsheetTables.h"
#include "ui/document/office/XlsxWriter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace gpuatlas;
using namespace gpuatlas::ui::exporting;

namespace {

// A page is blank when nearly every pixel is the paper's colour.
double inkFraction(const QImage& page)
{
    const QImage image = page.convertToFormat(QImage::Format_RGB32);
    const QRgb paper = image.pixel(0, 0);
    qint64 ink = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = line[x];
            ink += std::abs(qRed(p) - qRed(paper)) + std::abs(qGreen(p) - qGreen(paper)) +
                       std::abs(qBlue(p) - qBlue(paper)) >
                   60;
        }
    }
    return static_cast<double>(ink) / (static_cast<double>(image.width()) * image.height());
}

QString run(const QString& program, const QStringList& arguments, int timeoutMs, int* status)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(timeoutMs);
    if (!finished)
        process.kill();
    *status = finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return QString::fromLocal8Bit(process.readAll());
}

} // namespace

// LibreOffice opens the three native exports as a user's office suite would and prints
// them to PDF; every page must exist and carry ink. Skipped only on a machine without
// LibreOffice when GPUATLAS_REQUIRE_LIBREOFFICE is unset (CI sets it).
class tst_LibreOfficeRender : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void convertsEveryFormat();

private:
    void checkPdf(const char* name, int minPages, int maxPages, const QStringList& texts);
    QString path(const QString& name) const { return QDir(m_out).filePath(name); }

    QTemporaryDir m_dir;
    QString m_out;
    QString m_soffice;
    HostileOffice m_corpus;
    int m_slides = 0;
};

void tst_LibreOfficeRender::initTestCase()
{
    m_soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
    if (m_soffice.isEmpty()) {
        if (qEnvironmentVariableIsSet("GPUATLAS_REQUIRE_LIBREOFFICE"))
            QFAIL("soffice not found, and GPUATLAS_REQUIRE_LIBREOFFICE is set: install libreoffice-impress, "
                  "libreoffice-writer and libreoffice-calc (.ci/install-deps)");
        QSKIP("soffice not found (install LibreOffice, or set GPUATLAS_REQUIRE_LIBREOFFICE to make this fail)");
    }
    for (const char* tool : {"pdfinfo", "pdftoppm", "pdftotext"})
        QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty(), tool);
    QVERIFY(m_dir.isValid());
    // GPUATLAS_OFFICE_RENDER_DIR keeps the files, PDFs and page images to look at.
    m_out = qEnvironmentVariable("GPUATLAS_OFFICE_RENDER_DIR", m_dir.path());
    QVERIFY(QDir().mkpath(m_out));

    // The security tests' corpus, two GPUs: "=cmd|' /C calc'!A0 H100 ]]><script>..." and
    // "L40S<script>...". Few GPUs keep the run short; every kind of slide is still there.
    m_corpus = HostileOffice::load({QStringLiteral("h100-sxm"), QStringLiteral("l40s")});
    QVERIFY(m_corpus.workspace);
    const ReportInput& input = m_corpus.input;

    // The deck in Chinese (CJK text must reach the page), the report and the table in English.
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    const office::Deck deck = office::DeckBuilder::build(input);
    m_slides = static_cast<int>(deck.slides.size());
    QVERIFY(office::PptxWriter::write(deck, path(QStringLiteral("deck.pptx"))).ok);
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QVERIFY(office::OdtWriter::write(ReportDocument::build(input), path(QStringLiteral("report.odt"))).ok);
    std::vector<const engine::Gpu*> gpus;
    for (const auto& id : input.workload.gpus)
        gpus.push_back(m_corpus.workspace->catalog().find(id));
    QVERIFY(
        office::XlsxWriter::write(office::SpreadsheetTables::specTable(gpus), path(QStringLiteral("table.xlsx"))).ok);
}

void tst_LibreOfficeRender::convertsEveryFormat()
{
    // A profile of our own: never the user's, and no first-start wizard.
    const QString profile = QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("profile"))).toString();
    QElapsedTimer timer;
    timer.start();
    int status = 0;
    const QString log = run(m_soffice,
                            {QStringLiteral("-env:UserInstallation=") + profile, QStringLiteral("--headless"),
                             QStringLiteral("--norestore"), QStringLiteral("--convert-to"), QStringLiteral("pdf"),
                             QStringLiteral("--outdir"), m_out, path(QStringLiteral("deck.pptx")),
                             path(QStringLiteral("report.odt")), path(QStringLiteral("table.xlsx"))},
                            300000, &status);
    qInfo("LibreOffice converted the three files in %.1f s", static_cast<double>(timer.elapsed()) / 1000.0);
    QVERIFY2(status == 0, qPrintable(log));

    // What must be on the pages as written: a name LibreOffice took for a formula would
    // show its result or an error instead, one taken for markup would be gone. Names are
    // clipped to their column in the sheet, so their first 20 characters.
    QStringList names;
    for (const QString& name : m_corpus.gpuNames)
        names << HostileOffice::start(name).left(20);
    const QString workload = HostileOffice::start(m_corpus.workloadName).left(20);
    checkPdf("deck", m_slides, m_slides, names + QStringList{workload});
    checkPdf("report", 6, 40, names + QStringList{workload});
    checkPdf("table", 3, 12, names);
}

void tst_LibreOfficeRender::checkPdf(const char* name, int minPages, int maxPages, const QStringList& texts)
{
    const QString base = QString::fromLatin1(name);
    const QString pdf = path(base + QStringLiteral(".pdf"));
    QVERIFY2(QFileInfo::exists(pdf), qPrintable(pdf));
    int status = 0;
    const QString info = run(QStringLiteral("pdfinfo"), {pdf}, 60000, &status);
    QCOMPARE(status, 0);
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    QVERIFY2(match.hasMatch(), qPrintable(info));
    const int pages = match.captured(1).toInt();
    QVERIFY2(pages >= minPages && pages <= maxPages, qPrintable(QStringLiteral("%1: %2 pages").arg(base).arg(pages)));

    // Every page carries ink (at 24 dpi, which is enough to tell and quick).
    run(QStringLiteral("pdftoppm"),
        {QStringLiteral("-r"), QStringLiteral("24"), QStringLiteral("-png"), pdf, path(base)}, 120000, &status);
    QCOMPARE(status, 0);
    const QStringList images = QDir(m_out).entryList({base + QStringLiteral("-*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(images.size(), pages);
    for (const QString& image : images) {
        const QImage page(path(image));
        QVERIFY2(!page.isNull(), qPrintable(image));
        const double ink = inkFraction(page);
        QVERIFY2(ink > 0.004, qPrintable(QStringLiteral("%1 is blank (%2 ink)").arg(image).arg(ink)));
    }

    // The text as a reader copies it off the pages, compared without white space (lines
    // wrap where the layout wants).
    static const QRegularExpression space(QStringLiteral("\\s+"));
    QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}, 60000, &status);
    QCOMPARE(status, 0);
    text.remove(space);
    for (QString expected : texts) {
        expected.remove(space);
        QVERIFY2(text.contains(expected), qPrintable(base + QStringLiteral(": ") + expected));
    }
}

GPUATLAS_TEST_MAIN(tst_LibreOfficeRender)
#include "tst_LibreOfficeRender.moc"
