// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WorkloadPage.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QSpinBox;

namespace gpuatlas::ui {

// Step 3: precision and data: which number format, how long the prompts and answers
// are (inference) or how much data and how it is trained (training, fine-tuning).
class DataPage : public WorkloadPage
{
    Q_OBJECT

public:
    explicit DataPage(WorkloadWizard& wizard);

protected:
    void load(const engine::Workload& workload) override;
    bool check() override;
    void store(engine::Workload& workload) override;
    void retranslateUi() override;

private:
    void buildInferenceGroup();
    void buildTrainingGroup();
    void updatePrecisionHint();
    void updateTotals();
    int modelContext() const;

    QLabel* m_precisionLabel = nullptr;
    QComboBox* m_precision = nullptr;
    QLabel* m_precisionHint = nullptr;
    QLabel* m_kvLabel = nullptr;
    QComboBox* m_kvPrecision = nullptr;

    QGroupBox* m_inferenceGroup = nullptr;
    QLabel* m_promptLabel = nullptr;
    QSpinBox* m_prompt = nullptr;
    QLabel* m_outputLabel = nullptr;
    QSpinBox* m_output = nullptr;
    QLabel* m_batchLabel = nullptr;
    QSpinBox* m_batch = nullptr;
    QCheckBox* m_batchMax = nullptr;
    QCheckBox* m_requestsCheck = nullptr;
    QDoubleSpinBox* m_requests = nullptr;
    QLabel* m_inferenceMessage = nullptr;

    QGroupBox* m_trainingGroup = nullptr;
    QLabel* m_seqLenLabel = nullptr;
    QSpinBox* m_seqLen = nullptr;
    QLabel* m_microBatchLabel = nullptr;
    QSpinBox* m_microBatch = nullptr;
    QLabel* m_datasetLabel = nullptr;
    QDoubleSpinBox* m_datasetTokens = nullptr; // millions of tokens
    QLabel* m_epochsLabel = nullptr;
    QDoubleSpinBox* m_epochs = nullptr;
    QLabel* m_totalTokens = nullptr;
    QLabel* m_loraRankLabel = nullptr;
    QSpinBox* m_loraRank = nullptr;
    QLabel* m_optimizerLabel = nullptr;
    QComboBox* m_optimizer = nullptr;
    QLabel* m_recomputeLabel = nullptr;
    QComboBox* m_recompute = nullptr;
    QLabel* m_zeroLabel = nullptr;
    QComboBox* m_zero = nullptr;
    QLabel* m_trainingMessage = nullptr;
};

} // namespace gpuatlas::ui
