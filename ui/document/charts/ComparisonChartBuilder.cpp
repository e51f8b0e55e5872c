// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComparisonChartBuilder.h"

#include "text/Prose.h"
#include "text/Units.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui::charts {

using engine::Gpu;
using text::Units;

namespace {

std::vector<Normalization::Axis> rawAxes(const std::vector<const Gpu*>& gpus, const QList<Metric>& metrics)
{
    std::vector<Normalization::Axis> axes;
    axes.reserve(static_cast<std::size_t>(metrics.size()));
    for (const auto& metric : metrics) {
        Normalization::Axis axis;
        axis.higherIsBetter = metric.higherIsBetter;
        for (const Gpu* gpu : gpus)
            axis.values.push_back(metric.value ? metric.value(*gpu) : std::nullopt);
        axes.push_back(std::move(axis));
    }
    return axes;
}

NormalizationMode normalizationFor(ValueMode mode)
{
    switch (mode) {
    case ValueMode::RelativeToBaseline:
        return NormalizationMode::RelativeToBaseline;
    case ValueMode::Logarithmic:
        return NormalizationMode::Logarithmic;
    case ValueMode::Raw:
    case ValueMode::RelativeToBest:
        break;
    }
    return NormalizationMode::RelativeToBest;
}

bool validBaseline(const std::vector<const Gpu*>& gpus, int baseline)
{
    return baseline >= 0 && static_cast<std::size_t>(baseline) < gpus.size();
}

} // namespace

QString ComparisonChartBuilder::missingText(const Metric& metric)
{
    return metric.missing.isEmpty() ? tr("n/a") : metric.missing;
}

QString ComparisonChartBuilder::percent(double value, const QLocale& locale)
{
    return tr("%1%").arg(Units::estimate(value, locale));
}

QString ComparisonChartBuilder::modeDescription(ValueMode mode, const QString& baselineName)
{
    switch (mode) {
    case ValueMode::Raw:
        return tr("Values as specified, in each metric's own unit");
    case ValueMode::RelativeToBest:
        return tr("Relative to the best GPU on each axis (best = 100%)");
    case ValueMode::RelativeToBaseline:
        return tr("Relative to %1 (= 100% on every axis)").arg(baselineName);
    case ValueMode::Logarithmic:
        return tr("Logarithmic: the best GPU on each axis at the rim, each ring inwards 10× less");
    }
    return {};
}

ChartData ComparisonChartBuilder::common(const std::vector<const Gpu*>& gpus, const ComparisonOptions& options,
                                         ValueMode mode)
{
    ChartData data;
    data.title = options.title.isEmpty() ? tr("GPU comparison") : options.title;
    const QString baselineName = validBaseline(gpus, options.baseline)
                                     ? QString::fromStdString(gpus[static_cast<std::size_t>(options.baseline)]->name)
                                     : QString();
    data.subtitle = modeDescription(mode, baselineName);
    data.plotsScores = mode != ValueMode::Raw;

    QStringList notes;
    for (const auto& metric : options.metrics) {
        if (!metric.footnote.isEmpty() && !notes.contains(metric.footnote))
            notes << metric.footnote;
    }
    notes << tr("n/a: not supported or no data. Specifications from vendor datasheets (gpus.json).");
    data.footnote = text::Prose::sentences(notes);

    if (gpus.empty())
        data.placeholder = tr("Select GPUs to compare in the spec table.");
    else if (options.metrics.isEmpty())
        data.placeholder = tr("Choose at least one metric.");

    for (const Gpu* gpu : gpus)
        data.series.append({QString::fromStdString(gpu->name), {}, std::nullopt});
    return data;
}

QString ComparisonChartBuilder::tooltipFor(const Gpu& gpu, const Metric& metric, const std::optional<double>& raw,
                                           const QString& relative, const QLocale& locale)
{
    // Rich text with every piece escaped: GPU names may be the user's own.
    QString value = raw && metric.format ? metric.format(*raw, locale) : missingText(metric);
    const QString note = metric.note ? metric.note(gpu) : QString();
    if (!note.isEmpty())
        value = tr("%1 (%2)", "value (note)").arg(value, note);
    QString tip = QStringLiteral("<b>%1</b><br>%2")
                      .arg(QString::fromStdString(gpu.name).toHtmlEscaped(),
                           tr("%1: %2", "metric: value").arg(metric.label, value).toHtmlEscaped());
    if (!relative.isEmpty())
        tip += QStringLiteral("<br>") + relative.toHtmlEscaped();
    return tip;
}

