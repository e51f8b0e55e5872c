// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "support/Widgets.h"
#include "ui/WorkloadActions.h"
#include "ui/dialogs/WorkloadFileDialogs.h"
#include "ui/models/ResultsModel.h"
#include "ui/pages/RecommendationPage.h"
#include "ui/pages/WhatIfControls.h"
#include "ui/wizard/WorkloadWizard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

using namespace gpuatlas;
using testing::child;
using ui::RecommendationPage;

namespace {

QString cell(const QTableView* table, int row, int column)
{
    return table->model()->index(row, column).data().toString();
}

// The estimate of `gpu` among the page's results, or nullptr (the caller QVERIFYs it).
const engine::Estimate* resultOf(const RecommendationPage& page, const std::string& gpu)
{
    for (const auto& estimate : page.results()) {
        if (estimate.gpuId == gpu)
            return &estimate;
    }
    return nullptr;
}

} // namespace

class tst_RecommendationPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void emptyStateInvitesToDescribe();
    void showsRankingAndExplanation();
    void whatIfChangesTheNumbers();
    void fixedCountAppliesToAll();
    void layoutPinAppliesToAll();
    void assumptionEditUpdatesResults();
    void wizardFeedsThePage();
    void saveAndOpen();
    void languageSwitchRunsNothing();
};

void tst_RecommendationPage::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_RecommendationPage"));
}

void tst_RecommendationPage::emptyStateInvitesToDescribe()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    RecommendationPage page(*shipped.current);
    QSignalSpy requested(&page, &RecommendationPage::newWorkloadRequested);
    page.show();
    auto* start = child<QPushButton>(page, "startWizardButton");
    QVERIFY(start->isVisible());
    start->click();
    QCOMPARE(requested.count(), 1);
    QVERIFY(page.results().empty());
    // Nothing to save yet, and the reason says so.
    QWidget window;
    ui::WorkloadActions actions(*shipped.current, window);
    const text::Status saved = actions.saveFile(QStringLiteral("/tmp/never.json"));
    QVERIFY(!saved);
    QVERIFY2(saved.error.contains(QStringLiteral("no workload")), qPrintable(saved.error));
}

void tst_RecommendationPage::showsRankingAndExplanation()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    RecommendationPage page(*shipped.current);
    page.show();
    shipped.current->setWorkload(chatWorkload());
    auto* table = child<QTableView>(page, "resultsTable");
    QVERIFY(table->isVisible());
    QCOMPARE(table->model()->rowCount(), 4);
    QCOMPARE(child<QLabel>(page, "resultsTitle")->text(), QStringLiteral("Chat"));
    QVERIFY(child<QLabel>(page, "resultsSummary")->text().startsWith(QStringLiteral("Recommended:")));
    // The winner is selected and explained: memory per GPU and the bottleneck.
    const QString explanation = child<QTextBrowser>(page, "explanation")->toPlainText();
    QVERIFY2(explanation.contains(QStringLiteral("Memory per GPU")), qPrintable(explanation));
    QVERIFY(explanation.contains(QStringLiteral("Bottleneck")));
    // Selecting another row explains that one.
    table->setCurrentIndex(table->model()->index(3, 0));
    const QString other = child<QTextBrowser>(page, "explanation")->toPlainText();
    QVERIFY(other != explanation);
    QVERIFY(other.contains(cell(table, 3, ui::ResultsModel::GpuColumn)));
}

void tst_RecommendationPage::whatIfChangesTheNumbers()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    state::CurrentResult& current = *shipped.current;
    RecommendationPage page(current);
    page.show();
    current.setWorkload(chatWorkload());
    auto* table = child<QTableView>(page, "resultsTable");
    const engine::Estimate* l40s = resultOf(page, "l40s");
    QVERIFY(l40s && l40s->headline.throughput);
    const double before = *l40s->headline.throughput;
    const QString textBefore = cell(table, 0, ui::ResultsModel::ThroughputColumn);
    const auto runs = current.runs();
    child<QSpinBox>(page, "whatIfBatch")->setValue(32);
    QTest::qWait(1); // changes are gathered into one run on the next event-loop turn
    QCOMPARE(current.runs(), runs + 1);
    QCOMPARE(current.explored()->inference.batch, std::optional<int>(32));
    l40s = resultOf(page, "l40s");
    QVERIFY(l40s && l40s->headline.throughput);
    QVERIFY2(*l40s->headline.throughput > before * 1.5, "a bigger batch must raise aggregate decode throughput");
    QVERIFY(cell(table, 0, ui::ResultsModel::ThroughputColumn) != textBefore);

    // Precision: FP8 on the what-if bar reaches the engine.
    auto* precision = child<QComboBox>(page, "whatIfPrecision");
    precision->setCurrentIndex(precision->findData(QStringLiteral("fp8")));
    QTest::qWait(1);
    QCOMPARE(current.explored()->precision, engine::Precision::FP8);
    QCOMPARE(page.results().front().precisionRequested, engine::Precision::FP8);

    // Pin, explore, compare.
    child<QToolButton>(page, "whatIfPin")->setChecked(true);
    QVERIFY(!table->isColumnHidden(ui::ResultsModel::ComparisonColumn));
    child<QSpinBox>(page, "whatIfBatch")->setValue(64);
    QTest::qWait(1);
    QVERIFY(cell(table, 0, ui::ResultsModel::ComparisonColumn).contains(QStringLiteral("speed")));
}

