// SPDX-License-Identifier: GPL-3.0-or-later
// What the app does on the GUI thread with the data: the spec table's sort, filter and
// best-value marking over 10,000 GPUs, a 1,000-point sensitivity sweep, chart export of
// the radar (PNG/SVG/PDF) and the report (HTML/Markdown/PDF). Offscreen platform.
// Results: docs/performance.md.
#include "engine/io/WorkloadJson.h"
#include "files/DataFiles.h"
#include "state/CurrentResult.h"
#include "state/Workspace.h"
#include "tests/SyntheticCatalog.h"
#include "text/GpuFields.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/document/charts/ComparisonChartBuilder.h"
#include "ui/document/charts/SensitivitySweep.h"
#include "ui/document/charts/SpecMetrics.h"
#include "ui/document/export/ChartExporter.h"
#include "ui/document/export/ReportDocument.h"
#include "ui/document/export/ReportWriter.h"
#include "ui/models/GpuFilterProxyModel.h"
#include "ui/models/GpuTableModel.h"
#include "ui/pages/RecommendationPage.h"

#include <QApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>
#include <memory>
#include <stdexcept>

using namespace gpuatlas;
using namespace gpuatlas::ui;
using state::Workspace;

namespace {

// The shipped data; with `gpus` > 0 a generated catalogue of that many GPUs instead.
std::unique_ptr<Workspace> workspaceOf(std::size_t gpus)
{
    auto catalog = files::DataFiles::loadCatalog();
    auto models = files::DataFiles::loadModels();
    auto prices = files::DataFiles::loadPrices();
    if (!catalog || !models || !prices)
        throw std::runtime_error("the shipped data does not load");
    return std::make_unique<Workspace>(gpus > 0 ? engine::Catalog(testing::syntheticGpus(gpus))
                                                : std::move(catalog).value(),
                                       std::move(models).value(), std::move(prices).value());
}

engine::Workload chat(const Workspace& workspace)
{
    auto workload = engine::readWorkload(R"({"format":"gpu-atlas-workload","version":1,"name":"Chat","task":"inference",
        "model":"llama-3-8b","precision":"fp16","inference":{"prompt_tokens":512,"output_tokens":256,"batch":8},
        "gpus":["h100-sxm","a100-sxm-80gb","rtx-a6000","l40s"]})",
                                         "bench.json", workspace.models());
    if (!workload)
        throw std::runtime_error("bad benchmark workload");
    return std::move(workload).value();
}

// ---- The spec table over a large catalogue ---------------------------------------

struct Table
{
    std::unique_ptr<Workspace> workspace;
    std::unique_ptr<GpuTableModel> model;
    std::unique_ptr<GpuFilterProxyModel> proxy;

    explicit Table(std::size_t gpus)
        : workspace(workspaceOf(gpus))
        , model(std::make_unique<GpuTableModel>(*workspace))
        , proxy(std::make_unique<GpuFilterProxyModel>())
    {
        proxy->setSourceModel(model.get());
    }
};

void BM_SpecTableSort(benchmark::State& state)
{
    Table table(static_cast<std::size_t>(state.range(0)));
    const int column = GpuTableModel::columnOf(text::GpuField::MemoryBandwidth);
    bool ascending = true;
    for (auto _ : state) {
        table.proxy->sort(column, ascending ? Qt::AscendingOrder : Qt::DescendingOrder);
        ascending = !ascending;
        benchmark::DoNotOptimize(table.proxy->rowCount());
    }
    state.counters["rows"] = static_cast<double>(table.proxy->rowCount());
}

void BM_SpecTableFilter(benchmark::State& state)
{
    Table table(static_cast<std::size_t>(state.range(0)));
    table.proxy->sort(GpuTableModel::columnOf(text::GpuField::Name), Qt::AscendingOrder);
    bool narrow = true;
    int shown = 0;
    for (auto _ : state) {
        // Typing in the search box: a narrowing word, then back to everything.
        table.proxy->setSearchText(narrow ? QStringLiteral("h100 v1") : QString());
        narrow = !narrow;
        shown = table.proxy->rowCount();
        benchmark::DoNotOptimize(shown);
    }
    state.counters["rows"] = static_cast<double>(state.range(0));
}

void BM_SpecTableBestValues(benchmark::State& state)
{
    // Marking the best figure per column among the shown rows, recomputed after every
    // filter change (GpuTableModel keeps it until the scope changes).
    Table table(static_cast<std::size_t>(state.range(0)));
    const QModelIndex cell = table.model->index(0, GpuTableModel::columnOf(text::GpuField::MemorySize));
    for (auto _ : state) {
        table.model->invalidateHighlight();
        benchmark::DoNotOptimize(table.model->data(cell, GpuCell::BestValueRole));
    }
}

// ---- Sensitivity sweep --------------------------------------------------------------

