// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppPages.h"

#include "AccuracyAction.h"
#include "MainWindow.h"
#include "ReportActions.h"
#include "UserDataPages.h"
#include "WorkloadActions.h"
#include "pages/ChartsPage.h"
#include "pages/MatrixPage.h"
#include "pages/RecommendationPage.h"
#include "state/CurrentResult.h"

namespace gpuatlas::ui {

void addAppPages(MainWindow& window, bool rememberChoices)
{
    CurrentResult& current = window.currentResult();
    // File > New, Open, Save workload and Open recent: ready before any page is made.
    auto* workloads = new WorkloadActions(current, window);
    window.addFileActions(workloads->actions(), workloads->recentMenu());
    // File > Export report… (Ctrl+E), Export spec table…
    window.addFileActions((new exporting::ReportActions(window))->actions());

    window.addPage(QStringLiteral("charts"), QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Charts"),
                   [&current, rememberChoices](QWidget* parent) {
                       return new charts::ChartsPage(current, rememberChoices, parent);
                   });
    window.addPage(QStringLiteral("recommendation"), QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Recommendation"),
                   [&current, workloads](QWidget* parent) {
                       auto* page = new RecommendationPage(current, parent);
                       QObject::connect(page, &RecommendationPage::newWorkloadRequested, workloads,
                                        [workloads] { workloads->openWizard(false); });
                       QObject::connect(page, &RecommendationPage::editWorkloadRequested, workloads,
                                        [workloads] { workloads->openWizard(true); });
                       return page;
                   });
    window.addPage(QStringLiteral("matrix"), QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Suitability"),
                   [&current](QWidget* parent) { return new MatrixPage(current, parent); });
    // Cost of ownership; Tools > Prices, My GPUs, Calibration.
    addUserDataPages(window, rememberChoices);
    // Help > Accuracy of the estimates…
    addAccuracyAction(window);
    // A new or opened workload is shown where its results are.
    QObject::connect(&current, &CurrentResult::workloadChanged, &window,
                     [&window] { window.showPage(QStringLiteral("recommendation")); });
}

} // namespace gpuatlas::ui
