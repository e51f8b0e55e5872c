// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "Crossovers.h"
#include "SensitivitySweep.h"
#include "engine/core/Gpu.h"
#include "engine/core/Workload.h"
#include "state/Forward.h"

#include <QCoreApplication>
#include <QLocale>

#include <optional>
#include <vector>

namespace gpuatlas::ui {
using state::Workspace;
}

namespace gpuatlas::ui::charts {

// The sensitivity chart: an engine result for the selected GPUs against batch size or
// context length, with the points where one GPU overtakes another ringed and listed.
class SensitivityChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(SensitivityChartBuilder)

public:
    struct Chart
    {
        ChartData data;
        Sweep sweep;
        std::vector<Crossover> crossovers; // all of them, by x; the chart lists the first few
    };

    // Runs the sweep (Workspace::estimate per point) and lays it out as a line chart.
    static Chart build(const Workspace& workspace, const std::optional<engine::Workload>& workload,
                       const std::vector<const engine::Gpu*>& gpus, const SweepOptions& options,
                       const QLocale& locale = QLocale());
    // The chart of a finished sweep (`names` per line).
    static Chart chart(const engine::Workload& workload, Sweep sweep, const QStringList& names,
                       const SweepOptions& options, const QLocale& locale = QLocale());

    // The axis title ("Batch size"), and the word in running text ("batch").
    static QString variableName(SweepVariable variable, bool training);
    static QString variableWord(SweepVariable variable, bool training);
    // The axis title with its unit ("Throughput (tokens/s)"), and without ("Throughput").
    static QString resultName(SweepResult result, const Sweep& sweep);
    static QString resultTitle(SweepResult result, const Sweep& sweep);
    // A value of the result with its unit ("1,234 tokens/s", "$0.15/M tokens", "3.2 h").
    static QString formatResult(double value, SweepResult result, const Sweep& sweep,
                                const QLocale& locale = QLocale());

    // Crossovers listed on the chart; the rest are counted in the footnote.
    static constexpr int listedCrossovers = 8;
};

} // namespace gpuatlas::ui::charts
