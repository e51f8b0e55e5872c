// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "engine/cost/CostOfOwnership.h"
#include "text/Money.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpuatlas::ui::charts {

// Rent against buy as line charts (ChartKind::Lines): the cumulative cost of each over
// the months, and the monthly cost of each against utilisation, with the break-even
// point called out.
class BreakEvenChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(BreakEvenChartBuilder)

public:
    // Series: 0 renting, 1 buying (cash: the purchase at month 0, then running costs).
    // Months shown: the depreciation period, or further to show a later break-even
    // (at most 10 years).
    // Amounts are the engine's dollars shown in `shown`'s currency.
    static ChartData overTime(const engine::OwnershipRequest& request, const QString& configuration,
                              const QLocale& locale = QLocale(), const text::DisplayCurrency& shown = {});
    // Renting one configuration against buying another for the same work: series 0
    // renting `rented`, 1 buying `bought` (cash), over the months as overTime().
    static ChartData overTime(const engine::RentOrBuy& result, const QString& rented, const QString& bought,
                              double depreciationMonths, const QLocale& locale = QLocale(),
                              const text::DisplayCurrency& shown = {});
    // Series: 0 renting, 1 buying (amortised per month), utilisation 0-100 %.
    static ChartData byUtilisation(const engine::OwnershipRequest& request, const QString& configuration,
                                   const QLocale& locale = QLocale(), const text::DisplayCurrency& shown = {});

    static int monthsShown(const engine::OwnershipCost& cost, double depreciationMonths);
    static int monthsShown(const std::optional<double>& breakEvenMonth, double depreciationMonths);
    static constexpr int maxMonths = 120;
};

} // namespace gpuatlas::ui::charts
