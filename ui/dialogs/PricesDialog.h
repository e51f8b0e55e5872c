// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/cost/PriceBook.h"
#include "state/Forward.h"
#include "text/Status.h"

#include <QDate>
#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace gpuatlas::ui {

class PriceFilterProxyModel;
class PricesModel;
using state::UserData;
using state::Workspace;

// Tools > Prices…: every price with its date and source, prices older than a year
// flagged, and the user's own quotes: add, override a shipped price, edit, delete,
// choose the default. The user's quotes are saved in their data folder and take
// precedence everywhere; the shipped file is never touched.
class PricesDialog : public QDialog
{
    Q_OBJECT

public:
    PricesDialog(Workspace& workspace, UserData& userData, QWidget* parent = nullptr);

    PricesModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    void setToday(const QDate& today);

    // What the buttons do once the editor has given a price; on failure nothing
    // changed and the status says why (also shown to the user).
    [[nodiscard]] text::Status addPrice(const engine::Price& price);
    // The current row replaced by `edited`: the user's own quote is changed; a shipped
    // price is overridden (the user's quote of the same provider, kind and instance).
    [[nodiscard]] text::Status replaceCurrent(const engine::Price& edited);
    [[nodiscard]] text::Status removeCurrent();
    [[nodiscard]] text::Status makeCurrentDefault();
    // The price of the current row, nullptr when none is selected.
    const engine::Price* currentPrice() const;
    // Selects the first row of `gpuId` from `provider` (and `instance`, unless empty).
    bool selectPrice(const QString& gpuId, const QString& provider, const QString& instance = {});

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    // The provider filter's entries follow the prices listed; the choice is kept.
    void refreshProviders();
    void applyFilters();
    void updateButtons();
    int currentSourceRow() const;
    void editInteractively(bool fromCurrent);
    void openExchangeRates();
    text::Status store(std::vector<engine::Price> prices);

    Workspace& m_workspace;
    UserData& m_userData;
    PricesModel* m_model;
    PriceFilterProxyModel* m_proxy;
    QLabel* m_intro;
    QLineEdit* m_filter;
    QLabel* m_providerLabel;
    QComboBox* m_provider; // every provider, or one
    QLabel* m_currencyLabel;
    QComboBox* m_currency; // every currency, or one
    QTableView* m_table;
    QPushButton* m_add;
    QPushButton* m_edit;
    QPushButton* m_remove;
    QPushButton* m_default;
    QPushButton* m_open;
    QPushButton* m_rates; // the exchange rates that convert the quotes
};

} // namespace gpuatlas::ui
