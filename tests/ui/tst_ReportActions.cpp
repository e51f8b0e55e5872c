// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/ScreenshotScenes.h"
#include "support/Files.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"
#include "ui/ReportActions.h"
#include "ui/UserDataPages.h"
#include "ui/pages/CostOfOwnershipPage.h"
#include "ui/pages/RecommendationPage.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;
using testing::readAll;
using ui::exporting::ReportActions;

namespace {

// Pins with only the GPU count set (aggregate initialisation would name every field).
[[maybe_unused]] gpuatlas::state::Pins countPin(int count)
{
    gpuatlas::state::Pins pins;
    pins.gpuCount = count;
    return pins;
}

QAction* fileAction(ui::MainWindow& window, const char* name)
{
    QMenu* file = window.menuBar()->actions().value(0) ? window.menuBar()->actions().value(0)->menu() : nullptr;
    if (!file)
        return nullptr;
    for (QAction* action : file->actions()) {
        if (action->objectName() == QLatin1String(name))
            return action;
    }
    return nullptr;
}

} // namespace

class tst_ReportActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void inTheFileMenu();
    void reportOfWhatThePageShows();
    void specTableOfTheTickedGpus();
    void rentOrBuyAsThePageComparesIt();

private:
    std::unique_ptr<text::LanguageManager> m_languages;
};

void tst_ReportActions::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ReportActions"));
    m_languages = std::make_unique<text::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
}

void tst_ReportActions::inTheFileMenu()
{
    auto workspace = shippedWorkspace();
    ui::MainWindow window(*workspace, *m_languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    QAction* report = fileAction(window, "exportReportAction");
    QAction* table = fileAction(window, "exportSpecTableAction");
    QVERIFY(report);
    QVERIFY(table);
    QCOMPARE(report->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
    QCOMPARE(report->text(), QStringLiteral("Export &report…"));
    QCOMPARE(table->text(), QStringLiteral("Export spec &table…"));
}

void tst_ReportActions::reportOfWhatThePageShows()
{
    auto workspace = shippedWorkspace();
    ui::MainWindow window(*workspace, *m_languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    auto* actions = window.findChild<ReportActions*>();
    QVERIFY(actions);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.html"));
    // Nothing to report before a workload exists.
    QVERIFY(!actions->reportInput());
    QVERIFY(!actions->exportReport(path));
    QVERIFY(!QFile::exists(path));

    window.currentResult().setWorkload(chatWorkload());
    const auto input = actions->reportInput();
    QVERIFY(input);
    auto* page = window.page<ui::RecommendationPage>(QStringLiteral("recommendation"));
    QVERIFY(page);
    QCOMPARE(input->ranking.size(), page->results().size());
    // The report is of the workload as explored: the GPU count pinned holds in it too.
    window.currentResult().setPins(countPin(2));
    const auto pinned = actions->reportInput();
    QVERIFY(pinned);
    QCOMPARE(pinned->workload.constraints.gpuCount, std::optional<int>(2));
    for (const auto& estimate : pinned->ranking)
        QCOMPARE(estimate.count(), 2);
    window.currentResult().setPins({});
    // The GPUs ticked in the spec table are the ones compared.
    QCOMPARE(input->comparedGpus, workspace->selection());
    QVERIFY(actions->exportReport(path));
    const QByteArray html = readAll(path);
    QVERIFY(html.contains("NVIDIA H100 SXM"));
    QVERIFY(html.contains("GPU recommendation report"));
}

void tst_ReportActions::specTableOfTheTickedGpus()
{
    auto workspace = shippedWorkspace();
    ui::MainWindow window(*workspace, *m_languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    auto* actions = window.findChild<ReportActions*>();
    workspace->setSelection({QStringLiteral("l40s")});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("specs.csv"));
    QVERIFY(actions->exportSpecTable(path));
    const QByteArray csv = readAll(path);
    QVERIFY(csv.contains("NVIDIA L40S"));
    QVERIFY(!csv.contains("NVIDIA H100"));
    // Nothing ticked: the whole catalogue.
    workspace->setSelection({});
    QVERIFY(actions->exportSpecTable(path));
    QVERIFY(readAll(path).contains("NVIDIA H100 SXM"));
}

void tst_ReportActions::rentOrBuyAsThePageComparesIt()
{
    auto workspace = shippedWorkspace();
    ui::MainWindow window(*workspace, *m_languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    auto* actions = window.findChild<ReportActions*>();
    QVERIFY(actions);
    window.currentResult().setWorkload(ui::fineTuningExample());
    // Without the page, the report makes the default comparison.
    QVERIFY(!window.isPageBuilt(QStringLiteral("costOfOwnership")));
    QVERIFY(!actions->reportInput()->rentOrBuy);
    // What the page compares, the report compares: no page is looked up, the choice is
    // the current result's.
    auto* page = window.page<ui::CostOfOwnershipPage>(QStringLiteral("costOfOwnership"));
    QVERIFY(page);
    QVERIFY(page->selectRent(QStringLiteral("h100-sxm")));
    QVERIFY(page->selectBuy(QStringLiteral("l40s")));
    const auto input = actions->reportInput();
    QVERIFY(input && input->rentOrBuy);
    QCOMPARE(input->rentOrBuy->rented.gpuId, std::string("h100-sxm"));
    QCOMPARE(input->rentOrBuy->bought.gpuId, std::string("l40s"));
}

GPUATLAS_TEST_MAIN(tst_ReportActions)
#include "tst_ReportActions.moc"
