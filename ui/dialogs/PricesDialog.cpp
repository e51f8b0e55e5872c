// SPDX-License-Identifier: GPL-3.0-or-later
#include "PricesDialog.h"

#include "ExchangeRatesDialog.h"
#include "PriceEditDialog.h"
#include "UserFileBanner.h"
#include "state/UserData.h"
#include "state/Workspace.h"
#include "text/Money.h"
#include "ui/models/PriceFilterProxyModel.h"
#include "ui/models/PricesModel.h"
#include "ui/widgets/GpuDetailPane.h"

#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuatlas::ui {

using engine::Price;

PricesDialog::PricesDialog(Workspace& workspace, UserData& userData, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_userData(userData)
    , m_model(new PricesModel(this))
    , m_proxy(new PriceFilterProxyModel(this))
    , m_intro(new QLabel)
    , m_filter(new QLineEdit)
    , m_providerLabel(new QLabel)
    , m_provider(new QComboBox)
    , m_currencyLabel(new QLabel)
    , m_currency(new QComboBox)
    , m_table(new QTableView)
    , m_add(new QPushButton)
    , m_edit(new QPushButton)
    , m_remove(new QPushButton)
    , m_default(new QPushButton)
    , m_open(new QPushButton)
    , m_rates(new QPushButton)
{
    setObjectName(QStringLiteral("pricesDialog"));
    m_intro->setWordWrap(true);
    m_filter->setObjectName(QStringLiteral("priceFilter"));
    m_filter->setClearButtonEnabled(true);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
    m_provider->setObjectName(QStringLiteral("priceProviderFilter"));
    m_provider->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_currency->setObjectName(QStringLiteral("priceCurrencyFilter"));
    m_currency->addItem(QString(), -1);
    for (const engine::Currency currency : engine::allCurrencies)
        m_currency->addItem(text::Money::code(currency), static_cast<int>(currency));
    m_providerLabel->setBuddy(m_provider);
    m_currencyLabel->setBuddy(m_currency);
    m_table->setObjectName(QStringLiteral("pricesTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_edit->setObjectName(QStringLiteral("editPriceButton"));
    m_add->setObjectName(QStringLiteral("addPriceButton"));
    m_remove->setObjectName(QStringLiteral("removePriceButton"));
    m_default->setObjectName(QStringLiteral("defaultPriceButton"));

    auto* buttons = new QHBoxLayout;
    for (QPushButton* button : {m_add, m_edit, m_remove, m_default, m_open, m_rates})
        buttons->addWidget(button);
    buttons->addStretch();
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addWidget(close);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new UserFileBanner(userData, UserData::Kind::Prices));
    layout->addWidget(m_intro);
    auto* filters = new QHBoxLayout;
    filters->addWidget(m_filter, 1);
    filters->addWidget(m_providerLabel);
    filters->addWidget(m_provider);
    filters->addWidget(m_currencyLabel);
    filters->addWidget(m_currency);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_provider, &QComboBox::currentIndexChanged, this, &PricesDialog::applyFilters);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &PricesDialog::applyFilters);
    connect(m_add, &QPushButton::clicked, this, [this] { editInteractively(false); });
    connect(m_edit, &QPushButton::clicked, this, [this] { editInteractively(true); });
    connect(m_table, &QTableView::doubleClicked, this, [this] { editInteractively(true); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (const text::Status status = removeCurrent(); !status)
            QMessageBox::warning(this, windowTitle(), status.error);
    });
    connect(m_default, &QPushButton::clicked, this, [this] {
        if (const text::Status status = makeCurrentDefault(); !status)
            QMessageBox::warning(this, windowTitle(), status.error);
    });
    connect(m_open, &QPushButton::clicked, this, [this] {
        // Web links only, as in the GPU detail pane: the link comes from a file.
        if (const Price* price = m_model->priceAt(currentSourceRow()); price && !price->source.url.empty()) {
            if (const QUrl url(QString::fromStdString(price->source.url)); GpuDetailPane::isOpenable(url))
                QDesktopServices::openUrl(url);
        }
    });
    connect(m_rates, &QPushButton::clicked, this, &PricesDialog::openExchangeRates);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PricesDialog::updateButtons);
    connect(&m_workspace, &Workspace::pricesChanged, this, &PricesDialog::refresh);
    connect(&m_workspace, &Workspace::catalogChanged, this, &PricesDialog::refresh);
    connect(&m_userData, &UserData::fileStatesChanged, this, &PricesDialog::updateButtons);
    retranslateUi();
    resize(1180, 640);
}

