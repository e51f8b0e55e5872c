// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppPages.h"

#include "AccuracyAction.h"
#include "MainWindow.h"
#include "UserDataPages.h"
#include "Workspace.h"
#include "charts/ChartsPage.h"
#include "export/ReportActions.h"
#include "pages/MatrixPage.h"
#include "widgets/RecommendationPage.h"

namespace gpuatlas::ui {

void addAppPages(MainWindow& window, bool rememberChoices)
{
    window.addPage(new charts::ChartsPage(window.workspace(), rememberChoices, &window),
                   QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Charts"));
    auto* recommendation = new RecommendationPage(window.workspace(), &window);
    window.addPage(recommendation, QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Recommendation"));
    window.addFileActions(recommendation->fileActions(), recommendation->recentMenu());
    // File > Export report… (Ctrl+E), Export spec table…
    window.addFileActions((new exporting::ReportActions(window, *recommendation))->actions());
    window.addPage(new MatrixPage(window.workspace(), &window),
                   QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Suitability"));
    // Cost of ownership; Tools > Prices, My GPUs, Calibration.
    addUserDataPages(window, *recommendation, rememberChoices);
    // Help > Accuracy of the estimates…
    addAccuracyAction(window);
    // A new or opened workload is shown where its results are.
    QObject::connect(&window.workspace(), &Workspace::workloadChanged, &window,
                     [&window, recommendation] { window.setCurrentPage(recommendation); });
}

} // namespace gpuatlas::ui
