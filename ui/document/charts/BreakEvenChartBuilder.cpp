// SPDX-License-Identifier: GPL-3.0-or-later
#include "BreakEvenChartBuilder.h"

#include "Normalization.h"
#include "text/OwnershipText.h"
#include "text/Units.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpuatlas::ui::charts {

using engine::CostOfOwnership;
using engine::OwnershipInputId;
using text::Units;

namespace {

constexpr int rentSeries = 0;
constexpr int buySeries = 1;

// Amounts here are already in `shown`'s currency (converted from the engine's dollars).
void setValueScale(ChartData& data, double maximum, const text::DisplayCurrency& shown, const QLocale& locale)
{
    const auto ticks = Normalization::niceTicks(maximum > 0 ? maximum : 1, 5);
    data.scale.min = 0;
    data.scale.max = ticks.back();
    for (const double tick : ticks)
        data.scale.ticks.append({tick, text::Money::amount(tick, shown.currency, locale), false});
}

ChartValue value(double amount, const QString& what, const text::DisplayCurrency& shown, const QLocale& locale)
{
    const QString money = text::Money::amount(amount, shown.currency, locale);
    return {amount, money, BreakEvenChartBuilder::tr("%1: %2").arg(what, money)};
}

// The months, the two cumulative lines and the break-even point of an over-time chart,
// whose titles and series names the caller has set: `rent` and `buy` give the cash
// spent after a number of months.
void fillCumulativeCosts(ChartData& data, int months, const std::function<double(double)>& rent,
                         const std::function<double(double)>& buy, const std::optional<double>& breakEvenMonth,
                         const text::DisplayCurrency& shown, const QLocale& locale)
{
    double maximum = 0;
    for (int month = 0; month <= months; ++month) {
        ChartCategory category;
        category.position = month;
        category.label = BreakEvenChartBuilder::tr("Month %1").arg(month);
        data.categories.append(category);
        const double rented = shown.convert(rent(month));
        const double bought = shown.convert(buy(month));
        data.series[rentSeries].values.append(
            value(rented, BreakEvenChartBuilder::tr("Renting, month %1").arg(month), shown, locale));
        data.series[buySeries].values.append(
            value(bought, BreakEvenChartBuilder::tr("Buying, month %1").arg(month), shown, locale));
        maximum = std::max({maximum, rented, bought});
    }
    setValueScale(data, maximum, shown, locale);
    data.xAxis.scale.min = 0;
    data.xAxis.scale.max = months;
    for (const double tick : Normalization::niceTicks(months, 8)) {
        if (tick <= months)
            data.xAxis.scale.ticks.append({tick, Units::number(tick, 0, locale), false});
    }
    if (breakEvenMonth && *breakEvenMonth <= months) {
        const double t = *breakEvenMonth;
        const double spent = shown.convert(rent(t));
        data.highlights.append(
            {t, spent, BreakEvenChartBuilder::tr("Break-even"),
             BreakEvenChartBuilder::tr("Buying is ahead after %n month(s); %1 spent either way by then.", nullptr,
                                       text::OwnershipText::wholeMonths(t))
                 .arg(text::Money::amount(spent, shown.currency, locale))});
        data.highlightName = BreakEvenChartBuilder::tr("Break-even");
    }
}

} // namespace

int BreakEvenChartBuilder::monthsShown(const engine::OwnershipCost& cost, double depreciationMonths)
{
    return monthsShown(cost.breakEvenMonth, depreciationMonths);
}

int BreakEvenChartBuilder::monthsShown(const std::optional<double>& breakEvenMonth, double depreciationMonths)
{
    double months = depreciationMonths;
    if (breakEvenMonth)
        months = std::max(months, std::ceil(*breakEvenMonth * 1.25));
    return std::clamp(static_cast<int>(std::ceil(months)), 6, maxMonths);
}

ChartData BreakEvenChartBuilder::overTime(const engine::RentOrBuy& result, const QString& rented, const QString& bought,
                                          double depreciationMonths, const QLocale& locale,
                                          const text::DisplayCurrency& shown)
{
    const int months = monthsShown(result.breakEvenMonth, depreciationMonths);
    ChartData data;
    data.title = tr("Rent %1 or buy %2: cost over time").arg(rented, bought);
    data.subtitle = tr("Cumulative spending for the same work: what %1 does at %2 utilisation")
                        .arg(bought, Units::percent(result.utilisation, locale));
    data.footnote = tr("Buying: the GPUs and their server share paid at month 0, then energy, hosting and maintenance "
                       "each month (no resale counted). Renting: the hours the rented GPUs need for the same work, "
                       "at their own speed (a committed rental: every hour of its term).");
    data.valueTitle = tr("Cumulative cost (%1)").arg(text::Money::code(shown.currency));
    data.xAxis.title = tr("Months");
    data.series.append({tr("Renting %1").arg(rented), {}, std::nullopt});
    data.series.append({tr("Buying %1").arg(bought), {}, std::nullopt});
    fillCumulativeCosts(
        data, months, [&result](double month) { return result.cumulativeRent(month); },
        [&result](double month) { return result.cumulativeBuy(month); }, result.breakEvenMonth, shown, locale);
    return data;
}

