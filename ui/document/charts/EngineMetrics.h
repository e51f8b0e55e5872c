// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Metric.h"
#include "state/CurrentResult.h"
#include "state/Forward.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace gpuatlas::ui::charts {

// The radar and bar axes that come from the engine: throughput and cost of the current
// result, each GPU as the ranking has it (the count the engine chose, or the one the
// user fixed), so the charts say what the recommendation says. Without a workload the
// axes stay, empty and saying "no workload", so that a chosen axis never disappears
// without a word; a GPU the workload does not consider says so.
class EngineMetrics
{
    Q_DECLARE_TR_FUNCTIONS(EngineMetrics)

public:
    // The metrics of `result` (nullptr: no workload yet); call again for a new result.
    static QList<Metric> all(const state::ResultPtr& result);
    static QStringList keys();
};

} // namespace gpuatlas::ui::charts
