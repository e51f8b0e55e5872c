// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WorkloadPage.h"

class QListWidget;
class QPushButton;
class QSlider;

namespace gpuatlas::ui {

// Step 5: what matters most (speed, cost, energy) and which GPUs to consider.
class PrioritiesPage : public WorkloadPage
{
    Q_OBJECT

public:
    explicit PrioritiesPage(WorkloadWizard& wizard);

protected:
    void load(const engine::Workload& workload) override;
    bool check() override;
    void store(engine::Workload& workload) override;
    void retranslateUi() override;

private:
    void checkGpus(const QStringList& ids);
    QStringList checkedGpus() const;
    void updateWeights();

    QLabel* m_speedLabel = nullptr;
    QSlider* m_speed = nullptr;
    QLabel* m_costLabel = nullptr;
    QSlider* m_cost = nullptr;
    QLabel* m_energyLabel = nullptr;
    QSlider* m_energy = nullptr;
    QLabel* m_weights = nullptr;
    QLabel* m_gpusLabel = nullptr;
    QListWidget* m_gpus = nullptr;
    QPushButton* m_all = nullptr;
    QPushButton* m_selected = nullptr;
    QPushButton* m_none = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace gpuatlas::ui
