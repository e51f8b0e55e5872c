// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WorkloadPage.h"

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
