// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportDocument.h"

#include "RentOrBuySection.h"
#include "engine/core/Assumptions.h"
#include "engine/core/Headline.h"
#include "engine/cost/CostOfOwnership.h"
#include "state/Workspace.h"
#include "text/ArticleComparison.h"
#include "text/EngineText.h"
#include "text/EstimateExplanation.h"
#include "text/GpuFields.h"
#include "text/Money.h"
#include "text/OwnershipTable.h"
#include "text/OwnershipText.h"
#include "text/Prose.h"
#include "text/RankingTable.h"
#include "text/Units.h"
#include "text/WorkloadSummary.h"
#include "ui/document/charts/BreakEvenChartBuilder.h"
#include "ui/document/charts/ComparisonChartBuilder.h"
#include "ui/document/charts/EngineMetrics.h"
#include "ui/document/charts/FrontierChartBuilder.h"
#include "ui/document/charts/ResultChartsBuilder.h"
#include "ui/document/charts/SpecMetrics.h"

#include <algorithm>

namespace gpuatlas::ui::exporting {

using engine::Estimate;
using text::EngineText;
using text::GpuField;
using text::GpuFields;
using text::Units;
using text::WorkloadSummary;

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

// The compared GPUs: as chosen, else the workload's own short list, else the best-ranked.
std::vector<const engine::Gpu*> chooseCompared(const ReportInput& input, QString& why)
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

std::size_t feasibleCount(const ReportInput& input)
{
    return static_cast<std::size_t>(
        std::count_if(input.ranking.begin(), input.ranking.end(), [](const Estimate& e) { return e.feasible; }));
}

} // namespace

QString ReportDocument::sourceCell(const engine::Source& source)
{
    QStringList lines{QString::fromStdString(source.title), QString::fromStdString(source.url)};
    lines.removeAll(QString());
    return lines.join(QLatin1Char('\n'));
}

QString ReportDocument::gpuName(const engine::Catalog& catalog, const std::string& id)
{
    const engine::Gpu* gpu = catalog.find(id);
    return gpu ? QString::fromStdString(gpu->name) : QString::fromStdString(id);
}

std::vector<const engine::Gpu*> ReportDocument::comparedGpus(const ReportInput& input, QString* why)
{
    QString reason;
    auto gpus = chooseCompared(input, reason);
    if (why)
        *why = reason;
    return gpus;
}

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

void ReportDocument::summary(const ReportInput& input)
{
    heading(tr("Summary"));
    const auto best =
        std::find_if(input.ranking.begin(), input.ranking.end(), [](const Estimate& e) { return e.feasible; });
    if (input.ranking.empty()) {
        paragraph(tr("No GPU was considered for this workload."));
    } else if (best == input.ranking.end()) {
        paragraph(tr("No candidate fits this workload within its constraints. The reasons for each verdict "
                     "say what is missing: more GPUs, a smaller model or batch, a lower precision, or looser "
                     "limits."));
    } else {
        paragraph(tr("Recommended: %1 Bottleneck: %2.")
                      .arg(text::EstimateExplanation::summary(*best, gpuName(input.workspace->catalog(), best->gpuId),
                                                              input.workload),
                           EngineText::bottleneck(best->performance.bottleneck)));
    }
    const QLocale locale;
    paragraph(tr("%1 of %2 candidates fit the workload within its constraints. Every figure is an estimate by "
                 "the GPU Atlas engine from published specifications, prices and the assumptions listed at the "
                 "end; real systems differ by the ranges given with each result.")
                  .arg(Units::count(static_cast<long long>(feasibleCount(input)), locale),
                       Units::count(static_cast<long long>(input.ranking.size()), locale)));
}

void ReportDocument::workload(const ReportInput& input)
{
    heading(tr("Workload"));
    ExportTable fields;
    fields.headers = {tr("Field"), tr("Value")};
    fields.numeric = {false, false};
    const state::Workspace& workspace = *input.workspace;
    for (const auto& field : WorkloadSummary::fields(input.workload, workspace.models(), workspace.catalog(), QLocale(),
                                                     workspace.displayCurrency()))
        fields.rows << QStringList{field.label, field.value};
    table(std::move(fields));
}

