// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/document/charts/SensitivityChartBuilder.h"
#include "ui/document/charts/SensitivitySweep.h"

#include <QElapsedTimer>
#include <QTest>

using namespace gpuatlas;
using namespace gpuatlas::ui::charts;

class tst_SensitivitySweep : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void batchValues();
    void contextValuesStayInTheModel();
    void appliedSetsOneThing();
    void throughputGrowsWithBatch();
    void trainingResults();
    void chartListsTheCrossovers();
    void chartOfHandMadeSweep();
    void placeholders();

private:
    std::vector<const engine::Gpu*> gpus(std::initializer_list<const char*> ids) const;
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_SensitivitySweep::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

std::vector<const engine::Gpu*> tst_SensitivitySweep::gpus(std::initializer_list<const char*> ids) const
{
    std::vector<const engine::Gpu*> out;
    for (const char* id : ids)
        out.push_back(m_workspace->catalog().find(id));
    return out;
}

void tst_SensitivitySweep::batchValues()
{
    const auto workload = chatWorkload();
    const auto values = SensitivitySweep::values(SweepVariable::Batch, workload, nullptr, 1024);
    const std::vector<double> expected{1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256};
    QCOMPARE(values, expected);
    // The engine's batch limit (llama.cpp: 64) ends the sweep.
    const auto capped = SensitivitySweep::values(SweepVariable::Batch, workload, nullptr, 64);
    QCOMPARE(capped.back(), 64.0);
    QCOMPARE(capped.size(), std::size_t(12));
}

void tst_SensitivitySweep::contextValuesStayInTheModel()
{
    auto workload = chatWorkload();
    const engine::Model* model = m_workspace->models().find("llama-3-8b");
    QVERIFY(model && model->maxContext > 0);
    const auto prompts = SensitivitySweep::values(SweepVariable::Context, workload, model, 1024);
    QCOMPARE(prompts.front(), 128.0);
    // The prompt and the answer must fit in the model's context.
    QVERIFY(prompts.back() + workload.inference.outputTokens <= model->maxContext);
    QVERIFY(std::is_sorted(prompts.begin(), prompts.end()));
    workload.task = engine::Task::Training;
    const auto lengths = SensitivitySweep::values(SweepVariable::Context, workload, model, 1024);
    QCOMPARE(lengths.front(), 256.0);
    QVERIFY(lengths.back() <= model->maxContext);
    // Image models have no context to vary.
    engine::Model cnn;
    cnn.kind = engine::ModelKind::Cnn;
    QCOMPARE(SensitivitySweep::variables(workload, &cnn).size(), std::size_t(1));
    QCOMPARE(SensitivitySweep::variables(workload, model).size(), std::size_t(2));
}

void tst_SensitivitySweep::appliedSetsOneThing()
{
    auto workload = chatWorkload();
    workload.inference.requestsPerS = 5;
    const auto batch = SensitivitySweep::applied(workload, SweepVariable::Batch, 24);
    QCOMPARE(batch.inference.batch, std::optional<int>(24));
    QCOMPARE(batch.training.microBatch, 24);
    QVERIFY(!batch.inference.requestsPerS); // peak throughput at that batch, not one load
    QCOMPARE(batch.inference.promptTokens, workload.inference.promptTokens);
    const auto prompt = SensitivitySweep::applied(workload, SweepVariable::Context, 2048);
    QCOMPARE(prompt.inference.promptTokens, 2048);
    QCOMPARE(prompt.inference.batch, workload.inference.batch);
    workload.task = engine::Task::Finetune;
    const auto sequence = SensitivitySweep::applied(workload, SweepVariable::Context, 4096);
    QCOMPARE(sequence.training.seqLen, 4096);
    QCOMPARE(sequence.inference.promptTokens, workload.inference.promptTokens);
}

