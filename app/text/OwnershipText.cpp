// SPDX-License-Identifier: GPL-3.0-or-later
#include "OwnershipText.h"

#include "Prose.h"
#include "Units.h"

#include <cmath>

namespace gpuatlas::text {

using engine::OwnershipInputId;
using Id = OwnershipInputId;

QString OwnershipText::label(OwnershipInputId id)
{
    switch (id) {
    case Id::Utilisation:
        return tr("Utilisation");
    case Id::ElectricityUsdPerKwh:
        return tr("Electricity price");
    case Id::Pue:
        return tr("Data-centre PUE");
    case Id::PowerFraction:
        return tr("GPU power while busy");
    case Id::HostPowerFraction:
        return tr("Rest of the server's power");
    case Id::ServerUsdPerGpuSxm:
        return tr("Server share per GPU (SXM/OAM)");
    case Id::ServerUsdPerGpuPcie:
        return tr("Server share per GPU (PCIe)");
    case Id::DepreciationMonths:
        return tr("Depreciation period");
    case Id::ResidualFraction:
        return tr("Resale value at the end");
    case Id::MaintenancePerYear:
        return tr("Maintenance per year");
    case Id::HostingUsdPerKwMonth:
        return tr("Hosting (colocation)");
    case Id::Count:
        break;
    }
    return {};
}

QString OwnershipText::description(OwnershipInputId id)
{
    switch (id) {
    case Id::Utilisation:
        return tr("The share of each month's hours the GPUs do useful work. Rented GPUs are paid by the hour used; "
                  "bought GPUs cost the same whether busy or idle.");
    case Id::ElectricityUsdPerKwh:
        return tr("What you pay per kilowatt-hour at the wall.");
    case Id::Pue:
        return tr("Power usage effectiveness: the data centre's total power divided by the IT power (cooling, power "
                  "delivery). 1 counts the servers only.");
    case Id::PowerFraction:
        return tr("Average board power of a busy GPU as a share of its TDP.");
    case Id::HostPowerFraction:
        return tr("What the rest of the server (CPUs, switches, fans, NICs) draws, as a multiple of the GPUs' TDP.");
    case Id::ServerUsdPerGpuSxm:
        return tr(
            "The price of the server around each SXM or OAM GPU: baseboard, CPUs, memory, network, storage, chassis.");
    case Id::ServerUsdPerGpuPcie:
        return tr("The price of the server around each PCIe card.");
    case Id::DepreciationMonths:
        return tr("How long the hardware is written off over (its useful life).");
    case Id::ResidualFraction:
        return tr("What you expect to sell the hardware for at the end, as a share of its price.");
    case Id::MaintenancePerYear:
        return tr("Support contract and repairs per year, as a share of the purchase price.");
    case Id::HostingUsdPerKwMonth:
        return tr("Colocation: rack space, cooling and power delivery per kilowatt of IT load per month (energy is "
                  "counted separately). 0 for your own server room.");
    case Id::Count:
        break;
    }
    return {};
}

QString OwnershipText::value(OwnershipInputId id, double value, const QLocale& locale)
{
    switch (id) {
    case Id::Utilisation:
    case Id::PowerFraction:
    case Id::ResidualFraction:
    case Id::MaintenancePerYear:
        return Units::percent(value, locale);
    case Id::ElectricityUsdPerKwh:
        return tr("$%1/kWh").arg(locale.toString(value, 'f', 4));
    case Id::Pue:
        return Units::number(value, 2, locale);
    case Id::HostPowerFraction:
        return tr("%1 × GPU TDP").arg(Units::number(value, 2, locale));
    case Id::ServerUsdPerGpuSxm:
    case Id::ServerUsdPerGpuPcie:
        return Units::usd(value, locale);
    case Id::DepreciationMonths: {
        const int months = static_cast<int>(std::lround(value));
        return tr("%n month(s)", nullptr, months);
    }
    case Id::HostingUsdPerKwMonth:
        return tr("%1 per kW-month").arg(Units::usd(value, locale));
    case Id::Count:
        break;
    }
    return Units::number(value, 3, locale);
}

bool OwnershipText::isMoney(OwnershipInputId id)
{
    return id == Id::ElectricityUsdPerKwh || id == Id::ServerUsdPerGpuSxm || id == Id::ServerUsdPerGpuPcie ||
           id == Id::HostingUsdPerKwMonth;
}

QString OwnershipText::value(OwnershipInputId id, double value, const DisplayCurrency& shown, const QLocale& locale)
{
    if (!isMoney(id) || shown.currency == engine::Currency::USD)
        return OwnershipText::value(id, value, locale);
    const double converted = shown.convert(value);
    switch (id) {
    case Id::ElectricityUsdPerKwh:
        return Money::perKwh(converted, shown.currency, locale);
    case Id::HostingUsdPerKwMonth:
        return tr("%1 per kW-month").arg(Money::amount(converted, shown.currency, locale));
    default:
        return Money::amount(converted, shown.currency, locale);
    }
}

QString OwnershipText::source(OwnershipInputId id)
{
    const auto source = engine::OwnershipInputs::info(id).source;
    return QString::fromUtf8(source.data(), static_cast<qsizetype>(source.size()));
}

QString OwnershipText::priceKind(engine::PriceKind kind)
{
    switch (kind) {
    case engine::PriceKind::OnDemand:
        return tr("On-demand");
    case engine::PriceKind::Reserved:
        return tr("Reserved");
    case engine::PriceKind::Spot:
        return tr("Spot");
    case engine::PriceKind::Purchase:
        return tr("Purchase");
    }
    return {};
}

QString OwnershipText::provider(const engine::Price& price)
{
    // The descriptions in data/prices.json that are not names; a user's own provider
    // text, and any other, is shown as typed.
    static const char* const descriptions[] = {
        QT_TR_NOOP("Street price"),
        QT_TR_NOOP("Street price (analyst estimate)"),
        QT_TR_NOOP("Street price (refurbished/used)"),
        QT_TR_NOOP("Street price (estimate)"),
        QT_TR_NOOP("Street price (spot market)"),
        QT_TR_NOOP("Estimate from sibling card"),
        QT_TR_NOOP("Estimate"),
        QT_TR_NOOP("NVIDIA MSRP"),
        QT_TR_NOOP("NVIDIA launch price"),
        QT_TR_NOOP("MSRP as quoted"),
        QT_TR_NOOP("Retail price"),
    };
    for (const char* description : descriptions) {
        if (price.provider == description)
            return tr(description);
    }
    return QString::fromStdString(price.provider);
}

QString OwnershipText::priceAmount(const engine::Price& price, const QLocale& locale)
{
    // As quoted, in the quote's own currency: "¥1.88/GPU-hour", "$30,000 per GPU".
    return Money::quote(price, locale);
}

QString OwnershipText::configuration(const QString& gpuName, int count)
{
    return tr("%1 × %2", "GPU count × GPU name").arg(count).arg(gpuName);
}

int OwnershipText::wholeMonths(double months)
{
    return std::max(1, static_cast<int>(std::ceil(months - 1e-9)));
}

QString OwnershipText::breakEven(const engine::BreakEven& breakEven, const QLocale& locale)
{
    switch (breakEven.kind) {
    case engine::BreakEvenKind::BuyCheaperAbove:
        return tr("Owning is cheaper than renting above %1 utilisation.")
            .arg(Units::percent(*breakEven.utilisation, locale));
    case engine::BreakEvenKind::BuyCheaperBelow:
        return tr("Owning is cheaper than this committed rental below %1 utilisation.")
            .arg(Units::percent(*breakEven.utilisation, locale));
    case engine::BreakEvenKind::BuyAlwaysCheaper:
        return tr("Owning is cheaper than renting at any utilisation.");
    case engine::BreakEvenKind::RentAlwaysCheaper:
        return tr("Renting is cheaper than owning at any utilisation.");
    }
    return {};
}

QString OwnershipText::verdict(const QString& configuration, const engine::OwnershipCost& cost,
                               double depreciationMonths, const QLocale& locale)
{
    const QString utilisation = Units::percent(cost.utilisation, locale);
    QString first;
    if (cost.breakEvenMonth && cost.paysOffWithinLife) {
        first =
            tr("Buying %1 pays off after %n month(s) at %2 utilisation.", nullptr, wholeMonths(*cost.breakEvenMonth))
                .arg(configuration, utilisation);
    } else if (cost.breakEvenMonth) {
        first = tr("Buying %1 pays off only after %n month(s) at %2 utilisation, beyond its %3 life: rent instead.",
                   nullptr, wholeMonths(*cost.breakEvenMonth))
                    .arg(configuration, utilisation, value(Id::DepreciationMonths, depreciationMonths, locale));
    } else {
        first = tr("Buying %1 never pays off at %2 utilisation: renting costs less each month than running your own.")
                    .arg(configuration, utilisation);
    }
    return Prose::sentences({first, breakEven(cost.breakEven, locale)}, locale);
}

QString OwnershipText::perWork(const engine::OwnershipCost& cost, bool tokens, const QLocale& locale,
                               const DisplayCurrency& shown)
{
    if (cost.rentUsdPerRun && cost.buyUsdPerRun)
        return tr("Renting costs %1 per training run; owning, %2.")
            .arg(Money::fromUsd(*cost.rentUsdPerRun, shown, locale), Money::fromUsd(*cost.buyUsdPerRun, shown, locale));
    if (cost.rentUsdPerMillionUnits && cost.buyUsdPerMillionUnits) {
        if (tokens)
            return tr("Renting costs %1; owning, %2.")
                .arg(Money::perMillionTokens(shown.convert(*cost.rentUsdPerMillionUnits), shown.currency, locale),
                     Money::perMillionTokens(shown.convert(*cost.buyUsdPerMillionUnits), shown.currency, locale));
        return tr("Renting costs %1 per million samples; owning, %2.")
            .arg(Money::fromUsd(*cost.rentUsdPerMillionUnits, shown, locale),
                 Money::fromUsd(*cost.buyUsdPerMillionUnits, shown, locale));
    }
    return {};
}

QString OwnershipText::rentOrBuyVerdict(const QString& rented, const QString& rentalPrice, const QString& bought,
                                        const engine::RentOrBuy& result, double depreciationMonths,
                                        const QLocale& locale)
{
    if (result.breakEvenMonth && result.paysOffWithinLife)
        return tr("Buying %1 pays off after %n month(s) compared with renting %2 at %3 for the same work.", nullptr,
                  wholeMonths(*result.breakEvenMonth))
            .arg(bought, rented, rentalPrice);
    if (result.breakEvenMonth)
        return tr("Buying %1 pays off only after %n month(s) compared with renting %2 at %3 for the same work, "
                  "beyond its %4 life: rent instead.",
                  nullptr, wholeMonths(*result.breakEvenMonth))
            .arg(bought, rented, rentalPrice, value(Id::DepreciationMonths, depreciationMonths, locale));
    return tr("Buying %1 never pays off compared with renting %2 at %3 for the same work: the rental costs less each "
              "month than running your own.")
        .arg(bought, rented, rentalPrice);
}

QString OwnershipText::rentOrBuyCosts(const engine::RentOrBuy& result, bool tokens, const QLocale& locale,
                                      const DisplayCurrency& shown)
{
    const QString rentMonth = Money::fromUsd(result.rentMonthlyUsd, shown, locale);
    const QString buyMonth = Money::fromUsd(result.buyMonthly.total(), shown, locale);
    const QString utilisation = Units::percent(result.utilisation, locale);
    if (result.rentUsdPerRun && result.buyUsdPerRun)
        return tr("At %1 utilisation of the GPUs bought, renting costs %2 a month (%3 per training run); owning, %4 "
                  "a month amortised (%5 per run).")
            .arg(utilisation, rentMonth, Money::fromUsd(*result.rentUsdPerRun, shown, locale), buyMonth,
                 Money::fromUsd(*result.buyUsdPerRun, shown, locale));
    if (result.rentUsdPerMillionUnits && result.buyUsdPerMillionUnits) {
        const auto perMillion = [&](double usd) {
            return tokens ? Money::perMillionTokens(shown.convert(usd), shown.currency, locale)
                          : tr("%1/M samples").arg(Money::fromUsd(usd, shown, locale));
        };
        return tr("At %1 utilisation of the GPUs bought, renting costs %2 a month (%3); owning, %4 a month amortised "
                  "(%5).")
            .arg(utilisation, rentMonth, perMillion(*result.rentUsdPerMillionUnits), buyMonth,
                 perMillion(*result.buyUsdPerMillionUnits));
    }
    return {};
}

QString OwnershipText::cheapestWay(const QString& configuration, const engine::WayToRun& way, bool training,
                                   bool tokens, const QLocale& locale, const DisplayCurrency& shown)
{
    const bool buy = way.how == engine::OwnershipChoice::Buy;
    const auto& cost = way.cost;
    QString amount;
    if (training && cost.rentUsdPerRun)
        amount = tr("%1 per run").arg(Money::fromUsd(buy ? *cost.buyUsdPerRun : *cost.rentUsdPerRun, shown, locale));
    else if (tokens)
        amount = Money::perMillionTokens(
            shown.convert(buy ? *cost.buyUsdPerMillionUnits : *cost.rentUsdPerMillionUnits), shown.currency, locale);
    else
        amount =
            tr("%1 per million samples")
                .arg(Money::fromUsd(buy ? *cost.buyUsdPerMillionUnits : *cost.rentUsdPerMillionUnits, shown, locale));
    const QString utilisation = Units::percent(cost.utilisation, locale);
    if (buy)
        return tr("buy %1: %2 at %3 utilisation").arg(configuration, amount, utilisation);
    return tr("rent %1: %2").arg(configuration, amount);
}

} // namespace gpuatlas::text