std::vector<const engine::Gpu*> ReportDocument::compared(const ReportInput& input)
{
    QString why;
    const auto gpus = chooseCompared(input, why);
    heading(tr("GPUs compared"), 2, true);
    paragraph(why);
    const QLocale locale;
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
                row << GpuFields::displayMarked(*gpus[g], field, text::Sparsity::Dense, locale);
            specs.rows << row;
        }
        table(std::move(specs));
    }
    // The buyer's second look: which figures no vendor or maker document states.
    if (std::any_of(gpus.begin(), gpus.end(), [](const engine::Gpu* gpu) { return !gpu->unverified.empty(); }))
        paragraph(GpuFields::unverifiedNote());
    if (gpus.empty())
        return gpus;
    // The engine axes are the ranking's, so the radar says what the ranking says.
    auto result = std::make_shared<state::Result>();
    result->workload = input.workload;
    result->ranking = input.ranking;
    charts::ComparisonOptions options;
    options.metrics = charts::SpecMetrics::all(input.workspace->prices()) + charts::EngineMetrics::all(result);
    options.mode = charts::ValueMode::RelativeToBest;
    options.title = tr("GPUs compared");
    chart(charts::ChartKind::Radar, charts::ComparisonChartBuilder::radar(gpus, options), {chartWidth, 720},
          QStringLiteral("radar"));
    options.mode = charts::ValueMode::Raw;
    chart(charts::ChartKind::BarPanels, charts::ComparisonChartBuilder::bars(gpus, options), {chartWidth, 800},
          QStringLiteral("bars"));
    return gpus;
}

void ReportDocument::ranking(const ReportInput& input)
{
    using text::RankingTable;
    heading(tr("Ranking"), 2, true);
    paragraph(tr("All candidates, best first. Each GPU is shown at the count that serves the job best: of the "
                 "counts tried, none is both faster and cheaper for the workload's priorities (the chart of "
                 "counts below). The score (0-100) weighs speed, cost and energy by those priorities."));
    // The columns and cells of the app's results table and the CLI's (RankingTable), so
    // all three show the same figures whatever the task: tokens, samples or images.
    const engine::Catalog& catalog = input.workspace->catalog();
    const engine::Headline shape = input.ranking.empty() ? engine::Headline{} : input.ranking.front().headline;
    ExportTable ranking;
    for (int column = 0; column < RankingTable::ColumnCount; ++column) {
        ranking.headers << RankingTable::header(column, shape, input.currency);
        ranking.numeric << RankingTable::isNumeric(column);
    }
    for (std::size_t row = 0; row < input.ranking.size(); ++row) {
        const Estimate& estimate = input.ranking[row];
        const QString name = GpuFields::displayName(catalog, estimate.gpuId);
        QStringList cells;
        for (int column = 0; column < RankingTable::ColumnCount; ++column)
            cells << RankingTable::cell(column, estimate, static_cast<int>(row), name);
        ranking.rows << cells;
    }
    table(std::move(ranking));
    const auto nameOf = [&catalog](const std::string& id) { return gpuName(catalog, id); };
    charts::ResultSet set{input.ranking, input.workload, nameOf, std::nullopt};
    const int feasible = static_cast<int>(feasibleCount(input));
    chart(charts::ChartKind::StackedRows, charts::ResultChartsBuilder::memory(set),
          rowsChartSize(static_cast<int>(input.ranking.size())), QStringLiteral("memory"));
    chart(charts::ChartKind::GroupedRows, charts::ResultChartsBuilder::throughput(set), rowsChartSize(feasible),
          QStringLiteral("throughput"));
    chart(charts::ChartKind::GroupedRows, charts::ResultChartsBuilder::cost(set), rowsChartSize(feasible),
          QStringLiteral("cost"));
    // What other counts of each GPU would give: the counts the choice was made among.
    if (auto frontier = charts::FrontierChartBuilder::build(set); !frontier.series.isEmpty())
        chart(charts::ChartKind::Lines, std::move(frontier), {chartWidth, 720}, QStringLiteral("frontier"));
    // The figures are in the reader's currency (Workspace::currency converted them); the
    // sentence names the rates that converted the quotes into it.
    paragraph(text::Money::costsSentence(input.currency, text::Money::ratesUsed(input.ranking), input.currency,
                                         std::nullopt));
}

void ReportDocument::reasons(const ReportInput& input)
{
    // Reasons, as the recommendation page gives them; prices judged old on the report's date.
    heading(tr("Reasons for each verdict"), 2, true);
    const auto nameOf = [&input](const std::string& id) { return gpuName(input.workspace->catalog(), id); };
    for (const auto& estimate : input.ranking) {
        html(text::EstimateExplanation::html(estimate, nameOf(estimate.gpuId), input.workload, input.generated.date()));
        if (const QString article =
                text::ArticleComparison::disagreement(estimate, input.ranking, input.workload, nameOf);
            !article.isEmpty())
            paragraph(article);
    }
}