void tst_RecommendationPage::fixedCountAppliesToAll()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    RecommendationPage page(*shipped.current);
    page.show();
    shipped.current->setWorkload(chatWorkload());
    child<QSpinBox>(page, "whatIfCount")->setValue(2);
    QTest::qWait(1);
    QCOMPARE(page.results().size(), std::size_t(4));
    for (const auto& estimate : page.results())
        QCOMPARE(estimate.count(), 2);
    // The count is the workload's now: what Save writes and the charts follow.
    QCOMPARE(shipped.current->explored()->constraints.gpuCount, std::optional<int>(2));
    child<QSpinBox>(page, "whatIfCount")->setValue(0); // Auto
    QTest::qWait(1);
    QVERIFY(!shipped.current->explored()->constraints.gpuCount);
}

void tst_RecommendationPage::layoutPinAppliesToAll()
{
    // TP pinned in the what-if bar: every candidate runs that tensor-parallel size (or says
    // why it cannot), Save keeps it as inference.tensor_parallel, and no pipeline field
    // shows for inference.
    auto shipped = shippedResult();
    QVERIFY(shipped);
    RecommendationPage page(*shipped.current);
    page.show();
    shipped.current->setWorkload(chatWorkload());
    QVERIFY(!child<QSpinBox>(page, "whatIfPipelineParallel")->isVisible());
    child<QSpinBox>(page, "whatIfCount")->setValue(4);
    child<QSpinBox>(page, "whatIfTensorParallel")->setValue(2);
    QTest::qWait(1);
    QCOMPARE(shipped.current->explored()->inference.tensorParallel, std::optional<int>(2));
    int feasible = 0;
    for (const auto& estimate : page.results()) {
        if (!estimate.feasible)
            continue;
        ++feasible;
        QCOMPARE(estimate.parallelism.tensorParallel, 2);
        QCOMPARE(estimate.parallelism.replicas, 2);
    }
    QVERIFY(feasible > 0);
    child<QSpinBox>(page, "whatIfTensorParallel")->setValue(0); // Auto
    QTest::qWait(1);
    QVERIFY(!shipped.current->explored()->inference.tensorParallel);
}

void tst_RecommendationPage::assumptionEditUpdatesResults()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    RecommendationPage page(*shipped.current);
    page.show();
    shipped.current->setWorkload(chatWorkload());
    const engine::Estimate* before = resultOf(page, "l40s");
    QVERIFY(before && before->performance.tokensPerS);
    const double tokensBefore = *before->performance.tokensPerS;
    engine::Assumptions assumptions = shipped.workspace->assumptions();
    assumptions.set(engine::AssumptionId::DecodeBandwidthEfficiencyGddr,
                    assumptions.value(engine::AssumptionId::DecodeBandwidthEfficiencyGddr) / 2);
    shipped.workspace->setAssumptions(assumptions);
    QTest::qWait(1);
    const engine::Estimate* after = resultOf(page, "l40s");
    QVERIFY(after && after->performance.tokensPerS);
    QVERIFY(*after->performance.tokensPerS < tokensBefore);
}

void tst_RecommendationPage::wizardFeedsThePage()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    QWidget window;
    RecommendationPage page(*shipped.current, &window);
    ui::WorkloadActions actions(*shipped.current, window);
    window.show();
    ui::WorkloadWizard* wizard = actions.openWizard(false);
    QVERIFY(wizard->isVisible());
    while (wizard->currentId() != ui::WorkloadWizard::PrioritiesPageId)
        wizard->next();
    wizard->accept();
    QVERIFY(shipped.current->workload().has_value());
    QVERIFY(child<QTableView>(page, "resultsTable")->isVisible());
    QVERIFY(!page.results().empty());
}

void tst_RecommendationPage::saveAndOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("explored.json"));
    auto shipped = shippedResult();
    QVERIFY(shipped);
    QWidget window;
    RecommendationPage page(*shipped.current, &window);
    ui::WorkloadActions actions(*shipped.current, window);
    window.show();
    shipped.current->setWorkload(chatWorkload());
    child<QSpinBox>(page, "whatIfBatch")->setValue(24);
    child<QSpinBox>(page, "whatIfCount")->setValue(2);
    QVERIFY(actions.saveFile(path));
    QCOMPARE(ui::WorkloadFileDialogs::recentFiles().value(0), QFileInfo(path).absoluteFilePath());

    auto other = shippedResult();
    QVERIFY(other);
    QWidget otherWindow;
    ui::WorkloadActions reopened(*other.current, otherWindow);
    QVERIFY(reopened.openFile(path));
    // What was explored is what was saved: the batch, and the GPU count pinned.
    QCOMPARE(other.current->workload()->inference.batch, std::optional<int>(24));
    QCOMPARE(other.current->pins().gpuCount, std::optional<int>(2));
    const text::Status missing = reopened.openFile(dir.filePath(QStringLiteral("missing.json")));
    QVERIFY(!missing);
    QVERIFY2(missing.error.contains(QStringLiteral("missing.json")), qPrintable(missing.error));
}

void tst_RecommendationPage::languageSwitchRunsNothing()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    RecommendationPage page(*shipped.current);
    page.show();
    shipped.current->setWorkload(chatWorkload());
    const auto runs = shipped.current->runs();
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&page, &change);
    QTest::qWait(1);
    // The words are made again from the same result; the engine is not asked again.
    QCOMPARE(shipped.current->runs(), runs);
    QCOMPARE(page.results().size(), std::size_t(4));
}

GPUATLAS_TEST_MAIN(tst_RecommendationPage)
#include "tst_RecommendationPage.moc"
