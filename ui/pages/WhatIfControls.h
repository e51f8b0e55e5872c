// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/Workload.h"

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
// precision and GPU count. They edit a copy of the workload; the recommendation page
// re-runs the engine on every change.
class WhatIfControls : public QWidget
{
    Q_OBJECT

public:
    explicit WhatIfControls(QWidget* parent = nullptr);

    // Shows the values of `workload` (and the controls that apply to its task).
    void setWorkload(const engine::Workload& workload);
    // `base` with the controls' values applied.
    engine::Workload apply(engine::Workload base) const;
    // A fixed GPU count for every candidate, or nullopt for automatic sizing.
    std::optional<int> fixedCount() const;
    bool isPinned() const;
    void setPinned(bool pinned);

signals:
    void changed();
    void pinToggled(bool pinned);

protected:
    void changeEvent(QEvent* event) override;

private:
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
    QToolButton* m_pin = nullptr;
};

} // namespace gpuatlas::ui
