// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WorkloadPage.h"

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;

namespace gpuatlas::ui {

// Step 1: what kind of job, from a recognisable preset or by hand.
class TaskPage : public WorkloadPage
{
    Q_OBJECT

public:
    explicit TaskPage(WorkloadWizard& wizard);

protected:
    void load(const engine::Workload& workload) override;
    bool check() override;
    void store(engine::Workload& workload) override;
    void retranslateUi() override;

private:
    void applyPreset();
    // Shows a preset as current without replacing the draft.
    void selectPresetSilently(const QString& id);
    void updateVisibility();
    engine::Task selectedTask() const;

    QLabel* m_presetLabel = nullptr;
    QListWidget* m_presets = nullptr;
    QLabel* m_presetDescription = nullptr;
    QLabel* m_taskLabel = nullptr;
    QRadioButton* m_inference = nullptr;
    QRadioButton* m_finetune = nullptr;
    QRadioButton* m_training = nullptr;
    QLabel* m_modeLabel = nullptr;
    QRadioButton* m_online = nullptr;
    QRadioButton* m_offline = nullptr;
    QLabel* m_methodLabel = nullptr;
    QComboBox* m_method = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_name = nullptr;
    QLabel* m_nameMessage = nullptr;
    bool m_selectingPreset = false;
};

} // namespace gpuatlas::ui
