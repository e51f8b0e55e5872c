// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Catalog.h"
#include "engine/core/Estimate.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/cost/CostOfOwnership.h"
#include "engine/cost/PriceBook.h"
#include "text/Money.h"

#include <QObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuatlas::state {

// What the open windows share: the data in use, the user's selection of GPUs to
// compare and the engine's assumptions. The spec table writes the selection; the
// assumptions view edits the assumptions; CurrentResult ranks with them, and the
// recommendation page, charts and reports read them all. The workload and its ranking
// are CurrentResult's.
class Workspace : public QObject
{
    Q_OBJECT

public:
    Workspace(engine::Catalog catalog, engine::ModelCatalog models, engine::PriceBook prices,
              QObject* parent = nullptr);

    const engine::Catalog& catalog() const { return m_catalog; }
    const engine::ModelCatalog& models() const { return m_models; }
    const engine::PriceBook& prices() const { return m_prices; }

    void setCatalog(engine::Catalog catalog);
    void setPrices(engine::PriceBook prices);

    // GPU ids selected for comparison, in catalogue order; unknown ids are dropped.
    QStringList selection() const { return m_selection; }
    // The article's four GPUs: ticked on the app's first start, the matrix's default columns.
    static QStringList defaultSelection();
    void setSelection(const QStringList& ids);
    bool isSelected(const QString& id) const { return m_selection.contains(id); }

    const engine::Assumptions& assumptions() const { return m_assumptions; }
    // Assumptions equal to the current ones change nothing (and signal nothing).
    void setAssumptions(const engine::Assumptions& assumptions);
    // Rent-versus-buy inputs (electricity, PUE, depreciation...), shared by the cost of
    // ownership page and the recommendation's "cheapest way to run".
    const engine::OwnershipInputs& ownership() const { return m_ownership; }
    void setOwnership(const engine::OwnershipInputs& inputs);

    // The currency costs are shown in (the user's choice, Settings::CostCurrency). The
    // estimates of rank() and estimate() carry their costs in it (CostEstimate::currency,
    // perHour, ...), converted with the price book's rates as the CLI's --currency does.
    engine::Currency currency() const { return m_currency; }
    void setCurrency(engine::Currency currency);
    // The rate that shows a dollar figure the engine computes outside an estimate's costs
    // (rent-or-buy, the matrix) in currency(); nullopt in dollars.
    std::optional<engine::ExchangeRate> rateFromUsd() const;
    text::DisplayCurrency displayCurrency() const { return text::DisplayCurrency::of(m_currency, rateFromUsd()); }

    // The parts ranked when a workload names no GPUs (the market setting, MarketChoice);
    // a workload's own list is ranked whatever the market.
    engine::MarketScope market() const { return m_market; }
    void setMarket(engine::MarketScope market);
    // The catalogue's GPUs outside market(): what the Recommendation page says it left out.
    int outsideMarketCount() const;

    // Runs the engine for `workload`: its candidates (all GPUs in market() when it names none), ranked
    // with the current prices and assumptions, each at constraints.gpu_count when the
    // workload fixes one. CurrentResult calls it once per change; views read its result.
    std::vector<engine::Estimate> rank(const engine::Workload& workload) const;
    // One GPU at a given count (nullopt: the workload's constraints.gpu_count, else the
    // smallest that fits and meets the constraints).
    std::optional<engine::Estimate> estimate(const engine::Workload& workload, const std::string& gpuId,
                                             std::optional<int> count) const;

signals:
    void catalogChanged();
    void pricesChanged();
    void selectionChanged(const QStringList& ids);
    void assumptionsChanged();
    void ownershipChanged();
    void currencyChanged();
    void marketChanged();

private:
    QStringList normalized(const QStringList& ids) const;
    void convertCosts(std::vector<engine::Estimate>& estimates) const;

    engine::Catalog m_catalog;
    engine::ModelCatalog m_models;
    engine::PriceBook m_prices;
    QStringList m_selection;
    engine::Assumptions m_assumptions;
    engine::OwnershipInputs m_ownership;
    engine::Currency m_currency = engine::Currency::USD;
    engine::MarketScope m_market = engine::MarketScope::All;
};

} // namespace gpuatlas::state
