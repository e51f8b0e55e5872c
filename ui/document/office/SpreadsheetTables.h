// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Workbook.h"
#include "engine/core/Catalog.h"
#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"
#include "text/GpuFields.h"

#include <QCoreApplication>

#include <vector>

namespace gpuatlas::ui::exporting::office {

// The app's tables as workbooks: the spec table (TableExporter's, with its numbers as
// numbers) and the ranking of a workload, each with a native chart and a sheet of the
// sources the figures come from.
class SpreadsheetTables
{
    Q_DECLARE_TR_FUNCTIONS(SpreadsheetTables)

public:
    // Dense figures on the first sheet, the sparse tensor figures on a sheet of their
    // own (never in one column), the sources of every GPU, and a chart of `figure`.
    static Workbook specTable(const std::vector<const engine::Gpu*>& gpus, text::GpuField figure = defaultFigure);
    // The ranking as the results table shows it, in numbers with the units in the
    // headers; the prices the costs come from; a chart of the throughput.
    static Workbook results(const std::vector<engine::Estimate>& ranking, const engine::Workload& workload,
                            const engine::Catalog& catalog, const engine::PriceBook& prices);

    // The article's headline figure for training and inference.
    static constexpr text::GpuField defaultFigure = text::GpuField::Bf16;
};

} // namespace gpuatlas::ui::exporting::office