namespace {

// The radar's rings: percent of the best (linear or by decades), or of the baseline
// with 100% marked.
ValueScale radarScale(ValueMode mode, int decades, double maximum, const QLocale& locale)
{
    using Builder = ComparisonChartBuilder;
    ValueScale scale;
    scale.min = 0;
    switch (mode) {
    case ValueMode::Logarithmic: {
        scale.max = 100;
        for (int k = 1; k <= decades; ++k) {
            const double ofBest = 100.0 * std::pow(10.0, k - decades);
            scale.ticks.append({100.0 * k / decades, Builder::percent(ofBest, locale), false});
        }
        break;
    }
    case ValueMode::RelativeToBaseline: {
        const auto ticks = Normalization::niceTicks(std::max(100.0, maximum * 100), 5);
        scale.max = ticks.back();
        bool hasHundred = false;
        for (const double tick : ticks) {
            const bool hundred = std::abs(tick - 100) < 1e-9;
            hasHundred = hasHundred || hundred;
            scale.ticks.append({tick, Builder::percent(tick, locale), hundred});
        }
        if (!hasHundred) {
            const auto at = std::find_if(scale.ticks.begin(), scale.ticks.end(),
                                         [](const ValueTick& tick) { return tick.value > 100; });
            scale.ticks.insert(at, {100, Builder::percent(100, locale), true});
        }
        break;
    }
    case ValueMode::Raw:
    case ValueMode::RelativeToBest:
        scale.max = 100;
        for (const double tick : {25.0, 50.0, 75.0, 100.0})
            scale.ticks.append({tick, Builder::percent(tick, locale), false});
        break;
    }
    return scale;
}

} // namespace

ChartData ComparisonChartBuilder::radar(const std::vector<const Gpu*>& gpus, const ComparisonOptions& options,
                                        const QLocale& locale)
{
    const ValueMode mode = options.mode == ValueMode::Raw ? ValueMode::RelativeToBest : options.mode;
    ChartData data = common(gpus, options, mode);
    if (data.placeholder.isEmpty() && options.metrics.size() < minimumRadarAxes)
        data.placeholder =
            tr("A radar chart needs at least %n axes: choose more, or show bars.", nullptr, minimumRadarAxes);

    const auto raw = rawAxes(gpus, options.metrics);
    const auto baseline = static_cast<std::size_t>(std::max(options.baseline, 0));
    const NormalizedSet normalized = Normalization::normalize(raw, normalizationFor(mode), baseline);
    // The log radius hides the ratio the tooltip should state.
    const NormalizedSet ratios =
        mode == ValueMode::Logarithmic ? Normalization::normalize(raw, NormalizationMode::RelativeToBest) : normalized;
    const QString baselineName =
        validBaseline(gpus, options.baseline) ? QString::fromStdString(gpus[baseline]->name) : QString();

    for (int m = 0; m < options.metrics.size(); ++m) {
        const Metric& metric = options.metrics[m];
        const auto& axis = normalized.axes[static_cast<std::size_t>(m)];
        ChartCategory category;
        category.label = metric.label;
        category.unit = metric.unit;
        category.title = metric.label;
        if (axis.status == AxisStatus::NoData && !metric.missing.isEmpty())
            category.label = tr("%1 (%2)", "axis (why it is empty)").arg(metric.label, metric.missing);
        else if (axis.status == AxisStatus::NoData)
            category.label = tr("%1 (n/a)").arg(metric.label);
        else if (axis.status == AxisStatus::NoBaseline)
            category.label = tr("%1 (n/a for %2)").arg(metric.label, baselineName);
        data.categories.append(category);

        for (std::size_t g = 0; g < gpus.size(); ++g) {
            const auto& plotted = axis.values[g];
            const auto& ratio = ratios.axes[static_cast<std::size_t>(m)].values[g];
            QString relative;
            if (axis.status == AxisStatus::NoBaseline)
                relative = tr("%1 has no value to compare with").arg(baselineName);
            else if (ratio && mode == ValueMode::RelativeToBaseline)
                relative = tr("%1 of %2").arg(percent(*ratio * 100, locale), baselineName);
            else if (ratio)
                relative = tr("%1 of the best").arg(percent(*ratio * 100, locale));
            ChartValue value;
            if (plotted)
                value.plotted = *plotted * 100;
            value.label = plotted ? percent(*plotted * 100, locale) : missingText(metric);
            value.tooltip = tooltipFor(*gpus[g], metric, raw[static_cast<std::size_t>(m)].values[g], relative, locale);
            data.series[static_cast<int>(g)].values.append(value);
        }
    }

    data.scale = radarScale(mode, normalized.decades, normalized.maximum, locale);
    return data;
}

