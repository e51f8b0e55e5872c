// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Metric.h"
#include "engine/cost/PriceBook.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace gpuatlas::ui::charts {

// The chart metrics that need only the GPU catalogue and the price list.
class SpecMetrics
{
    Q_DECLARE_TR_FUNCTIONS(SpecMetrics)

public:
    // FP16/BF16 and FP8 dense tensor throughput, FP32, memory, memory bandwidth,
    // GPU-to-GPU link, performance per watt and per dollar; labels in the current
    // language. `prices` is copied: the metrics outlive the caller's price book.
    static QList<Metric> all(const engine::PriceBook& prices);
    // Keys shown when the user has not chosen: all of them.
    static QStringList defaultKeys();

    // FP16 dense tensor TFLOPS, falling back to BF16 (equal on every GPU that has both).
    static std::optional<double> fp16Dense(const engine::Gpu& gpu);
    // NVLink / Infinity Fabric bandwidth; for PCIe-only cards the x16 slot's bandwidth
    // of their PCIe generation, since that is the path their GPUs talk over.
    static double linkBandwidth(const engine::Gpu& gpu);
    // FP16 dense TFLOPS per watt of TDP.
    static std::optional<double> perfPerWatt(const engine::Gpu& gpu);
    // FP16 dense TFLOPS per $/hour of the default on-demand rental; nullopt without a price.
    static std::optional<double> perfPerDollar(const engine::Gpu& gpu, const engine::PriceBook& prices);

private:
    static QList<Metric> efficiencyMetrics(const engine::PriceBook& prices);
};

} // namespace gpuatlas::ui::charts
