// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"
#include "engine/cost/CostOfOwnership.h"
#include "state/CurrentResult.h"
#include "text/Money.h"
#include "ui/document/charts/ChartData.h"

#include <QGroupBox>
#include <QString>

#include <optional>
#include <string>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace gpuatlas::ui {

namespace charts {
class ChartFigureView;
}

// One configuration, rented or bought: a candidate of the current result (the best by
// default) at a GPU count, a rental price and a purchase price of the GPU (the user's
// own first), with the break-even over time and by utilisation, and the answer in words.
class OneConfigurationPanel : public QGroupBox
{
    Q_OBJECT

public:
    struct Candidate
    {
        engine::Estimate estimate;
        QString name;
    };

    explicit OneConfigurationPanel(state::CurrentResult& current, QWidget* parent = nullptr);

    // The charts, for the page to place beside the others.
    charts::ChartFigureView* overTimeChart() const { return m_overTime; }
    charts::ChartFigureView* byUtilisationChart() const { return m_byUtilisation; }

    // The candidates of `result` to choose from. `keepChoices` false (another job, new
    // prices): the count and prices start again from the candidate's own.
    void setCandidates(std::vector<Candidate> candidates, const state::ResultPtr& result, bool keepChoices);
    const std::vector<Candidate>& candidates() const { return m_candidates; }
    const Candidate* currentCandidate() const;
    // The ownership inputs changed: compared again.
    void recompute();
    void retranslate();

    bool selectCandidate(const QString& gpuId);
    void setCount(int count);
    bool selectRental(const QString& provider);
    void setPurchasePrice(double usdPerGpu);
    // The purchase price the comparison uses, in the engine's dollars (the field shows
    // and takes it in the chosen currency).
    double purchaseUsd() const { return m_purchaseUsd; }
    // The currency the purchase field is in; the dollar figure stays as it was.
    void setCurrency(const text::DisplayCurrency& shown);

    const std::optional<engine::OwnershipCost>& cost() const { return m_cost; }
    // The answer for this configuration, in words; empty when there is nothing to compare.
    const QString& answer() const { return m_answer; }
    const charts::ChartData& overTimeData() const { return m_overTimeData; }
    const charts::ChartData& byUtilisationData() const { return m_byUtilisationData; }

signals:
    // Another candidate was chosen (the page marks it in its table).
    void candidateChanged();
    // The answer changed.
    void changed();

private:
    void candidateChosen();
    void showPrices(const Candidate& candidate);
    static QString rentalLabel(const engine::Price& price);
    QString purchaseNote(const std::string& gpuId) const;
    std::optional<engine::Estimate> currentEstimate() const;
    std::optional<engine::OwnershipRequest> request(const engine::Estimate& estimate) const;
    QString answerFor(const engine::Estimate& estimate, const QString& configuration) const;
    // Shows m_purchaseUsd in the field's currency without taking it back as an edit.
    void showPurchase();
    void purchaseTyped(double shown);

    state::CurrentResult& m_current;
    state::ResultPtr m_result;
    std::vector<Candidate> m_candidates;
    std::vector<engine::Price> m_rentals; // of the current GPU, in the combo's order
    // The GPU whose prices the controls show: new results for the same GPU keep the
    // user's choices (count, rental, purchase price); another GPU or new prices reset them.
    std::string m_shownGpu;
    bool m_updating = false;
    QLabel* m_title;
    QLabel* m_gpuLabel;
    QComboBox* m_gpu;
    QLabel* m_countLabel;
    QSpinBox* m_count;
    QLabel* m_rentalLabel;
    QComboBox* m_rental;
    QLabel* m_purchaseLabel;
    QDoubleSpinBox* m_purchase;
    // Kept in dollars: switching currencies back and forth never rounds it.
    double m_purchaseUsd = 0;
    text::DisplayCurrency m_shown;
    QLabel* m_purchaseNote;
    charts::ChartFigureView* m_overTime;
    charts::ChartFigureView* m_byUtilisation;
    std::optional<engine::OwnershipCost> m_cost;
    QString m_answer;
    charts::ChartData m_overTimeData;
    charts::ChartData m_byUtilisationData;
};

} // namespace gpuatlas::ui
