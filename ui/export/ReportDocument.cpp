// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportDocument.h"

#include "WorkloadSummary.h"
#include "engine/Assumptions.h"
#include "engine/CostOfOwnership.h"
#include "text/EngineText.h"
#include "text/GpuFields.h"
#include "text/Money.h"
#include "text/OwnershipText.h"
#include "text/Prose.h"
#include "text/Units.h"
#include "ui/Workspace.h"
#include "ui/charts/BreakEvenChartBuilder.h"
#include "ui/charts/ComparisonChartBuilder.h"
#include "ui/charts/EngineMetrics.h"
#include "ui/charts/ResultChartsBuilder.h"
#include "ui/charts/SpecMetrics.h"
#include "ui/models/PricesModel.h"
#include "ui/models/ResultsModel.h"
#include "ui/widgets/CostOfOwnershipPage.h"
#include "ui/widgets/EstimateExplanation.h"

#include <algorithm>

namespace gpuatlas::ui::exporting {

using engine::Estimate;
using text::EngineText;
using text::GpuField;
using text::GpuFields;
using text::Units;

namespace {

// Charts are laid out 1200 logical pixels wide, the size their fonts were designed
// for; rows of results get a fixed height each so a long ranking stays readable.
constexpr double chartWidth = 1200;

// Rows of results are laid out narrower, so that their fonts stay at a readable share
// of the page whatever the number of rows.
QSizeF rowsChartSize(int rows)
{
    return {900, std::clamp(200.0 + 40.0 * rows, 600.0, 1400.0)};
}

// A source as one cell: its title, and its address on the next line.
QString sourceCell(const engine::Source& source)
{
    QStringList lines{QString::fromStdString(source.title), QString::fromStdString(source.url)};
    lines.removeAll(QString());
    return lines.join(QLatin1Char('\n'));
}

// The compared GPUs: as chosen, else the workload's own short list, else the best-ranked.
std::vector<const engine::Gpu*> comparedGpus(const ReportInput& input, QString& why)
{
    const engine::Catalog& catalog = input.workspace->catalog();
    std::vector<const engine::Gpu*> gpus;
    const auto add = [&gpus, &catalog](const std::string& id) {
        const engine::Gpu* gpu = catalog.find(id);
        if (gpu && std::find(gpus.begin(), gpus.end(), gpu) == gpus.end())
            gpus.push_back(gpu);
    };
    if (!input.comparedGpus.isEmpty()) {
        for (const QString& id : input.comparedGpus)
            add(id.toStdString());
        why = ReportDocument::tr("The GPUs chosen for comparison, side by side.");
    } else if (!input.workload.gpus.empty() &&
               input.workload.gpus.size() <= static_cast<std::size_t>(ReportDocument::maxCompared)) {
        for (const auto& id : input.workload.gpus)
            add(id);
        why = ReportDocument::tr("The workload's candidate GPUs, side by side.");
    } else {
        for (const auto& estimate : input.ranking) {
            if (gpus.size() < static_cast<std::size_t>(ReportDocument::maxCompared))
                add(estimate.gpuId);
        }
        why = ReportDocument::tr("The %n best-ranked candidate(s), side by side; the ranking below lists all of them.",
                                 nullptr, static_cast<int>(gpus.size()));
    }
    return gpus;
}

QString gpuName(const engine::Catalog& catalog, const std::string& id)
{
    const engine::Gpu* gpu = catalog.find(id);
    return gpu ? QString::fromStdString(gpu->name) : QString::fromStdString(id);
}

} // namespace

void ReportDocument::heading(const QString& text, int level, bool newPage)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Heading;
    block.text = text;
    block.level = level;
    block.newPage = newPage;
    blocks.append(block);
}

void ReportDocument::paragraph(const QString& text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Paragraph;
    block.text = text;
    blocks.append(block);
}

void ReportDocument::table(ExportTable table)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Table;
    block.table = std::move(table);
    blocks.append(block);
}