void PricesDialog::openExchangeRates()
{
    // Over this dialog: the rates it converts the quotes with.
    auto* rates = new ExchangeRatesDialog(m_workspace, m_userData, this);
    rates->setAttribute(Qt::WA_DeleteOnClose);
    rates->open();
}

void PricesDialog::retranslateUi()
{
    setWindowTitle(tr("Prices"));
    m_filter->setPlaceholderText(tr("Filter by GPU, provider or kind"));
    m_providerLabel->setText(tr("P&rovider:"));
    m_currencyLabel->setText(tr("C&urrency:"));
    m_currency->setItemText(0, tr("All currencies"));
    m_currency->setToolTip(tr("Prices quoted in this currency (each price is listed as quoted)"));
    m_filter->setAccessibleName(tr("Filter prices"));
    m_table->setAccessibleName(tr("Prices"));
    m_add->setText(tr("&Add…"));
    m_remove->setText(tr("&Delete"));
    m_default->setText(tr("Use as &default"));
    m_open->setText(tr("Open &source"));
    m_rates->setText(tr("E&xchange rates…"));
    m_rates->setToolTip(tr("The rates that convert quotes in yuan or euros; enter your own."));
    refresh(); // the table, the introduction and the edit button
}

void PricesDialog::changeEvent(QEvent* event)
{
    // Modeless: it stays open while the language changes in the main window.
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PricesDialog::setToday(const QDate& today)
{
    m_model->setToday(today);
    refresh();
}

void PricesDialog::refresh()
{
    const QString gpu = m_model->data(m_model->index(currentSourceRow(), 0), PricesModel::GpuIdRole).toString();
    m_model->setPrices(m_workspace.catalog(), m_workspace.prices(), m_userData.shippedPrices(),
                       m_userData.userPrices());
    refreshProviders();
    // Long names (a custom GPU, an instance) are elided at a sensible width; the tooltip has them whole.
    m_table->resizeColumnsToContents();
    constexpr int widest = 260;
    for (int column = 0; column < PricesModel::NoteColumn; ++column)
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), widest));
    const int stale = m_model->staleCount();
    m_intro->setText(
        tr("Every price GPU Atlas uses, with its date and source. Your own quotes (in italics) take "
           "precedence everywhere: a quote for the same provider, kind and instance replaces the shipped "
           "one, and the one you mark as default is the GPU's price per hour. %1")
            .arg(stale > 0 ? tr("%n price(s) are more than a year old and marked with a warning.", nullptr, stale)
                           : tr("No price is more than a year old.")));
    if (!gpu.isEmpty()) {
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            if (m_proxy->index(row, 0).data(PricesModel::GpuIdRole).toString() == gpu) {
                m_table->setCurrentIndex(m_proxy->index(row, 0));
                break;
            }
        }
    }
    updateButtons();
}

void PricesDialog::refreshProviders()
{
    const QString chosen = m_proxy->provider();
    const QSignalBlocker blocker(m_provider);
    m_provider->clear();
    m_provider->addItem(tr("All providers"), QString());
    for (const QString& provider : m_model->providers())
        m_provider->addItem(provider, provider);
    // A provider no longer listed (its prices removed) falls back to all.
    const int index = m_provider->findData(chosen);
    m_provider->setCurrentIndex(index >= 0 ? index : 0);
    applyFilters();
}

void PricesDialog::applyFilters()
{
    m_proxy->setProvider(m_provider->currentData().toString());
    const int currency = m_currency->currentData().toInt();
    m_proxy->setCurrency(currency < 0 ? std::nullopt
                                      : std::optional<engine::Currency>(static_cast<engine::Currency>(currency)));
}

int PricesDialog::currentSourceRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

void PricesDialog::updateButtons()
{
    const int row = currentSourceRow();
    const Price* price = m_model->priceAt(row);
    const bool mine = m_model->userIndexAt(row) >= 0;
    const bool writable = m_userData.canSave(UserData::Kind::Prices);
    m_add->setEnabled(writable);
    m_edit->setEnabled(writable && price);
    m_edit->setText(price && !mine ? tr("&Override…") : tr("&Edit…"));
    m_edit->setToolTip(price && !mine ? tr("Enter your own figure for this quote; the shipped file is not changed.")
                                      : QString());
    m_remove->setEnabled(writable && mine);
    m_default->setEnabled(writable && price && price->isRental() && !price->isDefault);
    m_open->setEnabled(price && !price->source.url.empty());
}

