// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartConversion.h"

#include "ui/document/charts/ChartTheme.h"

namespace gpuatlas::ui::exporting::office {

using charts::ChartKind;

std::optional<OfficeChart> ChartConversion::convert(ChartKind kind, const charts::ChartData& data)
{
    if (data.categories.isEmpty() || data.series.isEmpty())
        return std::nullopt;
    OfficeChart chart;
    chart.title = data.title;
    chart.valueTitle = data.valueTitle;
    chart.footnote = data.footnote;
    switch (kind) {
    case ChartKind::Radar:
        chart.type = OfficeChartType::Radar;
        break;
    case ChartKind::GroupedRows:
    case ChartKind::StackedRows:
        chart.type = OfficeChartType::Bar;
        break;
    case ChartKind::BarPanels:
        chart.type = OfficeChartType::Column;
        break;
    case ChartKind::Lines:
        chart.type = OfficeChartType::Lines;
        chart.categoryTitle = data.xAxis.title;
        chart.logarithmicX = data.xAxis.logarithmic;
        chart.joinGaps = data.joinGaps;
        break;
    }
    for (const charts::ChartCategory& category : data.categories) {
        if (chart.type == OfficeChartType::Lines)
            chart.xValues << category.position;
        else
            chart.categories << category.label;
    }
    const charts::ChartTheme theme;
    for (qsizetype i = 0; i < data.series.size(); ++i) {
        const charts::ChartSeriesData& from = data.series[i];
        OfficeSeries series;
        series.name = from.name;
        const int slot = from.color(static_cast<int>(i));
        series.color = theme.seriesColor(slot).rgb() & 0xFFFFFFu;
        series.dashed = theme.seriesPenStyle(slot) != Qt::SolidLine;
        for (const charts::ChartValue& value : from.values)
            series.values << value.plotted;
        chart.series << series;
    }
    return chart;
}

QStringList ChartConversion::valueLines(const charts::ChartData& data, int maxLines)
{
    QStringList lines;
    for (qsizetype c = 0; c < data.categories.size() && lines.size() < maxLines; ++c) {
        QStringList values;
        for (const auto& series : data.series) {
            if (c < series.values.size() && !series.values[c].label.isEmpty())
                values << tr("%1 %2", "series name, value").arg(series.name, series.values[c].label);
        }
        const charts::ChartCategory& category = data.categories[c];
        const QString where = category.label.isEmpty() ? QString::number(category.position) : category.label;
        lines << tr("%1: %2", "category: values").arg(where, values.join(QStringLiteral("; ")));
    }
    if (data.categories.size() > maxLines)
        lines << tr("… and %n more.", nullptr, static_cast<int>(data.categories.size() - maxLines));
    return lines;
}

} // namespace gpuatlas::ui::exporting::office
