// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace gpuatlas::ui {

class AssumptionsModel;

// The assumptions view: every engine constant with its unit, default and source, and
// the serving runtime. Values are edited in place; results follow live.
class AssumptionsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AssumptionsPanel(QWidget* parent = nullptr);

    void setAssumptions(const engine::Assumptions& assumptions);
    const engine::Assumptions& assumptions() const;
    AssumptionsModel* model() const { return m_model; }

signals:
    void assumptionsEdited(const engine::Assumptions& assumptions);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateStatus();

    AssumptionsModel* m_model;
    QLabel* m_intro;
    QLabel* m_runtimeLabel;
    QComboBox* m_runtime;
    QTableView* m_table;
    QLabel* m_status;
    QPushButton* m_reset;
};

} // namespace gpuatlas::ui
