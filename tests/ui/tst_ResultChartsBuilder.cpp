// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "tests/document/ChartTestData.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/document/charts/ResultChartsBuilder.h"
#include "ui/document/charts/ResultValues.h"
#include "ui/document/export/ChartExporter.h"
#include "ui/models/ResultsModel.h"
#include "ui/wizard/WorkloadPresets.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace gpuatlas;
using namespace gpuatlas::ui::charts;
using engine::Estimate;

namespace {

// Pixels of `color` (within a small tolerance) in `image`.
int pixelsOf(const QImage& image, const QColor& color)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    int count = 0;
    for (int y = 0; y < argb.height(); ++y) {
        for (int x = 0; x < argb.width(); ++x) {
            const QColor pixel(argb.pixel(x, y));
            count += std::abs(pixel.red() - color.red()) < 12 && std::abs(pixel.green() - color.green()) < 12 &&
                     std::abs(pixel.blue() - color.blue()) < 12;
        }
    }
    return count;
}

double sumOfRow(const ChartData& data, int row)
{
    double sum = 0;
    for (const auto& series : data.series)
        sum += series.values[row].plotted.value_or(0);
    return sum;
}

} // namespace

class tst_ResultChartsBuilder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void memoryPartsSumToTheTotal();
    void memoryShowsWhatDoesNotFit();
    void throughputAndCostOfFeasibleCandidatesBestFirst();
    void pinnedResultsBesideTheCurrentOnes();
    void trainingCostsPerRun();
    void figuresDrawTheBars();
    void rebuildIsFast();

private:
    ResultSet chat(engine::Workload workload) const;
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_ResultChartsBuilder::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

ResultSet tst_ResultChartsBuilder::chat(engine::Workload workload) const
{
    return rankedSet(*m_workspace, std::move(workload));
}

void tst_ResultChartsBuilder::memoryPartsSumToTheTotal()
{
    const ResultSet set = chat(chatWorkload());
    QCOMPARE(set.estimates.size(), std::size_t(4));
    const ChartData data = ResultChartsBuilder::memory(set);
    QVERIFY(data.placeholder.isEmpty());
    // One row per candidate, in the ranking's order, named "count × GPU".
    QCOMPARE(data.categories.size(), 4);
    for (int row = 0; row < 4; ++row) {
        const Estimate& estimate = set.estimates[static_cast<std::size_t>(row)];
        QCOMPARE(data.categories[row].label,
                 QStringLiteral("%1 × %2").arg(estimate.count()).arg(set.gpuName(estimate.gpuId)));
        QVERIFY(std::abs(sumOfRow(data, row) - estimate.memory.totalGB()) < 1e-9);
        // Usable and capacity are the reference marks.
        QCOMPARE(data.categories[row].marks.size(), 2);
        QCOMPARE(data.categories[row].marks[0], std::optional<double>(estimate.memory.usableGB));
        QCOMPARE(data.categories[row].marks[1], std::optional<double>(estimate.memory.capacityGB));
        QVERIFY(!data.categories[row].alert);
    }
    // Inference has no gradients or optimizer states: those parts are left out, and the
    // others keep their colours.
    QStringList names;
    for (const auto& series : data.series)
        names << series.name;
    QVERIFY(names.contains(QStringLiteral("Weights")));
    QVERIFY(names.contains(QStringLiteral("KV cache")));
    QVERIFY(!names.contains(QStringLiteral("Gradients")));
    QVERIFY(!names.contains(QStringLiteral("Optimizer states")));
    QCOMPARE(data.series.front().colorIndex, std::optional<int>(ResultChartsBuilder::Weights));
    QCOMPARE(data.marks.size(), 2);
    QCOMPARE(data.marks[0].style, MarkStyle::Solid);
    QCOMPARE(data.marks[1].style, MarkStyle::Dashed);
    // The scale reaches past the largest capacity.
    QVERIFY(data.scale.max >= 80);
}

