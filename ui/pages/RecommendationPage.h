// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/Estimate.h"
#include "engine/Workload.h"
#include "state/Forward.h"

#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QLabel;
class QMenu;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace gpuatlas::ui::charts {
class ResultChartsView;
}

namespace gpuatlas::ui {

class AssumptionsPanel;
class ResultsModel;
class WhatIfControls;
class WorkloadWizard;
using state::Workspace;

// The recommendation: the ranked candidates for the current workload with the reasons
// for each verdict, what-if controls that re-run the engine on every change, charts of
// the results, and the editable assumptions. Before any workload exists it invites the
// user to describe one.
class RecommendationPage : public QWidget
{
    Q_OBJECT

public:
    explicit RecommendationPage(Workspace& workspace, QWidget* parent = nullptr);

    // File-menu actions: New workload…, Open workload…, Save workload…, and the recent
    // files submenu, for the main window to place.
    QList<QAction*> fileActions() const;
    QMenu* recentMenu() const { return m_recentMenu; }

    // Opens the wizard (window-modal) starting from the current workload, or a preset.
    // `show` false leaves showing it to the caller (screenshots).
    WorkloadWizard* openWizard(bool fromCurrent, bool show = true);
    // Loads a workload file into the workspace; returns the error text, empty on success.
    QString openFile(const QString& path);
    // Saves the workload as currently explored (what-if values applied).
    QString saveFile(const QString& path) const;

    // The workload with the what-if values applied, and its current results.
    std::optional<engine::Workload> exploredWorkload() const;
    const std::vector<engine::Estimate>& results() const;
    ResultsModel* resultsModel() const { return m_results; }
    // Shows the charts tab with room for the charts (half the width).
    void showCharts();
    WhatIfControls* whatIf() const { return m_whatIf; }

signals:
    // After every re-run of the engine (charts and reports listen).
    void resultsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showWorkload();
    void scheduleRecompute();
    void recompute();
    void updateSummary();
    void updateExplanation();
    void updateRecentMenu();
    void openInteractively();
    void saveInteractively();
    void setPinned(bool pinned);

    Workspace& m_workspace;
    ResultsModel* m_results;
    QSortFilterProxyModel* m_sorted;
    QStackedWidget* m_stack;
    // Empty state
    QLabel* m_welcomeTitle;
    QLabel* m_welcomeText;
    QPushButton* m_startButton;
    // Results
    QLabel* m_title;
    QLabel* m_summary;
    QPushButton* m_editButton;
    QPushButton* m_newButton;
    WhatIfControls* m_whatIf;
    QSplitter* m_splitter;
    QTableView* m_table;
    QTabWidget* m_details;
    QTextBrowser* m_explanation;
    charts::ResultChartsView* m_charts;
    AssumptionsPanel* m_assumptions;
    QAction* m_newAction;
    QAction* m_openAction;
    QAction* m_saveAction;
    QMenu* m_recentMenu;
    bool m_recomputeScheduled = false;
    std::string m_selectedGpu;
};

} // namespace gpuatlas::ui
