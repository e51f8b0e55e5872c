// SPDX-License-Identifier: GPL-3.0-or-later
// Each GPU's time-cost frontier as a chart (issue 30): one line per GPU through the counts
// the engine kept, the chosen count ringed and listed, the same numbers in the deck's
// native chart, and a placeholder when the count was pinned.
#include "ChartTestData.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/document/charts/FrontierChartBuilder.h"
#include "ui/document/charts/ResultChartsBuilder.h"
#include "ui/document/export/ChartExporter.h"
#include "ui/document/office/ChartConversion.h"

#include <QImage>
#include <QTest>

#include <algorithm>

using namespace gpuatlas;
using namespace gpuatlas::ui::charts;
using gpuatlas::engine::Estimate;

namespace {

// The question: Llama 2 70B on 3 x 10^11 tokens, ZeRO 1, a 60-day deadline, up to
// 1,024 GPUs, speed 1 and cost 0.3, over the article's four GPUs.
engine::Workload largeTraining()
{
    engine::Workload w;
    w.name = "70B pre-training";
    w.task = engine::Task::Training;
    w.modelId = "llama-2-70b";
    w.precision = engine::Precision::BF16;
    w.training.tokens = 3.0e11;
    w.training.seqLen = 4096;
    w.training.microBatch = 1;
    w.training.zeroStage = 1;
    w.constraints.maxGpus = 1024;
    w.constraints.deadlineHours = 60 * 24;
    w.priorities.speed = 1.0;
    w.priorities.cost = 0.3;
    w.priorities.energy = 0.0;
    w.gpus = {"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"};
    return w;
}

} // namespace

class tst_FrontierChart : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void oneLinePerGpuThroughItsCounts();
    void chosenCountsAreRingedAndListed();
    void deckChartJoinsEachLine();
    void pinnedCountShowsThePlaceholder();
    void inferenceShowsRateAgainstCostPerMillion();
    void figureDrawsTheLines();

private:
    ResultSet results(engine::Workload workload) const;
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_FrontierChart::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

ResultSet tst_FrontierChart::results(engine::Workload workload) const
{
    return rankedSet(*m_workspace, std::move(workload));
}

void tst_FrontierChart::oneLinePerGpuThroughItsCounts()
{
    const ResultSet set = results(largeTraining());
    const ChartData data = FrontierChartBuilder::build(set);
    QVERIFY(data.joinGaps);
    QVERIFY(data.xAxis.logarithmic);
    QCOMPARE(data.title, QStringLiteral("Time and cost at each GPU count"));
    QCOMPARE(data.valueTitle, QStringLiteral("Time to train (days)"));
    QCOMPARE(data.xAxis.title, QStringLiteral("Cost of the run (USD)"));
    int feasible = 0;
    for (const auto& e : set.estimates)
        feasible += e.feasible && !e.frontier.empty();
    QCOMPARE(data.series.size(), std::min(feasible, FrontierChartBuilder::maxGpus));
    QCOMPARE(data.series.front().name, set.gpuName(set.estimates.front().gpuId));
    // Categories by cost; each series has one value per frontier point with a cost and a time.
    for (int c = 1; c < data.categories.size(); ++c)
        QVERIFY(data.categories[c - 1].position <= data.categories[c].position);
    const Estimate& best = set.estimates.front();
    int plotted = 0;
    for (const auto& value : data.series.front().values)
        plotted += value.plotted.has_value();
    QCOMPARE(plotted, static_cast<int>(best.frontier.size()));
    // Along a frontier, more money buys less time.
    std::optional<double> previous;
    double highest = 0;
    for (int c = 0; c < data.categories.size(); ++c) {
        const auto& value = data.series.front().values[c];
        if (!value.plotted)
            continue;
        if (previous)
            QVERIFY2(*value.plotted <= *previous * 1.0001, qPrintable(value.tooltip));
        previous = value.plotted;
        highest = std::max(highest, *value.plotted);
    }
    // The value axis reaches the highest point.
    QVERIFY(data.scale.max >= highest);
}

