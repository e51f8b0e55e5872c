// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpecMetrics.h"

#include "text/GpuFields.h"
#include "text/Units.h"

#include <memory>

namespace gpuatlas::ui::charts {

using engine::Gpu;
using text::GpuField;
using text::GpuFields;
using text::Units;

namespace {

// A metric that is one spec column: label, unit and description from GpuFields.
Metric specColumn(const char* key, GpuField field)
{
    Metric metric;
    metric.key = QString::fromLatin1(key);
    metric.label = GpuFields::label(field);
    metric.unit = GpuFields::unit(field);
    metric.description = GpuFields::description(field);
    metric.value = [field](const Gpu& gpu) { return GpuFields::value(gpu, field, text::Sparsity::Dense); };
    return metric;
}

} // namespace

std::optional<double> SpecMetrics::fp16Dense(const Gpu& gpu)
{
    if (const auto& fp16 = gpu.tensorRate(engine::TensorFormat::FP16))
        return fp16->dense;
    if (const auto& bf16 = gpu.tensorRate(engine::TensorFormat::BF16))
        return bf16->dense;
    return std::nullopt;
}

double SpecMetrics::linkBandwidth(const Gpu& gpu)
{
    return gpu.interconnect ? gpu.interconnect->bandwidthGBs : engine::pcieX16BandwidthGBs(gpu.pcieGen);
}

std::optional<double> SpecMetrics::perfPerWatt(const Gpu& gpu)
{
    const auto tflops = fp16Dense(gpu);
    if (!tflops || gpu.tdpW <= 0)
        return std::nullopt;
    return *tflops / gpu.tdpW;
}

std::optional<double> SpecMetrics::perfPerDollar(const Gpu& gpu, const engine::PriceBook& prices)
{
    const auto tflops = fp16Dense(gpu);
    const engine::Price* price = prices.defaultRental(gpu.id);
    if (!tflops || !price || price->usdPerGpuHour <= 0)
        return std::nullopt;
    return *tflops / price->usdPerGpuHour;
}

QStringList SpecMetrics::defaultKeys()
{
    return {QStringLiteral("fp16_dense_tflops"), QStringLiteral("fp8_dense_tflops"),     QStringLiteral("fp32_tflops"),
            QStringLiteral("memory_gb"),         QStringLiteral("memory_bandwidth_gbs"), QStringLiteral("link_gbs"),
            QStringLiteral("tflops_per_watt"),   QStringLiteral("tflops_per_usd_hour")};
}

QList<Metric> SpecMetrics::all(const engine::PriceBook& prices)
{
    const auto tflops = [](double value, const QLocale& locale) { return Units::tflops(value, locale); };
    QList<Metric> metrics;

    Metric fp16;
    fp16.key = QStringLiteral("fp16_dense_tflops");
    fp16.label = tr("FP16/BF16 Tensor");
    fp16.unit = GpuFields::unit(GpuField::Fp16);
    fp16.description = tr("Dense FP16/BF16 Tensor Core throughput (FP32 accumulate, no 2:4 sparsity)");
    fp16.footnote = tr("Tensor throughput is dense (without 2:4 sparsity).");
    fp16.value = &SpecMetrics::fp16Dense;
    fp16.format = tflops;
    metrics << fp16;

    Metric fp8 = specColumn("fp8_dense_tflops", GpuField::Fp8);
    fp8.description = tr("Dense FP8 Tensor Core throughput; not available before Ada Lovelace and Hopper");
    fp8.footnote = fp16.footnote;
    fp8.format = tflops;
    fp8.note = [](const Gpu& gpu) {
        return gpu.tensorRate(engine::TensorFormat::FP8) ? QString() : tr("no FP8 support");
    };
    metrics << fp8;

    Metric fp32 = specColumn("fp32_tflops", GpuField::Fp32);
    fp32.format = tflops;
    metrics << fp32;

    Metric memory = specColumn("memory_gb", GpuField::MemorySize);
    memory.format = [](double value, const QLocale& locale) { return Units::gigabytes(value, locale); };
    metrics << memory;

    Metric bandwidth = specColumn("memory_bandwidth_gbs", GpuField::MemoryBandwidth);
    bandwidth.format = [](double value, const QLocale& locale) { return Units::bandwidth(value, locale); };
    metrics << bandwidth;

    Metric link;
    link.key = QStringLiteral("link_gbs");
    link.label = tr("GPU-to-GPU link");
    link.unit = GpuFields::unit(GpuField::Interconnect);
    link.description = tr("NVLink or Infinity Fabric bandwidth per GPU, both directions; for cards without one, "
                          "the bandwidth of their PCIe x16 slot");
    link.footnote = tr("GPU-to-GPU link: NVLink or Infinity Fabric, both directions; cards without one are shown "
                       "with their PCIe x16 bandwidth.");
    link.value = [](const Gpu& gpu) { return std::optional<double>(linkBandwidth(gpu)); };
    link.format = [](double value, const QLocale& locale) { return Units::bandwidth(value, locale); };
    link.note = [](const Gpu& gpu) {
        if (gpu.interconnect)
            return QString::fromStdString(gpu.interconnect->name);
        return tr("PCIe Gen %1 x16, no NVLink").arg(gpu.pcieGen);
    };
    metrics << link;

    metrics << efficiencyMetrics(prices);
    return metrics;
}

// Throughput per watt and per dollar of rent: what a GPU gives for what it costs to run.
QList<Metric> SpecMetrics::efficiencyMetrics(const engine::PriceBook& prices)
{
    const auto book = std::make_shared<const engine::PriceBook>(prices);
    Metric perWatt;
    perWatt.key = QStringLiteral("tflops_per_watt");
    perWatt.label = tr("Performance per watt");
    perWatt.unit = tr("TFLOPS/W");
    perWatt.description = tr("Dense FP16 Tensor TFLOPS per watt of TDP");
    perWatt.footnote = tr("Performance per watt: dense FP16 TFLOPS / TDP.");
    perWatt.value = &SpecMetrics::perfPerWatt;
    perWatt.format = [](double value, const QLocale& locale) {
        return tr("%1 TFLOPS/W").arg(Units::number(value, 2, locale));
    };

    Metric perDollar;
    perDollar.key = QStringLiteral("tflops_per_usd_hour");
    perDollar.label = tr("Performance per dollar");
    perDollar.unit = tr("TFLOPS per $/h");
    perDollar.description = tr("Dense FP16 Tensor TFLOPS per dollar of on-demand rent per GPU-hour");
    perDollar.footnote = tr("Performance per dollar: dense FP16 TFLOPS / default on-demand price per GPU-hour "
                            "(prices.json).");
    perDollar.value = [book](const Gpu& gpu) { return perfPerDollar(gpu, *book); };
    perDollar.format = [](double value, const QLocale& locale) {
        return tr("%1 TFLOPS per $/h").arg(Units::number(value, 1, locale));
    };
    perDollar.note = [book](const Gpu& gpu) {
        const engine::Price* price = book->defaultRental(gpu.id);
        if (!price)
            return tr("no rental price");
        return tr("at %1 from %2")
            .arg(Units::usdPerHour(price->usdPerGpuHour), QString::fromStdString(price->provider));
    };
    return {perWatt, perDollar};
}

} // namespace gpuatlas::ui::charts
