// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineMetrics.h"

#include "ResultValues.h"
#include "state/Workspace.h"
#include "text/EngineText.h"

#include <map>
#include <memory>
#include <string>

namespace gpuatlas::ui::charts {

using engine::Estimate;
using engine::Gpu;
using engine::Workload;

namespace {

const QString throughputKey = QStringLiteral("engine_throughput");
const QString costKey = QStringLiteral("engine_cost");

// Estimates of one workload, made when a GPU is first asked about. The metrics share
// it, so a radar of four GPUs runs the engine four times, not once per axis.
class EstimateCache
{
public:
    EstimateCache(const Workspace& workspace, Workload workload)
        : m_workspace(workspace)
        , m_workload(std::move(workload))
    {
    }

    const Workload& workload() const { return m_workload; }

    const Estimate* operator()(const Gpu& gpu)
    {
        auto it = m_estimates.find(gpu.id);
        if (it == m_estimates.end())
            it = m_estimates.emplace(gpu.id, m_workspace.estimate(m_workload, gpu.id, std::nullopt)).first;
        return it->second ? &*it->second : nullptr;
    }

private:
    const Workspace& m_workspace;
    Workload m_workload;
    std::map<std::string, std::optional<Estimate>> m_estimates;
};

} // namespace

QStringList EngineMetrics::keys()
{
    return {throughputKey, costKey};
}

QList<Metric> EngineMetrics::all(const Workspace& workspace, const std::optional<Workload>& workload)
{
    Metric throughput;
    throughput.key = throughputKey;
    throughput.label = tr("Throughput");
    Metric cost;
    cost.key = costKey;
    cost.higherIsBetter = false;

    if (!workload) {
        cost.label = tr("Cost efficiency");
        const QString missing = tr("no workload");
        const QString why = tr("Describe a workload on the Recommendation page to fill this axis.");
        for (Metric* metric : {&throughput, &cost}) {
            metric->missing = missing;
            metric->available = false;
            metric->description = why;
            metric->footnote = tr("Throughput and cost need a workload: describe one on the Recommendation page.");
            metric->value = [](const Gpu&) { return std::optional<double>(); };
        }
        return {throughput, cost};
    }

    const auto cache = std::make_shared<EstimateCache>(workspace, *workload);
    // The units follow the task: a sample estimate says which fields the engine fills.
    std::optional<Estimate> sample;
    if (!workspace.catalog().gpus().empty())
        sample = workspace.estimate(*workload, workspace.catalog().gpus().front().id, std::nullopt);
    const QString unit = sample ? ResultValues::throughputUnit(*sample, *workload) : tr("tokens/s");
    const CostBasis basis = sample ? ResultValues::costBasis(std::span(&*sample, 1), *workload)
                                   : (workload->isTraining() ? CostBasis::PerRun : CostBasis::PerMillionTokens);
    const QString name = QString::fromStdString(workload->name);
    const QString footnote =
        name.isEmpty()
            ? tr("Throughput and cost: estimated for the current workload, each GPU at the count the engine "
                 "chooses for it.")
            : tr("Throughput and cost: estimated for \"%1\", each GPU at the count the engine chooses for it.")
                  .arg(name);
    // Why a GPU has no value, or how many of it the value is for.
    const auto note = [cache](const Gpu& gpu) {
        const Estimate* estimate = (*cache)(gpu);
        if (!estimate)
            return tr("no estimate");
        if (!estimate->feasible)
            return tr("not feasible");
        return tr("%n GPU(s)", nullptr, estimate->count());
    };

    throughput.unit = unit;
    throughput.description =
        workload->inference.requestsPerS && !workload->isTraining()
            ? tr("Capacity for the current workload (%1) at the GPU count the engine chooses: the most it could serve, "
                 "since each one that fits serves the load itself")
                  .arg(unit)
            : tr("Throughput of the current workload (%1) at the GPU count the engine chooses").arg(unit);
    throughput.footnote = footnote;
    throughput.value = [cache](const Gpu& gpu) -> std::optional<double> {
        const Estimate* estimate = (*cache)(gpu);
        if (!estimate || !estimate->feasible)
            return std::nullopt;
        return ResultValues::throughput(*estimate, cache->workload());
    };
    throughput.format = [unit](double value, const QLocale& locale) {
        return ResultValues::formatThroughput(value, unit, locale);
    };
    throughput.note = note;

    cost.label = ResultValues::costTitle(basis);
    cost.unit = ResultValues::costUnit(basis);
    cost.description = tr("%1 of the current workload at the GPU count the engine chooses; lower is better, so "
                          "the cheapest GPU is at 100%")
                           .arg(ResultValues::costTitle(basis));
    cost.footnote = footnote;
    cost.value = [cache, basis](const Gpu& gpu) -> std::optional<double> {
        const Estimate* estimate = (*cache)(gpu);
        if (!estimate || !estimate->feasible)
            return std::nullopt;
        return ResultValues::cost(*estimate, basis);
    };
    cost.format = [basis](double value, const QLocale& locale) {
        return ResultValues::formatCost(value, basis, locale);
    };
    cost.note = note;
    return {throughput, cost};
}

} // namespace gpuatlas::ui::charts
