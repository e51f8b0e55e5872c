// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <string>
#include <vector>

namespace gpuatlas::text {

// The source article's conclusions about its four GPUs held against the engine's ranking
// (issue 30: "where the engine disagrees with the article, the Why pane says which figure
// decides"). The article recommends, for training, the H100 and the A100 (the H100 first)
// before the RTX A6000 and the L40S, and for inference the RTX A6000 and the L40S before
// the A100 and the H100 on cost (the article's "結論", its conclusion). That order is only ever
// quoted: the ranking comes from the engine alone.
class ArticleComparison
{
    Q_DECLARE_TR_FUNCTIONS(ArticleComparison)

public:
    using GpuName = std::function<QString(const std::string&)>;

    // Where `estimate` ranks above a GPU the article recommends before it for the task: a
    // sentence naming that GPU and the figure that puts this one ahead (its speed or its
    // cost, whichever weighs more in the workload's priorities). Empty when the estimate
    // is not one of the article's GPUs, is infeasible, or the ranking agrees.
    static QString disagreement(const engine::Estimate& estimate, const std::vector<engine::Estimate>& ranking,
                                const engine::Workload& workload, const GpuName& name);

    // The article's tier of a GPU for the task (0 first), or -1 for a GPU it does not discuss.
    static int tier(const std::string& gpuId, bool training);

private:
    static QString decidingFigure(const engine::Estimate& ahead, const engine::Estimate& behind,
                                  const engine::Workload& workload);
};

} // namespace gpuatlas::text
