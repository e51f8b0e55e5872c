// SPDX-License-Identifier: GPL-3.0-or-later
#include "OwnershipTable.h"

#include "GpuFields.h"
#include "Money.h"
#include "OwnershipText.h"
#include "Units.h"

namespace gpuatlas::text {

using engine::CostOfOwnership;
using engine::Estimate;
using engine::OwnershipCost;
using engine::Price;

QStringList OwnershipTable::headers()
{
    return {tr("Configuration"),        tr("Renting"),       tr("Buying"), tr("Rent per month"), tr("Own per month"),
            tr("Owning cheaper above"), tr("Pays off after")};
}

QString OwnershipTable::noPurchasePrice()
{
    return tr("no purchase price");
}

QString OwnershipTable::noRentalPrice()
{
    return tr("no rental price");
}

QString OwnershipTable::configuration(const engine::Catalog& catalog, const Estimate& estimate)
{
    return OwnershipText::configuration(GpuFields::displayName(catalog, estimate.gpuId), estimate.count());
}

namespace {

QString owningCheaper(const engine::BreakEven& breakEven, const QLocale& locale)
{
    switch (breakEven.kind) {
    case engine::BreakEvenKind::BuyCheaperAbove:
        return Units::percent(*breakEven.utilisation, locale);
    case engine::BreakEvenKind::BuyCheaperBelow:
        return OwnershipTable::tr("below %1").arg(Units::percent(*breakEven.utilisation, locale));
    case engine::BreakEvenKind::BuyAlwaysCheaper:
        return OwnershipTable::tr("always");
    case engine::BreakEvenKind::RentAlwaysCheaper:
        return OwnershipTable::tr("never");
    }
    return Units::notAvailable();
}

QString paysOff(const OwnershipCost& cost)
{
    if (!cost.breakEvenMonth)
        return OwnershipTable::tr("never");
    const int months = OwnershipText::wholeMonths(*cost.breakEvenMonth);
    return cost.paysOffWithinLife ? OwnershipTable::tr("%n month(s)", nullptr, months)
                                  : OwnershipTable::tr("%n month(s), after its life", nullptr, months);
}

} // namespace

QStringList OwnershipTable::row(const Data& data, const Estimate& estimate, bool training, const QLocale& locale)
{
    QStringList cells{configuration(data.catalog, estimate)};
    for (int column = 1; column < ColumnCount; ++column)
        cells << Units::notAvailable();
    // Renting and buying are shown apart: a GPU with a rental price and no purchase
    // price (not sold, or not yet priced) still has its rental figures, and the other
    // way round. compute() takes a zero price for the side that has none; those cells
    // are not shown.
    const engine::Gpu* gpu = data.catalog.find(estimate.gpuId);
    const Price* rental = data.prices.defaultRental(estimate.gpuId);
    const Price* purchase = data.prices.defaultPurchase(estimate.gpuId);
    if (!purchase)
        cells[BuyingColumn] = noPurchasePrice();
    if (!rental)
        cells[RentingColumn] = noRentalPrice();
    if (!gpu || (!rental && !purchase))
        return cells;
    const OwnershipCost cost =
        CostOfOwnership::compute({*gpu, estimate.count(), rental ? rental->usdPerGpuHour : 0.0,
                                  rental ? CostOfOwnership::billingFor(*rental) : engine::RentBilling::PerHourUsed,
                                  purchase ? purchase->usd : 0.0, data.inputs, CostOfOwnership::unitsPerS(estimate),
                                  estimate.performance.timeToTrainHours});
    const bool tokens = estimate.headline.unit == engine::ThroughputUnit::Tokens;
    const auto work = [&](const std::optional<double>& perRun, const std::optional<double>& perMillion) {
        if (training && perRun)
            return tr("%1 per run").arg(Money::fromUsd(*perRun, data.shown, locale));
        if (perMillion)
            return tokens ? Money::perMillionTokens(data.shown.convert(*perMillion), data.shown.currency, locale)
                          : tr("%1/M samples").arg(Money::fromUsd(*perMillion, data.shown, locale));
        return Units::notAvailable();
    };
    if (rental) {
        cells[RentingColumn] = work(cost.rentUsdPerRun, cost.rentUsdPerMillionUnits);
        cells[RentMonthlyColumn] = Money::fromUsd(cost.rentMonthlyUsd, data.shown, locale);
    }
    if (purchase) {
        cells[BuyingColumn] = work(cost.buyUsdPerRun, cost.buyUsdPerMillionUnits);
        cells[OwnMonthlyColumn] = Money::fromUsd(cost.buyMonthly.total(), data.shown, locale);
    }
    if (!rental || !purchase)
        return cells;
    cells[OwningCheaperColumn] = owningCheaper(cost.breakEven, locale);
    cells[PaysOffColumn] = paysOff(cost);
    return cells;
}

QString OwnershipTable::cheapestWayLine(const Data& data, std::span<const Estimate> ranking,
                                        const engine::Workload& workload, const QLocale& locale)
{
    const auto way = CostOfOwnership::cheapestWay(ranking, data.catalog, data.prices, data.inputs);
    if (!way)
        return {};
    const Estimate& best = ranking[way->estimateIndex];
    return tr("Cheapest way to run this workload: %1.")
        .arg(OwnershipText::cheapestWay(configuration(data.catalog, best), *way, workload.isTraining(),
                                        best.headline.unit == engine::ThroughputUnit::Tokens, locale, data.shown));
}

} // namespace gpuatlas::text
