// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/ScreenshotRenderer.h"
#include "gui/ScreenshotScenes.h"
#include "state/UserData.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"
#include "ui/dialogs/PricesDialog.h"
#include "ui/pages/CostOfOwnershipPage.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QImage>
#include <QMenuBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;

class tst_UserDataPages : public QObject
{
    Q_OBJECT

private slots:
    void toolsMenuAndPage();
    void screenshots_data();
    void screenshots();
    void openDialogsFollowALanguageSwitch_data();
    void openDialogsFollowALanguageSwitch();
};

namespace {

// Chinese data in the user's own entries: long names without spaces must wrap or elide,
// never overlap (the pictures go to $GPUATLAS_SCREENSHOT_DIR when it is set, to look at).
void addChineseData(ui::MainWindow& window)
{
    auto* userData = window.userData();
    QVERIFY(userData);
    engine::Gpu mine = *window.workspace().catalog().find("l40s");
    mine.id = "lab-l40s";
    mine.name = "实验室的 L40S 服务器（限功耗 300 瓦，八卡）";
    mine.tdpW = 300;
    mine.article = {};
    QVERIFY(userData->setCustomGpus({mine}));
    engine::Price quote;
    quote.gpuId = "lab-l40s";
    quote.provider = "阿里云（华北 2 北京，包年包月）";
    quote.usdPerGpuHour = 1.05;
    quote.isDefault = true;
    quote.date = "2026-11-28";
    quote.source = {"销售报价单", "", "2026-11-28", {}};
    quote.note = "含税价，按八卡实例折算为每卡每小时";
    engine::Price purchase = quote;
    purchase.kind = engine::PriceKind::Purchase;
    purchase.provider = "本地经销商";
    purchase.usd = 8200;
    purchase.isDefault = false;
    QVERIFY(userData->setUserPrices({quote, purchase}));
}

} // namespace

void tst_UserDataPages::toolsMenuAndPage()
{
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    ui::MainWindow window(*workspace, languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    // Made when first shown, not at start-up.
    QVERIFY(!window.isPageBuilt(QStringLiteral("costOfOwnership")));
    QVERIFY(!window.findChild<ui::CostOfOwnershipPage*>());
    QVERIFY(window.page<ui::CostOfOwnershipPage>(QStringLiteral("costOfOwnership")));
    QVERIFY(window.isPageBuilt(QStringLiteral("costOfOwnership")));
    bool tab = false;
    for (int i = 0; i < window.pages()->count(); ++i)
        tab = tab || window.pages()->tabText(i) == QLatin1String("Cost of ownership");
    QVERIFY(tab);
    auto* prices = window.findChild<QAction*>(QStringLiteral("pricesAction"));
    QVERIFY(prices && window.findChild<QAction*>(QStringLiteral("customGpusAction")) &&
            window.findChild<QAction*>(QStringLiteral("calibrationAction")));
    bool inTools = false;
    for (QAction* menu : window.menuBar()->actions())
        inTools = inTools || (menu->text() == QLatin1String("&Tools") && menu->menu()->actions().contains(prices));
    QVERIFY(inTools);
    prices->trigger();
    auto* dialog = window.findChild<ui::PricesDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    prices->trigger(); // raises the open one
    QCOMPARE(window.findChildren<ui::PricesDialog*>().size(), 1);
    dialog->close();
}

void tst_UserDataPages::screenshots_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("language");
    for (const char* page : {"prices", "tco", "custom-gpus", "calibration", "exchange-rates"}) {
        QTest::newRow(page) << QString::fromLatin1(page) << QStringLiteral("en");
        QTest::newRow((std::string(page) + " zh_CN").c_str()) << QString::fromLatin1(page) << QStringLiteral("zh_CN");
    }
}

void tst_UserDataPages::screenshots()
{
    QFETCH(QString, page);
    QFETCH(QString, language);
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    languages.setLanguage(language);
    ui::MainWindow window(*workspace, languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    if (language != QLatin1String("en"))
        addChineseData(window);
    const auto renderer = ui::standardScreenshots();
    QVERIFY(renderer.hasPage(page));
    QTemporaryDir dir;
    const QString folder = qEnvironmentVariableIsSet("GPUATLAS_SCREENSHOT_DIR")
                               ? qEnvironmentVariable("GPUATLAS_SCREENSHOT_DIR")
                               : dir.path();
    const QString file = QDir(folder).filePath(QStringLiteral("%1-%2.png").arg(page, language));
    const text::Status rendered = renderer.render(window, page, ui::ScreenshotRenderer::defaultSize(), file);
    QVERIFY2(rendered, qPrintable(rendered.error));
    const QImage image(file);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 800);
    // Not a blank picture: many distinct colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);
    if (page == QLatin1String("tco") && language != QLatin1String("en")) {
        // The user's own GPU, named in Chinese, in the page's controls, chart and table.
        auto* tco = window.page<ui::CostOfOwnershipPage>(QStringLiteral("costOfOwnership"));
        QVERIFY(tco->selectCandidate(QStringLiteral("lab-l40s")));
        QApplication::processEvents();
        QVERIFY(window.grab().save(QDir(folder).filePath(QStringLiteral("tco-custom-%1.png").arg(language))));
        QVERIFY(tco->answer().contains(QStringLiteral("实验室的 L40S")));
    }
    languages.setLanguage(QStringLiteral("en"));
    if (page == QLatin1String("tco")) {
        auto* tco = window.page<ui::CostOfOwnershipPage>(QStringLiteral("costOfOwnership"));
        QVERIFY(tco->answer().contains(QLatin1String("L40S")));
    }
}

void tst_UserDataPages::openDialogsFollowALanguageSwitch_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("dialog");
    QTest::newRow("prices") << "pricesAction"
                            << "pricesDialog";
    QTest::newRow("my GPUs") << "customGpusAction"
                             << "customGpusDialog";
    QTest::newRow("calibration") << "calibrationAction"
                                 << "calibrationDialog";
    QTest::newRow("exchange rates") << "exchangeRatesAction"
                                    << "exchangeRatesDialog";
}

void tst_UserDataPages::openDialogsFollowALanguageSwitch()
{
    // The Tools dialogs stay open beside the window (modeless): switching the
    // language from the menu must reach them too.
    QFETCH(QString, action);
    QFETCH(QString, dialog);
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    ui::MainWindow window(*workspace, languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    window.show();
    auto* trigger = window.findChild<QAction*>(action);
    QVERIFY(trigger);
    trigger->trigger();
    auto* open = window.findChild<QDialog*>(dialog);
    QVERIFY(open && open->isVisible());
    const QString english = open->windowTitle();
    QStringList englishTexts;
    for (const QPushButton* button : open->findChildren<QPushButton*>())
        englishTexts << button->text();
    languages.setLanguage(QStringLiteral("zh_CN"));
    QApplication::processEvents();
    QVERIFY2(open->windowTitle() != english, qPrintable(open->windowTitle()));
    // Its buttons too, not only the title.
    QStringList chineseTexts;
    for (const QPushButton* button : open->findChildren<QPushButton*>())
        chineseTexts << button->text();
    QVERIFY2(chineseTexts != englishTexts, qPrintable(chineseTexts.join(QLatin1Char('|'))));
    languages.setLanguage(QStringLiteral("en"));
    QApplication::processEvents();
    QCOMPARE(open->windowTitle(), english);
    open->close();
}

GPUATLAS_TEST_MAIN(tst_UserDataPages)
#include "tst_UserDataPages.moc"
