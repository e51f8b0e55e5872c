// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/document/charts/ComparisonChartBuilder.h"
#include "ui/document/charts/EngineMetrics.h"
#include "ui/document/charts/ResultValues.h"
#include "ui/models/ResultsModel.h"
#include "ui/pages/ChartsPage.h"

#include <QCheckBox>
#include <QTest>

using namespace gpuatlas;
using namespace gpuatlas::ui::charts;

namespace {

// Pins with only the GPU count set (aggregate initialisation would name every field).
[[maybe_unused]] gpuatlas::state::Pins countPin(int count)
{
    gpuatlas::state::Pins pins;
    pins.gpuCount = count;
    return pins;
}

} // namespace

class tst_EngineMetrics : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void withoutWorkloadTheAxesSaySo();
    void valuesAreTheEnginesEstimates();
    void withALoadThroughputIsCapacity();
    void chartsPageFollowsWorkloadAndAssumptions();
    void chartsFollowTheGpuCountPinned();
    void aGpuTheWorkloadDoesNotConsiderSaysSo();

private:
    std::vector<const engine::Gpu*> gpus() const;
    state::ResultPtr ranked(const engine::Workload& workload) const;
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_EngineMetrics::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_EngineMetrics"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void tst_EngineMetrics::init()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

std::vector<const engine::Gpu*> tst_EngineMetrics::gpus() const
{
    return {m_workspace->catalog().find("h100-sxm"), m_workspace->catalog().find("l40s")};
}

// A result as CurrentResult publishes it: the workload and its ranking.
state::ResultPtr tst_EngineMetrics::ranked(const engine::Workload& workload) const
{
    auto result = std::make_shared<state::Result>();
    result->workload = workload;
    result->ranking = m_workspace->rank(workload);
    return result;
}

void tst_EngineMetrics::withoutWorkloadTheAxesSaySo()
{
    const auto metrics = EngineMetrics::all(nullptr);
    QCOMPARE(metrics.size(), 2);
    QCOMPARE(QStringList({metrics[0].key, metrics[1].key}), EngineMetrics::keys());
    for (const auto& metric : metrics) {
        QCOMPARE(metric.missing, QStringLiteral("no workload"));
        QVERIFY(!metric.value(*gpus().front()));
    }
    ComparisonOptions options;
    options.metrics = metrics;
    const ChartData bars = ComparisonChartBuilder::bars(gpus(), options);
    QCOMPARE(bars.categories[0].title, QStringLiteral("Throughput (no workload)"));
    QCOMPARE(bars.series[0].values[0].label, QStringLiteral("no workload"));
    QVERIFY(bars.footnote.contains(QStringLiteral("need a workload")));
}

void tst_EngineMetrics::valuesAreTheEnginesEstimates()
{
    const auto workload = chatWorkload();
    const auto metrics = EngineMetrics::all(ranked(workload));
    const Metric& throughput = metrics[0];
    const Metric& cost = metrics[1];
    QCOMPARE(throughput.unit, QStringLiteral("tokens/s"));
    QCOMPARE(cost.label, QStringLiteral("Cost per million tokens"));
    QVERIFY(!cost.higherIsBetter); // the cheapest is at the rim
    for (const engine::Gpu* gpu : gpus()) {
        const auto estimate = m_workspace->estimate(workload, gpu->id, std::nullopt);
        QVERIFY(estimate && estimate->feasible);
        QCOMPARE(throughput.value(*gpu), estimate->performance.tokensPerS);
        QCOMPARE(cost.value(*gpu), estimate->cost.usdPerMillionTokens);
        QVERIFY(throughput.note(*gpu).contains(QString::number(estimate->count())));
    }
    QVERIFY(throughput.footnote.contains(QStringLiteral("\"Chat\"")));
    // Training: the run's cost.
    auto training = workload;
    training.task = engine::Task::Finetune;
    training.training.method = engine::FinetuneMethod::Lora;
    QCOMPARE(EngineMetrics::all(ranked(training))[1].label, QStringLiteral("Cost per run"));
}