void tst_SensitivitySweep::throughputGrowsWithBatch()
{
    const auto workload = chatWorkload();
    const auto xs = SensitivitySweep::values(SweepVariable::Batch, workload, nullptr, 256);
    const auto estimate = [this](const engine::Workload& point, const std::string& id) {
        return m_workspace->estimate(point, id, std::nullopt);
    };
    const Sweep sweep = SensitivitySweep::run(workload, {"h100-sxm", "l40s"},
                                              {SweepVariable::Batch, SweepResult::Throughput, true}, xs, estimate);
    QCOMPARE(sweep.lines.size(), std::size_t(2));
    QCOMPARE(sweep.throughputUnit, QStringLiteral("tokens/s"));
    for (const auto& line : sweep.lines) {
        QCOMPARE(line.values.size(), xs.size());
        // A bigger batch never makes a GPU produce fewer tokens per second.
        std::optional<double> previous;
        for (std::size_t i = 0; i < line.values.size(); ++i) {
            if (!line.values[i])
                continue;
            QVERIFY(line.counts[i] >= 1);
            if (previous)
                QVERIFY2(
                    *line.values[i] >= *previous * (1 - 1e-9),
                    qPrintable(QStringLiteral("%1 at batch %2").arg(QString::fromStdString(line.gpuId)).arg(xs[i])));
            previous = line.values[i];
        }
        // Batch 1 fits on each of them, and each point is the engine's own estimate.
        QVERIFY(line.values.front());
        const auto direct = m_workspace->estimate(SensitivitySweep::applied(workload, SweepVariable::Batch, 1),
                                                  line.gpuId, std::nullopt);
        QCOMPARE(*line.values.front(), *direct->performance.tokensPerS);
    }
    // Eight times the batch gives far more than twice the throughput on an H100 (decode is
    // bandwidth-bound at batch 1).
    QVERIFY(*sweep.lines[0].values[5] > 2 * *sweep.lines[0].values[0]);
}

void tst_SensitivitySweep::trainingResults()
{
    engine::Workload workload = chatWorkload();
    workload.task = engine::Task::Finetune;
    workload.training.method = engine::FinetuneMethod::Lora;
    workload.training.tokens = 1e8;
    const auto results = SensitivitySweep::results(workload);
    QCOMPARE(results.size(), std::size_t(3));
    const auto xs = SensitivitySweep::values(SweepVariable::Batch, workload, nullptr, 16);
    const Sweep sweep =
        SensitivitySweep::run(workload, {"h100-sxm"}, {SweepVariable::Batch, SweepResult::TimeToTrain, true}, xs,
                              [this](const engine::Workload& point, const std::string& id) {
                                  return m_workspace->estimate(point, id, std::nullopt);
                              });
    QCOMPARE(sweep.basis, CostBasis::PerRun);
    QVERIFY(sweep.lines.front().values.front().has_value());
    QVERIFY(*sweep.lines.front().values.front() > 0);
}