text::Status PricesDialog::store(std::vector<Price> prices)
{
    if (const text::Status status = m_userData.setUserPrices(std::move(prices)); !status)
        return text::Status::failure(tr("Your prices could not be saved; nothing was changed.\n%1").arg(status.error));
    return text::Status::success();
}

namespace {

// At most one default per GPU: marking one clears the user's others.
void keepOneDefault(std::vector<Price>& prices, std::size_t chosen)
{
    if (!prices[chosen].isDefault)
        return;
    for (std::size_t i = 0; i < prices.size(); ++i) {
        if (i != chosen && prices[i].gpuId == prices[chosen].gpuId)
            prices[i].isDefault = false;
    }
}

} // namespace

text::Status PricesDialog::addPrice(const Price& price)
{
    std::vector<Price> prices = m_userData.userPrices();
    prices.push_back(price);
    keepOneDefault(prices, prices.size() - 1);
    return store(std::move(prices));
}

text::Status PricesDialog::replaceCurrent(const Price& edited)
{
    const int row = currentSourceRow();
    if (!m_model->priceAt(row))
        return text::Status::failure(tr("Choose a price first."));
    const int mine = m_model->userIndexAt(row);
    if (mine < 0)
        return addPrice(edited); // an override of the shipped quote
    std::vector<Price> prices = m_userData.userPrices();
    prices[static_cast<std::size_t>(mine)] = edited;
    keepOneDefault(prices, static_cast<std::size_t>(mine));
    return store(std::move(prices));
}

text::Status PricesDialog::removeCurrent()
{
    const int mine = m_model->userIndexAt(currentSourceRow());
    if (mine < 0)
        return text::Status::failure(tr("Only your own prices can be deleted; shipped prices can be overridden."));
    std::vector<Price> prices = m_userData.userPrices();
    prices.erase(prices.begin() + mine);
    return store(std::move(prices));
}

text::Status PricesDialog::makeCurrentDefault()
{
    const int row = currentSourceRow();
    const Price* price = m_model->priceAt(row);
    if (!price || !price->isRental())
        return text::Status::failure(tr("Choose a rental price first."));
    Price chosen = *price;
    chosen.isDefault = true;
    return m_model->userIndexAt(row) >= 0 ? replaceCurrent(chosen) : addPrice(chosen);
}

const Price* PricesDialog::currentPrice() const
{
    return m_model->priceAt(currentSourceRow());
}

bool PricesDialog::selectPrice(const QString& gpuId, const QString& provider, const QString& instance)
{
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        const Price* price = m_model->priceAt(m_proxy->mapToSource(index).row());
        if (price && QString::fromStdString(price->gpuId) == gpuId &&
            QString::fromStdString(price->provider) == provider &&
            (instance.isEmpty() || QString::fromStdString(price->instance) == instance)) {
            m_table->setCurrentIndex(index);
            m_table->scrollTo(index);
            return true;
        }
    }
    return false;
}

void PricesDialog::editInteractively(bool fromCurrent)
{
    const int row = currentSourceRow();
    const Price* current = m_model->priceAt(row);
    if (fromCurrent && !current)
        return;
    PriceEditDialog editor(m_workspace.catalog(), this);
    if (fromCurrent) {
        Price start = *current;
        if (m_model->userIndexAt(row) < 0) {
            // An override starts from the shipped quote, dated today, as the user's.
            start.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
            start.source = {tr("Your quote").toStdString(), {}, start.date, {}};
            start.note.clear();
        }
        editor.setPrice(start);
    } else if (current) {
        Price start;
        start.gpuId = current->gpuId;
        start.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
        start.source.title = tr("Your quote").toStdString();
        // A rental the user adds is normally their own quote, which they expect to be
        // used (as a purchase quote is); they can untick it.
        start.isDefault = true;
        editor.setPrice(start);
    }
    if (editor.exec() != QDialog::Accepted)
        return;
    const text::Status status = fromCurrent ? replaceCurrent(editor.price()) : addPrice(editor.price());
    if (!status)
        QMessageBox::warning(this, windowTitle(), status.error);
}

} // namespace gpuatlas::ui
