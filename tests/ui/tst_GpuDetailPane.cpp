// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/GpuFields.h"
#include "text/LanguageManager.h"
#include "ui/models/GpuCell.h"
#include "ui/widgets/GpuDetailPane.h"

#include <QDesktopServices>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>

using namespace gpuatlas;
using engine::Language;
using ui::GpuDetailPane;

// Receives what the pane hands to QDesktopServices, so no browser starts.
class UrlCatcher : public QObject
{
    Q_OBJECT

public:
    QList<QUrl> urls;

public slots:
    void open(const QUrl& url) { urls << url; }
};

class tst_GpuDetailPane : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void showsArticleAndSourcesInEnglish();
    void followsTheLanguage();
    void escapesDataText();
    void opensOnlyWebLinks_data();
    void opensOnlyWebLinks();
    void clickedLinkGoesToTheDesktop();
    void gpuWithoutArticle();
    void noGpu();
    void marksUnverifiedFigures();

private:
    std::unique_ptr<state::Workspace> m_workspace;
    UrlCatcher m_catcher;
};

void tst_GpuDetailPane::initTestCase()
{
    QLocale::setDefault(text::LanguageManager::localeFor(QStringLiteral("en")));
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    for (const char* scheme : {"http", "https", "file", "javascript"})
        QDesktopServices::setUrlHandler(QString::fromLatin1(scheme), &m_catcher, "open");
}

void tst_GpuDetailPane::cleanupTestCase()
{
    for (const char* scheme : {"http", "https", "file", "javascript"})
        QDesktopServices::unsetUrlHandler(QString::fromLatin1(scheme));
}

void tst_GpuDetailPane::showsArticleAndSourcesInEnglish()
{
    const auto* h100 = m_workspace->catalog().find("h100-sxm");
    GpuDetailPane pane;
    pane.setGpu(h100);
    // Numbers and units are joined by no-break spaces.
    const QString text = pane.toPlainText().replace(QChar(0xA0), QLatin1Char(' '));
    QVERIFY(text.contains(QStringLiteral("NVIDIA H100 SXM")));
    QVERIFY(text.contains(QStringLiteral("For training")));
    QVERIFY(text.contains(QString::fromStdString(h100->article.training.en)));
    QVERIFY(text.contains(QString::fromStdString(h100->article.inference.en)));
    QVERIFY(text.contains(QStringLiteral("Inflection AI")));
    QVERIFY(text.contains(QString::fromStdString(h100->notes.front().en)));
    // Dense and sparse both shown, each labelled.
    QVERIFY(text.contains(QStringLiteral("989.4 TFLOPS dense")));
    QVERIFY(text.contains(QStringLiteral("1,979 TFLOPS sparse")));
    const QString html = GpuDetailPane::html(*h100, Language::English);
    for (const auto& source : h100->sources) {
        QVERIFY(text.contains(QString::fromStdString(source.title)));
        QVERIFY2(html.contains(
                     QStringLiteral("href=\"%1\"")
                         .arg(QUrl(QString::fromStdString(source.url)).toString(QUrl::FullyEncoded).toHtmlEscaped())),
                 source.url.c_str());
    }
}

void tst_GpuDetailPane::followsTheLanguage()
{
    const auto* h100 = m_workspace->catalog().find("h100-sxm");
    GpuDetailPane pane;
    pane.setGpu(h100);
    pane.setLanguage(Language::SimplifiedChinese);
    QVERIFY(pane.toPlainText().contains(QString::fromStdString(h100->article.training.zhCN)));
    QVERIFY(pane.toPlainText().contains(QString::fromStdString(h100->notes.front().zhCN)));
    QVERIFY(!pane.toPlainText().contains(QString::fromStdString(h100->article.training.en)));
    pane.setLanguage(Language::TraditionalChinese);
    QVERIFY(pane.toPlainText().contains(QString::fromStdString(h100->article.inference.zhTW)));
    QVERIFY(pane.toPlainText().contains(QString::fromStdString(h100->article.deployments.front().text.zhTW)));
}