void tst_FrontierChart::chosenCountsAreRingedAndListed()
{
    const ResultSet set = results(largeTraining());
    const ChartData data = FrontierChartBuilder::build(set);
    QCOMPARE(data.highlights.size(), data.series.size());
    const Estimate& best = set.estimates.front();
    const QString expected =
        QStringLiteral("%1, chosen: %2 GPUs").arg(set.gpuName(best.gpuId), QLocale().toString(best.count()));
    QVERIFY2(data.highlights.front().description.startsWith(expected), qPrintable(data.highlights.front().description));
    // The ring sits on the chosen point: the estimate's own time and cost.
    const auto chosen =
        std::find_if(best.frontier.begin(), best.frontier.end(), [](const auto& p) { return p.chosen; });
    QVERIFY(chosen != best.frontier.end());
    QCOMPARE(chosen->count, best.count());
    QVERIFY(std::abs(data.highlights.front().y - *chosen->hours / 24.0) < 1e-9);
    QVERIFY(std::abs(data.highlights.front().x - *chosen->costTotal) < 1e-6);
}

void tst_FrontierChart::deckChartJoinsEachLine()
{
    const ChartData data = FrontierChartBuilder::build(results(largeTraining()));
    const auto office = ui::exporting::office::ChartConversion::convert(ChartKind::Lines, data);
    QVERIFY(office);
    QVERIFY(office->joinGaps);
    QVERIFY(office->logarithmicX);
    QCOMPARE(office->series.size(), data.series.size());
    QCOMPARE(office->xValues.size(), data.categories.size());
    for (int s = 0; s < data.series.size(); ++s) {
        for (int c = 0; c < data.categories.size(); ++c)
            QCOMPARE(office->series[s].values[c], data.series[s].values[c].plotted);
    }
}

void tst_FrontierChart::pinnedCountShowsThePlaceholder()
{
    engine::Workload pinned = largeTraining();
    pinned.constraints.gpuCount = 64;
    const ChartData data = FrontierChartBuilder::build(results(pinned));
    QVERIFY(data.series.isEmpty());
    QVERIFY(!data.placeholder.isEmpty());
}

void tst_FrontierChart::inferenceShowsRateAgainstCostPerMillion()
{
    engine::Workload serving = chatWorkload();
    serving.inference.batch.reset();
    serving.constraints.maxGpus = 8;
    const ResultSet set = results(serving);
    const ChartData data = FrontierChartBuilder::build(set);
    QCOMPARE(data.title, QStringLiteral("Rate and cost at each GPU count"));
    QCOMPARE(data.xAxis.title, QStringLiteral("Cost per million tokens (USD)"));
    for (const auto& series : data.series) {
        for (const auto& value : series.values)
            QVERIFY(!value.plotted || *value.plotted > 0);
    }
}

void tst_FrontierChart::figureDrawsTheLines()
{
    const ResultSet set = results(largeTraining());
    const ChartData data = ResultChartsBuilder::build(ResultChart::Frontier, set);
    QCOMPARE(ResultChartsBuilder::kind(ResultChart::Frontier), ChartKind::Lines);
    ui::exporting::ImageExportOptions options;
    options.size = QSizeF(900, 600);
    options.dpi = 96;
    const ChartTheme theme;
    const auto figure = ChartFacade::create(ChartKind::Lines, data, theme, options.size);
    const QImage image = ui::exporting::ChartExporter::image(*figure, options);
    QCOMPARE(image.size(), QSize(900, 600));
    const QColor first = theme.seriesColor(0);
    int pixels = 0;
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < argb.height(); ++y) {
        for (int x = 0; x < argb.width(); ++x) {
            const QColor pixel(argb.pixel(x, y));
            pixels += std::abs(pixel.red() - first.red()) < 12 && std::abs(pixel.green() - first.green()) < 12 &&
                      std::abs(pixel.blue() - first.blue()) < 12;
        }
    }
    QVERIFY2(pixels > 100, qPrintable(QString::number(pixels)));
}

GPUATLAS_TEST_MAIN(tst_FrontierChart)
#include "tst_FrontierChart.moc"
