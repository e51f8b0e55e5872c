// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rank/StandardWorkloads.h"
#include "engine/rank/SuitabilityMatrix.h"
#include "files/DataFiles.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/pages/MatrixModel.h"
#include "ui/pages/MatrixPage.h"

#include <QTableView>
#include <QTest>

using namespace gpuatlas;
using engine::Verdict;
using testing::shippedWorkspace;
using testing::workspaceWith;

namespace {

const QStringList articleGpus{QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("rtx-a6000"),
                              QStringLiteral("l40s")};

QModelIndex indexOf(ui::MatrixPage& page, const char* workload, const char* gpu)
{
    const auto* matrix = page.model().matrix();
    const auto row = matrix->rowOf(workload);
    const auto column = matrix->columnOf(gpu);
    if (!row || !column)
        return {};
    return page.model().index(static_cast<int>(*row), static_cast<int>(*column));
}

Verdict verdictOf(ui::MatrixPage& page, const char* workload, const char* gpu)
{
    return page.model().cellAt(indexOf(page, workload, gpu))->verdict;
}

} // namespace

class tst_MatrixPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cellsAreTheEngineMatrixOfTheSelection();
    void cellsSayTheirVerdictInWordsAndForAssistiveTechnology();
    void followsTheSelection();
    void customGpuWithNvlinkGetsItsOwnVerdict();
    void followsPricesAndAssumptions();
    void openingACellMakesItTheCurrentWorkload();
    void sidePaneGivesTheReasons();
    void emptySelectionSaysWhatToDo();

private:
    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<state::CurrentResult> m_current;
    text::LanguageManager m_languages;
};

void tst_MatrixPage::initTestCase()
{
    // English has a translation too: its plural forms ("64 GPUs").
    QVERIFY(m_languages.setLanguage(QStringLiteral("en")));
}

void tst_MatrixPage::init()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_workspace->setSelection(articleGpus);
    m_current = std::make_unique<state::CurrentResult>(*m_workspace);
}

void tst_MatrixPage::cellsAreTheEngineMatrixOfTheSelection()
{
    ui::MatrixPage page(*m_current);
    const auto all = files::DataFiles::loadStandardWorkloads(m_workspace->models());
    QVERIFY(all);
    const auto rows = engine::matrixWorkloads(all.value());
    std::vector<engine::Gpu> gpus;
    for (const QString& id : m_workspace->selection())
        gpus.push_back(*m_workspace->catalog().find(id.toStdString()));
    const auto expected = engine::SuitabilityMatrix::compute(
        {rows, gpus, m_workspace->models(), &m_workspace->prices(), m_workspace->assumptions()});
    QCOMPARE(page.model().rowCount(), static_cast<int>(expected.rowCount()));
    QCOMPARE(page.model().columnCount(), 4);
    for (int r = 0; r < page.model().rowCount(); ++r) {
        for (int c = 0; c < page.model().columnCount(); ++c) {
            const auto* cell = page.model().cellAt(page.model().index(r, c));
            const auto& want = expected.cell(static_cast<std::size_t>(r), static_cast<std::size_t>(c));
            QCOMPARE(int(cell->verdict), int(want.verdict));
            QCOMPARE(cell->count(), want.count());
            QCOMPARE(cell->score, want.score);
        }
    }
    QCOMPARE(int(verdictOf(page, "pre-training-70b", "h100-sxm")), int(Verdict::Recommended));
    QVERIFY(verdictOf(page, "pre-training-70b", "l40s") != Verdict::Recommended);
}

void tst_MatrixPage::cellsSayTheirVerdictInWordsAndForAssistiveTechnology()
{
    ui::MatrixPage page(*m_current);
    const QModelIndex index = indexOf(page, "pre-training-70b", "l40s");
    const QString shown = index.data(Qt::DisplayRole).toString();
    QVERIFY2(shown.startsWith(QStringLiteral("✓ Suitable")) || shown.startsWith(QStringLiteral("○ Possible")),
             qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("64 GPUs")));
    QVERIFY(index.data(Qt::ToolTipRole).toString().contains(QStringLiteral("No NVLink")));
    const QString accessible = index.data(Qt::AccessibleTextRole).toString();
    QVERIFY2(accessible.contains(QStringLiteral("Pre-training a 70B model")) &&
                 accessible.contains(QStringLiteral("NVIDIA L40S")),
             qPrintable(accessible));
    QVERIFY(!page.table().accessibleName().isEmpty());
    QCOMPARE(page.model().headerData(3, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("NVIDIA L40S"));
}

void tst_MatrixPage::followsTheSelection()
{
    ui::MatrixPage page(*m_current);
    m_workspace->setSelection({QStringLiteral("l40s"), QStringLiteral("h100-sxm")});
    QCOMPARE(page.model().columnCount(), 2);
    QVERIFY(page.model().matrix()->columnOf("h100-sxm"));
    QVERIFY(!page.model().matrix()->columnOf("rtx-a6000"));
}