void BM_SensitivitySweep1000(benchmark::State& state)
{
    // 1,000 x values for one GPU: as many estimates as the chart of 4 GPUs x 250 points.
    auto workspace = workspaceOf(0);
    const engine::Workload workload = chat(*workspace);
    std::vector<double> xs;
    for (int i = 1; i <= 1000; ++i)
        xs.push_back(i);
    const charts::SweepOptions options;
    const auto estimator = [&](const engine::Workload& w, const std::string& gpuId) {
        return workspace->estimate(w, gpuId, std::nullopt);
    };
    for (auto _ : state) {
        auto sweep = charts::SensitivitySweep::run(workload, {"h100-sxm"}, options, xs, estimator);
        benchmark::DoNotOptimize(sweep.lines.data());
    }
}

// ---- Export -------------------------------------------------------------------------

const QTemporaryDir& scratch()
{
    static const QTemporaryDir dir;
    return dir;
}

void BM_ExportRadar(benchmark::State& state, exporting::ChartExporter::Format format, const char* suffix)
{
    auto workspace = workspaceOf(0);
    charts::ComparisonOptions options;
    options.metrics = charts::SpecMetrics::all(workspace->prices());
    options.mode = charts::ValueMode::RelativeToBest;
    std::vector<const engine::Gpu*> gpus;
    for (const char* id : {"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"})
        gpus.push_back(workspace->catalog().find(id));
    auto figure = charts::ChartFacade::create(
        charts::ChartKind::Radar, charts::ComparisonChartBuilder::radar(gpus, options), charts::ChartTheme());
    const exporting::ImageExportOptions imageOptions; // 1200 x 800 at 192 dpi
    const QString path = scratch().filePath(QStringLiteral("radar.") + QLatin1String(suffix));
    for (auto _ : state) {
        const auto result = exporting::ChartExporter::write(*figure, path, format, imageOptions);
        if (!result.ok)
            throw std::runtime_error("chart export failed");
    }
    state.counters["bytes"] = static_cast<double>(QFileInfo(path).size());
}

void BM_ExportReport(benchmark::State& state, exporting::ReportWriter::Format format, const char* suffix)
{
    auto workspace = workspaceOf(0);
    exporting::ReportInput input;
    input.workspace = workspace.get();
    input.workload = chat(*workspace);
    input.ranking = workspace->rank(input.workload);
    const QString path = scratch().filePath(QStringLiteral("report.") + QLatin1String(suffix));
    for (auto _ : state) {
        // Building the document (its charts) is part of every export.
        const auto document = exporting::ReportDocument::build(input);
        const auto result = exporting::ReportWriter::write(document, path, format);
        if (!result.ok)
            throw std::runtime_error("report export failed");
    }
    state.counters["bytes"] = static_cast<double>(QFileInfo(path).size());
}

// A what-if step on the Recommendation page (issue 30: within one frame, 16 ms): the batch
// control moved on the article's training question (Llama 2 70B, a 60-day deadline, up to
// 1,024 GPUs) over the shipped catalogue: the count search for every GPU, the ranking,
// and the page's table, summary, explanation and charts shown.
void BM_WhatIfStep(benchmark::State& state)
{
    auto workspace = workspaceOf(0);
    state::CurrentResult current(*workspace);
    RecommendationPage page(current);
    page.resize(1280, 800);
    page.show();
    auto workload = engine::readWorkload(R"({"format":"gpu-atlas-workload","version":1,"name":"70B","task":"training",
        "model":"llama-2-70b","precision":"bf16","training":{"tokens":3e11,"seq_len":4096,"micro_batch":1,"zero_stage":1},
        "constraints":{"max_gpus":1024,"deadline_hours":1440},"priorities":{"speed":1,"cost":0.3,"energy":0}})",
                                         "bench.json", workspace->models());
    if (!workload)
        throw std::runtime_error("bad benchmark workload");
    current.setWorkload(std::move(workload).value());
    QCoreApplication::processEvents();
    int batch = 1;
    for (auto _ : state) {
        const std::uint64_t runs = current.runs();
        batch = batch == 1 ? 2 : 1;
        current.setWhatIf({batch, false, std::nullopt, std::nullopt});
        while (current.runs() == runs)
            QCoreApplication::processEvents();
        QCoreApplication::processEvents(); // the page shows what was published
    }
    state.counters["gpus"] = static_cast<double>(workspace->catalog().size());
}

} // namespace

BENCHMARK(BM_WhatIfStep)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SpecTableSort)->Arg(23)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SpecTableFilter)->Arg(23)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SpecTableBestValues)->Arg(23)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SensitivitySweep1000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ExportRadar, png, exporting::ChartExporter::Format::Png, "png")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ExportRadar, svg, exporting::ChartExporter::Format::Svg, "svg")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ExportRadar, pdf, exporting::ChartExporter::Format::Pdf, "pdf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ExportReport, html, exporting::ReportWriter::Format::Html, "html")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ExportReport, md, exporting::ReportWriter::Format::Markdown, "md")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ExportReport, pdf, exporting::ReportWriter::Format::Pdf, "pdf")->Unit(benchmark::kMillisecond);

int main(int argc, char** argv)
{
    // Charts and reports draw with Qt Widgets: the offscreen platform needs no display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
