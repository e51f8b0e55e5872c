// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeckBuilder.h"

#include "ChartConversion.h"
#include "DeckMatrix.h"
#include "DeckTables.h"
#include "engine/cost/CostOfOwnership.h"
#include "state/Workspace.h"
#include "text/EngineText.h"
#include "text/EstimateExplanation.h"
#include "text/GpuFields.h"
#include "text/OwnershipTable.h"
#include "text/OwnershipText.h"
#include "text/Units.h"
#include "ui/document/charts/SensitivityChartBuilder.h"

#include <algorithm>

namespace gpuatlas::ui::exporting::office {

using engine::Estimate;
using text::EstimateExplanation;

namespace {

// Reasons a slide lists under the recommendation; the notes give all of them.
constexpr int reasonsShown = 3;

QString gpuName(const ReportInput& input, const std::string& id)
{
    return text::GpuFields::displayName(input.workspace->catalog(), id);
}

const ReportChart* reportChart(const ReportDocument& report, const QString& name)
{
    const auto found = std::find_if(report.charts.begin(), report.charts.end(),
                                    [&name](const ReportChart& chart) { return chart.name == name; });
    return found == report.charts.end() ? nullptr : &*found;
}

Slide titleSlide(const ReportDocument& report)
{
    Slide slide;
    slide.kind = Slide::Kind::Title;
    slide.title = DeckBuilder::tr("GPU recommendation");
    slide.subtitle = report.subtitle;
    slide.body << SlideParagraph{
        DeckBuilder::tr("%1 · GPU Atlas %2").arg(report.dateText, QCoreApplication::applicationVersion()), 0, false};
    slide.notes << DeckBuilder::tr("Every figure in this deck is an estimate by the GPU Atlas engine from published "
                                   "specifications, dated prices and the assumptions on the Assumptions slide; real "
                                   "systems differ by the ranges given with each result.")
                << DeckBuilder::tr("The full report, with every constant and the reasons for each verdict: "
                                   "gpu-atlas-cli report, or File > Export report in the app.");
    return slide;
}

// Rent or buy as the report compares them: the page's choice, else the default comparison.
QString rentOrBuyVerdict(const ReportInput& input)
{
    using engine::CostOfOwnership;
    using text::OwnershipText;
    const Workspace& workspace = *input.workspace;
    const engine::Catalog& catalog = workspace.catalog();
    std::optional<RentOrBuyPick> pick = input.rentOrBuy;
    if (!pick) {
        if (const auto choice =
                CostOfOwnership::defaultRentOrBuy(input.ranking, catalog, workspace.prices(), workspace.ownership()))
            pick = RentOrBuyPick{input.ranking[choice->rentIndex], *choice->rental, input.ranking[choice->buyIndex],
                                 *choice->purchase};
    }
    if (!pick)
        return {};
    const auto result = CostOfOwnership::rentOrBuy(pick->rented, pick->rental, pick->bought, pick->purchase.usd,
                                                   catalog, workspace.ownership());
    if (!result)
        return {};
    const QLocale locale;
    const auto configuration = [&input](const Estimate& estimate) {
        return OwnershipText::configuration(gpuName(input, estimate.gpuId), estimate.count());
    };
    return OwnershipText::rentOrBuyVerdict(
        configuration(pick->rented), OwnershipText::priceAmount(pick->rental, locale), configuration(pick->bought),
        *result, workspace.ownership()[engine::OwnershipInputId::DepreciationMonths], locale);
}

Slide answerSlide(const ReportInput& input)
{
    Slide slide;
    slide.title = DeckBuilder::tr("The answer");
    const engine::Workload& workload = input.workload;
    const auto best =
        std::find_if(input.ranking.begin(), input.ranking.end(), [](const Estimate& e) { return e.feasible; });
    const QLocale locale;
    if (best == input.ranking.end()) {
        slide.body << SlideParagraph{DeckBuilder::tr("No candidate fits this workload within its constraints."), 0,
                                     true, true};
    } else {
        slide.body << SlideParagraph{
            DeckBuilder::tr("Recommended: %1")
                .arg(EstimateExplanation::summary(*best, gpuName(input, best->gpuId), workload)),
            0, true, true};
        int shown = 0;
        const auto money = text::DisplayCurrency::ofCost(best->cost);
        for (const auto& reason : best->reasons) {
            const QString sentence = text::EngineText::reason(reason, locale, money);
            if (shown++ < reasonsShown)
                slide.body << SlideParagraph{sentence, 1};
            slide.notes << sentence;
        }
    }
    const Workspace& workspace = *input.workspace;
    const QString cheapest = text::OwnershipTable::cheapestWayLine(
        {workspace.catalog(), workspace.prices(), workspace.ownership(), workspace.displayCurrency()}, input.ranking,
        workload);
    if (!cheapest.isEmpty())
        slide.body << SlideParagraph{cheapest};
    const QString verdict = rentOrBuyVerdict(input);
    if (!verdict.isEmpty())
        slide.body << SlideParagraph{verdict};
    // What a presenter is asked next: the runners-up.
    const auto feasible =
        std::count_if(input.ranking.begin(), input.ranking.end(), [](const Estimate& e) { return e.feasible; });
    slide.notes << DeckBuilder::tr("%1 of %2 candidates fit the workload within its constraints.")
                       .arg(text::Units::count(feasible, locale),
                            text::Units::count(static_cast<long long>(input.ranking.size()), locale));
    int runnersUp = 0;
    for (auto it = best == input.ranking.end() ? best : std::next(best); it != input.ranking.end() && runnersUp < 3;
         ++it) {
        if (!it->feasible)
            continue;
        ++runnersUp;
        slide.notes << DeckBuilder::tr("Runner-up %1: %2")
                           .arg(runnersUp)
                           .arg(EstimateExplanation::summary(*it, gpuName(input, it->gpuId), workload));
    }
    return slide;
}

std::optional<Slide> chartSlide(charts::ChartKind kind, const charts::ChartData& data, QStringList notes = {})
{
    auto chart = ChartConversion::convert(kind, data);
    if (!chart)
        return std::nullopt;
    Slide slide;
    slide.title = data.title;
    // The slide's title names the chart; a second title inside it would only take room.
    chart->title.clear();
    slide.caption = data.subtitle;
    slide.chart = *chart;
    slide.notes = notes + ChartConversion::valueLines(data);
    for (const auto& highlight : data.highlights)
        slide.notes << highlight.description;
    if (!data.footnote.isEmpty())
        slide.notes << data.footnote;
    return slide;
}

std::optional<Slide> reportChartSlide(const ReportDocument& report, const QString& name, QStringList notes = {})
{
    const ReportChart* chart = reportChart(report, name);
    return chart ? chartSlide(chart->kind, chart->data, std::move(notes)) : std::nullopt;
}

std::optional<Slide> sensitivitySlide(const ReportInput& input, const std::vector<const engine::Gpu*>& gpus)
{
    const Workspace& workspace = *input.workspace;
    const engine::Model* model = engine::resolveModel(input.workload, workspace.models());
    const auto variables = charts::SensitivitySweep::variables(input.workload, model);
    if (gpus.empty() || variables.empty())
        return std::nullopt;
    charts::SweepOptions options;
    options.variable = variables.front();
    options.result = charts::SweepResult::Throughput;
    const auto chart = charts::SensitivityChartBuilder::build(workspace, input.workload, gpus, options);
    return chartSlide(charts::ChartKind::Lines, chart.data,
                      {DeckBuilder::tr("Each GPU at the count the engine chooses at each point, without the "
                                       "request rate: what each can do, not how it copes with one load.")});
}

} // namespace

Deck DeckBuilder::build(const ReportInput& input)
{
    return build(input, ReportDocument::build(input));
}

Deck DeckBuilder::build(const ReportInput& input, const ReportDocument& report)
{
    Deck deck;
    deck.title = report.title + QStringLiteral(" — ") + report.subtitle;
    deck.subject = report.subtitle;
    deck.language = report.language;
    deck.created = input.generated;
    const auto gpus = ReportDocument::comparedGpus(input);
    deck.slides << titleSlide(report) << answerSlide(input);
    deck.slides << DeckMatrix::slides(input, gpus);
    deck.slides << DeckTables::specifications(gpus) << DeckTables::tensor(gpus);
    for (auto slide :
         {reportChartSlide(report, QStringLiteral("radar")), reportChartSlide(report, QStringLiteral("throughput")),
          reportChartSlide(report, QStringLiteral("cost")), reportChartSlide(report, QStringLiteral("frontier")),
          sensitivitySlide(input, gpus),
          reportChartSlide(report, QStringLiteral("rent-or-buy"), {rentOrBuyVerdict(input)})}) {
        if (slide)
            deck.slides << *slide;
    }
    deck.slides << DeckTables::assumptions(input, report) << DeckTables::sources(input, gpus);
    return deck;
}

} // namespace gpuatlas::ui::exporting::office
