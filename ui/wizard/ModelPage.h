// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WorkloadPage.h"
#include "engine/core/Model.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace gpuatlas::ui {

// Step 2: which model: a preset from data/models.json with its key numbers shown, or a
// custom shape typed in or imported from a Hugging Face config.json.
class ModelPage : public WorkloadPage
{
    Q_OBJECT

public:
    explicit ModelPage(WorkloadWizard& wizard);

    // Imports a config.json; returns the error text, empty on success. The Import…
    // button calls it with the file the user picked.
    QString importHfConfig(const QString& path);

protected:
    void load(const engine::Workload& workload) override;
    bool check() override;
    void store(engine::Workload& workload) override;
    void retranslateUi() override;

private:
    void buildCustomGroup();
    void updateInfo();
    void updateEnabled();
    void showCustomModel(const engine::Model& model);
    engine::Model customModel() const;
    const engine::Model* presetModel() const;
    void chooseConfigFile();

    QRadioButton* m_presetRadio = nullptr;
    QRadioButton* m_customRadio = nullptr;
    QComboBox* m_models = nullptr;
    QLabel* m_info = nullptr;
    QGroupBox* m_customGroup = nullptr;
    QLabel* m_customNameLabel = nullptr;
    QLineEdit* m_customName = nullptr;
    QLabel* m_layersLabel = nullptr;
    QSpinBox* m_layers = nullptr;
    QLabel* m_hiddenLabel = nullptr;
    QSpinBox* m_hidden = nullptr;
    QLabel* m_headsLabel = nullptr;
    QSpinBox* m_heads = nullptr;
    QLabel* m_kvHeadsLabel = nullptr;
    QSpinBox* m_kvHeads = nullptr;
    QLabel* m_ffnLabel = nullptr;
    QSpinBox* m_ffn = nullptr;
    QLabel* m_vocabLabel = nullptr;
    QSpinBox* m_vocab = nullptr;
    QLabel* m_contextLabel = nullptr;
    QSpinBox* m_context = nullptr;
    QLabel* m_expertsLabel = nullptr;
    QSpinBox* m_experts = nullptr;
    QLabel* m_activeExpertsLabel = nullptr;
    QSpinBox* m_activeExperts = nullptr;
    QCheckBox* m_gated = nullptr;
    QPushButton* m_import = nullptr;
    QLabel* m_message = nullptr;
    QString m_importedName;
};

} // namespace gpuatlas::ui
