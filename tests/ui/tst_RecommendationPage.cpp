// SPDX-License-Identifier: GPL-3.0-or-later
#include "UiTestData.h"
#include "ui/models/ResultsModel.h"
#include "ui/pages/RecommendationPage.h"
#include "ui/pages/WhatIfControls.h"
#include "ui/wizard/WorkloadWizard.h"

#include <QCheckBox>
#include <QComboBox>
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
using ui::RecommendationPage;

namespace {

template <class T>
T* child(QWidget& parent, const char* name)
{
    auto* widget = parent.findChild<T*>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no widget named %s", name);
    return widget;
}

QString cell(const QTableView* table, int row, int column)
{
    return table->model()->index(row, column).data().toString();
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
    void assumptionEditUpdatesResults();
    void wizardFeedsThePage();
    void saveAndOpen();

private:
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_RecommendationPage::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_RecommendationPage"));
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

void tst_RecommendationPage::emptyStateInvitesToDescribe()
{
    auto workspace = shippedWorkspace();
    RecommendationPage page(*workspace);
    page.show();
    QVERIFY(child<QPushButton>(page, "startWizardButton")->isVisible());
    QVERIFY(!page.exploredWorkload());
    QVERIFY(page.saveFile(QStringLiteral("/tmp/never.json")).contains(QStringLiteral("no workload")));
}

void tst_RecommendationPage::showsRankingAndExplanation()
{
    auto workspace = shippedWorkspace();
    RecommendationPage page(*workspace);
    QSignalSpy changed(&page, &RecommendationPage::resultsChanged);
    page.show();
    workspace->setWorkload(chatWorkload());
    QCOMPARE(changed.count(), 1);
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
    auto workspace = shippedWorkspace();
    RecommendationPage page(*workspace);
    page.show();
    workspace->setWorkload(chatWorkload());
    auto* table = child<QTableView>(page, "resultsTable");
    const auto throughputOf = [&](const std::string& gpu) {
        for (const auto& estimate : page.results()) {
            if (estimate.gpuId == gpu)
                return *ui::ResultsModel::throughput(estimate, *page.exploredWorkload());
        }
        return 0.0;
    };
    const double before = throughputOf("l40s");
    const QString textBefore = cell(table, 0, ui::ResultsModel::ThroughputColumn);
    child<QSpinBox>(page, "whatIfBatch")->setValue(32);
    QTest::qWait(1); // the page coalesces changes into one run on the next event-loop turn
    QCOMPARE(page.exploredWorkload()->inference.batch, std::optional<int>(32));
    QVERIFY2(throughputOf("l40s") > before * 1.5, "a bigger batch must raise aggregate decode throughput");
    QVERIFY(cell(table, 0, ui::ResultsModel::ThroughputColumn) != textBefore);

    // Precision: FP8 on the what-if bar reaches the engine.
    auto* precision = child<QComboBox>(page, "whatIfPrecision");
    precision->setCurrentIndex(precision->findData(QStringLiteral("fp8")));
    QTest::qWait(1);
    QCOMPARE(page.exploredWorkload()->precision, engine::Precision::FP8);

    // Pin, explore, compare.
    child<QToolButton>(page, "whatIfPin")->setChecked(true);
    QVERIFY(!table->isColumnHidden(ui::ResultsModel::ComparisonColumn));
    child<QSpinBox>(page, "whatIfBatch")->setValue(64);
    QTest::qWait(1);
    QVERIFY(cell(table, 0, ui::ResultsModel::ComparisonColumn).contains(QStringLiteral("speed")));
}

void tst_RecommendationPage::fixedCountAppliesToAll()
{
    auto workspace = shippedWorkspace();
    RecommendationPage page(*workspace);
    page.show();
    workspace->setWorkload(chatWorkload());
    child<QSpinBox>(page, "whatIfCount")->setValue(2);
    QTest::qWait(1);
    QCOMPARE(page.results().size(), std::size_t(4));
    for (const auto& estimate : page.results())
        QCOMPARE(estimate.count(), 2);
}

void tst_RecommendationPage::assumptionEditUpdatesResults()
{
    auto workspace = shippedWorkspace();
    RecommendationPage page(*workspace);
    page.show();
    workspace->setWorkload(chatWorkload());
    const auto before = page.results();
    engine::Assumptions assumptions = workspace->assumptions();
    assumptions.set(engine::AssumptionId::DecodeBandwidthEfficiencyGddr,
                    assumptions.value(engine::AssumptionId::DecodeBandwidthEfficiencyGddr) / 2);
    workspace->setAssumptions(assumptions);
    QTest::qWait(1);
    for (const auto& estimate : page.results()) {
        if (estimate.gpuId != "l40s")
            continue;
        for (const auto& old : before) {
            if (old.gpuId == "l40s")
                QVERIFY(*estimate.performance.tokensPerS < *old.performance.tokensPerS);
        }
    }
}

void tst_RecommendationPage::wizardFeedsThePage()
{
    auto workspace = shippedWorkspace();
    RecommendationPage page(*workspace);
    page.show();
    ui::WorkloadWizard* wizard = page.openWizard(false);
    QVERIFY(wizard->isVisible());
    while (wizard->currentId() != ui::WorkloadWizard::PrioritiesPageId)
        wizard->next();
    wizard->accept();
    QVERIFY(workspace->workload().has_value());
    QVERIFY(child<QTableView>(page, "resultsTable")->isVisible());
    QVERIFY(!page.results().empty());
}

void tst_RecommendationPage::saveAndOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("explored.json"));
    auto workspace = shippedWorkspace();
    RecommendationPage page(*workspace);
    page.show();
    workspace->setWorkload(chatWorkload());
    child<QSpinBox>(page, "whatIfBatch")->setValue(24);
    QCOMPARE(page.saveFile(path), QString());

    auto other = shippedWorkspace();
    RecommendationPage reopened(*other);
    QCOMPARE(reopened.openFile(path), QString());
    QCOMPARE(other->workload()->inference.batch, std::optional<int>(24)); // what was explored is what was saved
    QVERIFY(reopened.openFile(dir.filePath(QStringLiteral("missing.json"))).contains(QStringLiteral("missing.json")));
}

QTEST_MAIN(tst_RecommendationPage)
#include "tst_RecommendationPage.moc"
