// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/ScreenshotRenderer.h"
#include "gui/ScreenshotScenes.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/MainWindow.h"
#include "ui/pages/SpecPage.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;
using ui::ScreenshotRenderer;

namespace {

struct Run
{
    int exitCode = -1;
    QString err;
};

// Runs the GUI program as a user would, with a home of its own so that any settings
// it wrote would show up there.
Run runGui(const QStringList& arguments, const QString& home)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(GPUATLAS_GUI_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromLocal8Bit(process.readAllStandardError())};
}

// Distinct colours in a grid of samples: a blank or single-colour image has a few.
int distinctColours(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    }
    return static_cast<int>(colours.size());
}

} // namespace

class tst_ScreenshotRenderer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void parseSize_data();
    void parseSize();
    void registryRunsThePagePreparation();
    void programWritesPng_data();
    void programWritesPng();
    void programKeepsSettingsUntouched();
    void unwritableFileFails();
    void unknownPageFails();

private:
    QTemporaryDir m_dir;
};

void tst_ScreenshotRenderer::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("home"))));
}

void tst_ScreenshotRenderer::parseSize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QSize>("size");
    QTest::newRow("default") << "1280x800" << QSize(1280, 800);
    QTest::newRow("capital X") << "1024X768" << QSize(1024, 768);
    QTest::newRow("spaces") << " 800x600 " << QSize(800, 600);
    QTest::newRow("too small") << "100x100" << QSize();
    QTest::newRow("too big") << "9000x800" << QSize();
    QTest::newRow("words") << "big" << QSize();
    QTest::newRow("one number") << "1280" << QSize();
    QTest::newRow("negative") << "-1280x800" << QSize();
}

void tst_ScreenshotRenderer::parseSize()
{
    QFETCH(QString, text);
    QFETCH(QSize, size);
    QCOMPARE(ScreenshotRenderer::parseSize(text), size);
}

void tst_ScreenshotRenderer::registryRunsThePagePreparation()
{
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    text::LanguageManager languages;
    ui::MainWindow window(*workspace, languages, ui::MainWindow::Persistence::Off);
    ScreenshotRenderer renderer = ui::standardScreenshots();
    for (const char* page : {"table", "detail", "compare"})
        QVERIFY(renderer.hasPage(QString::fromLatin1(page)));
    // What a later page registers is run before the picture is taken.
    auto* extra = new QWidget;
    window.addPage(extra, QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Charts"));
    int prepared = 0;
    renderer.addPage(QStringLiteral("charts"), [&](ui::MainWindow& w) {
        ++prepared;
        w.setCurrentPage(extra);
    });
    QVERIFY(renderer.pageNames().contains(QStringLiteral("charts")));
    const QString file = m_dir.filePath(QStringLiteral("charts.png"));
    QVERIFY(renderer.render(window, QStringLiteral("charts"), QSize(900, 600), file));
    QCOMPARE(prepared, 1);
    QCOMPARE(window.currentPage(), extra);
    QCOMPARE(QImage(file).size(), QSize(900, 600));

    const text::Status unknown = renderer.render(window, QStringLiteral("nope"), QSize(900, 600), file);
    QVERIFY(!unknown);
    QVERIFY(unknown.error.contains(QStringLiteral("nope")));
    QVERIFY(renderer.render(window, QStringLiteral("compare"), QSize(900, 600), file));
    QCOMPARE(window.specPage()->orientation(), ui::SpecPage::Orientation::GpusAsColumns);
}

void tst_ScreenshotRenderer::programWritesPng_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QSize>("size");
    QTest::newRow("table") << QStringList{QStringLiteral("--page"), QStringLiteral("table")} << QSize(1280, 800);
    QTest::newRow("default page") << QStringList{} << QSize(1280, 800);
    QTest::newRow("detail zh_CN") << QStringList{QStringLiteral("--page"), QStringLiteral("detail"),
                                                 QStringLiteral("--lang"), QStringLiteral("zh_CN")}
                                  << QSize(1280, 800);
    QTest::newRow("compare zh_TW sized") << QStringList{QStringLiteral("--page"), QStringLiteral("compare"),
                                                        QStringLiteral("--lang"), QStringLiteral("zh_TW"),
                                                        QStringLiteral("--size"), QStringLiteral("1024x700")}
                                         << QSize(1024, 700);
}

void tst_ScreenshotRenderer::programWritesPng()
{
    QFETCH(QStringList, arguments);
    QFETCH(QSize, size);
    const QString file =
        m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + QStringLiteral(".png"));
    const Run run =
        runGui(QStringList{QStringLiteral("--screenshot"), file} + arguments, m_dir.filePath(QStringLiteral("home")));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), size);
    // Text, grid, check boxes, highlights: a real window has many colours.
    QVERIFY2(distinctColours(image) > 64, qPrintable(QString::number(distinctColours(image))));
}

void tst_ScreenshotRenderer::programKeepsSettingsUntouched()
{
    QTemporaryDir home;
    const Run run = runGui({QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("clean.png"))}, home.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QDir config(home.filePath(QStringLiteral("config")));
    QVERIFY(!config.exists() || config.entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
}

void tst_ScreenshotRenderer::unwritableFileFails()
{
    const QString file = m_dir.filePath(QStringLiteral("no/such/folder/shot.png"));
    const Run run = runGui({QStringLiteral("--screenshot"), file}, m_dir.filePath(QStringLiteral("home")));
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains(QStringLiteral("Cannot write")), qPrintable(run.err));
    QVERIFY(!QFile::exists(file));
}

void tst_ScreenshotRenderer::unknownPageFails()
{
    const Run run = runGui({QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("x.png")),
                            QStringLiteral("--page"), QStringLiteral("nope")},
                           m_dir.filePath(QStringLiteral("home")));
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains(QStringLiteral("table")), qPrintable(run.err));
    const Run badSize = runGui({QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("x.png")),
                                QStringLiteral("--size"), QStringLiteral("huge")},
                               m_dir.filePath(QStringLiteral("home")));
    QVERIFY(badSize.exitCode != 0);
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.png"))));
}

GPUATLAS_TEST_MAIN(tst_ScreenshotRenderer)
#include "tst_ScreenshotRenderer.moc"
