// SPDX-License-Identifier: GPL-3.0-or-later
#include "Workspace.h"

#include "engine/cost/CostModel.h"
#include "engine/rank/Estimator.h"
#include "engine/rank/Ranker.h"

#include <algorithm>

namespace gpuatlas::state {

Workspace::Workspace(engine::Catalog catalog, engine::ModelCatalog models, engine::PriceBook prices, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_models(std::move(models))
    , m_prices(std::move(prices))
{
}

void Workspace::setCatalog(engine::Catalog catalog)
{
    m_catalog = std::move(catalog);
    emit catalogChanged();
    setSelection(m_selection);
}

void Workspace::setPrices(engine::PriceBook prices)
{
    m_prices = std::move(prices);
    emit pricesChanged();
}

QStringList Workspace::normalized(const QStringList& ids) const
{
    QStringList out;
    for (const auto& gpu : m_catalog.gpus()) {
        const QString id = QString::fromStdString(gpu.id);
        if (ids.contains(id))
            out << id;
    }
    return out;
}

namespace {

bool sameAssumptions(const engine::Assumptions& a, const engine::Assumptions& b)
{
    if (a.runtime() != b.runtime() || a.gpuFactors() != b.gpuFactors())
        return false;
    for (const auto& info : engine::Assumptions::all()) {
        if (a[info.id] != b[info.id])
            return false;
    }
    return true;
}

} // namespace

void Workspace::setAssumptions(const engine::Assumptions& assumptions)
{
    if (sameAssumptions(assumptions, m_assumptions))
        return;
    m_assumptions = assumptions;
    emit assumptionsChanged();
}

void Workspace::setOwnership(const engine::OwnershipInputs& inputs)
{
    if (inputs == m_ownership)
        return;
    m_ownership = inputs;
    emit ownershipChanged();
}

void Workspace::setCurrency(engine::Currency currency)
{
    if (currency == m_currency)
        return;
    m_currency = currency;
    emit currencyChanged();
}

QStringList Workspace::defaultSelection()
{
    return {QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("rtx-a6000"),
            QStringLiteral("l40s")};
}

void Workspace::setMarket(engine::MarketScope market)
{
    if (market == m_market)
        return;
    m_market = market;
    emit marketChanged();
}

int Workspace::outsideMarketCount() const
{
    const auto& gpus = m_catalog.gpus();
    return static_cast<int>(
        std::count_if(gpus.begin(), gpus.end(), [this](const engine::Gpu& gpu) { return !inMarket(gpu, m_market); }));
}

std::optional<engine::ExchangeRate> Workspace::rateFromUsd() const
{
    if (m_currency == engine::Currency::USD)
        return std::nullopt;
    return m_prices.rates().find(engine::Currency::USD, m_currency);
}

void Workspace::convertCosts(std::vector<engine::Estimate>& estimates) const
{
    // One currency for the whole table: rates a user edited may not link every quote to
    // the chosen currency; then every figure stays in dollars, which always convert.
    if (!engine::CostModel::convert(estimates, m_currency, m_prices.rates()))
        (void)engine::CostModel::convert(estimates, engine::Currency::USD, m_prices.rates());
}

std::vector<engine::Estimate> Workspace::rank(const engine::Workload& workload) const
{
    const engine::Model* model = engine::resolveModel(workload, m_models);
    if (!model)
        return {};
    std::vector<engine::Estimate> ranking;
    if (workload.gpus.empty() && m_market == engine::MarketScope::All) {
        ranking = engine::Ranker::rank({workload, *model, m_catalog.gpus(), &m_prices, m_assumptions});
    } else {
        std::vector<engine::Gpu> candidates;
        for (const auto& gpu : m_catalog.gpus()) {
            const bool wanted = workload.gpus.empty() ? inMarket(gpu, m_market)
                                                      : std::find(workload.gpus.begin(), workload.gpus.end(), gpu.id) !=
                                                            workload.gpus.end();
            if (wanted)
                candidates.push_back(gpu);
        }
        ranking = engine::Ranker::rank({workload, *model, candidates, &m_prices, m_assumptions});
    }
    convertCosts(ranking);
    return ranking;
}

std::optional<engine::Estimate> Workspace::estimate(const engine::Workload& workload, const std::string& gpuId,
                                                    std::optional<int> count) const
{
    const engine::Model* model = engine::resolveModel(workload, m_models);
    const engine::Gpu* gpu = m_catalog.find(gpuId);
    if (!model || !gpu)
        return std::nullopt;
    // Without a count of its own, the one the workload fixes (constraints.gpu_count), as in the ranking.
    std::vector<engine::Estimate> one{engine::Estimator::estimate(
        {workload, *model, *gpu, &m_prices, m_assumptions, count ? count : workload.constraints.gpuCount})};
    convertCosts(one);
    return std::move(one.front());
}

void Workspace::setSelection(const QStringList& ids)
{
    const QStringList next = normalized(ids);
    if (next == m_selection)
        return;
    m_selection = next;
    emit selectionChanged(m_selection);
}

} // namespace gpuatlas::state
