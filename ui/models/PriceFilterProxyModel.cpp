// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceFilterProxyModel.h"

#include "PricesModel.h"

namespace gpuatlas::ui {

PriceFilterProxyModel::PriceFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setFilterKeyColumn(-1);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

void PriceFilterProxyModel::setProvider(const QString& provider)
{
    if (provider == m_provider)
        return;
    m_provider = provider;
    invalidateFilter();
}

void PriceFilterProxyModel::setCurrency(std::optional<engine::Currency> currency)
{
    if (currency == m_currency)
        return;
    m_currency = currency;
    invalidateFilter();
}

bool PriceFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_provider.isEmpty() && index.data(PricesModel::ProviderRole).toString() != m_provider)
        return false;
    if (m_currency && index.data(PricesModel::CurrencyRole).toInt() != static_cast<int>(*m_currency))
        return false;
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace gpuatlas::ui
