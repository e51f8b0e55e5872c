// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/calibration/Accuracy.h"
#include "engine/core/Assumptions.h"
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"

#include <QDialog>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QTabWidget;
class QTableView;

namespace gpuatlas::text {
class AccuracyReport;
}

namespace gpuatlas::ui {

class AccuracyModel;
namespace charts {
class ChartFigureView;
}

// Help > Accuracy: how far to trust a number. Every published measurement of
// data/accuracy.json against what the engine estimates for it now (with the user's
// catalogue and assumptions), the validation split first, its errors per runtime, and a
// chart of the same.
class AccuracyDialog : public QDialog
{
    Q_OBJECT

public:
    AccuracyDialog(std::vector<engine::AccuracyCase> cases, QWidget* parent = nullptr);
    ~AccuracyDialog() override;

    // Estimates every case again; call when the catalogue or the assumptions change.
    void setInputs(const engine::Catalog& catalog, const engine::ModelCatalog& models,
                   const engine::Assumptions& assumptions);

    AccuracyModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QLabel* summary() const { return m_summary; }
    QComboBox* splitChoice() const { return m_split; }
    charts::ChartFigureView* chart() const { return m_chart; }
    QTabWidget* views() const { return m_views; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();

    std::vector<engine::AccuracyCase> m_cases;
    std::shared_ptr<const text::AccuracyReport> m_report;
    AccuracyModel* m_model;
    QComboBox* m_split;
    QLabel* m_splitLabel;
    QLabel* m_summary;
    QLabel* m_perRuntime;
    QTableView* m_table;
    QTabWidget* m_views = nullptr;
    charts::ChartFigureView* m_chart;
};

} // namespace gpuatlas::ui
