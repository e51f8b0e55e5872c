// SPDX-License-Identifier: GPL-3.0-or-later
#include "RentOrBuySection.h"

#include "engine/core/Headline.h"
#include "engine/cost/CostOfOwnership.h"
#include "state/Workspace.h"
#include "text/OwnershipTable.h"
#include "text/OwnershipText.h"
#include "text/Prose.h"
#include "text/Units.h"
#include "ui/document/charts/BreakEvenChartBuilder.h"

#include <algorithm>

namespace gpuatlas::ui::exporting {

using engine::Estimate;
using text::Units;

namespace {

// Charts are laid out 1200 logical pixels wide, as the rest of the report's.
constexpr double sectionChartWidth = 1200;

text::OwnershipTable::Data ownershipData(const ReportInput& input)
{
    const state::Workspace& workspace = *input.workspace;
    return {workspace.catalog(), workspace.prices(), workspace.ownership(), workspace.displayCurrency()};
}

QString configurationOf(const ReportInput& input, const Estimate& estimate)
{
    return text::OwnershipTable::configuration(input.workspace->catalog(), estimate);
}

// The rent-or-buy comparison: as chosen on the page, else the default one.
std::optional<RentOrBuyPick> pickOf(const ReportInput& input)
{
    if (input.rentOrBuy)
        return input.rentOrBuy;
    const state::Workspace& workspace = *input.workspace;
    const auto choice = engine::CostOfOwnership::defaultRentOrBuy(input.ranking, workspace.catalog(),
                                                                  workspace.prices(), workspace.ownership());
    if (!choice)
        return std::nullopt;
    return RentOrBuyPick{input.ranking[choice->rentIndex], *choice->rental, input.ranking[choice->buyIndex],
                         *choice->purchase};
}

} // namespace

// Rent or buy: the cheapest way to run, one configuration rented against another bought
// for the same work, each candidate both ways, and the inputs and purchase prices used.
void RentOrBuySection::add(ReportDocument& doc, const ReportInput& input)
{
    doc.heading(ReportDocument::tr("Rent or buy"), 2, true);
    if (const QString way = text::OwnershipTable::cheapestWayLine(ownershipData(input), input.ranking, input.workload);
        !way.isEmpty())
        doc.paragraph(way);
    const std::optional<RentOrBuyPick> pick = pickOf(input);
    verdict(doc, input, pick);
    const std::vector<std::string> priced = eachCandidate(doc, input, pick);
    inputs(doc, input);
    pricesUsed(doc, input, pick, priced);
}

void RentOrBuySection::verdict(ReportDocument& doc, const ReportInput& input, const std::optional<RentOrBuyPick>& pick)
{
    using engine::CostOfOwnership;
    using text::OwnershipText;
    const state::Workspace& workspace = *input.workspace;
    const engine::OwnershipInputs& inputs = workspace.ownership();
    const QLocale locale;
    const auto result = pick ? CostOfOwnership::rentOrBuy(pick->rented, pick->rental, pick->bought, pick->purchase.usd,
                                                          workspace.catalog(), inputs)
                             : std::nullopt;
    if (!result) {
        doc.paragraph(ReportDocument::tr(
            "Renting cannot be compared with buying: no candidate that fits has a rental price, or none has "
            "a purchase price."));
        return;
    }
    const QString rented = configurationOf(input, pick->rented);
    const QString bought = configurationOf(input, pick->bought);
    const double life = inputs[engine::OwnershipInputId::DepreciationMonths];
    doc.paragraph(
        input.rentOrBuy
            ? ReportDocument::tr("Renting against buying, as compared on the Cost of ownership page:")
            : ReportDocument::tr("Renting against buying: the rental that costs least per unit of work against the "
                                 "GPUs that cost least to own per unit of work."));
    QString verdict = OwnershipText::rentOrBuyVerdict(rented, OwnershipText::priceAmount(pick->rental, locale), bought,
                                                      *result, life, locale);
    const bool tokens = pick->bought.headline.unit == engine::ThroughputUnit::Tokens;
    if (const QString costs =
            OwnershipText::rentOrBuyCosts(*result, tokens, locale, input.workspace->displayCurrency());
        !costs.isEmpty())
        verdict = text::Prose::sentences({verdict, costs}, locale);
    doc.paragraph(verdict);
    doc.paragraph(ReportDocument::tr(
        "The same work each way: what the GPUs bought do in a month at the utilisation used; the rented "
        "GPUs are paid for the hours they need for it at their own speed."));
    bothWays(doc, input, *pick, *result);
    doc.chart(charts::ChartKind::Lines,
              charts::BreakEvenChartBuilder::overTime(*result, rented, bought, life, locale,
                                                      input.workspace->displayCurrency()),
              {sectionChartWidth, 620}, QStringLiteral("rent-or-buy"));
}

void RentOrBuySection::bothWays(ReportDocument& doc, const ReportInput& input, const RentOrBuyPick& pick,
                                const engine::RentOrBuy& result)
{
    using text::OwnershipText;
    const QLocale locale;
    const text::DisplayCurrency shown = input.workspace->displayCurrency();
    ExportTable both;
    both.headers = {QString(), ReportDocument::tr("Rent"), ReportDocument::tr("Buy")};
    both.numeric = {false, true, true};
    const auto perWork = [&](const std::optional<double>& perRun, const std::optional<double>& perMillion) {
        if (perRun)
            return ReportDocument::tr("%1 per run").arg(text::Money::fromUsd(*perRun, shown, locale));
        return perMillion ? text::Money::perMillionTokens(shown.convert(*perMillion), shown.currency, locale)
                          : Units::notAvailable();
    };
    both.rows << QStringList{ReportDocument::tr("Configuration"), configurationOf(input, pick.rented),
                             configurationOf(input, pick.bought)};
    both.rows << QStringList{ReportDocument::tr("Price"), OwnershipText::priceAmount(pick.rental, locale),
                             OwnershipText::priceAmount(pick.purchase, locale)};
    // In hours, not days: set beside the month's 730 hours.
    const auto hours = [&locale](double h) { return ReportDocument::tr("%1 h").arg(Units::number(h, 0, locale)); };
    both.rows << QStringList{ReportDocument::tr("Busy hours per month (of 730)"), hours(result.rentBusyHoursPerMonth),
                             hours(result.buyBusyHoursPerMonth)};
    both.rows << QStringList{ReportDocument::tr("Paid at the start"), text::Money::fromUsd(0, shown, locale),
                             text::Money::fromUsd(result.capexUsd, shown, locale)};
    both.rows << QStringList{ReportDocument::tr("Cost per month"),
                             text::Money::fromUsd(result.rentMonthlyUsd, shown, locale),
                             ReportDocument::tr("%1 (running %2)")
                                 .arg(text::Money::fromUsd(result.buyMonthly.total(), shown, locale),
                                      text::Money::fromUsd(result.buyMonthly.running(), shown, locale))};
    both.rows << QStringList{ReportDocument::tr("Per unit of work"),
                             perWork(result.rentUsdPerRun, result.rentUsdPerMillionUnits),
                             perWork(result.buyUsdPerRun, result.buyUsdPerMillionUnits)};
    both.rows << QStringList{
        ReportDocument::tr("Buying pays off after"), QString(),
        result.breakEvenMonth
            ? ReportDocument::tr("%n month(s)", nullptr, OwnershipText::wholeMonths(*result.breakEvenMonth))
            : ReportDocument::tr("never")};
    doc.table(std::move(both));
}

// Each candidate both ways, as the page's table; returns the GPUs whose prices were used.
std::vector<std::string> RentOrBuySection::eachCandidate(ReportDocument& doc, const ReportInput& input,
                                                         const std::optional<RentOrBuyPick>& pick)
{
    const state::Workspace& workspace = *input.workspace;
    doc.heading(ReportDocument::tr("Each candidate rented and bought"), 3);
    doc.paragraph(ReportDocument::tr(
        "At each configuration's default prices; per month at the utilisation used of its own GPUs, so rows "
        "do different amounts of work: compare them per run or per million units."));
    ExportTable candidates;
    candidates.headers = text::OwnershipTable::headers();
    candidates.numeric = {false, true, true, true, true, true, true};
    candidates.widths = {22, 13, 13, 13, 13, 12, 14};
    std::vector<std::string> priced;
    for (const auto& estimate : input.ranking) {
        if (!estimate.feasible)
            continue;
        const bool rental = workspace.prices().defaultRental(estimate.gpuId) != nullptr;
        const bool purchase = workspace.prices().defaultPurchase(estimate.gpuId) != nullptr;
        if (!rental && !purchase)
            continue;
        candidates.rows << text::OwnershipTable::row(ownershipData(input), estimate, input.workload.isTraining());
        priced.push_back(estimate.gpuId);
    }
    if (pick) {
        for (const auto& id : {pick->rented.gpuId, pick->bought.gpuId}) {
            if (std::find(priced.begin(), priced.end(), id) == priced.end())
                priced.push_back(id);
        }
    }
    if (candidates.rows.isEmpty())
        doc.paragraph(ReportDocument::tr("No candidate that fits has a price."));
    else
        doc.table(std::move(candidates));
    return priced;
}

void RentOrBuySection::inputs(ReportDocument& doc, const ReportInput& input)
{
    using text::OwnershipText;
    const engine::OwnershipInputs& inputs = input.workspace->ownership();
    const QLocale locale;
    // Money in the currency of the section's other figures, as the app's inputs table shows it.
    const text::DisplayCurrency shown = input.workspace->displayCurrency();
    doc.heading(ReportDocument::tr("Ownership inputs"), 3);
    ExportTable used;
    used.headers = {ReportDocument::tr("Input"), ReportDocument::tr("Value"), ReportDocument::tr("Default"),
                    ReportDocument::tr("Source")};
    used.numeric = {false, true, true, false};
    used.widths = {22, 13, 13, 52};
    for (const auto& info : engine::OwnershipInputs::all()) {
        QString value = OwnershipText::value(info.id, inputs[info.id], shown, locale);
        if (!inputs.isDefault(info.id))
            value = ReportDocument::tr("%1 (changed)").arg(value);
        used.rows << QStringList{OwnershipText::label(info.id), value,
                                 OwnershipText::value(info.id, info.defaultValue, shown, locale),
                                 OwnershipText::source(info.id)};
    }
    doc.table(std::move(used));
}

// The purchase prices used, and the rental of the comparison, dated and sourced; a price
// over a year old on the report's date says so.
void RentOrBuySection::pricesUsed(ReportDocument& doc, const ReportInput& input,
                                  const std::optional<RentOrBuyPick>& pick, const std::vector<std::string>& priced)
{
    using text::OwnershipText;
    const state::Workspace& workspace = *input.workspace;
    const QLocale locale;
    doc.heading(ReportDocument::tr("Prices used"), 3);
    ExportTable purchases;
    purchases.headers = {ReportDocument::tr("GPU"), ReportDocument::tr("Provider"), ReportDocument::tr("Price"),
                         ReportDocument::tr("Date"), ReportDocument::tr("Source")};
    purchases.numeric = {false, false, true, false, false};
    purchases.widths = {18, 14, 16, 14, 38};
    int stale = 0;
    const std::string asOf = input.generated.date().toString(Qt::ISODate).toStdString();
    const auto addPrice = [&](const engine::Price& price) {
        QString date = QString::fromStdString(price.date);
        if (engine::isPriceOld(price.date, asOf)) {
            date = ReportDocument::tr("%1 (over a year old)").arg(date);
            ++stale;
        }
        const QString source =
            price.userProvided ? ReportDocument::tr("your own quote") : ReportDocument::sourceCell(price.source);
        purchases.rows << QStringList{ReportDocument::gpuName(workspace.catalog(), price.gpuId),
                                      OwnershipText::provider(price), OwnershipText::priceAmount(price, locale), date,
                                      source};
    };
    for (const auto& id : priced) {
        const engine::Price* purchase = workspace.prices().defaultPurchase(id);
        if (pick && id == pick->bought.gpuId)
            addPrice(pick->purchase);
        else if (purchase)
            addPrice(*purchase);
    }
    if (pick)
        addPrice(pick->rental);
    if (purchases.rows.isEmpty()) {
        doc.paragraph(ReportDocument::tr("No purchase price is known for these GPUs."));
        return;
    }
    if (stale > 0)
        doc.paragraph(ReportDocument::tr("%n price(s) are more than a year old: check current prices before you buy.",
                                         nullptr, stale));
    doc.table(std::move(purchases));
}

} // namespace gpuatlas::ui::exporting
