// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace gpuatlas::ui {

// The Prices dialog's filters over a PricesModel: the text typed (any column), one
// provider (PricesModel::ProviderRole, the provider as the file names it) and one
// currency (PricesModel::CurrencyRole, the quote's own). Unset filters let every row through.
class PriceFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit PriceFilterProxyModel(QObject* parent = nullptr);

    void setProvider(const QString& provider); // empty: every provider
    QString provider() const { return m_provider; }
    void setCurrency(std::optional<engine::Currency> currency); // nullopt: every currency
    std::optional<engine::Currency> currency() const { return m_currency; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_provider;
    std::optional<engine::Currency> m_currency;
};

} // namespace gpuatlas::ui
