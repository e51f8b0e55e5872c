// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Workload.h"
#include "state/CurrentResult.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class QToolButton;

namespace gpuatlas::ui {

// What-if controls over a workload: batch, context (prompt or sequence length),
// precision, the GPU count and the layout (tensor and pipeline parallel). They say what the user changed
// (state::WhatIf) and pinned (state::Pins: the count becomes the workload's constraints.gpu_count); the current result
// re-runs the engine on every change.
class WhatIfControls : public QWidget
{
    Q_OBJECT

public:
    explicit WhatIfControls(QWidget* parent = nullptr);

    // Shows the values of `workload` as explored (and the controls that apply to its task).
    void setWorkload(const engine::Workload& workload);
    // The controls' values.
    state::WhatIf whatIf() const;
    // A GPU count fixed for every candidate; nullopt for the count search (each GPU at its best count).
    std::optional<int> gpuCount() const;
    // The layout sizes pinned (the workload's inference or training tensor_parallel and,
    // for training, pipeline_parallel); nullopt: the engine chooses.
    std::optional<int> tensorParallel() const;
    std::optional<int> pipelineParallel() const;
    void setPinned(bool pinned);

signals:
    void changed();
    void pinToggled(bool pinned);

protected:
    void changeEvent(QEvent* event) override;

private:
    void layOut();
    void retranslateUi();
    void syncContextSlider();

    bool m_training = false;
    bool m_updating = false;
    QLabel* m_batchLabel = nullptr;
    QSpinBox* m_batch = nullptr;
    QCheckBox* m_batchMax = nullptr;
    QLabel* m_contextLabel = nullptr;
    QSlider* m_contextSlider = nullptr;
    QSpinBox* m_context = nullptr;
    QLabel* m_precisionLabel = nullptr;
    QComboBox* m_precision = nullptr;
    QLabel* m_countLabel = nullptr;
    QSpinBox* m_count = nullptr;
    QLabel* m_tensorLabel = nullptr;
    QSpinBox* m_tensor = nullptr;
    QLabel* m_pipelineLabel = nullptr;
    QSpinBox* m_pipeline = nullptr;
    QToolButton* m_pin = nullptr;
};

} // namespace gpuatlas::ui