ChartData ComparisonChartBuilder::bars(const std::vector<const Gpu*>& gpus, const ComparisonOptions& options,
                                       const QLocale& locale)
{
    const ValueMode mode = options.mode == ValueMode::Logarithmic ? ValueMode::Raw : options.mode;
    ChartData data = common(gpus, options, mode);
    const auto raw = rawAxes(gpus, options.metrics);
    const auto baseline = static_cast<std::size_t>(std::max(options.baseline, 0));
    const NormalizedSet normalized = Normalization::normalize(raw, normalizationFor(mode), baseline);
    const QString baselineName =
        validBaseline(gpus, options.baseline) ? QString::fromStdString(gpus[baseline]->name) : QString();

    for (int m = 0; m < options.metrics.size(); ++m) {
        const Metric& metric = options.metrics[m];
        const auto index = static_cast<std::size_t>(m);
        ChartCategory category;
        category.label = metric.label;
        if (mode == ValueMode::Raw) {
            category.unit = metric.unit;
            category.title = metric.unit.isEmpty() ? metric.label : tr("%1 (%2)").arg(metric.label, metric.unit);
        } else {
            category.title = normalized.axes[index].status == AxisStatus::NoBaseline
                                 ? tr("%1 (n/a for %2)").arg(metric.label, baselineName)
                                 : metric.label;
        }
        if (normalized.axes[index].status == AxisStatus::NoData && !metric.missing.isEmpty())
            category.title = tr("%1 (%2)", "axis (why it is empty)").arg(metric.label, metric.missing);

        double maximum = 0;
        for (std::size_t g = 0; g < gpus.size(); ++g) {
            const auto& rawValue = raw[index].values[g];
            const auto& ratio = normalized.axes[index].values[g];
            ChartValue value;
            QString relative;
            if (mode == ValueMode::Raw) {
                value.plotted = rawValue;
                value.label = rawValue ? Units::estimate(*rawValue, locale) : missingText(metric);
            } else {
                if (ratio)
                    value.plotted = *ratio * 100;
                value.label = ratio ? percent(*ratio * 100, locale) : missingText(metric);
                if (ratio) {
                    relative = mode == ValueMode::RelativeToBaseline
                                   ? tr("%1 of %2").arg(percent(*ratio * 100, locale), baselineName)
                                   : tr("%1 of the best").arg(percent(*ratio * 100, locale));
                }
            }
            if (value.plotted)
                maximum = std::max(maximum, *value.plotted);
            value.tooltip = tooltipFor(*gpus[g], metric, rawValue, relative, locale);
            data.series[static_cast<int>(g)].values.append(value);
        }

        // Three intervals: bar panels are narrow, and Qt elides labels wider than
        // their share of the axis.
        const auto ticks = Normalization::niceTicks(mode == ValueMode::Raw ? maximum : std::max(maximum, 100.0), 3);
        category.scale.min = 0;
        category.scale.max = ticks.back();
        for (const double tick : ticks)
            category.scale.ticks.append(
                {tick, mode == ValueMode::Raw ? Units::estimate(tick, locale) : percent(tick, locale), false});
        data.categories.append(category);
    }
    return data;
}

} // namespace gpuatlas::ui::charts