void tst_ResultChartsBuilder::memoryShowsWhatDoesNotFit()
{
    // Llama 3 70B at FP16 on one GPU: it fits nowhere among these.
    auto workload = chatWorkload();
    workload.modelId = "llama-3-70b";
    workload.constraints.maxGpus = 1;
    const ResultSet set = chat(workload);
    const ChartData memory = ResultChartsBuilder::memory(set);
    for (int row = 0; row < memory.categories.size(); ++row) {
        const Estimate& estimate = set.estimates[static_cast<std::size_t>(row)];
        QVERIFY(!estimate.memory.fits());
        QVERIFY(memory.categories[row].alert);
        // The bar passes the usable mark.
        QVERIFY(sumOfRow(memory, row) > *memory.categories[row].marks[0]);
    }
    QVERIFY(memory.scale.max >= sumOfRow(memory, 0));
    // Nothing feasible: throughput and cost say so instead of drawing empty axes.
    QVERIFY(!ResultChartsBuilder::throughput(set).placeholder.isEmpty());
    QVERIFY(!ResultChartsBuilder::cost(set).placeholder.isEmpty());
}

void tst_ResultChartsBuilder::throughputAndCostOfFeasibleCandidatesBestFirst()
{
    // The whole catalogue: some candidates are infeasible (no price, too small...).
    auto workload = chatWorkload();
    workload.gpus.clear();
    workload.constraints.maxGpus = 1;
    const ResultSet set = chat(workload);
    std::vector<const Estimate*> feasible;
    for (const auto& estimate : set.estimates) {
        if (estimate.feasible)
            feasible.push_back(&estimate);
    }
    QVERIFY(!feasible.empty());
    QVERIFY(feasible.size() < set.estimates.size());

    // The catalogue has more feasible GPUs than a chart shows; the best come first.
    const ChartData throughput = ResultChartsBuilder::throughput(set);
    const auto shown = std::min(feasible.size(), static_cast<std::size_t>(ResultChartsBuilder::maxRows));
    QCOMPARE(throughput.categories.size(), static_cast<int>(shown));
    QCOMPARE(throughput.footnote.isEmpty(), feasible.size() <= shown);
    QCOMPARE(throughput.series.size(), 1);
    QVERIFY(throughput.valueTitle.contains(QStringLiteral("tokens/s")));
    const ChartData cost = ResultChartsBuilder::cost(set);
    QCOMPARE(cost.title, QStringLiteral("Cost per million tokens"));
    for (std::size_t i = 0; i < shown; ++i) {
        const int row = static_cast<int>(i);
        QCOMPARE(throughput.categories[row].label,
                 QStringLiteral("%1 × %2").arg(feasible[i]->count()).arg(set.gpuName(feasible[i]->gpuId)));
        QCOMPARE(throughput.series[0].values[row].plotted, feasible[i]->headline.compared());
        QCOMPARE(cost.series[0].values[row].plotted, feasible[i]->cost.usdPerMillionTokens);
        if (!feasible[i]->cost.usdPerMillionTokens)
            QCOMPARE(cost.series[0].values[row].label, QStringLiteral("n/a"));
    }
}

void tst_ResultChartsBuilder::pinnedResultsBesideTheCurrentOnes()
{
    ResultSet set = chat(chatWorkload());
    auto pinnedWorkload = chatWorkload();
    pinnedWorkload.inference.batch = 1;
    set.pinned = m_workspace->rank(pinnedWorkload);

    const ChartData throughput = ResultChartsBuilder::throughput(set);
    QCOMPARE(throughput.series.size(), 2);
    QCOMPARE(throughput.series[1].name, QStringLiteral("Pinned"));
    for (int row = 0; row < throughput.categories.size(); ++row) {
        const Estimate& current = set.estimates[static_cast<std::size_t>(row)];
        const auto pinned = std::find_if(set.pinned->begin(), set.pinned->end(),
                                         [&current](const Estimate& e) { return e.gpuId == current.gpuId; });
        QVERIFY(pinned != set.pinned->end());
        QCOMPARE(throughput.series[1].values[row].plotted, pinned->headline.compared());
        // Batch 8 against batch 1: the current bar is the longer.
        QVERIFY(*throughput.series[0].values[row].plotted > *throughput.series[1].values[row].plotted);
    }
    // The memory chart marks the pinned total on each row.
    const ChartData memory = ResultChartsBuilder::memory(set);
    QCOMPARE(memory.marks.size(), 3);
    QCOMPARE(memory.marks[2].style, MarkStyle::Dotted);
    QVERIFY(memory.categories[0].marks[2].has_value());
    QVERIFY(*memory.categories[0].marks[2] < sumOfRow(memory, 0));
}

