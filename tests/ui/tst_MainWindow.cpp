// SPDX-License-Identifier: GPL-3.0-or-later
#include "state/CurrentResult.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"
#include "ui/models/GpuFilterProxyModel.h"
#include "ui/models/GpuTableModel.h"
#include "ui/pages/SpecPage.h"
#include "ui/widgets/FrozenColumnTableView.h"
#include "ui/widgets/GpuDetailPane.h"
#include "ui/widgets/SpecFilterBar.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace gpuatlas;
using text::GpuField;
using ui::MainWindow;
using ui::SpecPage;

class tst_MainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void firstRunDefaults();
    void menusAndPages();
    void statusBarCounts();
    void retranslatesOnLanguageChange();
    void languageMenuSwitchesAtRuntime();
    void settingsPersistAcrossWindows();
    void persistenceOffNeitherReadsNorWrites();
    void aboutBoxNamesVersionAndLicence();
    void quitClosesTheWindow();
    void pagesAreMadeWhenFirstShown();
    void everyPageReadsOneRunPerChange();

private:
    QStringList menuTitles(const MainWindow& window) const;

    QTemporaryDir m_settingsDir;
    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<text::LanguageManager> m_languages;
};

void tst_MainWindow::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_MainWindow"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUATLAS_VERSION));
    // Settings go to a folder of this test only.
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
}

void tst_MainWindow::init()
{
    QSettings().clear();
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_languages = std::make_unique<text::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
}

void tst_MainWindow::cleanup()
{
    m_languages.reset();
    m_workspace.reset();
}

