// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineMetrics.h"

#include "ResultValues.h"

namespace gpuatlas::ui::charts {

using engine::Estimate;
using engine::Gpu;

namespace {

const QString throughputKey = QStringLiteral("engine_throughput");
const QString costKey = QStringLiteral("engine_cost");

QList<Metric> withoutWorkload(Metric throughput, Metric cost)
{
    cost.label = EngineMetrics::tr("Cost efficiency");
    const QString missing = EngineMetrics::tr("no workload");
    const QString why = EngineMetrics::tr("Describe a workload on the Recommendation page to fill this axis.");
    for (Metric* metric : {&throughput, &cost}) {
        metric->missing = missing;
        metric->available = false;
        metric->description = why;
        metric->footnote =
            EngineMetrics::tr("Throughput and cost need a workload: describe one on the Recommendation page.");
        metric->value = [](const Gpu&) { return std::optional<double>(); };
    }
    return {throughput, cost};
}

} // namespace

QStringList EngineMetrics::keys()
{
    return {throughputKey, costKey};
}

QList<Metric> EngineMetrics::all(const state::ResultPtr& result)
{
    Metric throughput;
    throughput.key = throughputKey;
    throughput.label = tr("Throughput");
    Metric cost;
    cost.key = costKey;
    cost.higherIsBetter = false;
    if (!result)
        return withoutWorkload(throughput, cost);

    const engine::Workload& workload = result->workload;
    // The units follow the task: the ranking's estimates share them.
    const QString unit =
        result->ranking.empty() ? tr("tokens/s") : ResultValues::throughputUnit(result->ranking.front(), workload);
    const CostBasis basis = ResultValues::costBasis(result->ranking, workload);
    const engine::Currency currency = ResultValues::currency(result->ranking);
    const QString name = QString::fromStdString(workload.name);
    const QString footnote =
        name.isEmpty()
            ? tr("Throughput and cost: estimated for the current workload, each GPU at the count the engine "
                 "chooses for it.")
            : tr("Throughput and cost: estimated for \"%1\", each GPU at the count the engine chooses for it.")
                  .arg(name);
    // Why a GPU has no value, or how many of it the value is for.
    const auto note = [result](const Gpu& gpu) {
        const Estimate* estimate = result->find(gpu.id);
        if (!estimate)
            return tr("not a candidate");
        if (!estimate->feasible)
            return tr("not feasible");
        return tr("%n GPU(s)", nullptr, estimate->count());
    };
    // The result's value for a GPU, if it is a feasible candidate.
    const auto feasible = [result](const Gpu& gpu) -> const Estimate* {
        const Estimate* estimate = result->find(gpu.id);
        return estimate && estimate->feasible ? estimate : nullptr;
    };

    throughput.unit = unit;
    throughput.description =
        workload.inference.requestsPerS && !workload.isTraining()
            ? tr("Capacity for the current workload (%1) at the GPU count the engine chooses: the most it could serve, "
                 "since each one that fits serves the load itself")
                  .arg(unit)
            : tr("Throughput of the current workload (%1) at the GPU count the engine chooses").arg(unit);
    throughput.footnote = footnote;
    throughput.value = [feasible, workload](const Gpu& gpu) -> std::optional<double> {
        const Estimate* estimate = feasible(gpu);
        return estimate ? ResultValues::throughput(*estimate, workload) : std::nullopt;
    };
    throughput.format = [unit](double value, const QLocale& locale) {
        return ResultValues::formatThroughput(value, unit, locale);
    };
    throughput.note = note;

    cost.label = ResultValues::costTitle(basis);
    cost.unit = ResultValues::costUnit(basis, currency);
    cost.description = tr("%1 of the current workload at the GPU count the engine chooses; lower is better, so "
                          "the cheapest GPU is at 100%")
                           .arg(ResultValues::costTitle(basis));
    cost.footnote = footnote;
    cost.value = [feasible, basis](const Gpu& gpu) -> std::optional<double> {
        const Estimate* estimate = feasible(gpu);
        return estimate ? ResultValues::cost(*estimate, basis) : std::nullopt;
    };
    cost.format = [basis, currency](double value, const QLocale& locale) {
        return ResultValues::formatCost(value, basis, currency, locale);
    };
    cost.note = note;
    return {throughput, cost};
}

} // namespace gpuatlas::ui::charts
