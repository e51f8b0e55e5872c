// SPDX-License-Identifier: GPL-3.0-or-later
#include "PricesModel.h"

#include "engine/core/Headline.h"
#include "text/GpuFields.h"
#include "text/OwnershipText.h"
#include "text/Units.h"

#include <QApplication>
#include <QFont>
#include <QIcon>
#include <QStyle>

namespace gpuatlas::ui {

using engine::Price;
using text::OwnershipText;

PricesModel::PricesModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void PricesModel::setPrices(const engine::Catalog& catalog, const engine::PriceBook& merged,
                            const engine::PriceBook& shipped, std::span<const Price> user)
{
    beginResetModel();
    m_rows.clear();
    m_shipped = shipped;
    const auto prices = merged.prices();
    const std::size_t firstUser = prices.size() >= user.size() ? prices.size() - user.size() : prices.size();
    for (std::size_t i = 0; i < prices.size(); ++i) {
        Row row;
        row.price = prices[i];
        row.userIndex = i >= firstUser ? static_cast<int>(i - firstUser) : -1;
        row.gpuName = text::GpuFields::displayName(catalog, row.price.gpuId);
        const Price* rental = merged.defaultRental(row.price.gpuId);
        const Price* purchase = merged.defaultPurchase(row.price.gpuId);
        row.usedForRent = rental == &prices[i];
        row.usedForBuying = purchase == &prices[i];
        if (row.userIndex >= 0) {
            for (const auto& candidate : m_shipped.prices()) {
                if (engine::isSameQuote(candidate, row.price))
                    row.replaced = &candidate;
            }
        }
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

void PricesModel::setToday(const QDate& today)
{
    m_today = today;
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

bool PricesModel::isStale(const Price& price, const QDate& today)
{
    return isStaleDate(price.date, today);
}

bool PricesModel::isStaleDate(const std::string& isoDate, const QDate& today)
{
    // The engine's rule (engine::priceOldAfterDays), the one the estimates' reasons use.
    return engine::isPriceOld(isoDate, today.toString(Qt::ISODate).toStdString());
}

const Price* PricesModel::priceAt(int row) const
{
    return row >= 0 && row < rowCount() ? &m_rows[static_cast<std::size_t>(row)].price : nullptr;
}

int PricesModel::userIndexAt(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)].userIndex : -1;
}

int PricesModel::staleCount() const
{
    int count = 0;
    for (const auto& row : m_rows)
        count += isStale(row.price, m_today) ? 1 : 0;
    return count;
}

QStringList PricesModel::providers() const
{
    QStringList providers;
    for (const Row& row : m_rows) {
        const QString provider = QString::fromStdString(row.price.provider);
        if (!providers.contains(provider))
            providers << provider;
    }
    providers.sort(Qt::CaseInsensitive);
    return providers;
}

int PricesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PricesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PricesModel::display(const Row& row, int column) const
{
    const Price& price = row.price;
    switch (column) {
    case GpuColumn:
        return row.gpuName;
    case ProviderColumn:
        return price.instance.empty()
                   ? OwnershipText::provider(price)
                   : tr("%1 (%2)", "provider (instance)")
                         .arg(OwnershipText::provider(price), QString::fromStdString(price.instance));
    case KindColumn:
        return price.commitmentMonths > 0
                   ? tr("%1, %n month(s)", "a reserved price and its term", price.commitmentMonths)
                         .arg(OwnershipText::priceKind(price.kind))
                   : OwnershipText::priceKind(price.kind);
    case PriceColumn:
        return OwnershipText::priceAmount(price);
    case DateColumn:
        return QString::fromStdString(price.date);
    case UsedColumn:
        if (row.usedForRent)
            return tr("Cost per hour");
        if (row.usedForBuying)
            return tr("Cost of ownership");
        return QString();
    case OriginColumn:
        if (row.userIndex < 0)
            return tr("Shipped");
        if (row.replaced)
            return tr("Yours, replaces %1").arg(OwnershipText::priceAmount(*row.replaced));
        return tr("Yours");
    case SourceColumn:
        return QString::fromStdString(price.source.title);
    case NoteColumn:
        return QString::fromStdString(price.note).simplified();
    default:
        return {};
    }
}

QVariant PricesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const Price& price = row.price;
    const bool stale = isStale(price, m_today);
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::UserRole:
        switch (index.column()) {
        case PriceColumn:
            return price.isRental() ? price.usdPerGpuHour : price.usd;
        default:
            return display(row, index.column());
        }
    case Qt::ToolTipRole:
        if (index.column() == DateColumn && stale)
            return tr("More than a year old: check the current price before relying on it.");
        if (index.column() == SourceColumn)
            return price.source.url.empty() ? QString::fromStdString(price.source.title)
                                            : QStringLiteral("%1\n%2").arg(QString::fromStdString(price.source.title),
                                                                           QString::fromStdString(price.source.url));
        if (index.column() == NoteColumn)
            return QString::fromStdString(price.note);
        if (index.column() == GpuColumn || index.column() == ProviderColumn)
            return display(row, index.column()); // the view may elide them
        if (index.column() == UsedColumn && row.usedForRent)
            return tr("The engine's price per GPU-hour for this GPU.");
        if (index.column() == UsedColumn && row.usedForBuying)
            return tr("The purchase price the cost of ownership uses for this GPU.");
        return {};
    case Qt::DecorationRole:
        if (index.column() == DateColumn && stale)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::FontRole:
        if (row.userIndex >= 0 || ((row.usedForRent || row.usedForBuying) && index.column() == UsedColumn)) {
            QFont font;
            font.setItalic(row.userIndex >= 0); // the user's own, like custom GPUs
            font.setBold(index.column() == UsedColumn);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == PriceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case UserIndexRole:
        return row.userIndex;
    case StaleRole:
        return stale;
    case UrlRole:
        return QString::fromStdString(price.source.url);
    case ProviderRole:
        return QString::fromStdString(price.provider);
    case CurrencyRole:
        return static_cast<int>(price.currency);
    case GpuIdRole:
        return QString::fromStdString(price.gpuId);
    default:
        return {};
    }
}

QVariant PricesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GpuColumn:
        return tr("GPU");
    case ProviderColumn:
        return tr("Provider");
    case KindColumn:
        return tr("Kind");
    case PriceColumn:
        return tr("Price");
    case DateColumn:
        return tr("Date");
    case UsedColumn:
        return tr("Used for");
    case OriginColumn:
        return tr("Origin");
    case SourceColumn:
        return tr("Source");
    case NoteColumn:
        return tr("Note");
    default:
        return {};
    }
}

} // namespace gpuatlas::ui
