// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Money.h"
#include "engine/cost/CostOfOwnership.h"
#include "engine/cost/PriceBook.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace gpuatlas::text {

// Rent-versus-buy in words: the inputs' labels, descriptions and values, price kinds,
// and the answer ("Buying 8 × NVIDIA L40S pays off after 14 months at 60% utilisation").
class OwnershipText
{
    Q_DECLARE_TR_FUNCTIONS(OwnershipText)

public:
    static QString label(engine::OwnershipInputId id);
    static QString description(engine::OwnershipInputId id);
    static QString value(engine::OwnershipInputId id, double value, const QLocale& locale = QLocale());
    // The same with a money input (isMoney) in `shown`'s currency: `value` is the
    // engine's dollar figure, shown converted ("¥0.8712/kWh", "¥84,236").
    static QString value(engine::OwnershipInputId id, double value, const DisplayCurrency& shown,
                         const QLocale& locale = QLocale());
    // The inputs that are amounts of money (electricity, server share, hosting): the
    // engine keeps them in US dollars, the app shows and takes them in the chosen currency.
    static bool isMoney(engine::OwnershipInputId id);
    static QString source(engine::OwnershipInputId id);

    static QString priceKind(engine::PriceKind kind);
    // The price's provider: a company's name as it is, and the generic descriptions
    // prices.json uses for purchase prices ("Street price", "NVIDIA MSRP") translated.
    static QString provider(const engine::Price& price);
    // "$3.39/GPU-hour" or "$27,500 per GPU".
    static QString priceAmount(const engine::Price& price, const QLocale& locale = QLocale());

    // "8 × NVIDIA L40S"
    static QString configuration(const QString& gpuName, int count);
    // Whole months, rounded up: the first month end at which buying is ahead.
    static int wholeMonths(double months);

    // The comparison for one configuration, in one or two sentences: when buying pays
    // off (or that it does not), and where the break-even utilisation lies.
    static QString verdict(const QString& configuration, const engine::OwnershipCost& cost, double depreciationMonths,
                           const QLocale& locale = QLocale());
    // "Renting costs $X per run; owning, $Y." (per run for training, per million units
    // otherwise); empty when the estimate gives neither.
    static QString perWork(const engine::OwnershipCost& cost, bool tokens, const QLocale& locale = QLocale(),
                           const DisplayCurrency& shown = {});
    // The cheapest way to run, for the recommendation: "buy 8 × NVIDIA L40S: $X per run
    // at 60% utilisation".
    static QString cheapestWay(const QString& configuration, const engine::WayToRun& way, bool training, bool tokens,
                               const QLocale& locale = QLocale(), const DisplayCurrency& shown = {});
    // The dollar figures of the functions below are shown in `shown`'s currency.
    // Renting one configuration against buying another for the same work: "Buying 4 ×
    // NVIDIA L40S pays off after 14 months compared with renting 2 × NVIDIA H100 SXM at
    // $2.69/GPU-hour for the same work." (or beyond its life, or never).
    static QString rentOrBuyVerdict(const QString& rented, const QString& rentalPrice, const QString& bought,
                                    const engine::RentOrBuy& result, double depreciationMonths,
                                    const QLocale& locale = QLocale());
    // "For that work renting costs $X a month ($Y per run); owning, $Z a month
    // amortised ($W per run)." Per run for training, per million units otherwise.
    static QString rentOrBuyCosts(const engine::RentOrBuy& result, bool tokens, const QLocale& locale = QLocale(),
                                  const DisplayCurrency& shown = {});
    static QString breakEven(const engine::BreakEven& breakEven, const QLocale& locale = QLocale());
};

} // namespace gpuatlas::text
