// SPDX-License-Identifier: GPL-3.0-or-later
#include "Workspace.h"

namespace gpuatlas::ui {

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

void Workspace::setSelection(const QStringList& ids)
{
    const QStringList next = normalized(ids);
    if (next == m_selection)
        return;
    m_selection = next;
    emit selectionChanged(m_selection);
}

} // namespace gpuatlas::ui
