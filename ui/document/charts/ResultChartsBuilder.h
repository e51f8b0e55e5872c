// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "ChartFacade.h"
#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"

#include <QCoreApplication>
#include <QLocale>

#include <functional>
#include <optional>
#include <vector>

namespace gpuatlas::ui::charts {

enum class ResultChart
{
    Memory,     // each candidate's memory per GPU, stacked, against usable memory and capacity
    Throughput, // feasible candidates, best first
    Cost,       // feasible candidates, best first: $/M tokens, $ per run or $/h
    Frontier,   // each GPU's counts: time or rate against cost (FrontierChartBuilder)
};

// The results of one workload as the engine ranked them, and optionally the results
// pinned for comparison.
struct ResultSet
{
    std::vector<engine::Estimate> estimates; // ranked, best first
    engine::Workload workload;
    std::function<QString(const std::string&)> gpuName; // id -> display name
    std::optional<std::vector<engine::Estimate>> pinned;
};

// Turns a ranking into the recommendation's charts. Plain data out (ChartData), so the
// page, the report and the tests share it; knows nothing of how charts are drawn.
class ResultChartsBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ResultChartsBuilder)

public:
    static ChartData build(ResultChart chart, const ResultSet& results, const QLocale& locale = QLocale());
    static ChartKind kind(ResultChart chart);

    static ChartData memory(const ResultSet& results, const QLocale& locale = QLocale());
    static ChartData throughput(const ResultSet& results, const QLocale& locale = QLocale());
    static ChartData cost(const ResultSet& results, const QLocale& locale = QLocale());

    // Palette slots of the memory parts, fixed so that weights are always the same blue.
    enum MemoryPart
    {
        Weights,
        KvCache,
        Activations,
        Gradients,
        OptimizerStates,
        RuntimeReserve,
        MemoryPartCount
    };
    static QString memoryPartName(int part);
    static double memoryPart(const engine::MemoryBreakdown& memory, int part);

    // Rows a chart shows at most, best first. With a catalogue of thousands of GPUs every
    // candidate as a bar was unreadable and took seconds and hundreds of megabytes to
    // draw (10,000 GPUs: 2 s, 380 MB); the table below the chart lists them all.
    static constexpr int maxRows = 25;
};

} // namespace gpuatlas::ui::charts
