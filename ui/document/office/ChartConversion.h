// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfficeChart.h"
#include "ui/document/charts/ChartData.h"
#include "ui/document/charts/ChartFacade.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace gpuatlas::ui::exporting::office {

// The app's charts (ChartData, what the report and the pages draw) as native office
// charts: the same categories, series and plotted values, so a deck's chart holds the
// numbers the report's picture shows, not numbers worked out again.
class ChartConversion
{
    Q_DECLARE_TR_FUNCTIONS(ChartConversion)

public:
    // Radar, GroupedRows (ranked bars) and Lines; nullopt for a chart with nothing to draw.
    static std::optional<OfficeChart> convert(charts::ChartKind kind, const charts::ChartData& data);
    // The values as a presenter reads them out: one line per category, "name: label"
    // for each series ("NVIDIA H100: 2,340 tokens/s").
    static QStringList valueLines(const charts::ChartData& data, int maxLines = 12);
};

} // namespace gpuatlas::ui::exporting::office
