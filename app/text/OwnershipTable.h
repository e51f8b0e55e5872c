// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Money.h"
#include "engine/core/Catalog.h"
#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"
#include "engine/cost/CostOfOwnership.h"
#include "engine/cost/PriceBook.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <span>

namespace gpuatlas::text {

// Rent or buy as a table and one line, shared by the Cost of ownership page, the
// recommendation's summary and the report, so that each says the same.
class OwnershipTable
{
    Q_DECLARE_TR_FUNCTIONS(OwnershipTable)

public:
    // What the rent-or-buy figures are computed with.
    struct Data
    {
        const engine::Catalog& catalog;
        const engine::PriceBook& prices;
        const engine::OwnershipInputs& inputs;
        DisplayCurrency shown{}; // the currency the dollar figures are shown in
    };

    // Columns of comparisonRow().
    enum Column
    {
        ConfigurationColumn,
        RentingColumn,
        BuyingColumn,
        RentMonthlyColumn,
        OwnMonthlyColumn,
        OwningCheaperColumn,
        PaysOffColumn,
        ColumnCount
    };

    static QStringList headers();
    // One candidate, rented and bought at its default prices: configuration, renting and
    // buying per run (or per million units), rent and own per month at the inputs'
    // utilisation of the configuration's own GPUs, owning cheaper above, pays off after.
    // Renting is filled in without a purchase price; buying, without a rental one.
    static QStringList row(const Data& data, const engine::Estimate& estimate, bool training,
                           const QLocale& locale = QLocale());
    // The words of a cell that has no purchase (or rental) price.
    static QString noPurchasePrice();
    static QString noRentalPrice();

    // "Cheapest way to run this workload: buy 8 × NVIDIA L40S: $X per run at 60%
    // utilisation."; empty when no candidate has a price.
    static QString cheapestWayLine(const Data& data, std::span<const engine::Estimate> ranking,
                                   const engine::Workload& workload, const QLocale& locale = QLocale());

    // "8 × NVIDIA L40S", the GPU named as the catalogue (and the user) names it.
    static QString configuration(const engine::Catalog& catalog, const engine::Estimate& estimate);
};

} // namespace gpuatlas::text
