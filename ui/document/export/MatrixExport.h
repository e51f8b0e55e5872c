// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AtomicWriter.h"
#include "TableExporter.h"
#include "engine/core/Assumptions.h"
#include "engine/core/Gpu.h"
#include "engine/rank/SuitabilityMatrix.h"
#include "text/Money.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/document/charts/GridFigure.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <memory>
#include <span>

namespace gpuatlas::ui::exporting {

// What the suitability matrix is, on screen and in every export, in the caller's
// language: the same words and figures the page shows and gpu-atlas-cli matrix writes.
struct MatrixView
{
    const engine::SuitabilityMatrix& matrix;
    std::span<const engine::Gpu> gpus; // the columns (for their names)
    const engine::Assumptions& assumptions;
    QLocale locale;
    text::DisplayCurrency shown{}; // the currency costs are shown in (dollars by default)
};

// The suitability matrix as a figure (PNG, SVG, PDF through ChartExporter) and as a
// table (CSV, Markdown, HTML through TableExporter).
class MatrixExport
{
    Q_DECLARE_TR_FUNCTIONS(MatrixExport)

public:
    // Palette slot of a verdict (ChartTheme::seriesColor, colour-blind safe).
    static int colorOf(engine::Verdict verdict);
    static QString gpuName(const MatrixView& view, std::size_t column);
    static QString rowName(const MatrixView& view, std::size_t row);
    static engine::Language languageOf(const QLocale& locale);
    // Three lines: "★ Recommended", "16 GPUs · 23.1 days", "$30,066".
    static QString cellText(const engine::MatrixCell& cell, const QLocale& locale,
                            const text::DisplayCurrency& shown = {});
    static constexpr int cellLines = 3;

    // Rows x GPUs, each cell "★ Recommended" over its key figure; the legend states the rule.
    static charts::GridFigureData figureData(const MatrixView& view);
    static std::unique_ptr<charts::ChartFigure> figure(const MatrixView& view,
                                                       const QSizeF& size = charts::ChartFacade::defaultSize());
    // One row per cell: workload, GPU, verdict, GPUs, score, key figure, cost, reasons.
    static ExportTable table(const MatrixView& view);

    // Whether `path` has one of the suffixes write() takes.
    static bool supports(const QString& path);
    static QString unsupportedMessage(const QString& path);
    // By suffix: .png .svg .pdf as a figure, .csv .md .html as a table; an unknown
    // suffix is an error naming it. Written atomically.
    static ExportResult write(const MatrixView& view, const QString& path);
};

} // namespace gpuatlas::ui::exporting
