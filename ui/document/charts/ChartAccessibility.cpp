// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartAccessibility.h"

#include "ChartFigure.h"
#include "GridFigure.h"
#include "LinesFigure.h"
#include "RowBarsFigure.h"
#include "text/Prose.h"

namespace gpuatlas::ui::charts {

using text::ChartSummaryData;

QString ChartAccessibility::name(const ChartFigure& figure)
{
    return figure.data().title;
}

QString ChartAccessibility::description(const ChartFigure& figure, const QLocale& locale)
{
    // A grid (the suitability matrix) is a table drawn as a picture; its page shows the
    // same cells as a table, so the figure says what it is rather than every cell.
    if (dynamic_cast<const GridFigure*>(&figure))
        return figure.data().subtitle;
    // The subtitle first: it says what the values are ("best = 100 %").
    const QString summary = text::ChartSummary::describe(summaryData(figure), locale);
    const QString subtitle = figure.data().subtitle.trimmed();
    if (subtitle.isEmpty())
        return summary;
    const bool chinese = locale.language() == QLocale::Chinese;
    static const QString stops = QStringLiteral(".!?。！？");
    const QString sentence =
        stops.contains(subtitle.back()) ? subtitle : subtitle + (chinese ? QStringLiteral("。") : QStringLiteral("."));
    return text::Prose::sentences({sentence, summary}, locale);
}

ChartSummaryData ChartAccessibility::summaryData(const ChartFigure& figure)
{
    const ChartData& data = figure.data();
    ChartSummaryData out;
    if (dynamic_cast<const LinesFigure*>(&figure))
        out.shape = ChartSummaryData::Shape::Lines;
    else if (dynamic_cast<const RowBarsFigure*>(&figure))
        out.shape = ChartSummaryData::Shape::Rows;
    out.valueTitle = data.valueTitle;
    out.scores = data.plotsScores;
    out.xTitle = data.xAxis.title;
    out.placeholder = data.placeholder;
    for (const ChartCategory& category : data.categories)
        out.categories.append({category.label, category.note});
    for (const ChartSeriesData& series : data.series) {
        ChartSummaryData::Series s{series.name, {}, {}};
        for (const ChartValue& value : series.values) {
            s.values.append(value.plotted);
            s.labels.append(value.label);
        }
        out.series.append(s);
    }
    for (const ChartHighlight& highlight : data.highlights) {
        if (!highlight.description.isEmpty())
            out.callouts.append(highlight.description);
    }
    return out;
}

} // namespace gpuatlas::ui::charts