void tst_SensitivitySweep::chartListsTheCrossovers()
{
    const auto workload = chatWorkload();
    const auto chosen = gpus({"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"});
    QElapsedTimer timer;
    timer.start();
    const auto chart = SensitivityChartBuilder::build(*m_workspace, workload, chosen,
                                                      {SweepVariable::Batch, SweepResult::Throughput, true});
    qInfo("sweep of %zu GPUs x %zu batch sizes, with its chart data: %.2f ms", chosen.size(), chart.sweep.xs.size(),
          timer.nsecsElapsed() / 1e6);
    const ChartData& data = chart.data;
    QVERIFY(data.placeholder.isEmpty());
    QCOMPARE(data.series.size(), 4);
    QCOMPARE(data.series[0].name, QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(static_cast<std::size_t>(data.categories.size()), chart.sweep.xs.size());
    QCOMPARE(data.categories.front().position, 1.0);
    QVERIFY(data.xAxis.logarithmic);
    QCOMPARE(data.xAxis.scale.ticks.front().label, QStringLiteral("1"));
    QVERIFY(data.valueTitle.contains(QStringLiteral("tokens/s")));
    QCOMPARE(data.title, QStringLiteral("Throughput against batch"));
    // Every crossover listed (up to the limit) is one the sweep has, in x order.
    QCOMPARE(data.highlights.size(),
             std::min<int>(SensitivityChartBuilder::listedCrossovers, static_cast<int>(chart.crossovers.size())));
    for (int i = 0; i < data.highlights.size(); ++i) {
        const auto& crossing = chart.crossovers[static_cast<std::size_t>(i)];
        QCOMPARE(data.highlights[i].x, crossing.x);
        QCOMPARE(data.highlights[i].label, QString::number(i + 1));
        QVERIFY(data.highlights[i].description.contains(data.series[static_cast<int>(crossing.leader)].name));
        QVERIFY(data.highlights[i].x >= chart.sweep.xs.front() && data.highlights[i].x <= chart.sweep.xs.back());
    }
    // The lines are the sweep's values.
    for (int s = 0; s < data.series.size(); ++s) {
        for (int c = 0; c < data.categories.size(); ++c)
            QCOMPARE(data.series[s].values[c].plotted,
                     chart.sweep.lines[static_cast<std::size_t>(s)].values[static_cast<std::size_t>(c)]);
    }
}

void tst_SensitivitySweep::chartOfHandMadeSweep()
{
    // A overtakes nothing; B passes A half-way between batch 2 and 4 (log axis: at 2.83).
    Sweep sweep;
    sweep.xs = {1, 2, 4, 8};
    sweep.throughputUnit = QStringLiteral("tokens/s");
    sweep.lines = {{"a", {10.0, 20.0, 30.0, 40.0}, {1, 1, 1, 1}}, {"b", {5.0, 15.0, 35.0, std::nullopt}, {1, 1, 2, 0}}};
    auto workload = chatWorkload();
    workload.name = "Chat";
    const auto chart =
        SensitivityChartBuilder::chart(workload, sweep, {QStringLiteral("GPU A"), QStringLiteral("GPU B")},
                                       {SweepVariable::Batch, SweepResult::Throughput, true});
    QCOMPARE(chart.crossovers.size(), std::size_t(1));
    QVERIFY(std::abs(chart.crossovers[0].x - std::sqrt(8.0)) < 1e-9);
    QCOMPARE(chart.data.highlights.size(), 1);
    QCOMPARE(chart.data.highlights[0].description, QStringLiteral("At batch ≈ 2.8, GPU B overtakes GPU A."));
    QVERIFY(!chart.data.series[1].values[3].plotted); // no value: a gap in the line
    QVERIFY(chart.data.series[1].values[2].tooltip.contains(QStringLiteral("(2 GPU")));
    QVERIFY(chart.data.subtitle.startsWith(QStringLiteral("Chat.")));
    QCOMPARE(chart.data.scale.min, 0.0);
    QVERIFY(chart.data.scale.max >= 40);
}

void tst_SensitivitySweep::placeholders()
{
    const auto chosen = gpus({"h100-sxm"});
    const SweepOptions options;
    QVERIFY(SensitivityChartBuilder::build(*m_workspace, std::nullopt, chosen, options)
                .data.placeholder.contains(QStringLiteral("workload")));
    QVERIFY(!SensitivityChartBuilder::build(*m_workspace, chatWorkload(), {}, options).data.placeholder.isEmpty());
    // A 70B model in FP32 on one 24 GB card at most: nothing fits anywhere.
    auto huge = chatWorkload();
    huge.modelId = "llama-3-70b";
    huge.precision = engine::Precision::FP32;
    huge.constraints.maxGpus = 1;
    QVERIFY(
        !SensitivityChartBuilder::build(*m_workspace, huge, gpus({"rtx-4090"}), options).data.placeholder.isEmpty());
}

GPUATLAS_TEST_MAIN(tst_SensitivitySweep)
#include "tst_SensitivitySweep.moc"
