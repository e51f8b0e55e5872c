// SPDX-License-Identifier: GPL-3.0-or-later
#include "SensitivityChartBuilder.h"

#include "Normalization.h"
#include "engine/core/Assumptions.h"
#include "state/Workspace.h"
#include "text/Prose.h"
#include "text/Units.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui::charts {

using engine::Workload;
using text::Units;

QString SensitivityChartBuilder::variableName(SweepVariable variable, bool training)
{
    if (variable == SweepVariable::Batch)
        return training ? tr("Micro-batch per GPU") : tr("Batch size");
    return training ? tr("Sequence length (tokens)") : tr("Prompt length (tokens)");
}

QString SensitivityChartBuilder::variableWord(SweepVariable variable, bool training)
{
    if (variable == SweepVariable::Batch)
        return training ? tr("micro-batch") : tr("batch");
    return training ? tr("sequence length") : tr("prompt length");
}

QString SensitivityChartBuilder::resultName(SweepResult result, const Sweep& sweep)
{
    switch (result) {
    case SweepResult::Throughput:
        return tr("Throughput (%1)").arg(sweep.throughputUnit);
    case SweepResult::UnitCost:
        return tr("%1 (%2)").arg(ResultValues::costTitle(sweep.basis),
                                 ResultValues::costUnit(sweep.basis, sweep.currency));
    case SweepResult::TimeToTrain:
        return tr("Time to train (hours)");
    }
    return {};
}

QString SensitivityChartBuilder::resultTitle(SweepResult result, const Sweep& sweep)
{
    switch (result) {
    case SweepResult::Throughput:
        return tr("Throughput");
    case SweepResult::UnitCost:
        return ResultValues::costTitle(sweep.basis);
    case SweepResult::TimeToTrain:
        return tr("Time to train");
    }
    return {};
}

QString SensitivityChartBuilder::formatResult(double value, SweepResult result, const Sweep& sweep,
                                              const QLocale& locale)
{
    switch (result) {
    case SweepResult::Throughput:
        return ResultValues::formatThroughput(value, sweep.throughputUnit, locale);
    case SweepResult::UnitCost:
        return ResultValues::formatCost(value, sweep.basis, sweep.currency, locale);
    case SweepResult::TimeToTrain:
        return Units::hours(value, locale);
    }
    return {};
}

SensitivityChartBuilder::Chart SensitivityChartBuilder::build(const Workspace& workspace,
                                                              const std::optional<Workload>& workload,
                                                              const std::vector<const engine::Gpu*>& gpus,
                                                              const SweepOptions& options, const QLocale& locale)
{
    if (!workload || gpus.empty()) {
        Chart empty;
        empty.data.title = tr("Sensitivity");
        empty.data.placeholder =
            !workload ? tr("Describe a workload on the Recommendation page to see how its results change with "
                           "batch size or context length.")
                      : tr("Select GPUs to compare in the spec table.");
        return empty;
    }
    const engine::Model* model = engine::resolveModel(*workload, workspace.models());
    SweepOptions chosen = options;
    const auto variables = SensitivitySweep::variables(*workload, model);
    if (std::find(variables.begin(), variables.end(), chosen.variable) == variables.end())
        chosen.variable = variables.front();
    const auto results = SensitivitySweep::results(*workload);
    if (std::find(results.begin(), results.end(), chosen.result) == results.end())
        chosen.result = results.front();

    const int maxBatch = static_cast<int>(workspace.assumptions()[engine::AssumptionId::MaxBatch]);
    const auto xs = SensitivitySweep::values(chosen.variable, *workload, model, maxBatch);
    std::vector<std::string> ids;
    QStringList names;
    for (const engine::Gpu* gpu : gpus) {
        ids.push_back(gpu->id);
        names << QString::fromStdString(gpu->name);
    }
    Sweep sweep =
        SensitivitySweep::run(*workload, ids, chosen, xs, [&workspace](const Workload& point, const std::string& id) {
            return workspace.estimate(point, id, std::nullopt);
        });
    return chart(*workload, std::move(sweep), names, chosen, locale);
}

