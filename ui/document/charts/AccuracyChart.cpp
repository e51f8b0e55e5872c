// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccuracyChart.h"

#include "text/Units.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui::charts {

using text::AccuracyReport;

namespace {

// The bars run on a share of the measurement, up to twice it; beyond that they stop at
// the edge and their label says how far.
constexpr double scaleTop = 200.0;

} // namespace

ChartData AccuracyChart::build(const AccuracyReport& report, std::optional<AccuracyReport::Split> split,
                               const QLocale& locale)
{
    ChartData data;
    data.title = split ? tr("Estimates against published measurements: %1").arg(AccuracyReport::splitName(*split))
                       : tr("Estimates against published measurements");
    data.subtitle = report.summaryText(split, locale);
    data.valueTitle = tr("Estimate as a share of the measurement (%)");
    // An estimate carries a range (range.low to range.high times the central value): the
    // measurement lies inside it when estimate / measured is between 1 / high and 1 / low.
    const double bandLow = 100.0 / report.assumptions()[engine::AssumptionId::RangeHigh];
    const double bandHigh = 100.0 / report.assumptions()[engine::AssumptionId::RangeLow];
    data.footnote =
        tr("Each row is a published measurement (data/accuracy.json, with its source), estimated by "
           "the engine for the same GPU, layout and workload. 100 % is exact; between the dashed "
           "lines (%1 to %2) the measurement lies inside the range the estimate gives.")
            .arg(text::Units::percent(bandLow / 100.0, locale), text::Units::percent(bandHigh / 100.0, locale));
    const QString band = tr("Range of the estimates");
    data.marks = {{tr("Measured"), MarkStyle::Solid}, {band, MarkStyle::Dashed}, {band, MarkStyle::Dashed}};
    data.scale.min = 0;
    data.scale.max = scaleTop;
    for (const int tick : {0, 50, 100, 150, 200})
        data.scale.ticks.append({static_cast<double>(tick), text::Units::percent(tick / 100.0, locale), tick == 100});
    ChartSeriesData series;
    series.name = tr("Estimate");
    for (const auto* row : report.rows(split)) {
        ChartCategory category;
        category.label = QString::fromStdString(row->source->id);
        category.marks = {100.0, bandLow, bandHigh};
        const auto ratio = row->ratio();
        ChartValue value;
        if (ratio) {
            value.plotted = std::min(*ratio * 100.0, scaleTop);
            value.label = AccuracyReport::factor(*ratio, locale);
            value.tooltip = tr("%1: estimate %2, measured %3 (%4)")
                                .arg(category.label, text::Units::number(*row->result.predicted, 0, locale),
                                     text::Units::number(row->source->measured, 0, locale),
                                     QString::fromStdString(row->source->source));
            category.alert = *ratio * 100.0 < bandLow || *ratio * 100.0 > bandHigh;
        } else {
            value.label = tr("not reproduced");
            value.tooltip = QString::fromStdString(row->result.problem);
            category.alert = true;
        }
        category.note = value.label;
        series.values.append(value);
        data.categories.append(category);
    }
    if (data.categories.isEmpty())
        data.placeholder = tr("No published measurements to compare with.");
    data.series.append(series);
    return data;
}

} // namespace gpuatlas::ui::charts