void tst_GpuDetailPane::escapesDataText()
{
    engine::Gpu gpu = *m_workspace->catalog().find("l4");
    gpu.id = "mine";
    gpu.name = "<script>alert(1)</script> & <b>Co</b>";
    gpu.custom = true;
    gpu.notes = {engine::LocalizedText{"<img src=x onerror=alert(1)>", {}, {}}};
    gpu.article.training = engine::LocalizedText{"<a href=\"file:///etc/passwd\">click</a>", {}, {}};
    gpu.sources = {engine::Source{"<i>Evil</i>", "javascript:alert(1)", "2026-01-01", {}},
                   engine::Source{"Local", "file:///etc/passwd", "2026-01-01", {}},
                   engine::Source{"Fine \"quoted\"", "https://example.com/a?b=1&c=\"2\"", "2026-01-01", {}}};
    const QString html = GpuDetailPane::html(gpu, Language::English);
    QVERIFY(!html.contains(QStringLiteral("<script>")));
    QVERIFY(!html.contains(QStringLiteral("<img")));
    QVERIFY(!html.contains(QStringLiteral("<b>Co</b>")));
    QVERIFY(!html.contains(QStringLiteral("<i>Evil</i>")));
    QVERIFY(!html.contains(QStringLiteral("href=\"javascript")));
    QVERIFY(!html.contains(QStringLiteral("href=\"file")));
    QCOMPARE(html.count(QStringLiteral("<a href=")), 1);
    QVERIFY(html.contains(QStringLiteral("href=\"https://example.com/a?b=1&amp;c=%222%22\"")));

    GpuDetailPane pane;
    pane.setGpu(&gpu);
    // What was data reads as the same text on screen.
    QVERIFY(pane.toPlainText().contains(QString::fromStdString(gpu.name)));
    QVERIFY(pane.toPlainText().contains(QStringLiteral("<a href=\"file:///etc/passwd\">click</a>")));
    QVERIFY(pane.toPlainText().contains(QStringLiteral("A GPU you added.")));
}

void tst_GpuDetailPane::opensOnlyWebLinks_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("openable");
    QTest::newRow("https") << "https://www.nvidia.com/en-us/data-center/h100/" << true;
    QTest::newRow("http") << "http://example.com/" << true;
    QTest::newRow("file") << "file:///etc/passwd" << false;
    QTest::newRow("javascript") << "javascript:alert(1)" << false;
    QTest::newRow("relative") << "datasheet.pdf" << false;
    QTest::newRow("no host") << "https:///path" << false;
    QTest::newRow("ftp") << "ftp://example.com/file" << false;
}

void tst_GpuDetailPane::opensOnlyWebLinks()
{
    QFETCH(QString, url);
    QFETCH(bool, openable);
    QCOMPARE(GpuDetailPane::isOpenable(QUrl(url)), openable);
}

void tst_GpuDetailPane::clickedLinkGoesToTheDesktop()
{
    GpuDetailPane pane;
    QSignalSpy opened(&pane, &GpuDetailPane::linkOpened);
    m_catcher.urls.clear();
    emit pane.anchorClicked(QUrl(QStringLiteral("https://example.com/sheet")));
    emit pane.anchorClicked(QUrl(QStringLiteral("file:///etc/passwd")));
    QCOMPARE(m_catcher.urls, QList<QUrl>{QUrl(QStringLiteral("https://example.com/sheet"))});
    QCOMPARE(opened.count(), 1);
}

void tst_GpuDetailPane::gpuWithoutArticle()
{
    engine::Gpu gpu = *m_workspace->catalog().find("l4");
    gpu.article = {};
    GpuDetailPane pane;
    pane.setGpu(&gpu);
    QVERIFY(pane.toPlainText().contains(QStringLiteral("does not discuss")));
}

void tst_GpuDetailPane::noGpu()
{
    GpuDetailPane pane;
    pane.setGpu(m_workspace->catalog().find("l4"));
    pane.setGpu(nullptr);
    QVERIFY(pane.toPlainText().contains(QStringLiteral("Click a GPU")));
}

void tst_GpuDetailPane::marksUnverifiedFigures()
{
    // The A800's power rests on a secondary source (data/gpus.json, "unverified": ["tdp_w"]).
    const auto* a800 = m_workspace->catalog().find("a800-80gb");
    QVERIFY(a800);
    QVERIFY(text::GpuFields::isUnverified(*a800, text::GpuField::Tdp, text::Sparsity::Dense));
    QVERIFY(!text::GpuFields::isUnverified(*a800, text::GpuField::MemorySize, text::Sparsity::Dense));
    GpuDetailPane pane;
    pane.setGpu(a800);
    const QString text = pane.toPlainText().replace(QChar(0xA0), QLatin1Char(' '));
    QVERIFY2(text.contains(QStringLiteral("400 W \u2020")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("\u2020 Unverified: no vendor or maker document states this figure")));
    // Every figure of the H100 has a vendor source: no mark, no note.
    pane.setGpu(m_workspace->catalog().find("h100-sxm"));
    QVERIFY(!pane.toPlainText().contains(QStringLiteral("\u2020")));
    // The spec table's cell says the same, with the reason in its tooltip.
    const QString cell =
        ui::GpuCell::data(*a800, text::GpuField::Tdp, text::Sparsity::Dense, Qt::DisplayRole, false).toString();
    QVERIFY2(cell.endsWith(QStringLiteral(" \u2020")), qPrintable(cell));
    const QString tip = ui::GpuCell::toolTip(*a800, text::GpuField::Tdp, text::Sparsity::Dense);
    QVERIFY2(tip.contains(QStringLiteral("Unverified")), qPrintable(tip));
}

GPUATLAS_TEST_MAIN(tst_GpuDetailPane)
#include "tst_GpuDetailPane.moc"