namespace {

using Builder = SensitivityChartBuilder;

// How the points are made, for the subtitle.
QString basisOf(const Workload& workload)
{
    if (workload.constraints.gpuCount)
        return SensitivityChartBuilder::tr(
            "Each point at %n GPU(s), the count fixed for every candidate; gaps where a GPU is not "
            "feasible.",
            nullptr, *workload.constraints.gpuCount);
    return workload.isTraining()
               ? SensitivityChartBuilder::tr("Each point at the GPU count the engine chooses there; gaps where a "
                                             "GPU is not feasible.")
               : SensitivityChartBuilder::tr("Each point at the GPU count the engine chooses there, without the "
                                             "request rate; gaps where a GPU is not feasible.");
}

// The x values as categories and one series per GPU; returns the largest value.
double addLines(ChartData& data, const Sweep& sweep, const QStringList& names, const SweepOptions& options,
                const QString& word, const QLocale& locale)
{
    double maximum = 0;
    for (const double x : sweep.xs) {
        ChartCategory category;
        category.position = x;
        category.label = Units::number(x, 0, locale);
        data.categories.append(category);
    }
    for (std::size_t l = 0; l < sweep.lines.size(); ++l) {
        const SweepLine& line = sweep.lines[l];
        ChartSeriesData series;
        series.name = names.value(static_cast<int>(l), QString::fromStdString(line.gpuId));
        for (std::size_t i = 0; i < line.values.size(); ++i) {
            ChartValue value;
            value.plotted = line.values[i];
            if (line.values[i]) {
                maximum = std::max(maximum, *line.values[i]);
                value.label = Builder::formatResult(*line.values[i], options.result, sweep, locale);
                value.tooltip = QStringLiteral("<b>%1</b><br>%2")
                                    .arg(series.name.toHtmlEscaped(),
                                         SensitivityChartBuilder::tr("%1 %2: %3 (%n GPU(s))", nullptr, line.counts[i])
                                             .arg(word, Units::number(sweep.xs[i], 0, locale), value.label)
                                             .toHtmlEscaped());
            }
            series.values.append(value);
        }
        data.series.append(series);
    }
    return maximum;
}

// x: the range where some GPU has a value (a sweep past what fits anywhere would only
// push the lines into a corner); ticks at the powers of two on a log axis.
void setXAxis(ChartAxis& axis, const Sweep& sweep, const SweepOptions& options, const QLocale& locale)
{
    axis.logarithmic = options.logX;
    std::size_t first = sweep.xs.size();
    std::size_t last = 0;
    for (const auto& line : sweep.lines) {
        for (std::size_t i = 0; i < line.values.size(); ++i) {
            if (line.values[i]) {
                first = std::min(first, i);
                last = std::max(last, i);
            }
        }
    }
    if (first > last) {
        first = 0;
        last = sweep.xs.empty() ? 0 : sweep.xs.size() - 1;
    }
    if (sweep.xs.empty())
        return;
    axis.scale.min = sweep.xs[first];
    axis.scale.max = sweep.xs[last];
    if (!options.logX) {
        const auto xTicks = Normalization::niceTicks(axis.scale.max, 6);
        axis.scale.min = 0;
        axis.scale.max = xTicks.back();
        for (const double tick : xTicks)
            axis.scale.ticks.append({tick, Units::number(tick, 0, locale), false});
        return;
    }
    // Every power of two when they fit, else every other one.
    int powers = 0;
    for (double x = 1; x <= axis.scale.max; x *= 2)
        powers += x >= axis.scale.min;
    const int step = powers > 10 ? 2 : 1;
    int index = 0;
    for (double x = 1; x <= axis.scale.max; x *= 2) {
        if (x >= axis.scale.min && index++ % step == 0)
            axis.scale.ticks.append({x, Units::number(x, 0, locale), false});
    }
}

// Crossovers between every pair of lines, the first few ringed; returns how many are shown.
int addCrossovers(SensitivityChartBuilder::Chart& out, const Sweep& sweep, const SweepOptions& options,
                  const QString& word, const QLocale& locale)
{
    std::vector<Crossovers::Line> lines;
    for (const auto& line : sweep.lines)
        lines.push_back(line.values);
    out.crossovers = Crossovers::all(sweep.xs, lines, SensitivitySweep::higherIsBetter(options.result), options.logX);
    const int shown = std::min<int>(Builder::listedCrossovers, static_cast<int>(out.crossovers.size()));
    for (int i = 0; i < shown; ++i) {
        const Crossover& crossing = out.crossovers[static_cast<std::size_t>(i)];
        ChartHighlight highlight;
        highlight.x = crossing.x;
        highlight.y = crossing.y;
        highlight.label = QString::number(i + 1);
        highlight.description = SensitivityChartBuilder::tr("At %1 ≈ %2, %3 overtakes %4.")
                                    .arg(word, Units::number(crossing.x, crossing.x >= 10 ? 0 : 1, locale),
                                         out.data.series.value(static_cast<int>(crossing.leader)).name,
                                         out.data.series.value(static_cast<int>(crossing.trailer)).name);
        out.data.highlights.append(highlight);
    }
    return shown;
}

QString footnoteOf(const SensitivityChartBuilder::Chart& out, const Sweep& sweep, bool anyValue, int shown)
{
    QStringList notes;
    QStringList nowhere;
    for (std::size_t l = 0; l < sweep.lines.size(); ++l) {
        const auto& values = sweep.lines[l].values;
        if (anyValue && std::none_of(values.begin(), values.end(), [](const auto& v) { return v.has_value(); }))
            nowhere << out.data.series.value(static_cast<int>(l)).name;
    }
    if (!nowhere.isEmpty())
        notes << SensitivityChartBuilder::tr("Not feasible anywhere in this range: %1.")
                     .arg(nowhere.join(QStringLiteral(", ")));
    if (out.crossovers.empty() && out.data.series.size() > 1 && anyValue)
        notes << SensitivityChartBuilder::tr("No crossover in this range: the order of the GPUs stays the same.");
    else if (static_cast<int>(out.crossovers.size()) > shown)
        notes << SensitivityChartBuilder::tr("%n more crossover(s) not listed.", nullptr,
                                             static_cast<int>(out.crossovers.size()) - shown);
    notes << SensitivityChartBuilder::tr("Estimates by the GPU Atlas engine with the current prices and assumptions.");
    return text::Prose::sentences(notes);
}

} // namespace

