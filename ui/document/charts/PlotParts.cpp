// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlotParts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>

namespace gpuatlas::ui::charts {

void PlotParts::prepare(QChart& chart)
{
    chart.setAnimationOptions(QChart::NoAnimation);
    chart.setBackgroundVisible(false);
    chart.setPlotAreaBackgroundVisible(false);
    chart.setBackgroundRoundness(0);
    chart.setMargins(QMargins());
    chart.legend()->setVisible(false);
}

QCategoryAxis* PlotParts::valueAxis(const ValueScale& scale)
{
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // Qt Charts elides a label to the width it guesses for the axis, and guesses low for
    // CJK text ("US$1,234" became "…" in Chinese): labels are short, so keep them whole
    // and let the axis take the width they need (truncateLabels exists since Qt 6.2).
    axis->setTruncateLabels(false);
    axis->setRange(scale.min, scale.max);
    // The first label sits at the start value, the others at their end values.
    for (const auto& tick : scale.ticks) {
        if (tick.value <= scale.min)
            axis->setStartValue(tick.value);
        axis->append(tick.label, tick.value);
    }
    return axis;
}

QString PlotParts::seriesName(const QString& name)
{
    return name.toHtmlEscaped();
}

void PlotParts::styleValueAxis(QCategoryAxis& axis, const ChartTheme& theme, double scale)
{
    axis.setLabelsFont(theme.font(FontRole::TickLabel, scale));
    axis.setLabelsBrush(theme.secondaryText());
    axis.setGridLinePen(QPen(theme.grid(), 1.0 * scale));
    axis.setLinePen(QPen(theme.axisLine(), 1.0 * scale));
}

} // namespace gpuatlas::ui::charts
