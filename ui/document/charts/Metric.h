// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Gpu.h"

#include <QLocale>
#include <QString>

#include <functional>
#include <optional>

namespace gpuatlas::ui::charts {

// One quantity a chart can show per GPU: a spoke of the radar, a panel of the bars.
// Spec metrics come from SpecMetrics; engine results for the current workload
// (throughput, cost efficiency) are added the same way, with a `value` that looks the
// GPU up in the estimates.
struct Metric
{
    QString key;         // stable, for settings ("fp16_dense_tflops")
    QString label;       // translated, short: fits a radar spoke
    QString unit;        // translated ("TFLOPS", "GB/s")
    QString description; // translated: the axis check box's tooltip
    QString footnote;    // translated: what the figure must say when this metric is shown
    bool higherIsBetter = true;
    // What an axis without a single value says instead of "n/a" ("no workload").
    QString missing;
    // False while the metric cannot have values at all (engine results before any
    // workload exists): its axis is left out of the chart and its check box disabled,
    // rather than drawing an empty spoke.
    bool available = true;
    // The raw value; nullopt where the GPU has none (FP8 on Ampere, no known price).
    std::function<std::optional<double>(const engine::Gpu&)> value;
    // The raw value with its unit, for tooltips ("989.4 TFLOPS").
    std::function<QString(double, const QLocale&)> format;
    // Optional: why a GPU has no value, or how its value was obtained ("PCIe Gen 4
    // x16, no NVLink"); empty when there is nothing to add.
    std::function<QString(const engine::Gpu&)> note;
};

} // namespace gpuatlas::ui::charts
