// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "Metric.h"
#include "Normalization.h"
#include "engine/core/Gpu.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>

#include <vector>

namespace gpuatlas::ui::charts {

// What the values of a comparison chart are.
enum class ValueMode
{
    Raw,                // the metric's own unit (bars only: a radar mixes units)
    RelativeToBest,     // best = 100 %
    RelativeToBaseline, // the baseline GPU = 100 %
    Logarithmic,        // log radius, best at the rim (radar only)
};

struct ComparisonOptions
{
    QList<Metric> metrics;
    ValueMode mode = ValueMode::RelativeToBest;
    int baseline = 0; // index into the GPUs, for RelativeToBaseline
    QString title;    // empty: a default title
};

// Turns GPUs x metrics into ChartData: normalises (Normalization), formats the raw
// values with units, writes the mode and baseline into the subtitle and the metrics'
// caveats into the footnote. Knows nothing about how the chart is drawn.
class ComparisonChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonChartBuilder)

public:
    // Raw mode is drawn relative to the best.
    static ChartData radar(const std::vector<const engine::Gpu*>& gpus, const ComparisonOptions& options,
                           const QLocale& locale = QLocale());
    // Logarithmic mode is drawn as raw values.
    static ChartData bars(const std::vector<const engine::Gpu*>& gpus, const ComparisonOptions& options,
                          const QLocale& locale = QLocale());

    // The subtitle for a mode ("Relative to NVIDIA A100 SXM 80GB (= 100 % on every axis)").
    static QString modeDescription(ValueMode mode, const QString& baselineName = {});
    // A percentage of at most three significant figures ("317%", "0.1%").
    static QString percent(double value, const QLocale& locale = QLocale());

    // A radar needs this many spokes to enclose an area.
    static constexpr int minimumRadarAxes = 3;

private:
    // "n/a", or what the metric says instead ("no workload").
    static QString missingText(const Metric& metric);
    static QString tooltipFor(const engine::Gpu& gpu, const Metric& metric, const std::optional<double>& raw,
                              const QString& relative, const QLocale& locale);
    static ChartData common(const std::vector<const engine::Gpu*>& gpus, const ComparisonOptions& options,
                            ValueMode mode);
};

} // namespace gpuatlas::ui::charts
