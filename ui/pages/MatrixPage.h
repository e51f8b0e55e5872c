// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Result.h"
#include "engine/rank/StandardWorkloads.h"
#include "state/CurrentResult.h"

#include <QWidget>

#include <vector>

class QLabel;
class QModelIndex;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace gpuatlas::ui {

namespace exporting {
class ChartExportButtons;
}

class MatrixModel;

// The article's question at a glance: the standard workloads (data/workloads.json)
// against the GPUs of the selection, each cell the engine's verdict. It recomputes when
// the selection, the catalogue (custom GPUs), the prices or the assumptions (calibration
// included) change. Enter or a double click on a cell, or "Open in Recommendation",
// makes that workload on that GPU the current workload (CurrentResult), which the
// recommendation page shows. It reads the data from the current result's Workspace and
// looks up no other page.
class MatrixPage : public QWidget
{
    Q_OBJECT

public:
    explicit MatrixPage(state::CurrentResult& current, QWidget* parent = nullptr);

    MatrixModel& model() { return *m_model; }
    QTableView& table() { return *m_table; }
    // The cell's workload restricted to its GPU, as the recommendation page gets it.
    void openCell(const QModelIndex& index);
    // The details of the current cell, as the side pane shows them (tests, screenshots).
    QString detailsText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void recompute();
    void showDetails(const QModelIndex& index);
    void exportTable();
    void retranslateUi();
    QWidget* makeLegend();

    state::CurrentResult& m_current;
    state::Workspace& m_workspace;
    engine::Result<std::vector<engine::StandardWorkload>> m_rows;
    MatrixModel* m_model = nullptr;
    QLabel* m_intro = nullptr;
    QList<QLabel*> m_legend;
    QLabel* m_problem = nullptr;
    QTableView* m_table = nullptr;
    QTextBrowser* m_details = nullptr;
    QPushButton* m_open = nullptr;
    QPushButton* m_exportTable = nullptr;
    exporting::ChartExportButtons* m_exportFigure = nullptr;
};

} // namespace gpuatlas::ui
