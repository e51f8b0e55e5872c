// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/cost/CostOfOwnership.h"
#include "state/CurrentResult.h"
#include "ui/document/charts/ChartData.h"

#include <QGroupBox>

#include <optional>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;

namespace gpuatlas::ui {

namespace charts {
class ChartFigureView;
}

// Rent one configuration or buy another, for the same work: the two choices among the
// current result's feasible candidates and their prices, the comparison over time, and
// the verdict. The choice is handed to the current result, so the report compares the
// same two.
class RentOrBuyPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit RentOrBuyPanel(state::CurrentResult& current, QWidget* parent = nullptr);

    // The form, for the page to add rows that belong with these choices.
    QFormLayout* form() const { return m_form; }
    // The chart, for the page to place beside the others.
    charts::ChartFigureView* chart() const { return m_chart; }

    // The options of `result` (nullptr: none). `keepChoice` false (a new job or new
    // prices): start again from the default comparison; true: keep what the user chose.
    void setResult(const state::ResultPtr& result, bool keepChoice);
    // The ownership inputs changed: the same choice, compared again.
    void recompute();
    void retranslate();

    // The configuration to rent at one of its rental prices (`provider` empty: its
    // default) and the one to buy at its default purchase price; false if there is no
    // such option.
    bool selectRent(const QString& gpuId, const QString& provider = QString());
    bool selectBuy(const QString& gpuId);
    std::optional<state::RentOrBuyChoice> selection() const;
    const std::optional<engine::RentOrBuy>& result() const { return m_rentOrBuy; }
    // The verdict with its costs; empty when there is nothing to compare.
    const QString& verdict() const { return m_verdict; }
    const charts::ChartData& chartData() const { return m_data; }

signals:
    // The verdict (or its absence) changed.
    void changed();

private:
    // An option of the rent or buy combo: a candidate (index into the ranking) at a price.
    struct PricedOption
    {
        std::size_t estimate = 0;
        engine::Price price;
    };

    void collectOptions(const QString& keptRent, const QString& keptBuy, int& rentIndex, int& buyIndex);
    void fillCombos(int rentIndex, int buyIndex);
    QString optionKey(const std::vector<PricedOption>& options, const QComboBox* combo) const;
    QString configuration(const PricedOption& option) const;
    const engine::Estimate& estimateOf(const PricedOption& option) const;

    state::CurrentResult& m_current;
    state::ResultPtr m_result;
    std::vector<PricedOption> m_rentOptions;
    std::vector<PricedOption> m_buyOptions;
    QFormLayout* m_form;
    QLabel* m_title;
    QLabel* m_rentLabel;
    QComboBox* m_rent;
    QLabel* m_buyLabel;
    QComboBox* m_buy;
    charts::ChartFigureView* m_chart;
    std::optional<engine::RentOrBuy> m_rentOrBuy;
    QString m_verdict;
    charts::ChartData m_data;
};

} // namespace gpuatlas::ui
