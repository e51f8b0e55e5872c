// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "engine/core/Gpu.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>
#include <span>

namespace gpuatlas::text {

// The spec columns, in display order. One description serves the spec table, its
// exports (CSV, Markdown, HTML) and the CLI, so a label or unit is defined once.
enum class GpuField
{
    Name,
    Vendor,
    Architecture,
    LaunchYear,
    FormFactor,
    Market,
    ShaderCores,
    TensorCores,
    TensorCoreGeneration,
    Fp64,
    Fp32,
    Tf32,
    Bf16,
    Fp16,
    Fp8,
    Int8,
    Fp4,
    MemorySize,
    MemoryType,
    MemoryBandwidth,
    Interconnect,
    PcieGeneration,
    Tdp,
    Mig,
};

enum class Sparsity
{
    Dense,
    Sparse,
};

class GpuFields
{
    Q_DECLARE_TR_FUNCTIONS(GpuFields)

public:
    static std::span<const GpuField> all();
    // Stable key for settings and CSV headers ("memory_gb", "fp16_tflops"...).
    static QString key(GpuField field);
    // The GPU's name as shown wherever GPUs are listed: the user's own GPUs carry a
    // "custom" marker ("My L4 (custom)").
    static QString displayName(const engine::Gpu& gpu);
    // The display name of the catalogue's GPU `id`, or the id itself when it has none.
    static QString displayName(const engine::Catalog& catalog, const std::string& id);
    // Translated column label ("Memory", "显存").
    static QString label(GpuField field);
    // Translated longer description for tooltips and the column chooser.
    static QString description(GpuField field);
    static bool isNumeric(GpuField field);
    static bool isTensor(GpuField field);
    // Whether a larger value is better (for "best value" highlighting); false for TDP.
    static bool higherIsBetter(GpuField field);
    // The raw number (nullopt when the GPU lacks it, e.g. FP8 on Ampere).
    static std::optional<double> value(const engine::Gpu& gpu, GpuField field, Sparsity sparsity);
    // The text shown for the value, with its unit, through `locale`.
    static QString display(const engine::Gpu& gpu, GpuField field, Sparsity sparsity,
                           const QLocale& locale = QLocale());
    // display() with unverifiedMark() after a figure listed as unverified (Gpu::unverified).
    static QString displayMarked(const engine::Gpu& gpu, GpuField field, Sparsity sparsity,
                                 const QLocale& locale = QLocale());
    // Whether no vendor or maker document covers the figure (Gpu::unverified).
    static bool isUnverified(const engine::Gpu& gpu, GpuField field, Sparsity sparsity);
    // The mark after an unverified figure ("†") and what it means, for a tooltip or a footnote.
    static QString unverifiedMark();
    static QString unverifiedNote();
    // The text for export (no unit; the unit is in the header).
    static QString plain(const engine::Gpu& gpu, GpuField field, Sparsity sparsity, const QLocale& locale = QLocale());
    // Unit shown in headers of exports ("TFLOPS", "GB/s"); empty for text fields.
    static QString unit(GpuField field);
    // JSON pointer of the field in the catalogue, to find its source.
    static std::string sourcePointer(GpuField field, Sparsity sparsity);
    static std::optional<engine::TensorFormat> tensorFormat(GpuField field);
    // Translated names for the filters and the table: "SXM", "Superchip", "Desktop system";
    // "Global", "China".
    static QString formFactorName(engine::FormFactor formFactor);
    static QString marketName(engine::Market market);
    // The market setting's choices: "Parts sold worldwide", "China-market parts", "All markets".
    static QString marketScopeName(engine::MarketScope scope);
    // A GPU shown outside the market chosen, labelled with its own: "NVIDIA H20 (China)".
    static QString outsideMarketName(const QString& name, engine::Market market);
};

} // namespace gpuatlas::text
