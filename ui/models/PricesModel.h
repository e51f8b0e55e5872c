// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "engine/cost/PriceBook.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QStringList>

#include <span>
#include <vector>

namespace gpuatlas::ui {

// Every price in use: the shipped ones and the user's own quotes (which replace a
// shipped quote of the same provider, kind and instance), with what each is used for
// and a warning on prices more than a year old. Raw numbers under Qt::UserRole.
class PricesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        GpuColumn,
        ProviderColumn,
        KindColumn, // with a reserved price's term
        PriceColumn,
        UsedColumn,
        DateColumn,
        OriginColumn,
        SourceColumn,
        NoteColumn,
        ColumnCount
    };

    enum Role
    {
        // Index of the row's price among the user's prices, -1 for a shipped price.
        UserIndexRole = Qt::UserRole + 1,
        StaleRole, // older than a year
        UrlRole,   // the source's link
        GpuIdRole,
        ProviderRole, // the provider as the price file names it
        CurrencyRole, // the quote's currency, as int(engine::Currency)
    };

    explicit PricesModel(QObject* parent = nullptr);

    // `merged` = shipped.withOverrides(user): its last user.size() entries are the
    // user's prices, in order.
    void setPrices(const engine::Catalog& catalog, const engine::PriceBook& merged, const engine::PriceBook& shipped,
                   std::span<const engine::Price> user);
    // "Today" for the age warning (tests fix it).
    void setToday(const QDate& today);
    static bool isStale(const engine::Price& price, const QDate& today);
    // The same for a price's ISO date; false when the date cannot be read.
    static bool isStaleDate(const std::string& isoDate, const QDate& today);

    const engine::Price* priceAt(int row) const;
    int userIndexAt(int row) const;
    int staleCount() const;
    // The providers of the prices listed, each once, sorted.
    QStringList providers() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        engine::Price price;
        int userIndex = -1;
        QString gpuName;
        bool usedForRent = false;
        bool usedForBuying = false;
        const engine::Price* replaced = nullptr; // the shipped quote a user's price replaces
    };

    QVariant display(const Row& row, int column) const;

    std::vector<Row> m_rows;
    engine::PriceBook m_shipped;
    QDate m_today = QDate::currentDate();
};

} // namespace gpuatlas::ui
