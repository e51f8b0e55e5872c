// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/Catalog.h"
#include "engine/Model.h"
#include "engine/PriceBook.h"

#include <QObject>
#include <QStringList>

namespace gpuatlas::ui {

// What the open windows share: the data in use and the user's selection of GPUs to
// compare. The spec table writes the selection; the radar, charts and wizard read it.
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
    void setSelection(const QStringList& ids);
    bool isSelected(const QString& id) const { return m_selection.contains(id); }

signals:
    void catalogChanged();
    void pricesChanged();
    void selectionChanged(const QStringList& ids);

private:
    QStringList normalized(const QStringList& ids) const;

    engine::Catalog m_catalog;
    engine::ModelCatalog m_models;
    engine::PriceBook m_prices;
    QStringList m_selection;
};

} // namespace gpuatlas::ui
