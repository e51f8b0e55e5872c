// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultChartsBuilder.h"

#include "FrontierChartBuilder.h"
#include "Normalization.h"
#include "ResultValues.h"
#include "text/Units.h"

#include <algorithm>
#include <span>

namespace gpuatlas::ui::charts {

using engine::Estimate;
using text::Units;

namespace {

const Estimate* pinnedFor(const ResultSet& results, const std::string& gpuId)
{
    if (!results.pinned)
        return nullptr;
    for (const auto& estimate : *results.pinned) {
        if (estimate.gpuId == gpuId)
            return &estimate;
    }
    return nullptr;
}

QString nameOf(const ResultSet& results, const std::string& gpuId)
{
    return results.gpuName ? results.gpuName(gpuId) : QString::fromStdString(gpuId);
}

// Ticks from 0 over `maximum`, labelled through the locale.
ValueScale scaleUpTo(double maximum, int maxTicks, const QLocale& locale)
{
    ValueScale scale;
    const auto ticks = Normalization::niceTicks(maximum > 0 ? maximum : 1, maxTicks);
    scale.min = 0;
    scale.max = ticks.back();
    for (const double tick : ticks)
        scale.ticks.append({tick, Units::estimate(tick, locale), false});
    return scale;
}

QString tooltip(const QString& title, const QString& line)
{
    // Rich text with every piece escaped: GPU names may be the user's own.
    return QStringLiteral("<b>%1</b><br>%2").arg(title.toHtmlEscaped(), line.toHtmlEscaped());
}

// Throughput and cost: one row per feasible candidate, best first, the current value
// and, with a pinned result, the pinned one below it.
struct RankedMeasure
{
    QString title;
    QString subtitle;
    QString valueTitle;
    std::function<std::optional<double>(const Estimate&)> value;
    std::function<QString(double)> format;
};

} // namespace

ChartKind ResultChartsBuilder::kind(ResultChart chart)
{
    if (chart == ResultChart::Frontier)
        return ChartKind::Lines;
    return chart == ResultChart::Memory ? ChartKind::StackedRows : ChartKind::GroupedRows;
}

ChartData ResultChartsBuilder::build(ResultChart chart, const ResultSet& results, const QLocale& locale)
{
    switch (chart) {
    case ResultChart::Memory:
        return memory(results, locale);
    case ResultChart::Throughput:
        return throughput(results, locale);
    case ResultChart::Cost:
        return cost(results, locale);
    case ResultChart::Frontier:
        return FrontierChartBuilder::build(results, locale);
    }
    return {};
}

QString ResultChartsBuilder::memoryPartName(int part)
{
    switch (part) {
    case Weights:
        return tr("Weights");
    case KvCache:
        return tr("KV cache");
    case Activations:
        return tr("Activations");
    case Gradients:
        return tr("Gradients");
    case OptimizerStates:
        return tr("Optimizer states");
    case RuntimeReserve:
        return tr("Runtime reserve");
    default:
        break;
    }
    return {};
}

double ResultChartsBuilder::memoryPart(const engine::MemoryBreakdown& memory, int part)
{
    switch (part) {
    case Weights:
        return memory.weightsGB;
    case KvCache:
        return memory.kvCacheGB;
    case Activations:
        return memory.activationsGB;
    case Gradients:
        return memory.gradientsGB;
    case OptimizerStates:
        return memory.optimizerGB;
    case RuntimeReserve:
        return memory.overheadGB;
    default:
        break;
    }
    return 0;
}

ChartData ResultChartsBuilder::memory(const ResultSet& results, const QLocale& locale)
{
    ChartData data;
    data.title = tr("Memory per GPU");
    data.subtitle = tr("Each candidate's memory per GPU, best candidate first. A bar that passes the solid line "
                       "needs more than the usable memory and does not fit.");
    data.valueTitle = tr("Memory per GPU (GB)");
    data.footnote = tr("Usable memory: the capacity less what the driver, the CUDA context and fragmentation "
                       "take (see Assumptions). Capacity: the vendor's figure.");
    data.marks = {{tr("Usable memory"), MarkStyle::Solid}, {tr("Capacity"), MarkStyle::Dashed}};
    if (results.pinned)
        data.marks.append({tr("Pinned total"), MarkStyle::Dotted});
    if (results.estimates.empty()) {
        data.placeholder = tr("No results yet.");
        return data;
    }

    // Only the parts this workload has: no gradients in inference, no KV cache in training.
    QList<int> parts;
    for (int part = 0; part < MemoryPartCount; ++part) {
        const bool used = std::any_of(results.estimates.begin(), results.estimates.end(),
                                      [part](const Estimate& e) { return memoryPart(e.memory, part) > 0; });
        if (used)
            parts << part;
    }
    for (const int part : parts)
        data.series.append({memoryPartName(part), {}, part});

    double maximum = 0;
    const auto shown = std::min(results.estimates.size(), static_cast<std::size_t>(maxRows));
    if (shown < results.estimates.size())
        data.footnote += QLatin1Char(' ') + tr("The best %1 of %Ln candidates are shown.", nullptr,
                                               static_cast<int>(results.estimates.size()))
                                                .arg(shown);
    for (const auto& estimate : std::span(results.estimates).first(shown)) {
        const auto& memory = estimate.memory;
        const QString name = ResultValues::candidate(estimate, nameOf(results, estimate.gpuId));
        ChartCategory row;
        row.label = name;
        row.marks = {memory.usableGB, memory.capacityGB};
        const Estimate* pinned = pinnedFor(results, estimate.gpuId);
        if (results.pinned)
            row.marks.append(pinned ? std::optional<double>(pinned->memory.totalGB()) : std::nullopt);
        row.alert = !memory.fits();
        row.note = tr("%1 / %2 GB", "memory used / usable")
                       .arg(Units::number(memory.totalGB(), 1, locale), Units::number(memory.usableGB, 1, locale));
        data.categories.append(row);
        maximum = std::max({maximum, memory.totalGB(), memory.capacityGB, pinned ? pinned->memory.totalGB() : 0.0});

        const QString verdict =
            memory.fits()
                ? tr("%1 of %2 usable per GPU")
                      .arg(Units::gigabytes(memory.totalGB(), locale), Units::gigabytes(memory.usableGB, locale))
                : tr("Does not fit: %1 needed, %2 usable per GPU")
                      .arg(Units::gigabytes(memory.totalGB(), locale), Units::gigabytes(memory.usableGB, locale));
        for (int i = 0; i < parts.size(); ++i) {
            const double gb = memoryPart(memory, parts[i]);
            ChartValue value;
            value.plotted = gb;
            value.label = Units::gigabytes(gb, locale);
            value.tooltip = tooltip(name, tr("%1: %2", "part: size").arg(memoryPartName(parts[i]), value.label)) +
                            QStringLiteral("<br>") + verdict.toHtmlEscaped();
            data.series[i].values.append(value);
        }
    }
    data.scale = scaleUpTo(maximum, 5, locale);
    return data;
}

namespace {

ChartData rankedBars(const ResultSet& results, const RankedMeasure& measure, const QString& noneFeasible,
                     const QLocale& locale)
{
    ChartData data;
    data.title = measure.title;
    data.subtitle = measure.subtitle;
    data.valueTitle = measure.valueTitle;
    data.series.append({ResultChartsBuilder::tr("Current"), {}, 0});
    if (results.pinned)
        data.series.append({ResultChartsBuilder::tr("Pinned"), {}, 1});

    double maximum = 0;
    const auto cell = [&measure](const Estimate* estimate, const QString& name, const QString& which) {
        ChartValue value;
        if (estimate && estimate->feasible)
            value.plotted = measure.value(*estimate);
        value.label = value.plotted ? measure.format(*value.plotted) : ResultChartsBuilder::tr("n/a");
        QString line = ResultChartsBuilder::tr("%1: %2", "which result: value").arg(which, value.label);
        if (estimate && value.plotted)
            line += QLatin1Char(' ') + ResultChartsBuilder::tr("(%n GPU(s))", nullptr, estimate->count());
        else if (estimate && !estimate->feasible)
            line += QLatin1Char(' ') + ResultChartsBuilder::tr("(not feasible)");
        value.tooltip = tooltip(name, line);
        return value;
    };
    const auto feasible =
        std::count_if(results.estimates.begin(), results.estimates.end(), [](const Estimate& e) { return e.feasible; });
    if (feasible > ResultChartsBuilder::maxRows) {
        data.footnote = ResultChartsBuilder::tr("The best %1 of %Ln feasible candidates are shown.", nullptr,
                                                static_cast<int>(feasible))
                            .arg(ResultChartsBuilder::maxRows);
    }
    for (const auto& estimate : results.estimates) {
        if (!estimate.feasible)
            continue;
        if (data.categories.size() == ResultChartsBuilder::maxRows)
            break;
        const QString gpu = nameOf(results, estimate.gpuId);
        const QString name = ResultValues::candidate(estimate, gpu);
        ChartCategory row;
        row.label = name;
        data.categories.append(row);
        data.series[0].values.append(cell(&estimate, name, ResultChartsBuilder::tr("Current")));
        if (results.pinned)
            data.series[1].values.append(
                cell(pinnedFor(results, estimate.gpuId), name, ResultChartsBuilder::tr("Pinned")));
        for (const auto& series : data.series) {
            if (series.values.last().plotted)
                maximum = std::max(maximum, *series.values.last().plotted);
        }
    }
    if (results.estimates.empty())
        data.placeholder = ResultChartsBuilder::tr("No results yet.");
    else if (data.categories.isEmpty())
        data.placeholder = noneFeasible;
    data.scale = scaleUpTo(maximum, 4, locale);
    return data;
}

} // namespace

ChartData ResultChartsBuilder::throughput(const ResultSet& results, const QLocale& locale)
{
    const Estimate* first = results.estimates.empty() ? nullptr : &results.estimates.front();
    const QString unit = first ? ResultValues::throughputUnit(*first, results.workload) : tr("tokens/s");
    RankedMeasure measure;
    const bool load = !results.workload.isTraining() && results.workload.inference.requestsPerS.has_value();
    measure.title = results.workload.isTraining() ? tr("Training throughput")
                    : load                        ? tr("Capacity")
                                                  : tr("Throughput");
    measure.subtitle =
        load ? tr("Feasible candidates, best first: the most each could serve; every one serves the load.")
             : tr("Feasible candidates, best first; higher is better.");
    measure.valueTitle = load ? tr("Capacity (%1)").arg(unit) : tr("Throughput (%1)").arg(unit);
    measure.value = [&results](const Estimate& e) { return ResultValues::throughput(e, results.workload); };
    measure.format = [&locale](double value) { return Units::estimate(value, locale); };
    return rankedBars(results, measure, tr("No candidate is feasible: nothing to compare."), locale);
}

ChartData ResultChartsBuilder::cost(const ResultSet& results, const QLocale& locale)
{
    const CostBasis basis = ResultValues::costBasis(results.estimates, results.workload);
    const engine::Currency currency = ResultValues::currency(results.estimates);
    RankedMeasure measure;
    measure.title = ResultValues::costTitle(basis);
    measure.subtitle = tr("Feasible candidates, best first; lower is better. n/a: no price for this GPU.");
    measure.valueTitle = tr("%1 (%2)").arg(ResultValues::costTitle(basis), ResultValues::costUnit(basis, currency));
    measure.value = [basis](const Estimate& e) { return ResultValues::cost(e, basis); };
    measure.format = [basis, currency, &locale](double value) {
        return ResultValues::formatCost(value, basis, currency, locale);
    };
    return rankedBars(results, measure, tr("No candidate is feasible: nothing to compare."), locale);
}

} // namespace gpuatlas::ui::charts