QStringList tst_MainWindow::menuTitles(const MainWindow& window) const
{
    QStringList titles;
    for (QAction* action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

void tst_MainWindow::firstRunDefaults()
{
    MainWindow window(*m_workspace, *m_languages);
    QCOMPARE(m_workspace->selection(), (QStringList{QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb"),
                                                    QStringLiteral("rtx-a6000"), QStringLiteral("l40s")}));
    QCOMPARE(window.specPage()->currentGpuId(), QStringLiteral("h100-sxm"));
    QCOMPARE(window.currentPage(), window.specPage());
    const QSize size = window.size();
    QVERIFY(size.width() <= 1280 && size.height() <= 800);
    const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
    QVERIFY(size.width() <= available.width() && size.height() <= available.height());
    QCOMPARE(window.specPage()->orientation(), SpecPage::Orientation::GpusAsRows);
    QCOMPARE(window.specPage()->sparsity(), text::Sparsity::Dense);
}

void tst_MainWindow::menusAndPages()
{
    MainWindow window(*m_workspace, *m_languages);
    QCOMPARE(menuTitles(window), (QStringList{QStringLiteral("&File"), QStringLiteral("&View"),
                                              QStringLiteral("&Language"), QStringLiteral("&Help")}));
    QStringList languages;
    for (QAction* action : window.languageMenu()->actions())
        languages << action->text();
    QCOMPARE(languages,
             (QStringList{QStringLiteral("English"), QStringLiteral("简体中文"), QStringLiteral("繁體中文")}));
    QVERIFY(window.languageMenu()->actions().at(0)->isChecked());
    // The View menu drives the spec page through the page's own actions.
    const QList<QAction*> view = window.viewMenu()->actions();
    for (QAction* action : window.specPage()->orientationActions() + window.specPage()->sparsityActions())
        QVERIFY(view.contains(action));
    QVERIFY(view.contains(window.specPage()->chooseColumnsAction()));

    QCOMPARE(window.pages()->count(), 1);
    QCOMPARE(window.pages()->tabText(0), QStringLiteral("Specifications"));
    auto* charts = new QWidget;
    QCOMPARE(window.addPage(charts, QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Charts")), 1);
    QCOMPARE(window.pages()->tabText(1), QStringLiteral("Charts"));
    window.setCurrentPage(charts);
    QCOMPARE(window.currentPage(), charts);
}

void tst_MainWindow::statusBarCounts()
{
    MainWindow window(*m_workspace, *m_languages);
    // In English the spec table lists the parts sold worldwide first (View > Market).
    const auto& gpus = m_workspace->catalog().gpus();
    const int worldwide = static_cast<int>(std::count_if(
        gpus.begin(), gpus.end(), [](const engine::Gpu& gpu) { return gpu.market == engine::Market::Global; }));
    QCOMPARE(m_workspace->market(), engine::MarketScope::Global);
    QCOMPARE(window.statusLabel()->text(), QStringLiteral("%1 GPUs shown, 4 selected").arg(worldwide));
    m_workspace->setMarket(engine::MarketScope::All);
    QCOMPARE(window.statusLabel()->text(),
             QStringLiteral("%1 GPUs shown, 4 selected").arg(static_cast<int>(gpus.size())));
    window.specPage()->proxyModel()->setVendor(QStringLiteral("AMD"));
    QCOMPARE(window.statusLabel()->text(), QStringLiteral("4 GPUs shown, 4 selected")); // MI300X to MI355X
    m_workspace->setSelection({QStringLiteral("mi300x")});
    QCOMPARE(window.statusLabel()->text(), QStringLiteral("4 GPUs shown, 1 selected"));
    // Side by side, what is shown is what is compared.
    window.specPage()->setOrientation(SpecPage::Orientation::GpusAsColumns);
    QVERIFY(window.statusLabel()->text().startsWith(QStringLiteral("1 GPU")));
    m_workspace->setSelection({QStringLiteral("mi300x"), QStringLiteral("l4"), QStringLiteral("t4")});
    QCOMPARE(window.statusLabel()->text(), QStringLiteral("3 GPUs shown, 3 selected"));
}

void tst_MainWindow::retranslatesOnLanguageChange()
{
    MainWindow window(*m_workspace, *m_languages);
    window.addPage(new QWidget, QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Charts"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("GPU Atlas"));

    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/test/tst_MainWindow_zh_CN.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    // Qt posts LanguageChange to the windows; each widget retranslates itself.
    QTRY_COMPARE(window.windowTitle(), QStringLiteral("GPU 图鉴"));
    QCOMPARE(menuTitles(window).at(0), QStringLiteral("文件(&F)"));
    QCOMPARE(menuTitles(window).at(2), QStringLiteral("语言(&L)"));
    QCOMPARE(window.pages()->tabText(0), QStringLiteral("规格"));
    QCOMPARE(window.pages()->tabText(1), QStringLiteral("图表"));
    QCOMPARE(window.specPage()->orientationActions().at(0)->text(), QStringLiteral("GPU 按行(&R)"));
    QCOMPARE(window.specPage()->filterBar()->vendorBox()->itemText(0), QStringLiteral("全部厂商"));
    // Untranslated strings stay English rather than going blank.
    QCOMPARE(menuTitles(window).at(1), QStringLiteral("&View"));

    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QTRY_COMPARE(window.windowTitle(), QStringLiteral("GPU Atlas"));
    QCOMPARE(menuTitles(window).at(0), QStringLiteral("&File"));
    QCOMPARE(window.pages()->tabText(1), QStringLiteral("Charts"));
    QCOMPARE(window.specPage()->filterBar()->vendorBox()->itemText(0), QStringLiteral("All vendors"));
}

void tst_MainWindow::languageMenuSwitchesAtRuntime()
{
    MainWindow window(*m_workspace, *m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto* h100 = m_workspace->catalog().find("h100-sxm");
    auto* detail = window.specPage()->detailPane();
    QVERIFY(detail->toPlainText().contains(QString::fromStdString(h100->article.training.en)));

    QAction* simplified = window.languageMenu()->actions().at(1);
    simplified->trigger();
    QCOMPARE(m_languages->language(), QStringLiteral("zh_CN"));
    QVERIFY(simplified->isChecked());
    QVERIFY(!window.languageMenu()->actions().at(0)->isChecked());
    // Data-side text follows at once; no restart.
    QVERIFY(detail->toPlainText().contains(QString::fromStdString(h100->article.training.zhCN)));
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN"));

    window.languageMenu()->actions().at(2)->trigger();
    QVERIFY(detail->toPlainText().contains(QString::fromStdString(h100->article.training.zhTW)));
    window.languageMenu()->actions().at(0)->trigger();
    QCOMPARE(m_languages->language(), QStringLiteral("en"));
    QVERIFY(detail->toPlainText().contains(QString::fromStdString(h100->article.training.en)));
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("en"));
}

void tst_MainWindow::settingsPersistAcrossWindows()
{
    const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
    const QSize size = QSize(740, 520).boundedTo(available - QSize(50, 50));
    QList<int> splitterSizes;
    {
        MainWindow window(*m_workspace, *m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(size);
        QTRY_COMPARE(window.size(), size);
        SpecPage* spec = window.specPage();
        m_workspace->setSelection({QStringLiteral("l4"), QStringLiteral("mi300x")});
        spec->setVisibleFields({GpuField::MemorySize, GpuField::Mig});
        spec->tableView()->sortByColumn(ui::GpuTableModel::columnOf(GpuField::MemorySize), Qt::DescendingOrder);
        spec->setSparsity(text::Sparsity::Sparse);
        spec->setOrientation(SpecPage::Orientation::GpusAsColumns);
        spec->splitter()->setSizes({400, 250});
        spec->setCurrentGpu(QStringLiteral("mi300x"));
        splitterSizes = spec->splitter()->sizes();
        window.close();
    }
    m_workspace->setSelection({});

    MainWindow window(*m_workspace, *m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SpecPage* spec = window.specPage();
    QCOMPARE(m_workspace->selection(), (QStringList{QStringLiteral("l4"), QStringLiteral("mi300x")}));
    QCOMPARE(spec->visibleFields(), (QList<GpuField>{GpuField::Name, GpuField::MemorySize, GpuField::Mig}));
    QVERIFY(spec->tableView()->isColumnHidden(ui::GpuTableModel::columnOf(GpuField::Tdp)));
    QCOMPARE(spec->tableView()->horizontalHeader()->sortIndicatorSection(),
             ui::GpuTableModel::columnOf(GpuField::MemorySize));
    QCOMPARE(spec->tableView()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(spec->sparsity(), text::Sparsity::Sparse);
    QCOMPARE(spec->orientation(), SpecPage::Orientation::GpusAsColumns);
    QCOMPARE(window.size(), size);
    QCOMPARE(spec->splitter()->sizes(), splitterSizes);
    QCOMPARE(spec->currentGpuId(), QStringLiteral("mi300x"));
    QCOMPARE(spec->comparisonView()->currentIndex().column(), 1);
}

void tst_MainWindow::persistenceOffNeitherReadsNorWrites()
{
    {
        QSettings settings;
        settings.setValue(QStringLiteral("workspace/selection"), QStringList{QStringLiteral("l4")});
        settings.setValue(QStringLiteral("spec/sparsity"), QStringLiteral("sparse"));
    }
    const QStringList before = QSettings().allKeys();
    {
        MainWindow window(*m_workspace, *m_languages, MainWindow::Persistence::Off);
        QCOMPARE(m_workspace->selection(), state::Workspace::defaultSelection());
        QCOMPARE(window.specPage()->sparsity(), text::Sparsity::Dense);
        window.specPage()->setOrientation(SpecPage::Orientation::GpusAsColumns);
        window.languageMenu()->actions().at(1)->trigger();
        window.close();
        window.saveSettings();
    }
    QSettings settings;
    QCOMPARE(settings.allKeys(), before);
    QCOMPARE(settings.value(QStringLiteral("workspace/selection")).toStringList(), QStringList{QStringLiteral("l4")});
    QVERIFY(!settings.contains(QStringLiteral("ui/language")));
}

void tst_MainWindow::aboutBoxNamesVersionAndLicence()
{
    MainWindow window(*m_workspace, *m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString text;
    QTimer::singleShot(0, this, [&text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        text = box->text();
        box->accept();
    });
    QAction* about = nullptr;
    for (QAction* menu : window.menuBar()->actions()) {
        for (QAction* action : menu->menu()->actions()) {
            if (action->menuRole() == QAction::AboutRole)
                about = action;
        }
    }
    QVERIFY(about);
    about->trigger();
    QVERIFY2(text.contains(QStringLiteral(GPUATLAS_VERSION)), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
    QVERIFY(text.contains(QStringLiteral("datasheets")));
}

void tst_MainWindow::quitClosesTheWindow()
{
    MainWindow window(*m_workspace, *m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* quit = window.menuBar()->actions().at(0)->menu()->actions().at(0);
    QCOMPARE(quit->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->trigger();
    QVERIFY(!window.isVisible());
    // Closing saved the state.
    QVERIFY(QSettings().contains(QStringLiteral("mainWindow/geometry")));
}

void tst_MainWindow::pagesAreMadeWhenFirstShown()
{
    MainWindow window(*m_workspace, *m_languages, MainWindow::Persistence::Off);
    int made = 0;
    auto* later = new QWidget;
    window.addPage(QStringLiteral("later"), QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Charts"),
                   [&made, later](QWidget*) {
                       ++made;
                       return later;
                   });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Start-up makes what it shows: the spec table, not the tab behind it.
    QCOMPARE(made, 0);
    QVERIFY(window.isPageBuilt(QStringLiteral("specifications")));
    QVERIFY(!window.isPageBuilt(QStringLiteral("later")));
    QCOMPARE(window.pages()->tabText(1), QStringLiteral("Charts"));
    // Showing the tab makes it, once.
    window.pages()->setCurrentIndex(1);
    QCOMPARE(made, 1);
    QCOMPARE(window.currentPage(), later);
    window.pages()->setCurrentIndex(0);
    QCOMPARE(window.page(QStringLiteral("later")), later);
    QCOMPARE(made, 1);
    QVERIFY(!window.page(QStringLiteral("nothing")));
    QCOMPARE(window.pageIds(), (QStringList{QStringLiteral("specifications"), QStringLiteral("later")}));
}

void tst_MainWindow::everyPageReadsOneRunPerChange()
{
    // With every page made and following the current result, a change runs the engine
    // once: no page ranks on its own.
    MainWindow window(*m_workspace, *m_languages, MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    for (const QString& id : window.pageIds())
        QVERIFY(window.page(id));
    window.resize(1280, 800);
    window.show();
    state::CurrentResult& current = window.currentResult();
    current.setWorkload(chatWorkload());
    QApplication::processEvents();
    QCOMPARE(current.runs(), std::uint64_t(1));
    auto* batch = window.findChild<QSpinBox*>(QStringLiteral("whatIfBatch"));
    auto* count = window.findChild<QSpinBox*>(QStringLiteral("whatIfCount"));
    QVERIFY(batch && count);
    batch->setValue(16);
    QApplication::processEvents();
    QCOMPARE(current.runs(), std::uint64_t(2));
    count->setValue(2);
    QApplication::processEvents();
    QCOMPARE(current.runs(), std::uint64_t(3));
    engine::Assumptions assumptions = m_workspace->assumptions();
    assumptions.set(engine::AssumptionId::DecodeBandwidthEfficiencyHbm, 0.5);
    m_workspace->setAssumptions(assumptions);
    QApplication::processEvents();
    QCOMPARE(current.runs(), std::uint64_t(4));
    engine::OwnershipInputs inputs = m_workspace->ownership();
    inputs.set(engine::OwnershipInputId::Utilisation, 0.8);
    m_workspace->setOwnership(inputs); // the rent-or-buy pages follow; nothing is ranked again
    window.pages()->setCurrentIndex(window.pages()->count() - 1);
    QApplication::processEvents();
    QCOMPARE(current.runs(), std::uint64_t(4));
}

GPUATLAS_TEST_MAIN(tst_MainWindow)
#include "tst_MainWindow.moc"