void ReportDocument::chart(charts::ChartKind kind, charts::ChartData data, const QSizeF& size, const QString& name)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Chart;
    block.chart = static_cast<int>(charts.size());
    charts.push_back({kind, std::move(data), size, name});
    blocks.append(block);
}

void ReportDocument::html(const QString& html)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Html;
    block.text = html;
    blocks.append(block);
}

// Rent or buy: the cheapest way to run, one configuration rented against another bought
// for the same work, each candidate both ways, and the inputs and purchase prices used.
void ReportDocument::rentOrBuy(const ReportInput& input)
{
    using engine::CostOfOwnership;
    using text::OwnershipText;
    const Workspace& workspace = *input.workspace;
    const engine::Catalog& catalog = workspace.catalog();
    const engine::Workload& workload = input.workload;
    const engine::OwnershipInputs& inputs = workspace.ownership();
    const QLocale locale;
    const auto configuration = [&catalog](const Estimate& estimate) {
        const engine::Gpu* gpu = catalog.find(estimate.gpuId);
        return OwnershipText::configuration(gpu ? GpuFields::displayName(*gpu) : QString::fromStdString(estimate.gpuId),
                                            estimate.count());
    };
    heading(tr("Rent or buy"), 2, true);
    if (const QString way = CostOfOwnershipPage::cheapestWayLine(workspace, input.ranking, workload); !way.isEmpty())
        paragraph(way);

    std::optional<RentOrBuyPick> pick = input.rentOrBuy;
    if (!pick) {
        if (const auto choice = CostOfOwnership::defaultRentOrBuy(input.ranking, catalog, workspace.prices(), inputs))
            pick = RentOrBuyPick{input.ranking[choice->rentIndex], *choice->rental, input.ranking[choice->buyIndex],
                                 *choice->purchase};
    }
    const auto result =
        pick ? CostOfOwnership::rentOrBuy(pick->rented, pick->rental, pick->bought, pick->purchase.usd, catalog, inputs)
             : std::nullopt;
    if (!result) {
        paragraph(tr("Renting cannot be compared with buying: no candidate that fits has a rental price, or none has "
                     "a purchase price."));
    } else {
        const QString rented = configuration(pick->rented);
        const QString bought = configuration(pick->bought);
        const double life = inputs[engine::OwnershipInputId::DepreciationMonths];
        paragraph(input.rentOrBuy
                      ? tr("Renting against buying, as compared on the Cost of ownership page:")
                      : tr("Renting against buying: the rental that costs least per unit of work against the "
                           "GPUs that cost least to own per unit of work."));
        QString verdict = OwnershipText::rentOrBuyVerdict(rented, OwnershipText::priceAmount(pick->rental, locale),
                                                          bought, *result, life, locale);
        if (const QString costs =
                OwnershipText::rentOrBuyCosts(*result, pick->bought.performance.tokensPerS.has_value(), locale);
            !costs.isEmpty())
            verdict = text::Prose::sentences({verdict, costs}, locale);
        paragraph(verdict);
        paragraph(tr("The same work each way: what the GPUs bought do in a month at the utilisation used; the rented "
                     "GPUs are paid for the hours they need for it at their own speed."));
        ExportTable both;
        both.headers = {QString(), tr("Rent"), tr("Buy")};
        both.numeric = {false, true, true};
        const auto perWork = [&](const std::optional<double>& perRun, const std::optional<double>& perMillion) {
            if (perRun)
                return tr("%1 per run").arg(Units::usd(*perRun, locale));
            return perMillion ? Units::usdPerMillionTokens(*perMillion, locale) : Units::notAvailable();
        };
        both.rows << QStringList{tr("Configuration"), rented, bought};
        both.rows << QStringList{tr("Price"), OwnershipText::priceAmount(pick->rental, locale),
                                 OwnershipText::priceAmount(pick->purchase, locale)};
        // In hours, not days: set beside the month's 730 hours.
        const auto hours = [&locale](double h) { return tr("%1 h").arg(Units::number(h, 0, locale)); };
        both.rows << QStringList{tr("Busy hours per month (of 730)"), hours(result->rentBusyHoursPerMonth),
                                 hours(result->buyBusyHoursPerMonth)};
        both.rows << QStringList{tr("Paid at the start"), Units::usd(0, locale), Units::usd(result->capexUsd, locale)};
        both.rows << QStringList{
            tr("Cost per month"), Units::usd(result->rentMonthlyUsd, locale),
            tr("%1 (running %2)")
                .arg(Units::usd(result->buyMonthly.total(), locale), Units::usd(result->buyMonthly.running(), locale))};
        both.rows << QStringList{tr("Per unit of work"), perWork(result->rentUsdPerRun, result->rentUsdPerMillionUnits),
                                 perWork(result->buyUsdPerRun, result->buyUsdPerMillionUnits)};
        both.rows << QStringList{tr("Buying pays off after"), QString(),
                                 result->breakEvenMonth
                                     ? tr("%n month(s)", nullptr, OwnershipText::wholeMonths(*result->breakEvenMonth))
                                     : tr("never")};
        table(std::move(both));
        chart(charts::ChartKind::Lines, charts::BreakEvenChartBuilder::overTime(*result, rented, bought, life, locale),
              {chartWidth, 620}, QStringLiteral("rent-or-buy"));
    }

    // Each candidate both ways, as the page's table.
    heading(tr("Each candidate rented and bought"), 3);
    paragraph(tr("At each configuration's default prices; per month at the utilisation used of its own GPUs, so rows "
                 "do different amounts of work: compare them per run or per million units."));
    ExportTable candidates;
    candidates.headers = CostOfOwnershipPage::comparisonHeaders();
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
        candidates.rows << CostOfOwnershipPage::comparisonRow(workspace, estimate, workload.isTraining());
        priced.push_back(estimate.gpuId);
    }
    if (pick) {
        for (const auto& id : {pick->rented.gpuId, pick->bought.gpuId}) {
            if (std::find(priced.begin(), priced.end(), id) == priced.end())
                priced.push_back(id);
        }
    }
    if (candidates.rows.isEmpty())
        paragraph(tr("No candidate that fits has a price."));
    else
        table(std::move(candidates));

    // The inputs.
    heading(tr("Ownership inputs"), 3);
    ExportTable used;
    used.headers = {tr("Input"), tr("Value"), tr("Default"), tr("Source")};
    used.numeric = {false, true, true, false};
    used.widths = {22, 13, 13, 52};
    for (const auto& info : engine::OwnershipInputs::all()) {
        QString value = OwnershipText::value(info.id, inputs[info.id], locale);
        if (!inputs.isDefault(info.id))
            value = tr("%1 (changed)").arg(value);
        used.rows << QStringList{OwnershipText::label(info.id), value,
                                 OwnershipText::value(info.id, info.defaultValue, locale),
                                 OwnershipText::source(info.id)};
    }
    table(std::move(used));

    // The purchase prices used, and the rental of the comparison, dated and sourced.
    heading(tr("Prices used"), 3);
    ExportTable purchases;
    purchases.headers = {tr("GPU"), tr("Provider"), tr("Price"), tr("Date"), tr("Source")};
    purchases.numeric = {false, false, true, false, false};
    purchases.widths = {18, 14, 16, 14, 38};
    int stale = 0;
    const QDate today = input.generated.date();
    const auto addPrice = [&](const engine::Price& price) {
        QString date = QString::fromStdString(price.date);
        if (PricesModel::isStale(price, today)) {
            date = tr("%1 (over a year old)").arg(date);
            ++stale;
        }
        const QString source = price.userProvided ? tr("your own quote") : sourceCell(price.source);
        purchases.rows << QStringList{gpuName(catalog, price.gpuId), text::OwnershipText::provider(price),
                                      OwnershipText::priceAmount(price, locale), date, source};
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
        paragraph(tr("No purchase price is known for these GPUs."));
    } else {
        if (stale > 0)
            paragraph(tr("%n price(s) are more than a year old: check current prices before you buy.", nullptr, stale));
        table(std::move(purchases));
    }
}

