// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/CostOfOwnership.h"
#include "engine/Estimate.h"
#include "engine/Workload.h"
#include "state/Forward.h"
#include "ui/charts/ChartData.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTableWidget;

namespace gpuatlas::ui {

class OwnershipInputsModel;
using state::Workspace;

namespace charts {
class ChartFigureView;
}

// Rent or buy for the current workload: a candidate of the recommendation (the
// ranking's best by default) at its GPU count, a rental price and a purchase price of
// the GPU (the user's own first), the ownership inputs (utilisation, electricity,
// PUE, depreciation...), the break-even charts, a comparison of the top candidates,
// and the answer in words.
class CostOfOwnershipPage : public QWidget
{
    Q_OBJECT

public:
    explicit CostOfOwnershipPage(Workspace& workspace, QWidget* parent = nullptr);
    ~CostOfOwnershipPage() override;

    // The ranked results to compare (the recommendation page's, what-if applied).
    // Without them the page ranks the workspace's workload itself.
    void setResults(std::vector<engine::Estimate> estimates, const engine::Workload& workload);

    // Picks the candidate of `gpuId` (false if it is not among the feasible ones).
    bool selectCandidate(const QString& gpuId);
    void setCount(int count);
    void setUtilisation(double fraction);
    // Selects the rental price from `provider` (first match).
    bool selectRental(const QString& provider);
    void setPurchasePrice(double usdPerGpu);

    // Rent one configuration, buy another (the same work each way). The configuration to
    // rent at one of its rental prices (`provider` empty: its default) and the one to
    // buy at its default purchase price; false if there is no such option.
    bool selectRent(const QString& gpuId, const QString& provider = QString());
    bool selectBuy(const QString& gpuId);
    struct RentOrBuySelection
    {
        engine::Estimate rented;
        engine::Price rental;
        engine::Estimate bought;
        engine::Price purchase;
    };
    // What the rent-or-buy comparison compares now; nullopt when it has nothing to compare.
    std::optional<RentOrBuySelection> rentOrBuySelection() const;
    std::optional<engine::RentOrBuy> currentRentOrBuy() const { return m_rentOrBuy; }
    QString rentOrBuyVerdict() const;
    const charts::ChartData& rentOrBuyData() const { return m_rentOrBuyData; }

    // "Cheapest way to run this workload: buy 8 × NVIDIA L40S: $X per run at 60%
    // utilisation." for `estimates` with the workspace's prices and ownership inputs;
    // empty when no candidate has a price. The recommendation's summary shows it too.
    static QString cheapestWayLine(const Workspace& workspace, const std::vector<engine::Estimate>& estimates,
                                   const engine::Workload& workload);

    // One row of the candidates table, as the page and the report show it: configuration,
    // renting and buying per run (or per million units), rent and own per month at the
    // inputs' utilisation of the configuration's own GPUs, owning cheaper above, pays off
    // after. Renting is filled in without a purchase price; buying, without a rental one.
    static QStringList comparisonRow(const Workspace& workspace, const engine::Estimate& estimate, bool training);
    static QStringList comparisonHeaders();

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
    struct Candidate
    {
        engine::Estimate estimate;
        QString name;
    };

    // An option of the rent or buy combo: an estimate (index into m_estimates) at a price.
    struct PricedOption
    {
        std::size_t estimate = 0;
        engine::Price price;
    };

    void retranslateUi();
    void rebuildRentOrBuy();
    void recomputeRentOrBuy();
    QString optionConfiguration(const PricedOption& option) const;
    void rankIfNeeded();
    void rebuildCandidates();
    void candidateChanged();
    void recompute();
    void updateComparison();
    std::optional<engine::OwnershipRequest> request(const engine::Estimate& estimate, const engine::Price* rental,
                                                    double purchase) const;
    std::optional<engine::Estimate> currentEstimate() const;
    const Candidate* currentCandidate() const;

    Workspace& m_workspace;
    std::optional<engine::Workload> m_workload;
    std::vector<engine::Estimate> m_estimates;
    bool m_ownResults = true;
    std::vector<Candidate> m_candidates;
    std::vector<engine::Price> m_rentals; // of the current GPU, in the combo's order
    // The GPU whose prices the controls show: new results for the same GPU keep the
    // user's choices (count, rental, purchase price); another GPU or new prices reset them.
    std::string m_shownGpu;

    QStackedWidget* m_stack;
    QLabel* m_emptyText;
    QLabel* m_title;
    QLabel* m_answer;
    QLabel* m_gpuLabel;
    QComboBox* m_gpu;
    QLabel* m_countLabel;
    QSpinBox* m_count;
    QLabel* m_rentalLabel;
    QComboBox* m_rental;
    QLabel* m_purchaseLabel;
    QDoubleSpinBox* m_purchase;
    QLabel* m_purchaseNote;
    QLabel* m_utilisationLabel;
    QSlider* m_utilisation;
    QLabel* m_utilisationValue;
    QLabel* m_inputsTitle;
    OwnershipInputsModel* m_inputs;
    QTableView* m_inputsTable;
    QPushButton* m_reset;
    QTabWidget* m_charts;
    charts::ChartFigureView* m_overTime;
    charts::ChartFigureView* m_byUtilisation;
    QLabel* m_comparisonTitle;
    QTableWidget* m_comparison;
    std::optional<engine::OwnershipCost> m_cost;
    charts::ChartData m_overTimeData;
    charts::ChartData m_byUtilisationData;
    bool m_updating = false;

    std::vector<PricedOption> m_rentOptions;
    std::vector<PricedOption> m_buyOptions;
    // New job or prices: start again from the default comparison.
    bool m_rentOrBuyFromDefaults = true;
    QLabel* m_rentOrBuyTitle;
    QLabel* m_rentWhatLabel;
    QComboBox* m_rentWhat;
    QLabel* m_buyWhatLabel;
    QComboBox* m_buyWhat;
    QLabel* m_oneTitle;
    charts::ChartFigureView* m_rentOrBuyChart;
    std::optional<engine::RentOrBuy> m_rentOrBuy;
    QString m_rentOrBuyVerdict; // with its costs
    QString m_oneAnswer;        // the one configuration's
    void showAnswer();
    charts::ChartData m_rentOrBuyData;
};

} // namespace gpuatlas::ui