ChartData BreakEvenChartBuilder::overTime(const engine::OwnershipRequest& request, const QString& configuration,
                                          const QLocale& locale, const text::DisplayCurrency& shown)
{
    const engine::OwnershipCost cost = CostOfOwnership::compute(request);
    const double u = cost.utilisation;
    const double life = request.inputs[OwnershipInputId::DepreciationMonths];
    const int months = monthsShown(cost, life);
    ChartData data;
    data.title = tr("Rent or buy %1: cost over time").arg(configuration);
    data.subtitle = tr("Cumulative spending at %1 utilisation").arg(Units::percent(u, locale));
    data.footnote = tr("Buying: the GPUs and their server share paid at month 0, then energy, hosting and maintenance "
                       "each month (no resale counted). Renting: the price per GPU-hour for the hours used.");
    data.valueTitle = tr("Cumulative cost (%1)").arg(text::Money::code(shown.currency));
    data.xAxis.title = tr("Months");
    data.series.append({tr("Renting"), {}, std::nullopt});
    data.series.append({tr("Buying"), {}, std::nullopt});
    fillCumulativeCosts(
        data, months, [&request, u](double month) { return CostOfOwnership::cumulativeRent(request, u, month); },
        [&request, u](double month) { return CostOfOwnership::cumulativeBuy(request, u, month); }, cost.breakEvenMonth,
        shown, locale);
    return data;
}

ChartData BreakEvenChartBuilder::byUtilisation(const engine::OwnershipRequest& request, const QString& configuration,
                                               const QLocale& locale, const text::DisplayCurrency& shown)
{
    const engine::BreakEven even = CostOfOwnership::breakEvenUtilisation(request);
    ChartData data;
    data.title = tr("Rent or buy %1: cost by utilisation").arg(configuration);
    data.subtitle = tr("Cost per month; buying is depreciated over %1")
                        .arg(text::OwnershipText::value(OwnershipInputId::DepreciationMonths,
                                                        request.inputs[OwnershipInputId::DepreciationMonths], locale));
    data.footnote = text::OwnershipText::breakEven(even, locale);
    data.valueTitle = tr("Cost per month (%1)").arg(text::Money::code(shown.currency));
    data.xAxis.title = tr("Utilisation (share of the month's hours the GPUs are busy)");
    data.series.append({tr("Renting"), {}, std::nullopt});
    data.series.append({tr("Buying"), {}, std::nullopt});
    double maximum = 0;
    constexpr int step = 5;
    for (int percent = 0; percent <= 100; percent += step) {
        const double u = percent / 100.0;
        ChartCategory category;
        category.position = percent;
        category.label = Units::percent(u, locale);
        data.categories.append(category);
        const double rent = shown.convert(CostOfOwnership::rentMonthly(request, u));
        const double buy = shown.convert(CostOfOwnership::buyMonthly(request, u).total());
        data.series[rentSeries].values.append(
            value(rent, tr("Renting at %1").arg(Units::percent(u, locale)), shown, locale));
        data.series[buySeries].values.append(
            value(buy, tr("Buying at %1").arg(Units::percent(u, locale)), shown, locale));
        maximum = std::max({maximum, rent, buy});
    }
    setValueScale(data, maximum, shown, locale);
    data.xAxis.scale.min = 0;
    data.xAxis.scale.max = 100;
    for (int tick = 0; tick <= 100; tick += 20)
        data.xAxis.scale.ticks.append({double(tick), Units::percent(tick / 100.0, locale), false});
    if (even.utilisation) {
        const double u = *even.utilisation;
        data.highlights.append(
            {u * 100.0, shown.convert(CostOfOwnership::rentMonthly(request, u)), tr("Break-even"),
             tr("Equal monthly cost at %1 utilisation: %2.")
                 .arg(Units::percent(u, locale),
                      text::Money::fromUsd(CostOfOwnership::rentMonthly(request, u), shown, locale))});
        data.highlightName = tr("Break-even");
    }
    return data;
}

} // namespace gpuatlas::ui::charts
