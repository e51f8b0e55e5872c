// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Headline.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace gpuatlas::text {

// The headline figures of an estimate (engine::Headline) in words and numbers: the one
// formatting of the throughput, latency and cost columns, shared by the app's results
// table, the CLI table, the charts and the report, so that they say the same. Headers
// carry the unit; cells are numbers.
class HeadlineText
{
    Q_DECLARE_TR_FUNCTIONS(HeadlineText)

public:
    // "tokens/s", "samples/s", "images/s".
    static QString unit(const engine::Headline& headline);
    // The throughput column: "Tokens/s", "Training tokens/s", "Images/s", "Samples/s", or
    // with a load to serve "Capacity, tokens/s".
    static QString throughputHeader(const engine::Headline& headline);
    // Why the column shows what it shows (the load asked for, when there is one); may be empty.
    static QString throughputTooltip(const engine::Headline& headline, double requestedTokensPerS);
    // The compared throughput (capacity under a load): "1,643", or an en dash.
    static QString throughput(const engine::Headline& headline, const QLocale& locale = QLocale());

    // "First token / per token", "Per request", "Time to train".
    static QString latencyHeader(const engine::Headline& headline);
    // "20 ms / 6.7 ms", "35 ms", "3.2 h", or an en dash.
    static QString latency(const engine::Headline& headline, const QLocale& locale = QLocale());

    // "Cost per million tokens", "Cost per run", "Cost per hour".
    static QString costTitle(engine::CostBasis basis);
    // The cost column's tooltip: what the figure is the cost of.
    static QString costTooltip(engine::CostBasis basis);
    // The cost figures themselves, in their currency, are text::Money's (costUnit, costValue).
};

} // namespace gpuatlas::text