void tst_MatrixPage::customGpuWithNvlinkGetsItsOwnVerdict()
{
    engine::Gpu custom = *m_workspace->catalog().find("l40s");
    custom.id = "my-l40s-nvlink";
    custom.name = "My L40S with NVLink";
    custom.interconnect = m_workspace->catalog().find("h100-sxm")->interconnect;
    auto workspace = workspaceWith({custom});
    QVERIFY(workspace);
    workspace->setSelection(articleGpus + QStringList{QStringLiteral("my-l40s-nvlink")});
    // The same rental price as the stock L40S, so that only the link differs.
    engine::Price price = *workspace->prices().defaultRental("l40s");
    price.gpuId = custom.id;
    price.userProvided = true;
    price.isDefault = true;
    const engine::Price userPrices[] = {price};
    workspace->setPrices(workspace->prices().withOverrides(userPrices));
    state::CurrentResult current(*workspace);
    ui::MatrixPage page(current);
    QCOMPARE(page.model().columnCount(), 5);
    const auto* stock = page.model().cellAt(indexOf(page, "pre-training-70b", "l40s"));
    const auto* linked = page.model().cellAt(indexOf(page, "pre-training-70b", "my-l40s-nvlink"));
    QVERIFY(stock && linked);
    QVERIFY(stock->has(engine::ReasonCode::NoNvlink));
    QVERIFY(!linked->has(engine::ReasonCode::NoNvlink));
    QVERIFY(linked->score > stock->score);
    QVERIFY(linked->verdict != stock->verdict);
}

void tst_MatrixPage::followsPricesAndAssumptions()
{
    ui::MatrixPage page(*m_current);
    QVERIFY(verdictOf(page, "chat-moderate-load", "l40s") != Verdict::Recommended);
    engine::Price quote;
    quote.gpuId = "l40s";
    quote.provider = "RunPod";
    quote.usdPerGpuHour = 0.86;
    quote.instance = "L40S 48GB";
    quote.isDefault = true;
    quote.userProvided = true;
    const engine::Price userPrices[] = {quote};
    m_workspace->setPrices(m_workspace->prices().withOverrides(userPrices));
    QCOMPARE(int(verdictOf(page, "chat-moderate-load", "l40s")), int(Verdict::Recommended));

    engine::Assumptions strict = m_workspace->assumptions();
    strict.set(engine::AssumptionId::MatrixRecommendedShare, 1.0);
    m_workspace->setAssumptions(strict);
    int recommended = 0;
    for (int c = 0; c < page.model().columnCount(); ++c) {
        const auto row = static_cast<int>(*page.model().matrix()->rowOf("pre-training-70b"));
        recommended += page.model().cellAt(page.model().index(row, c))->verdict == Verdict::Recommended;
    }
    QCOMPARE(recommended, 1);
}

void tst_MatrixPage::openingACellMakesItTheCurrentWorkload()
{
    ui::MatrixPage page(*m_current);
    int changes = 0;
    connect(m_current.get(), &state::CurrentResult::workloadChanged, this, [&] { ++changes; });
    page.table().setCurrentIndex(indexOf(page, "pre-training-70b", "a100-sxm-80gb"));
    QTest::keyClick(&page.table(), Qt::Key_Return);
    QCOMPARE(changes, 1);
    const auto& workload = m_current->workload();
    QVERIFY(workload);
    QCOMPARE(workload->modelId, std::string("llama-2-70b"));
    QCOMPARE(workload->gpus, std::vector<std::string>{"a100-sxm-80gb"});
    QCOMPARE(workload->constraints.maxGpus, 64);
}

void tst_MatrixPage::sidePaneGivesTheReasons()
{
    ui::MatrixPage page(*m_current);
    page.table().setCurrentIndex(indexOf(page, "chat-high-load", "rtx-a6000"));
    const QString details = page.detailsText();
    QVERIFY2(details.contains(QStringLiteral("✗ Unsuitable")), qPrintable(details));
    QVERIFY(details.contains(QStringLiteral("Cannot sustain")));
    QVERIFY(details.contains(QStringLiteral("NVIDIA RTX A6000")));
}

void tst_MatrixPage::emptySelectionSaysWhatToDo()
{
    m_workspace->setSelection({});
    ui::MatrixPage page(*m_current);
    QCOMPARE(page.model().columnCount(), 0);
    page.table().setCurrentIndex({});
    page.openCell(page.model().index(0, 0)); // nothing to open: no crash, no workload
    QVERIFY(!m_current->workload());
}

GPUATLAS_TEST_MAIN(tst_MatrixPage)
#include "tst_MatrixPage.moc"
