// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/cost/CostOfOwnership.h"
#include "state/CurrentResult.h"
#include "ui/document/charts/ChartData.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTableWidget;

namespace gpuatlas::ui {

class OneConfigurationPanel;
class OwnershipInputsModel;
class RentOrBuyPanel;

// Rent or buy for the current result: one configuration rented against another bought
// for the same work (RentOrBuyPanel), one configuration both ways (OneConfiguration-
// Panel), the ownership inputs (utilisation, electricity, PUE, depreciation...), the
// break-even charts, a table of the best candidates both ways, and the answer in
// words. It reads the current result and never ranks on its own.
class CostOfOwnershipPage : public QWidget
{
    Q_OBJECT

public:
    explicit CostOfOwnershipPage(state::CurrentResult& current, QWidget* parent = nullptr);
    ~CostOfOwnershipPage() override;

    // Picks the candidate of `gpuId` (false if it is not among the feasible ones).
    bool selectCandidate(const QString& gpuId);
    void setCount(int count);
    void setUtilisation(double fraction);
    // Selects the rental price from `provider` (first match).
    bool selectRental(const QString& provider);
    void setPurchasePrice(double usdPerGpu);

    // Rent one configuration, buy another (the same work each way): see RentOrBuyPanel.
    bool selectRent(const QString& gpuId, const QString& provider = QString());
    bool selectBuy(const QString& gpuId);
    // What the rent-or-buy comparison compares now; nullopt when it has nothing to compare.
    std::optional<state::RentOrBuyChoice> rentOrBuySelection() const;
    std::optional<engine::RentOrBuy> currentRentOrBuy() const;
    QString rentOrBuyVerdict() const;
    const charts::ChartData& rentOrBuyData() const;

    // What is shown, for tests and reports.
    QString answer() const;
    std::optional<engine::OwnershipCost> currentCost() const;
    const charts::ChartData& overTimeData() const;
    const charts::ChartData& byUtilisationData() const;
    QTableWidget* comparison() const { return m_comparison; }
    OwnershipInputsModel* inputsModel() const { return m_inputs; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildContent();
    QWidget* buildLeft();
    void showCurrency();
    QWidget* buildRight();
    void setUpTables();
    void connectAll();
    void retranslateUi();
    void showResult(const state::ResultPtr& result);
    void ownershipChanged();
    void showUtilisation();
    void showTitles();
    void showAnswer();
    void updateComparison();

    state::CurrentResult& m_current;
    state::Workspace& m_workspace;
    state::ResultPtr m_result;
    // A new job or new prices: every choice starts again from the defaults.
    bool m_keepChoices = false;

    RentOrBuyPanel* m_rentOrBuy;
    OneConfigurationPanel* m_one;
    QStackedWidget* m_stack;
    QLabel* m_emptyText;
    QLabel* m_title;
    QLabel* m_answer;
    QLabel* m_currencyLabel;
    QComboBox* m_currency;
    QLabel* m_currencyNote; // the currency and the rate the figures are in
    QLabel* m_utilisationLabel;
    QSlider* m_utilisation;
    QLabel* m_utilisationValue;
    QLabel* m_inputsTitle;
    OwnershipInputsModel* m_inputs;
    QTableView* m_inputsTable;
    QPushButton* m_reset;
    QTabWidget* m_charts;
    QLabel* m_comparisonTitle;
    QTableWidget* m_comparison;
    bool m_updating = false;
};

} // namespace gpuatlas::ui
