// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "ResultChartsBuilder.h"

#include <QCoreApplication>
#include <QLocale>

#include <vector>

namespace gpuatlas::ui::charts {

// Each GPU's time-cost frontier (Estimate::frontier, rank/CountSearch): the counts the
// engine tried and kept because no other count of that GPU is both faster and cheaper.
// Training: the days (or hours) of the run against its cost; inference: the rate
// against the cost per million tokens. One line per GPU through its counts, on a log
// cost axis (frontiers span 1 to 1,024 GPUs), the count chosen for each ringed and
// listed under the plot, so a reader sees what more or fewer GPUs would buy.
class FrontierChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(FrontierChartBuilder)

public:
    // The feasible candidates with a frontier, best first, at most maxGpus of them.
    static ChartData build(const ResultSet& results, const QLocale& locale = QLocale());

    static constexpr int maxGpus = 5;

private:
    // The axes' units: the currency of the estimates' costs, days or hours for a run.
    struct Axes
    {
        bool training = false;
        QLocale locale;
        engine::Currency currency = engine::Currency::USD;
        double hoursPerUnit = 1.0; // 24 when the runs read in days

        QString costText(double value) const;
        QString valueText(double value) const;
    };
    // A frontier point with its plotted cost (in the axes' currency) and value.
    struct Point
    {
        int series = 0;
        double cost = 0;
        double value = 0;
        const engine::FrontierPoint* from = nullptr;
    };

    static Axes axesFor(const std::vector<const engine::Estimate*>& shown, bool training, const QLocale& locale);
    static std::vector<Point> pointsOf(const std::vector<const engine::Estimate*>& shown, const Axes& axes);
    static void addPoint(ChartData& data, const Point& point, const Axes& axes);
};

} // namespace gpuatlas::ui::charts
