// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/models/AssumptionsModel.h"
#include "ui/models/ResultsModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace gpuatlas;
using ui::ResultsModel;

class tst_ResultsModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void modelTester();
    void showsRankedResultsWithReasons();
    void infeasibleRowsComeLastAndSay();
    void pinnedComparison();
    void loadShowsCapacity();
    void costColumnFollowsTheBasis_data();
    void costColumnFollowsTheBasis();
    void assumptionsModelEditsAndClamps();

private:
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_ResultsModel::initTestCase()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

void tst_ResultsModel::modelTester()
{
    ResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto workload = chatWorkload();
    model.setResults(m_workspace->rank(workload), workload, m_workspace->catalog());
    model.setPinned(model.estimates());
    model.setResults(m_workspace->rank(workload), workload, m_workspace->catalog());
    model.setPinned(std::nullopt);
    model.setResults({}, workload, m_workspace->catalog());

    ui::AssumptionsModel assumptions;
    QAbstractItemModelTester assumptionsTester(&assumptions, QAbstractItemModelTester::FailureReportingMode::QtTest);
    assumptions.setAssumptions(engine::Assumptions::forRuntime(engine::Runtime::LlamaCpp));
    assumptions.resetToDefaults();
}

void tst_ResultsModel::showsRankedResultsWithReasons()
{
    ResultsModel model;
    const auto workload = chatWorkload();
    model.setResults(m_workspace->rank(workload), workload, m_workspace->catalog());
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.data(model.index(0, ResultsModel::RankColumn)).toString(), QStringLiteral("1"));
    // Numeric sort values under UserRole, text under DisplayRole.
    const QVariant throughput = model.data(model.index(0, ResultsModel::ThroughputColumn), Qt::UserRole);
    QVERIFY(throughput.toDouble() > 0);
    QVERIFY(!model.data(model.index(0, ResultsModel::ThroughputColumn)).toString().isEmpty());
    QCOMPARE(model.headerData(ResultsModel::ThroughputColumn, Qt::Horizontal).toString(), QStringLiteral("Tokens/s"));
    QCOMPARE(model.headerData(ResultsModel::UnitCostColumn, Qt::Horizontal).toString(),
             QStringLiteral("$/M tokens (USD)"));
    // Scores descend among feasible rows.
    for (int row = 1; row < model.rowCount(); ++row) {
        if (model.estimateAt(row)->feasible)
            QVERIFY(model.estimateAt(row - 1)->score >= model.estimateAt(row)->score);
    }
    // The A100 cannot run FP8; ask for FP8 and its tooltip says what it runs instead.
    auto fp8 = workload;
    fp8.precision = engine::Precision::FP8;
    model.setResults(m_workspace->rank(fp8), fp8, m_workspace->catalog());
    bool found = false;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.estimateAt(row)->gpuId == "a100-sxm-80gb") {
            const QString tooltip = model.data(model.index(row, ResultsModel::GpuColumn), Qt::ToolTipRole).toString();
            QVERIFY2(tooltip.contains(QStringLiteral("FP8")), qPrintable(tooltip));
            found = true;
        }
    }
    QVERIFY(found);
}

void tst_ResultsModel::infeasibleRowsComeLastAndSay()
{
    auto workload = chatWorkload();
    workload.modelId = "llama-3-70b";
    workload.constraints.maxGpus = 1; // 70B in FP16 fits no single 48 or 80 GB card
    ResultsModel model;
    model.setResults(m_workspace->rank(workload), workload, m_workspace->catalog());
    for (int row = 0; row < model.rowCount(); ++row) {
        QVERIFY(!model.estimateAt(row)->feasible);
        QCOMPARE(model.data(model.index(row, ResultsModel::FitsColumn)).toString(), QStringLiteral("No"));
        QCOMPARE(model.data(model.index(row, ResultsModel::RankColumn)).toString(), QStringLiteral("–"));
        QVERIFY(model.data(model.index(row, 0), Qt::ToolTipRole).toString().contains(QStringLiteral("memory")));
    }
}

void tst_ResultsModel::pinnedComparison()
{
    ResultsModel model;
    auto workload = chatWorkload();
    model.setResults(m_workspace->rank(workload), workload, m_workspace->catalog());
    QVERIFY(model.headerData(ResultsModel::ComparisonColumn, Qt::Horizontal).toString().isEmpty());
    model.setPinned(model.estimates());
    QVERIFY(!model.headerData(ResultsModel::ComparisonColumn, Qt::Horizontal).toString().isEmpty());
    // Same results: no change. A bigger batch: more throughput than pinned.
    QVERIFY(model.data(model.index(0, ResultsModel::ComparisonColumn)).toString().contains(QStringLiteral("+0%")));
    workload.inference.batch = 32;
    model.setResults(m_workspace->rank(workload), workload, m_workspace->catalog());
    const QString change = model.data(model.index(0, ResultsModel::ComparisonColumn)).toString();
    QVERIFY2(change.startsWith(QStringLiteral("speed +")) && !change.startsWith(QStringLiteral("speed +0%")),
             qPrintable(change));
}