ReportDocument ReportDocument::build(const ReportInput& input)
{
    ReportDocument doc;
    const Workspace& workspace = *input.workspace;
    const engine::Catalog& catalog = workspace.catalog();
    const engine::Workload& workload = input.workload;
    const QLocale locale;
    doc.title = tr("GPU recommendation report");
    doc.subtitle = WorkloadSummary::title(workload, workspace.models());
    doc.dateText = locale.toString(input.generated.date(), QLocale::LongFormat);
    // Language and region ("zh-CN", "zh-TW"): bcp47Name() drops the region of en-US and
    // zh-CN, but Chinese readers need to know which script they get.
    doc.language = locale.name().replace(QLatin1Char('_'), QLatin1Char('-'));
    const auto nameOf = [&catalog](const std::string& id) { return gpuName(catalog, id); };

    // Summary
    doc.heading(tr("Summary"));
    const auto best =
        std::find_if(input.ranking.begin(), input.ranking.end(), [](const Estimate& e) { return e.feasible; });
    if (input.ranking.empty()) {
        doc.paragraph(tr("No GPU was considered for this workload."));
    } else if (best == input.ranking.end()) {
        doc.paragraph(tr("No candidate fits this workload within its constraints. The reasons for each verdict "
                         "say what is missing: more GPUs, a smaller model or batch, a lower precision, or looser "
                         "limits."));
    } else {
        doc.paragraph(tr("Recommended: %1 Bottleneck: %2.")
                          .arg(EstimateExplanation::summary(*best, nameOf(best->gpuId), workload),
                               EngineText::bottleneck(best->performance.bottleneck)));
    }
    const auto feasible =
        std::count_if(input.ranking.begin(), input.ranking.end(), [](const Estimate& e) { return e.feasible; });
    doc.paragraph(
        tr("%1 of %2 candidates fit the workload within its constraints. Every figure is an estimate by "
           "the GPU Atlas engine from published specifications, prices and the assumptions listed at the "
           "end; real systems differ by the ranges given with each result.")
            .arg(Units::count(feasible, locale), Units::count(static_cast<long long>(input.ranking.size()), locale)));

    // Workload
    doc.heading(tr("Workload"));
    ExportTable fields;
    fields.headers = {tr("Field"), tr("Value")};
    fields.numeric = {false, false};
    for (const auto& field : WorkloadSummary::fields(workload, workspace.models(), catalog, locale))
        fields.rows << QStringList{field.label, field.value};
    doc.table(std::move(fields));

    // GPUs compared
    QString why;
    const auto gpus = comparedGpus(input, why);
    doc.heading(tr("GPUs compared"), 2, true);
    doc.paragraph(why);
    // Fields as rows and GPUs as columns: a page is taller than it is wide.
    constexpr std::size_t columnsPerTable = maxCompared;
    for (std::size_t first = 0; first < gpus.size(); first += columnsPerTable) {
        const std::size_t last = std::min(gpus.size(), first + columnsPerTable);
        ExportTable specs;
        specs.headers << tr("Specification");
        specs.numeric << false;
        for (std::size_t g = first; g < last; ++g) {
            specs.headers << QString::fromStdString(gpus[g]->name);
            specs.numeric << false;
        }
        for (const GpuField field : GpuFields::all()) {
            if (field == GpuField::Name)
                continue;
            QStringList row{GpuFields::label(field)};
            for (std::size_t g = first; g < last; ++g)
                row << GpuFields::display(*gpus[g], field, text::Sparsity::Dense, locale);
            specs.rows << row;
        }
        doc.table(std::move(specs));
    }
    if (!gpus.empty()) {
        charts::ComparisonOptions options;
        options.metrics =
            charts::SpecMetrics::all(workspace.prices()) + charts::EngineMetrics::all(workspace, workload);
        options.mode = charts::ValueMode::RelativeToBest;
        options.title = tr("GPUs compared");
        doc.chart(charts::ChartKind::Radar, charts::ComparisonChartBuilder::radar(gpus, options), {chartWidth, 720},
                  QStringLiteral("radar"));
        options.mode = charts::ValueMode::Raw;
        doc.chart(charts::ChartKind::BarPanels, charts::ComparisonChartBuilder::bars(gpus, options), {chartWidth, 800},
                  QStringLiteral("bars"));
    }

    // Ranking
    doc.heading(tr("Ranking"), 2, true);
    doc.paragraph(tr("All candidates, best first. A candidate is a GPU at the smallest count that fits and meets "
                     "the constraints; the score (0-100) weighs speed, cost and energy by the workload's priorities."));
    ResultsModel results;
    results.setResults(input.ranking, workload, catalog);
    ExportTable ranking;
    QList<int> columns;
    for (int column = 0; column < ResultsModel::ColumnCount; ++column) {
        if (column == ResultsModel::ComparisonColumn)
            continue;
        columns << column;
        ranking.headers << results.headerData(column, Qt::Horizontal).toString();
        ranking.numeric << (column != ResultsModel::GpuColumn && column != ResultsModel::FitsColumn &&
                            column != ResultsModel::BottleneckColumn);
    }
    for (int row = 0; row < results.rowCount(); ++row) {
        QStringList cells;
        for (const int column : columns)
            cells << results.index(row, column).data().toString();
        ranking.rows << cells;
    }
    doc.table(std::move(ranking));
    charts::ResultSet set{input.ranking, workload, nameOf, std::nullopt};
    doc.chart(charts::ChartKind::StackedRows, charts::ResultChartsBuilder::memory(set),
              rowsChartSize(static_cast<int>(input.ranking.size())), QStringLiteral("memory"));
    doc.chart(charts::ChartKind::GroupedRows, charts::ResultChartsBuilder::throughput(set),
              rowsChartSize(static_cast<int>(feasible)), QStringLiteral("throughput"));
    doc.chart(charts::ChartKind::GroupedRows, charts::ResultChartsBuilder::cost(set),
              rowsChartSize(static_cast<int>(feasible)), QStringLiteral("cost"));
    // The figures are in US dollars (the engine's currency); the sentence names the rates.
    doc.paragraph(
        text::Money::costsSentence(engine::Currency::USD, text::Money::ratesUsed(input.ranking), input.currency,
                                   workspace.prices().rates().find(engine::Currency::USD, input.currency), locale));

    doc.rentOrBuy(input);

    // Reasons, as the recommendation page gives them.
    doc.heading(tr("Reasons for each verdict"), 2, true);
    for (const auto& estimate : input.ranking)
        doc.html(EstimateExplanation::html(estimate, nameOf(estimate.gpuId), workload));

    // Assumptions
    const engine::Assumptions& assumptions = workspace.assumptions();
    doc.heading(tr("Assumptions and constants"), 2, true);
    doc.paragraph(tr("Serving stack: %1.").arg(EngineText::runtime(assumptions.runtime())));
    const engine::Assumptions defaults = engine::Assumptions::forRuntime(assumptions.runtime());
    int changed = 0;
    ExportTable constants;
    constants.headers = {tr("Group"), tr("Assumption"), tr("Value"), tr("Default"), tr("Source")};
    constants.numeric = {false, false, true, true, false};
    constants.widths = {16, 22, 11, 11, 40}; // "Interconnect" whole on its line
    for (const auto& info : engine::Assumptions::all()) {
        const bool isChanged = !assumptions.isDefault(info.id);
        changed += isChanged;
        QString value = EngineText::assumptionValue(info.id, assumptions[info.id], locale);
        if (isChanged)
            value = tr("%1 (changed)").arg(value);
        constants.rows << QStringList{
            EngineText::assumptionGroup(info.group), EngineText::assumptionLabel(info.id), value,
            EngineText::assumptionValue(info.id, defaults[info.id], locale),
            QString::fromUtf8(info.source.data(), static_cast<qsizetype>(info.source.size()))};
    }
    doc.paragraph(changed == 0 ? tr("Every constant is at its default.")
                               : tr("%n constant(s) changed from the default, marked \"changed\".", nullptr, changed));
    doc.table(std::move(constants));
    if (!assumptions.gpuFactors().empty()) {
        ExportTable factors;
        factors.headers = {tr("GPU"), tr("Calibration factor")};
        factors.numeric = {false, true};
        for (const auto& [id, factor] : assumptions.gpuFactors())
            factors.rows << QStringList{nameOf(id), Units::number(factor, 3, locale)};
        doc.table(std::move(factors));
    }

    // Data sources
    doc.heading(tr("Data sources"), 2, true);
    doc.heading(tr("Specifications"), 3);
    std::vector<std::string> shown;
    for (const engine::Gpu* gpu : gpus)
        shown.push_back(gpu->id);
    for (const auto& estimate : input.ranking) {
        if (std::find(shown.begin(), shown.end(), estimate.gpuId) == shown.end())
            shown.push_back(estimate.gpuId);
    }
    ExportTable specSources;
    specSources.headers = {tr("GPU"), tr("Source"), tr("Retrieved")};
    specSources.numeric = {false, false, false};
    specSources.widths = {22, 64, 14};
    for (const auto& id : shown) {
        const engine::Gpu* gpu = catalog.find(id);
        if (!gpu)
            continue;
        if (gpu->sources.empty())
            specSources.rows << QStringList{
                QString::fromStdString(gpu->name), gpu->custom ? tr("your own entry") : tr("no source given"), {}};
        for (const auto& source : gpu->sources)
            specSources.rows << QStringList{QString::fromStdString(gpu->name), sourceCell(source),
                                            QString::fromStdString(source.retrieved)};
    }
    doc.table(std::move(specSources));

    doc.heading(tr("Prices"), 3);
    ExportTable prices;
    prices.headers = {tr("GPU"), tr("Provider"), tr("Instance"), tr("Per GPU-hour"), tr("Date"), tr("Source")};
    prices.numeric = {false, false, false, true, false, false};
    prices.widths = {17, 13, 14, 11, 11, 34};
    for (const auto& id : shown) {
        const engine::Price* price = workspace.prices().defaultRental(id);
        if (!price)
            continue;
        const QString source = price->userProvided ? tr("your own quote") : sourceCell(price->source);
        prices.rows << QStringList{nameOf(id),
                                   text::OwnershipText::provider(*price),
                                   QString::fromStdString(price->instance),
                                   Units::usdPerHour(price->usdPerGpuHour, locale),
                                   QString::fromStdString(price->date),
                                   source};
    }
    if (prices.rows.isEmpty())
        doc.paragraph(tr("No rental prices are known for these GPUs: costs are not estimated."));
    else
        doc.table(std::move(prices));

    if (const engine::Model* model = engine::resolveModel(workload, workspace.models());
        model && !model->sources.empty()) {
        doc.heading(tr("Model"), 3);
        ExportTable modelSources;
        modelSources.headers = {tr("Model"), tr("Source"), tr("Retrieved")};
        modelSources.numeric = {false, false, false};
        modelSources.widths = {22, 64, 14};
        for (const auto& source : model->sources)
            modelSources.rows << QStringList{QString::fromStdString(model->name), sourceCell(source),
                                             QString::fromStdString(source.retrieved)};
        doc.table(std::move(modelSources));
    }
    doc.paragraph(tr("How each figure is estimated, and the source of every formula and constant, is documented in "
                     "docs/engine.md. Check prices and figures before you buy."));
    return doc;
}

} // namespace gpuatlas::ui::exporting