void ReportDocument::assumptions(const ReportInput& input)
{
    const engine::Assumptions& assumptions = input.workspace->assumptions();
    const QLocale locale;
    heading(tr("Assumptions and constants"), 2, true);
    paragraph(tr("Serving stack: %1.").arg(EngineText::runtime(assumptions.runtime())));
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
    paragraph(changed == 0 ? tr("Every constant is at its default.")
                           : tr("%n constant(s) changed from the default, marked \"changed\".", nullptr, changed));
    table(std::move(constants));
    if (assumptions.gpuFactors().empty())
        return;
    ExportTable factors;
    factors.headers = {tr("GPU"), tr("Calibration factor")};
    factors.numeric = {false, true};
    for (const auto& [id, factor] : assumptions.gpuFactors())
        factors.rows << QStringList{gpuName(input.workspace->catalog(), id), Units::number(factor, 3, locale)};
    table(std::move(factors));
}

void ReportDocument::specificationSources(const ReportInput& input, const std::vector<std::string>& shown)
{
    const engine::Catalog& catalog = input.workspace->catalog();
    heading(tr("Specifications"), 3);
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
    table(std::move(specSources));
}

void ReportDocument::rentalSources(const ReportInput& input, const std::vector<std::string>& shown)
{
    const state::Workspace& workspace = *input.workspace;
    const QLocale locale;
    heading(tr("Prices"), 3);
    ExportTable prices;
    prices.headers = {tr("GPU"), tr("Provider"), tr("Instance"), tr("Per GPU-hour"), tr("Date"), tr("Source")};
    prices.numeric = {false, false, false, true, false, false};
    prices.widths = {17, 13, 14, 11, 11, 34};
    for (const auto& id : shown) {
        const engine::Price* price = workspace.prices().defaultRental(id);
        if (!price)
            continue;
        const QString source = price->userProvided ? tr("your own quote") : sourceCell(price->source);
        prices.rows << QStringList{gpuName(workspace.catalog(), id),        text::OwnershipText::provider(*price),
                                   QString::fromStdString(price->instance), text::Money::quote(*price, locale),
                                   QString::fromStdString(price->date),     source};
    }
    if (prices.rows.isEmpty())
        paragraph(tr("No rental prices are known for these GPUs: costs are not estimated."));
    else
        table(std::move(prices));
}

void ReportDocument::sources(const ReportInput& input, const std::vector<const engine::Gpu*>& compared)
{
    heading(tr("Data sources"), 2, true);
    std::vector<std::string> shown;
    for (const engine::Gpu* gpu : compared)
        shown.push_back(gpu->id);
    for (const auto& estimate : input.ranking) {
        if (std::find(shown.begin(), shown.end(), estimate.gpuId) == shown.end())
            shown.push_back(estimate.gpuId);
    }
    specificationSources(input, shown);
    rentalSources(input, shown);
    if (const engine::Model* model = engine::resolveModel(input.workload, input.workspace->models());
        model && !model->sources.empty()) {
        heading(tr("Model"), 3);
        ExportTable modelSources;
        modelSources.headers = {tr("Model"), tr("Source"), tr("Retrieved")};
        modelSources.numeric = {false, false, false};
        modelSources.widths = {22, 64, 14};
        for (const auto& source : model->sources)
            modelSources.rows << QStringList{QString::fromStdString(model->name), sourceCell(source),
                                             QString::fromStdString(source.retrieved)};
        table(std::move(modelSources));
    }
    paragraph(tr("How each figure is estimated, and the source of every formula and constant, is documented in "
                 "docs/engine.md. Check prices and figures before you buy."));
}

ReportDocument ReportDocument::build(const ReportInput& input)
{
    ReportDocument doc;
    const QLocale locale;
    doc.title = tr("GPU recommendation report");
    doc.subtitle = WorkloadSummary::title(input.workload, input.workspace->models());
    doc.dateText = locale.toString(input.generated.date(), QLocale::LongFormat);
    // Language and region ("zh-CN", "zh-TW"): bcp47Name() drops the region of en-US and
    // zh-CN, but Chinese readers need to know which script they get.
    doc.language = locale.name().replace(QLatin1Char('_'), QLatin1Char('-'));
    doc.summary(input);
    doc.workload(input);
    const auto gpus = doc.compared(input);
    doc.ranking(input);
    RentOrBuySection::add(doc, input);
    doc.reasons(input);
    doc.assumptions(input);
    doc.sources(input, gpus);
    return doc;
}

} // namespace gpuatlas::ui::exporting
