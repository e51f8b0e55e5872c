// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WorkloadPage.h"
#include "text/Money.h"

#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QGroupBox;
class QRadioButton;
class QSpinBox;

namespace gpuatlas::ui {

// Step 4: scale and constraints: how many GPUs, where they run, budget, deadline and
// latency targets.
class ScalePage : public WorkloadPage
{
    Q_OBJECT

public:
    explicit ScalePage(WorkloadWizard& wizard);

protected:
    void load(const engine::Workload& workload) override;
    bool check() override;
    void store(engine::Workload& workload) override;
    void retranslateUi() override;

private:
    // A budget as loaded: the workload's dollars and what the field showed for them, so
    // that a budget the user leaves alone is stored exactly as it came (no round trip
    // through the field's decimals).
    struct LoadedBudget
    {
        std::optional<double> usd;
        double shown = 0;
    };
    void loadBudget(QCheckBox* check, QDoubleSpinBox* spin, const std::optional<double>& usd, double fallbackUsd,
                    LoadedBudget& loaded);
    std::optional<double> storedBudget(const QCheckBox* check, const QDoubleSpinBox* spin,
                                       const LoadedBudget& loaded) const;
    void showBudgetLabels();

    // The budgets are typed in the chosen currency; the workload keeps US dollars.
    text::DisplayCurrency m_shown;
    LoadedBudget m_hourLoaded;
    LoadedBudget m_totalLoaded;
    QLabel* m_maxGpusLabel = nullptr;
    QSpinBox* m_maxGpus = nullptr;
    QLabel* m_settingLabel = nullptr;
    QRadioButton* m_workstation = nullptr;
    QRadioButton* m_node = nullptr;
    QRadioButton* m_cloud = nullptr;
    QGroupBox* m_budgetGroup = nullptr;
    QCheckBox* m_budgetHourCheck = nullptr;
    QDoubleSpinBox* m_budgetHour = nullptr;
    QCheckBox* m_budgetTotalCheck = nullptr;
    QDoubleSpinBox* m_budgetTotal = nullptr;
    QCheckBox* m_deadlineCheck = nullptr;
    QDoubleSpinBox* m_deadline = nullptr;
    QGroupBox* m_latencyGroup = nullptr;
    QCheckBox* m_ttftCheck = nullptr;
    QDoubleSpinBox* m_ttft = nullptr;
    QCheckBox* m_itlCheck = nullptr;
    QDoubleSpinBox* m_itl = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace gpuatlas::ui