void tst_EngineMetrics::withALoadThroughputIsCapacity()
{
    // Every configuration that sustains 1 request/s delivers the same tokens/s: the axis
    // compares what each could serve at most, as the results table's capacity column does.
    auto workload = chatWorkload();
    workload.inference.batch.reset();
    workload.inference.requestsPerS = 1.0;
    const auto metrics = EngineMetrics::all(ranked(workload));
    const Metric& throughput = metrics[0];
    QVERIFY(throughput.description.startsWith(QStringLiteral("Capacity")));
    for (const engine::Gpu* gpu : gpus()) {
        const auto estimate = m_workspace->estimate(workload, gpu->id, std::nullopt);
        QVERIFY(estimate && estimate->feasible);
        QCOMPARE(*estimate->performance.tokensPerS, 128.0); // the load: 1 request/s x 128 tokens
        const auto capacity = estimate->headline.capacity;
        QVERIFY(capacity && *capacity > 128.0);
        QCOMPARE(capacity, estimate->performance.capacityTokensPerS);
        QCOMPARE(*throughput.value(*gpu), *capacity);
    }
    QVERIFY(*throughput.value(*gpus()[0]) != *throughput.value(*gpus()[1]));
}

void tst_EngineMetrics::chartsPageFollowsWorkloadAndAssumptions()
{
    state::CurrentResult current(*m_workspace);
    ChartsPage page(current, false);
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("l40s")});
    page.setChartKind(ChartKind::BarPanels);
    page.setAxisKeys(EngineMetrics::keys());
    auto* box = page.findChild<QCheckBox*>(QStringLiteral("engine_throughput"));
    QVERIFY(box);
    // No workload: the engine's axes cannot have values, so they are not drawn.
    QVERIFY(!box->isEnabled());
    QVERIFY(page.chartData().categories.isEmpty());

    current.setWorkload(chatWorkload());
    QVERIFY(page.findChild<QCheckBox*>(QStringLiteral("engine_throughput"))->isEnabled());
    QCOMPARE(page.chartData().categories[0].title, QStringLiteral("Throughput (tokens/s)"));
    const auto before = page.chartData().series[0].values[0].plotted;
    QVERIFY(before.has_value());
    QCOMPARE(before, m_workspace->estimate(chatWorkload(), "h100-sxm", std::nullopt)->performance.tokensPerS);

    // Less of the HBM bandwidth reached: the H100 decodes more slowly.
    engine::Assumptions slower = m_workspace->assumptions();
    slower.set(engine::AssumptionId::DecodeBandwidthEfficiencyHbm, 0.4);
    m_workspace->setAssumptions(slower);
    current.result(); // the current result runs the engine once; the page follows it
    const auto after = page.chartData().series[0].values[0].plotted;
    QVERIFY(after.has_value());
    QVERIFY(*after < *before);
}

void tst_EngineMetrics::chartsFollowTheGpuCountPinned()
{
    state::CurrentResult current(*m_workspace);
    ChartsPage page(current, false);
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("l40s")});
    page.setChartKind(ChartKind::BarPanels);
    page.setAxisKeys(EngineMetrics::keys());
    current.setWorkload(chatWorkload());
    current.setPins(countPin(2));
    current.result();
    // The bars are the ranking's figures at the count pinned, not the engine's own choice.
    const auto pinned = m_workspace->estimate(chatWorkload(), "h100-sxm", 2);
    QVERIFY(pinned && pinned->headline.throughput);
    QCOMPARE(page.chartData().series[0].values[0].plotted, pinned->headline.throughput);
    const auto automatic = m_workspace->estimate(chatWorkload(), "h100-sxm", std::nullopt);
    QVERIFY(automatic && automatic->count() != 2);
}

void tst_EngineMetrics::aGpuTheWorkloadDoesNotConsiderSaysSo()
{
    auto workload = chatWorkload(); // the article's four GPUs
    const auto metrics = EngineMetrics::all(ranked(workload));
    const engine::Gpu* l4 = m_workspace->catalog().find("l4");
    QVERIFY(l4);
    QVERIFY(!metrics[0].value(*l4));
    QCOMPARE(metrics[0].note(*l4), QStringLiteral("not a candidate"));
}

GPUATLAS_TEST_MAIN(tst_EngineMetrics)
#include "tst_EngineMetrics.moc"
