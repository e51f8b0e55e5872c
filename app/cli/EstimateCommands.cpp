// SPDX-License-Identifier: GPL-3.0-or-later
#include "EstimateCommands.h"

#include "CliContext.h"
#include "TextTable.h"
#include "engine/core/Headline.h"
#include "engine/io/EstimateJson.h"
#include "engine/rank/Estimator.h"
#include "engine/rank/Ranker.h"
#include "files/WorkloadFiles.h"
#include "text/EngineText.h"
#include "text/HeadlineText.h"
#include "text/LayoutText.h"
#include "text/Money.h"
#include "text/Prose.h"
#include "text/RankingTable.h"
#include "text/Units.h"

#include <QDir>

#include <algorithm>
#include <iterator>

namespace gpuatlas::cli {

using engine::Estimate;
using text::EngineText;
using text::HeadlineText;
using text::LayoutText;
using text::Money;
using text::Prose;
using text::RankingTable;
using text::Units;

namespace {

// Runner-up layouts listed under an estimate: enough to compare, few enough to read.
constexpr int maxAlternativesShown = 3;

QString orDash(const std::optional<double>& value, QString (*format)(double, const QLocale&))
{
    return value ? format(*value, QLocale()) : Units::notAvailable();
}

// The speed in the details: the rate the configuration works at, and with a load to
// serve what it could sustain (the table's capacity column).
QString speed(const Estimate& e)
{
    const engine::Headline& h = e.headline;
    if (!h.throughput)
        return Units::notAvailable();
    const QString rate =
        EstimateCommands::tr("%1 %2", "value unit").arg(Units::estimate(*h.throughput), HeadlineText::unit(h));
    if (h.comparesCapacity() && h.capacity)
        return EstimateCommands::tr("%1, capacity %2").arg(rate, Units::tokensPerSecond(*h.capacity));
    return rate;
}

// One estimate in the contract's JSON, with the headline figures the table shows
// (docs/cli.md, "headline").
nlohmann::json toJson(const Estimate& e)
{
    const auto money = text::DisplayCurrency::ofCost(e.cost);
    nlohmann::json out = engine::estimateToJson(e, [&money](const engine::Reason& reason) {
        return EngineText::reason(reason, QLocale(), money).toStdString();
    });
    out["headline"] = engine::headlineToJson(e.headline);
    return out;
}

} // namespace

std::optional<EstimateCommands::Inputs> EstimateCommands::loadInputs(CliContext& context)
{
    if (!context.isSet(QStringLiteral("workload"))) {
        context.badInput(tr("--workload: give the workload file (JSON), e.g. --workload chat.json"));
        return std::nullopt;
    }
    const auto* models = context.modelsFor(context.option(QStringLiteral("workload")));
    if (!models)
        return std::nullopt;
    auto workload = files::WorkloadFiles::load(context.option(QStringLiteral("workload")), *models);
    if (!workload) {
        context.badInput(workload.errors());
        return std::nullopt;
    }
    const auto* catalog = context.catalog();
    const auto* prices = context.prices();
    if (!catalog || !prices)
        return std::nullopt;
    // readWorkload resolved the model already: an unknown id is a bad-input error there.
    return Inputs{std::move(workload).value(), catalog, prices, models};
}

QString EstimateCommands::table(const std::vector<Estimate>& estimates, const engine::Workload&)
{
    using Align = TextTable::Align;
    // The throughput, latency and cost columns are the app's and the report's (RankingTable).
    const engine::Headline shape = estimates.empty() ? engine::Headline{} : estimates.front().headline;
    TextTable out;
    // The cost column in the currency asked for (--currency), in the headline's basis.
    const engine::Currency currency = estimates.empty() ? engine::Currency::USD : estimates.front().cost.currency;
    // The column reads as the app's and the report's, in every currency.
    const auto header = [&shape, currency](int column) { return RankingTable::header(column, shape, currency); };
    out.setHeader({tr("Rank"), tr("GPU"), tr("Count"), tr("Fits"), tr("Memory per GPU"),
                   header(RankingTable::ThroughputColumn), header(RankingTable::LatencyColumn),
                   header(RankingTable::CostColumn), tr("Bottleneck"), tr("Score")},
                  {Align::Right, Align::Left, Align::Right, Align::Left, Align::Right, Align::Right, Align::Right,
                   Align::Right, Align::Left, Align::Right});
    int rank = 0;
    for (const auto& e : estimates) {
        const auto cell = [&e, rank](int column) { return RankingTable::cell(column, e, rank, QString()); };
        out.addRow({QString::number(++rank), QString::fromStdString(e.gpuId), QString::number(e.count()),
                    e.feasible ? tr("yes") : tr("no"),
                    tr("%1 of %2").arg(Units::gigabytes(e.memory.totalGB()), Units::gigabytes(e.memory.usableGB)),
                    cell(RankingTable::ThroughputColumn), cell(RankingTable::LatencyColumn),
                    cell(RankingTable::CostColumn), EngineText::bottleneck(e.performance.bottleneck),
                    Units::number(e.score, 0)});
    }
    return out.render();
}

QString EstimateCommands::details(const Estimate& e, const engine::Workload& workload)
{
    QString out;
    const auto& perf = e.performance;
    out += tr("%1 x %2, %3 (%4)")
               .arg(QString::number(e.count()), QString::fromStdString(e.gpuId), EngineText::precision(e.precisionUsed),
                    EngineText::task(workload.task)) +
           QLatin1Char('\n');
    if (e.count() > 1)
        out += tr("  Layout: %1").arg(LayoutText::layout(e.parallelism)) + QLatin1Char('\n');
    out += tr("  Memory per GPU: %1 of %2 usable (weights %3, KV cache %4, activations %5, gradients %6, optimizer %7, "
              "overhead %8)")
               .arg(Units::gigabytes(e.memory.totalGB()), Units::gigabytes(e.memory.usableGB),
                    Units::gigabytes(e.memory.weightsGB), Units::gigabytes(e.memory.kvCacheGB),
                    Units::gigabytes(e.memory.activationsGB), Units::gigabytes(e.memory.gradientsGB),
                    Units::gigabytes(e.memory.optimizerGB), Units::gigabytes(e.memory.overheadGB)) +
           QLatin1Char('\n');
    out += tr("  Speed: %1 (range %2-%3x), bottleneck: %4")
               .arg(speed(e), Units::number(perf.rangeLow, 2), Units::number(perf.rangeHigh, 2),
                    EngineText::bottleneck(perf.bottleneck)) +
           QLatin1Char('\n');
    if (perf.ttftMs || perf.itlMs)
        out += tr("  Time to first token: %1, inter-token latency: %2")
                   .arg(orDash(perf.ttftMs, &Units::milliseconds), orDash(perf.itlMs, &Units::milliseconds)) +
               QLatin1Char('\n');
    if (perf.timeToTrainHours)
        out += tr("  Time to train: %1").arg(Units::hours(*perf.timeToTrainHours)) + QLatin1Char('\n');
    if (const auto& c = e.cost; c.perHour) {
        out +=
            tr("  Cost: %1 (%2)").arg(Money::perHour(*c.perHour, c.currency), QString::fromStdString(c.priceSource()));
        if (c.perMillionTokens)
            out += Prose::clauseSeparator() + Money::perMillionTokens(*c.perMillionTokens, c.currency);
        if (c.total)
            out += Prose::clauseSeparator() + tr("%1 in total").arg(Money::amount(*c.total, c.currency));
        if (c.exchangeRate)
            out += tr("; converted at %1").arg(Money::datedRate(*c.exchangeRate));
        out += QLatin1Char('\n');
    }
    if (e.cost.energyKwh)
        out += tr("  Energy: %1").arg(Units::kilowattHours(*e.cost.energyKwh)) + QLatin1Char('\n');
    const auto money = text::DisplayCurrency::ofCost(e.cost);
    for (const auto& reason : e.reasons)
        out += (reason.blocking ? QStringLiteral("  ✗ ") : QStringLiteral("  • ")) +
               EngineText::reason(reason, QLocale(), money) + QLatin1Char('\n');
    // The runner-up layouts, so a pinned or chosen layout can be weighed against the others.
    for (const QString& other : LayoutText::alternatives(e, maxAlternativesShown))
        out += tr("  Also considered: %1").arg(other) + QLatin1Char('\n');
    return out;
}

int EstimateCommands::estimate(CliContext& context)
{
    const auto inputs = loadInputs(context);
    if (!inputs)
        return BadInput;
    if (!context.isSet(QStringLiteral("gpu")))
        return context.badInput(tr("--gpu: give a GPU id, e.g. --gpu h100-sxm (see gpu-atlas-cli gpus)"));
    const auto count = context.intOption(QStringLiteral("count"), 1, 100000, 0);
    if (!count)
        return BadInput;
    const QString id = context.option(QStringLiteral("gpu"));
    const auto* gpu = inputs->catalog->find(id.toStdString());
    if (!gpu)
        return context.badInput(tr("--gpu: unknown GPU id \"%1\" (see gpu-atlas-cli gpus)").arg(id));
    const engine::Assumptions assumptions;
    std::vector<Estimate> result{
        engine::Estimator::estimate({inputs->workload, inputs->model(), *gpu, inputs->prices, assumptions,
                                     *count > 0 ? std::optional<int>(*count) : inputs->workload.constraints.gpuCount})};
    engine::Ranker::scoreAndSort(result, inputs->workload);
    if (!context.convertCosts(result, *inputs->prices))
        return Failure;
    if (context.json()) {
        context.printJson(toJson(result.front()));
        return Success;
    }
    context.print(details(result.front(), inputs->workload));
    return Success;
}

int EstimateCommands::recommend(CliContext& context)
{
    const auto inputs = loadInputs(context);
    if (!inputs)
        return BadInput;
    const auto top = context.intOption(QStringLiteral("top"), 1, 100000, 100000);
    if (!top)
        return BadInput;
    const auto& workload = inputs->workload;
    const auto* catalog = inputs->catalog;
    // Candidates: --gpus, else the workload's "gpus", else the whole catalogue; each GPU
    // once (the same parsing as chart and report, and the workload's list is deduplicated
    // when it is read).
    std::vector<engine::Gpu> candidates;
    if (context.isSet(QStringLiteral("gpus"))) {
        const auto gpus = context.gpusOption(*catalog);
        if (!gpus)
            return BadInput;
        for (const engine::Gpu* gpu : *gpus)
            candidates.push_back(*gpu);
    } else {
        for (const auto& id : workload.gpus) {
            const auto* gpu = catalog->find(id);
            if (!gpu) {
                return context.badInput(tr("%1: /gpus: unknown GPU id \"%2\" (see gpu-atlas-cli gpus)")
                                            .arg(QDir::toNativeSeparators(context.option(QStringLiteral("workload"))),
                                                 QString::fromStdString(id)));
            }
            candidates.push_back(*gpu);
        }
    }
    if (candidates.empty()) {
        const engine::MarketScope market = *context.market(); // checked when the command line was read
        std::copy_if(catalog->gpus().begin(), catalog->gpus().end(), std::back_inserter(candidates),
                     [market](const engine::Gpu& gpu) { return inMarket(gpu, market); });
    }
    const engine::Assumptions assumptions;
    auto ranking = engine::Ranker::rank({workload, inputs->model(), candidates, inputs->prices, assumptions});
    if (ranking.size() > static_cast<std::size_t>(*top))
        ranking.resize(static_cast<std::size_t>(*top));
    if (!context.convertCosts(ranking, *inputs->prices))
        return Failure;
    if (context.json()) {
        auto list = nlohmann::json::array();
        for (const auto& e : ranking)
            list.push_back(toJson(e));
        context.printJson(list);
        return Success;
    }
    QString out = table(ranking, workload) + QLatin1Char('\n');
    for (const auto& e : ranking)
        out += details(e, workload) + QLatin1Char('\n');
    context.print(out);
    return Success;
}

} // namespace gpuatlas::cli
