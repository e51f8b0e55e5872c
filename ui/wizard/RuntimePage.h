// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WorkloadPage.h"

class QComboBox;
class QSpinBox;

namespace gpuatlas::ui {

// Step 5: how it runs: the serving or training stack the numbers are for, and the layout
// for those who want to pin it (tensor parallel; pipeline parallel for training; the
// layers llama.cpp keeps on the GPU). Everything starts on automatic: the engine chooses.
class RuntimePage : public WorkloadPage
{
    Q_OBJECT

public:
    explicit RuntimePage(WorkloadWizard& wizard);

protected:
    void load(const engine::Workload& workload) override;
    bool check() override;
    void store(engine::Workload& workload) override;
    void retranslateUi() override;

private:
    void fillRuntimes(bool training);
    engine::Runtime chosenRuntime() const;
    void showApplicableFields();

    bool m_training = false;
    QLabel* m_runtimeLabel = nullptr;
    QComboBox* m_runtime = nullptr;
    QLabel* m_tensorLabel = nullptr;
    QSpinBox* m_tensor = nullptr;
    QLabel* m_pipelineLabel = nullptr;
    QSpinBox* m_pipeline = nullptr;
    QLabel* m_gpuLayersLabel = nullptr;
    QSpinBox* m_gpuLayers = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace gpuatlas::ui
