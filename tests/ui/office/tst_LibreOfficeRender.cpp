// SPDX-License-Identifier: GPL-3.0-or-later
#include "../UiTestData.h"
#include "text/LanguageManager.h"
#include "ui/export/office/DeckBuilder.h"
#include "ui/export/office/OdtWriter.h"
#include "ui/export/office/PptxWriter.h"
#include "ui/export/office/SpreadsheetTables.h"
#include "ui/export/office/XlsxWriter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
    QTemporaryDir m_dir;
    QString m_soffice;
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
    for (const char* tool : {"pdfinfo", "pdftoppm"})
        QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty(), tool);
    QVERIFY(m_dir.isValid());
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    ReportInput input;
    input.workspace = workspace.get();
    input.workload = chatWorkload();
    input.ranking = workspace->rank(input.workload);

    // The deck in Chinese (CJK text must reach the page), the report and the table in English.
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    const office::Deck deck = office::DeckBuilder::build(input);
    m_slides = static_cast<int>(deck.slides.size());
    QVERIFY(office::PptxWriter::write(deck, m_dir.filePath(QStringLiteral("deck.pptx"))).ok);
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    const ReportDocument report = ReportDocument::build(input);
    QVERIFY(office::OdtWriter::write(report, m_dir.filePath(QStringLiteral("report.odt"))).ok);
    std::vector<const engine::Gpu*> gpus;
    for (const auto& id : input.workload.gpus)
        gpus.push_back(workspace->catalog().find(id));
    QVERIFY(office::XlsxWriter::write(office::SpreadsheetTables::specTable(gpus),
                                      m_dir.filePath(QStringLiteral("table.xlsx")))
                .ok);
}

void tst_LibreOfficeRender::convertsEveryFormat()
{
    const QString out = m_dir.filePath(QStringLiteral("pdf"));
    QVERIFY(QDir().mkpath(out));
    // A profile of our own: never the user's, and no first-start wizard.
    const QString profile = QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("profile"))).toString();
    QElapsedTimer timer;
    timer.start();
    int status = 0;
    const QString log =
        run(m_soffice,
            {QStringLiteral("-env:UserInstallation=") + profile, QStringLiteral("--headless"),
             QStringLiteral("--norestore"), QStringLiteral("--convert-to"), QStringLiteral("pdf"),
             QStringLiteral("--outdir"), out, m_dir.filePath(QStringLiteral("deck.pptx")),
             m_dir.filePath(QStringLiteral("report.odt")), m_dir.filePath(QStringLiteral("table.xlsx"))},
            300000, &status);
    qInfo("LibreOffice converted the three files in %.1f s", static_cast<double>(timer.elapsed()) / 1000.0);
    QVERIFY2(status == 0, qPrintable(log));

    struct Expected
    {
        const char* name;
        int minPages;
        int maxPages;
    };
    for (const Expected& file :
         {Expected{"deck", m_slides, m_slides}, Expected{"report", 6, 60}, Expected{"table", 2, 30}}) {
        const QString pdf = QDir(out).filePath(QString::fromLatin1(file.name) + QStringLiteral(".pdf"));
        QVERIFY2(QFileInfo::exists(pdf), qPrintable(pdf + QLatin1Char('\n') + log));
        const QString info = run(QStringLiteral("pdfinfo"), {pdf}, 60000, &status);
        QCOMPARE(status, 0);
        const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY2(match.hasMatch(), qPrintable(info));
        const int pages = match.captured(1).toInt();
        QVERIFY2(pages >= file.minPages && pages <= file.maxPages,
                 qPrintable(QStringLiteral("%1: %2 pages").arg(QLatin1String(file.name)).arg(pages)));
        const QString prefix = QDir(out).filePath(QString::fromLatin1(file.name));
        run(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("24"), QStringLiteral("-png"), pdf, prefix}, 120000, &status);
        QCOMPARE(status, 0);
        const QStringList images =
            QDir(out).entryList({QString::fromLatin1(file.name) + QStringLiteral("-*.png")}, QDir::Files, QDir::Name);
        QCOMPARE(images.size(), pages);
        for (const QString& name : images) {
            const QImage page(QDir(out).filePath(name));
            QVERIFY2(!page.isNull(), qPrintable(name));
            const double ink = inkFraction(page);
            QVERIFY2(ink > 0.004, qPrintable(QStringLiteral("%1 is blank (%2 ink)").arg(name).arg(ink)));
        }
    }
}

QTEST_MAIN(tst_LibreOfficeRender)
#include "tst_LibreOfficeRender.moc"