void tst_ResultChartsBuilder::trainingCostsPerRun()
{
    const auto preset = ui::WorkloadPresets::find(QStringLiteral("domain-finetune"));
    QVERIFY(preset);
    const ResultSet set = chat(preset->workload);
    const ChartData cost = ResultChartsBuilder::cost(set);
    QCOMPARE(cost.title, QStringLiteral("Cost per run"));
    const ChartData memory = ResultChartsBuilder::memory(set);
    QStringList names;
    for (const auto& series : memory.series)
        names << series.name;
    QVERIFY(names.contains(QStringLiteral("Gradients")) || names.contains(QStringLiteral("Optimizer states")));
    for (int row = 0; row < memory.categories.size(); ++row)
        QVERIFY(std::abs(sumOfRow(memory, row) - set.estimates[static_cast<std::size_t>(row)].memory.totalGB()) < 1e-9);
}

void tst_ResultChartsBuilder::figuresDrawTheBars()
{
    auto workload = chatWorkload();
    workload.gpus.clear();
    const ResultSet set = chat(workload);
    ui::exporting::ImageExportOptions options;
    options.size = QSizeF(900, 700);
    options.dpi = 96;
    const ChartTheme theme;
    for (const ResultChart chart : {ResultChart::Memory, ResultChart::Throughput, ResultChart::Cost}) {
        const ChartData data = ResultChartsBuilder::build(chart, set);
        const auto figure = ChartFacade::create(ResultChartsBuilder::kind(chart), data, theme, options.size);
        const QImage image = ui::exporting::ChartExporter::image(*figure, options);
        QCOMPARE(image.size(), QSize(900, 700));
        // The first series' colour (weights, or the current result) covers real area.
        QVERIFY2(pixelsOf(image, theme.seriesColor(0)) > 500, qPrintable(data.title));
    }
    // A row that does not fit is written in the alert colour.
    auto big = chatWorkload();
    big.modelId = "llama-3-70b";
    big.constraints.maxGpus = 1;
    const ChartData memory = ResultChartsBuilder::memory(chat(big));
    const auto figure = ChartFacade::create(ChartKind::StackedRows, memory, theme, options.size);
    QVERIFY(pixelsOf(ui::exporting::ChartExporter::image(*figure, options), theme.alert()) > 50);
}

void tst_ResultChartsBuilder::rebuildIsFast()
{
    // What a what-if change costs on the page: the chart's data and its figure for the
    // whole catalogue.
    auto workload = chatWorkload();
    workload.gpus.clear();
    ResultSet set = chat(workload);
    set.pinned = set.estimates;
    QVERIFY(set.estimates.size() >= 20);
    const ChartTheme theme;
    for (const ResultChart chart : {ResultChart::Memory, ResultChart::Throughput, ResultChart::Cost}) {
        constexpr int runs = 10;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < runs; ++i) {
            const auto figure = ChartFacade::create(ResultChartsBuilder::kind(chart),
                                                    ResultChartsBuilder::build(chart, set), theme, QSizeF(600, 620));
            QVERIFY(figure);
        }
        const double ms = timer.nsecsElapsed() / 1e6 / runs;
        // And what the screen then paints.
        const auto figure = ChartFacade::create(ResultChartsBuilder::kind(chart),
                                                ResultChartsBuilder::build(chart, set), theme, QSizeF(600, 620));
        QImage image(600, 620, QImage::Format_ARGB32_Premultiplied);
        timer.restart();
        for (int i = 0; i < runs; ++i) {
            QPainter painter(&image);
            figure->render(painter, QRectF(0, 0, 600, 620));
        }
        const double paintMs = timer.nsecsElapsed() / 1e6 / runs;
        qInfo("%s for %zu candidates: %.1f ms per rebuild, %.1f ms per paint",
              qPrintable(ResultChartsBuilder::build(chart, set).title), set.estimates.size(), ms, paintMs);
        // Generous for a debug build on a busy machine; a release build takes a few ms.
        QVERIFY2(ms < 250, qPrintable(QString::number(ms)));
    }
}

GPUATLAS_TEST_MAIN(tst_ResultChartsBuilder)
#include "tst_ResultChartsBuilder.moc"
