// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"
#include "engine/core/Estimate.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace gpuatlas::text {

// The ranking as a table of words and numbers: the app's results table, the report's
// ranking and the CLI's table take their headers and cells from here, so the three show
// the same figures. The throughput, latency and cost columns are the estimate's headline
// (HeadlineText); headers carry the units.
class RankingTable
{
    Q_DECLARE_TR_FUNCTIONS(RankingTable)

public:
    enum Column
    {
        RankColumn,
        GpuColumn,
        CountColumn,
        FitsColumn,
        ThroughputColumn,
        LatencyColumn,
        UsdPerHourColumn, // the cost per hour, in the estimates' currency (CostEstimate::currency)
        CostColumn,       // in the headline's basis: ¥/M tokens, $ per run or €/h
        ScoreColumn,
        BottleneckColumn,
        ColumnCount
    };

    // The header of `column` for estimates of the shape (unit, latency, basis) `shape`
    // whose costs are in `currency`.
    static QString header(int column, const engine::Headline& shape, engine::Currency currency);
    // The cell of `column` for the estimate ranked `row` (0 = best).
    static QString cell(int column, const engine::Estimate& estimate, int row, const QString& gpuName,
                        const QLocale& locale = QLocale());
    // Columns of numbers (right-aligned).
    static bool isNumeric(int column);
};

} // namespace gpuatlas::text
