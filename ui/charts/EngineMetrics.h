// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Metric.h"
#include "engine/Workload.h"
#include "state/Forward.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace gpuatlas::ui {
using state::Workspace;
}

namespace gpuatlas::ui::charts {

// The radar and bar axes that come from the engine: throughput and cost for a
// workload, each GPU at the count the engine chooses for it (as on the recommendation
// page). Without a workload the axes stay, empty and saying "no workload", so that a
// chosen axis never disappears without a word.
class EngineMetrics
{
    Q_DECLARE_TR_FUNCTIONS(EngineMetrics)

public:
    // The estimates are made on first use and kept with the metrics: call again when
    // the workload, prices, assumptions or catalogue change.
    static QList<Metric> all(const Workspace& workspace, const std::optional<engine::Workload>& workload);
    static QStringList keys();
};

} // namespace gpuatlas::ui::charts