void tst_ResultsModel::loadShowsCapacity()
{
    // Serving a load, every feasible configuration generates the load's tokens/s; the
    // column shows how much each could generate instead, which is what differs.
    auto workload = chatWorkload();
    workload.inference.batch = std::nullopt;
    workload.inference.requestsPerS = 2.0;
    ResultsModel model;
    model.setResults(m_workspace->rank(workload), workload, m_workspace->catalog());
    QCOMPARE(model.headerData(ResultsModel::ThroughputColumn, Qt::Horizontal).toString(),
             QStringLiteral("Capacity, tokens/s"));
    const double load = 2.0 * workload.inference.outputTokens;
    QSet<qint64> distinct;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (!model.estimateAt(row)->feasible)
            continue;
        const double capacity = model.data(model.index(row, ResultsModel::ThroughputColumn), Qt::UserRole).toDouble();
        QVERIFY2(capacity >= load, qPrintable(QString::number(capacity)));
        QCOMPARE(*model.estimateAt(row)->performance.tokensPerS, load);
        distinct << qRound64(capacity);
    }
    QVERIFY(distinct.size() > 1);
    QVERIFY(model.headerData(ResultsModel::ThroughputColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("256 tokens/s")));
}

void tst_ResultsModel::costColumnFollowsTheBasis_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("task");
    QTest::addColumn<QString>("header");
    QTest::addColumn<QString>("throughput");
    // "$/M tokens" only where the workload produces tokens.
    QTest::newRow("chat") << "llama-3-8b"
                          << "inference"
                          << "$/M tokens (USD)"
                          << "Tokens/s";
    QTest::newRow("images") << "sdxl"
                            << "inference"
                            << "$/h (USD)"
                            << "Images/s";
    QTest::newRow("embeddings") << "bert-large"
                                << "inference"
                                << "$/h (USD)"
                                << "Samples/s";
    QTest::newRow("fine-tune") << "llama-3-8b"
                               << "finetune"
                               << "$ per run (USD)"
                               << "Training tokens/s";
}

void tst_ResultsModel::costColumnFollowsTheBasis()
{
    QFETCH(QString, model);
    QFETCH(QString, task);
    QFETCH(QString, header);
    QFETCH(QString, throughput);
    auto workload = chatWorkload();
    workload.modelId = model.toStdString();
    workload.task = task == QLatin1String("inference") ? engine::Task::Inference : engine::Task::Finetune;
    workload.training.method = engine::FinetuneMethod::Lora;
    workload.training.tokens = 1e8;
    ResultsModel results;
    results.setResults(m_workspace->rank(workload), workload, m_workspace->catalog());
    QCOMPARE(results.headerData(ResultsModel::UnitCostColumn, Qt::Horizontal).toString(), header);
    QCOMPARE(results.headerData(ResultsModel::ThroughputColumn, Qt::Horizontal).toString(), throughput);
    bool priced = false;
    for (int row = 0; row < results.rowCount(); ++row) {
        const engine::Estimate& e = *results.estimateAt(row);
        const QVariant cost = results.data(results.index(row, ResultsModel::UnitCostColumn), Qt::UserRole);
        if (!e.headline.cost) {
            QVERIFY(!cost.isValid());
            continue;
        }
        priced = true;
        // The figure is the basis's: per hour for images, never a per-million figure they do not have.
        const std::optional<double> expected = header.startsWith(QLatin1String("$/M tokens"))
                                                   ? e.cost.usdPerMillionTokens
                                               : header.startsWith(QLatin1String("$ per run")) ? e.cost.usdTotal
                                                                                               : e.cost.usdPerHour;
        QVERIFY(expected);
        QCOMPARE(cost.toDouble(), *expected);
    }
    QVERIFY(priced);
}

void tst_ResultsModel::assumptionsModelEditsAndClamps()
{
    ui::AssumptionsModel model;
    QSignalSpy edited(&model, &ui::AssumptionsModel::assumptionsEdited);
    int row = -1;
    const auto all = engine::Assumptions::all();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].id == engine::AssumptionId::UsableMemoryFraction)
            row = static_cast<int>(i);
    }
    QVERIFY(row >= 0);
    const QModelIndex value = model.index(row, ui::AssumptionsModel::ValueColumn);
    QVERIFY(model.flags(value) & Qt::ItemIsEditable);
    QVERIFY(!(model.flags(model.index(row, ui::AssumptionsModel::NameColumn)) & Qt::ItemIsEditable));
    QVERIFY(model.setData(value, 0.8));
    QCOMPARE(model.assumptions().value(engine::AssumptionId::UsableMemoryFraction), 0.8);
    QCOMPARE(edited.count(), 1);
    QCOMPARE(model.changedCount(), 1);
    QVERIFY(model.data(value, Qt::FontRole).value<QFont>().bold());
    // Out of range: clamped to the documented maximum, never above 1 for a fraction.
    QVERIFY(model.setData(value, 7.0));
    QVERIFY(model.assumptions().value(engine::AssumptionId::UsableMemoryFraction) <= 1.0);
    QVERIFY(!model.setData(value, QStringLiteral("lots")));
    model.resetToDefaults();
    QCOMPARE(model.changedCount(), 0);
    // Every row names its source.
    for (int r = 0; r < model.rowCount(); ++r)
        QVERIFY(!model.data(model.index(r, ui::AssumptionsModel::SourceColumn)).toString().isEmpty());
}

GPUATLAS_TEST_MAIN(tst_ResultsModel)
#include "tst_ResultsModel.moc"