SensitivityChartBuilder::Chart SensitivityChartBuilder::chart(const Workload& workload, Sweep sweep,
                                                              const QStringList& names, const SweepOptions& options,
                                                              const QLocale& locale)
{
    Chart out;
    ChartData& data = out.data;
    const bool training = workload.isTraining();
    const QString word = variableWord(options.variable, training);
    data.title = tr("%1 against %2", "result against variable").arg(resultTitle(options.result, sweep), word);
    const QString name = QString::fromStdString(workload.name);
    const QString basis = basisOf(workload);
    data.subtitle = name.isEmpty() ? basis : tr("%1. %2", "workload name. how the points are made").arg(name, basis);
    data.valueTitle = resultName(options.result, sweep);
    data.highlightName = tr("Crossover");

    const double maximum = addLines(data, sweep, names, options, word, locale);
    const bool anyValue = std::any_of(sweep.lines.begin(), sweep.lines.end(), [](const SweepLine& line) {
        return std::any_of(line.values.begin(), line.values.end(), [](const auto& v) { return v.has_value(); });
    });
    if (!anyValue)
        data.placeholder = tr("None of the selected GPUs can run this workload in the range shown.");
    // y from 0: a line's height must read as its share of the best.
    const auto ticks = Normalization::niceTicks(maximum > 0 ? maximum : 1, 5);
    data.scale.min = 0;
    data.scale.max = ticks.back();
    for (const double tick : ticks)
        data.scale.ticks.append({tick, Units::estimate(tick, locale), false});
    data.xAxis.title = variableName(options.variable, training);
    setXAxis(data.xAxis, sweep, options, locale);
    const int shown = addCrossovers(out, sweep, options, word, locale);
    data.footnote = footnoteOf(out, sweep, anyValue, shown);
    out.sweep = std::move(sweep);
    return out;
}

} // namespace gpuatlas::ui::charts
