// SPDX-License-Identifier: GPL-3.0-or-later
#include "FrontierChartBuilder.h"

#include "Normalization.h"
#include "engine/core/UnitConstants.h"
#include "text/Money.h"
#include "text/Units.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui::charts {

using engine::Estimate;
using engine::FrontierPoint;
using text::Units;

namespace {

// Above two days a run reads in days.
constexpr double daysFromHours = 48;

// Log ticks over [low, high]: 1, 2 and 5 of each decade, fewer when the range is wide.
ValueScale costScale(double low, double high, engine::Currency currency, const QLocale& locale)
{
    ValueScale scale;
    const double first = std::floor(std::log10(low));
    const double last = std::ceil(std::log10(high));
    scale.min = std::pow(10.0, first);
    scale.max = std::pow(10.0, last);
    const bool wide = last - first > 3;
    for (double decade = first; decade <= last; ++decade) {
        for (const double step : {1.0, 2.0, 5.0}) {
            if (wide && step != 1.0)
                continue;
            const double tick = step * std::pow(10.0, decade);
            if (tick <= scale.max * 1.0001)
                scale.ticks.append({tick, text::Money::amount(tick, currency, locale), false});
        }
    }
    return scale;
}

} // namespace

ChartData FrontierChartBuilder::build(const ResultSet& results, const QLocale& locale)
{
    const bool training = results.workload.isTraining();
    ChartData data;
    data.title = training ? tr("Time and cost at each GPU count") : tr("Rate and cost at each GPU count");
    data.subtitle = tr("Each line: the counts of one GPU that no other count of it beats on both speed and cost. "
                       "Ringed: the count chosen for your priorities.");
    data.joinGaps = true;
    data.xAxis.logarithmic = true;
    // Shown instead of the plot, so set only when there is nothing to draw.
    const QString nothing =
        tr("No count was searched: the GPU count is fixed by the workload or the what-if controls.");

    std::vector<const Estimate*> shown;
    for (const auto& estimate : results.estimates) {
        if (estimate.feasible && !estimate.frontier.empty() && static_cast<int>(shown.size()) < maxGpus)
            shown.push_back(&estimate);
    }
    if (shown.empty()) {
        data.placeholder = nothing;
        return data;
    }
    const Axes axes = axesFor(shown, training, locale);
    const std::vector<Point> points = pointsOf(shown, axes);
    if (points.empty()) {
        data.placeholder = nothing;
        return data;
    }

    data.xAxis.title = training ? tr("Cost of the run (%1)").arg(text::Money::code(axes.currency))
                                : tr("Cost per million tokens (%1)").arg(text::Money::code(axes.currency));
    data.valueTitle = training ? (axes.hoursPerUnit > 1 ? tr("Time to train (days)") : tr("Time to train (hours)"))
                               : tr("Throughput (per second)");
    for (const Estimate* e : shown) {
        ChartSeriesData series;
        series.name = results.gpuName ? results.gpuName(e->gpuId) : QString::fromStdString(e->gpuId);
        data.series << series;
    }
    double highest = 0;
    for (const Point& point : points) {
        addPoint(data, point, axes);
        highest = std::max(highest, point.value);
    }
    data.highlightName = tr("Count chosen");
    data.xAxis.scale = costScale(points.front().cost, points.back().cost, axes.currency, locale);
    const auto ticks = Normalization::niceTicks(highest, 5);
    data.scale.min = 0;
    data.scale.max = ticks.back();
    for (const double tick : ticks)
        data.scale.ticks.append({tick, Units::estimate(tick, locale), false}); // the axis title names the unit
    data.footnote = tr("Costs at the default price of each GPU, as in the ranking.");
    return data;
}

FrontierChartBuilder::Axes FrontierChartBuilder::axesFor(const std::vector<const Estimate*>& shown, bool training,
                                                         const QLocale& locale)
{
    Axes axes;
    axes.training = training;
    axes.locale = locale;
    axes.currency = shown.front()->cost.currency;
    double longest = 0;
    for (const Estimate* e : shown) {
        for (const auto& p : e->frontier)
            longest = std::max(longest, p.hours.value_or(0));
    }
    axes.hoursPerUnit = training && longest > daysFromHours ? engine::units::hoursPerDay : 1.0;
    return axes;
}

std::vector<FrontierChartBuilder::Point> FrontierChartBuilder::pointsOf(const std::vector<const Estimate*>& shown,
                                                                        const Axes& axes)
{
    std::vector<Point> points;
    for (int s = 0; s < static_cast<int>(shown.size()); ++s) {
        const Estimate& e = *shown[s];
        for (const auto& p : e.frontier) {
            const auto usd = axes.training ? p.costTotal : p.costPerMillionTokens;
            const auto& raw = axes.training ? p.hours : p.tokensPerS;
            if (!usd || *usd <= 0 || !raw || *raw <= 0)
                continue;
            const double value = axes.training ? *raw / axes.hoursPerUnit : *raw;
            points.push_back({s, text::DisplayCurrency::ofCost(e.cost).convert(*usd), value, &p});
        }
    }
    std::stable_sort(points.begin(), points.end(), [](const Point& a, const Point& b) { return a.cost < b.cost; });
    return points;
}

// One category per point: the point's series has its value there, the others none.
void FrontierChartBuilder::addPoint(ChartData& data, const Point& point, const Axes& axes)
{
    ChartCategory category;
    category.position = point.cost;
    category.label = axes.costText(point.cost);
    data.categories << category;
    const int index = static_cast<int>(data.categories.size()) - 1;
    for (auto& series : data.series)
        series.values << ChartValue{};
    const QString name = data.series[point.series].name;
    // %n as the locale writes a count (1,024), as everywhere else.
    const int count = point.from->count;
    const QString line = tr("%n GPUs: %1 for %2", nullptr, count)
                             .replace(QString::number(count), Units::count(count, axes.locale))
                             .arg(axes.valueText(point.value), axes.costText(point.cost));
    ChartValue& value = data.series[point.series].values[index];
    value.plotted = point.value;
    value.label = QString::number(point.from->count);
    value.tooltip = QStringLiteral("<b>%1</b><br>%2").arg(name.toHtmlEscaped(), line.toHtmlEscaped());
    if (point.from->chosen) {
        ChartHighlight highlight;
        highlight.x = point.cost;
        highlight.y = point.value;
        highlight.label = QString::number(data.highlights.size() + 1);
        highlight.description = tr("%1, chosen: %2").arg(name, line);
        data.highlights << highlight;
    }
}

QString FrontierChartBuilder::Axes::costText(double value) const
{
    return training ? text::Money::amount(value, currency, locale)
                    : text::Money::perMillionTokens(value, currency, locale);
}

QString FrontierChartBuilder::Axes::valueText(double value) const
{
    return training ? Units::hours(value * hoursPerUnit, locale) : Units::estimate(value, locale);
}

} // namespace gpuatlas::ui::charts
