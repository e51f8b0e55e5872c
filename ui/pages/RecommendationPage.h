// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"
#include "state/CurrentResult.h"

#include <QWidget>

#include <string>
#include <vector>

class QLabel;
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
using state::CurrentResult;

// The recommendation: the current result's ranked candidates with the reasons for each
// verdict, what-if controls over the workload, charts of the results, and the editable
// assumptions. It shows what CurrentResult publishes and tells it what the user
// changes; it never runs the engine itself. Before any workload exists it invites the
// user to describe one.
class RecommendationPage : public QWidget
{
    Q_OBJECT

public:
    explicit RecommendationPage(CurrentResult& current, QWidget* parent = nullptr);

    // The ranking shown (the current result's).
    const std::vector<engine::Estimate>& results() const;
    ResultsModel* resultsModel() const { return m_results; }
    // Shows the charts tab with room for the charts (half the width).
    void showCharts();
    WhatIfControls* whatIf() const { return m_whatIf; }

signals:
    // The Describe and New buttons (a new workload), the Edit button (the current one):
    // the main window's WorkloadActions open the wizard.
    void newWorkloadRequested();
    void editWorkloadRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildWelcome();
    QWidget* buildResults();
    void connectAll();
    void retranslateUi();
    void showWorkload();
    void showResult(const state::ResultPtr& result);
    void selectRow();
    void updateSummary();
    // Which market's parts are ranked and how many others are left out, with a link to all.
    void updateMarketNote();
    void updateExplanation();
    void setComparisonPinned(bool pinned);

    CurrentResult& m_current;
    state::Workspace& m_workspace;
    state::ResultPtr m_result;
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
    QLabel* m_marketNote;
    QPushButton* m_editButton;
    QPushButton* m_newButton;
    WhatIfControls* m_whatIf;
    QSplitter* m_splitter;
    QTableView* m_table;
    QTabWidget* m_details;
    QTextBrowser* m_explanation;
    charts::ResultChartsView* m_charts;
    AssumptionsPanel* m_assumptions;
    std::string m_selectedGpu;
};

} // namespace gpuatlas::ui
