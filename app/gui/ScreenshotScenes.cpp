// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScreenshotScenes.h"

#include "ScreenshotRenderer.h"
#include "state/CurrentResult.h"
#include "state/UserData.h"
#include "state/Workspace.h"
#include "ui/AccuracyAction.h"
#include "ui/MainWindow.h"
#include "ui/dialogs/AccuracyDialog.h"
#include "ui/dialogs/CalibrationDialog.h"
#include "ui/dialogs/CustomGpuDialog.h"
#include "ui/dialogs/ExchangeRatesDialog.h"
#include "ui/dialogs/PricesDialog.h"
#include "ui/pages/ChartsPage.h"
#include "ui/pages/CostOfOwnershipPage.h"
#include "ui/pages/MatrixModel.h"
#include "ui/pages/MatrixPage.h"
#include "ui/pages/RecommendationPage.h"
#include "ui/pages/SpecPage.h"
#include "ui/wizard/WorkloadPresets.h"
#include "ui/wizard/WorkloadWizard.h"

#include <QApplication>
#include <QCoreApplication>
#include <QSplitter>
#include <QTableView>

namespace gpuatlas::ui {

namespace {

void showCharts(MainWindow& window, charts::ChartKind kind)
{
    if (auto* page = window.page<charts::ChartsPage>(QStringLiteral("charts"))) {
        window.setCurrentPage(page);
        page->setChartKind(kind);
    }
}

// Pages of results need a workload: without --workload, the chat-assistant preset stands in.
void ensureWorkload(MainWindow& window)
{
    if (!window.currentResult().workload())
        window.currentResult().setWorkload(WorkloadPresets::find(QStringLiteral("chat"))->workload);
}

RecommendationPage* showRecommendation(MainWindow& window)
{
    auto* page = window.page<RecommendationPage>(QStringLiteral("recommendation"));
    if (page)
        window.setCurrentPage(page);
    return page;
}

// Shows a dialog of the window for a screenshot, laid out at `size`.
QWidget* showForScreenshot(QDialog* dialog, QSize size)
{
    dialog->setAttribute(Qt::WA_DontShowOnScreen);
    dialog->resize(size);
    dialog->show();
    QApplication::processEvents();
    return dialog;
}

// table, detail, compare, radar, charts, results, result-charts, sensitivity, matrix.
void addWindowScenes(ScreenshotRenderer& renderer)
{
    renderer.addPage(QStringLiteral("table"), [](MainWindow& window) {
        window.setCurrentPage(window.specPage());
        window.specPage()->setOrientation(SpecPage::Orientation::GpusAsRows);
    });
    renderer.addPage(QStringLiteral("detail"), [](MainWindow& window) {
        SpecPage* spec = window.specPage();
        window.setCurrentPage(spec);
        spec->setOrientation(SpecPage::Orientation::GpusAsRows);
        spec->setCurrentGpu(QStringLiteral("h100-sxm"));
        // Room to read the article's text.
        const int width = spec->splitter()->width() > 0 ? spec->splitter()->width() : window.width();
        spec->splitter()->setSizes({width * 11 / 20, width * 9 / 20});
    });
    renderer.addPage(QStringLiteral("compare"), [](MainWindow& window) {
        window.setCurrentPage(window.specPage());
        window.specPage()->setOrientation(SpecPage::Orientation::GpusAsColumns);
    });
    renderer.addPage(QStringLiteral("radar"), [](MainWindow& window) { showCharts(window, charts::ChartKind::Radar); });
    renderer.addPage(QStringLiteral("charts"),
                     [](MainWindow& window) { showCharts(window, charts::ChartKind::BarPanels); });
    renderer.addPage(QStringLiteral("results"), [](MainWindow& window) {
        if (showRecommendation(window))
            ensureWorkload(window);
    });
    renderer.addPage(QStringLiteral("result-charts"), [](MainWindow& window) {
        RecommendationPage* page = showRecommendation(window);
        if (!page)
            return;
        ensureWorkload(window);
        page->showCharts();
    });
    renderer.addPage(QStringLiteral("sensitivity"), [](MainWindow& window) {
        ensureWorkload(window);
        showCharts(window, charts::ChartKind::Lines);
    });
    renderer.addPage(QStringLiteral("matrix"), [](MainWindow& window) {
        window.showPage(QStringLiteral("matrix"));
        if (auto* page = window.page<MatrixPage>(QStringLiteral("matrix")))
            page->table().setCurrentIndex(page->model().index(0, 0));
    });
}

// The wizard's pages, opened as File > New opens it.
void addWizardScenes(ScreenshotRenderer& renderer)
{
    const std::pair<const char*, WorkloadWizard::PageId> wizardPages[] = {
        {"wizard", WorkloadWizard::TaskPageId},
        {"wizard-model", WorkloadWizard::ModelPageId},
        {"wizard-data", WorkloadWizard::DataPageId},
        {"wizard-scale", WorkloadWizard::ScalePageId},
        {"wizard-runtime", WorkloadWizard::RuntimePageId},
        {"wizard-priorities", WorkloadWizard::PrioritiesPageId},
    };
    for (const auto& [name, id] : wizardPages) {
        renderer.addWidgetPage(QString::fromLatin1(name), [id = id](MainWindow& window) -> QWidget* {
            if (!showRecommendation(window))
                return nullptr;
            // As File > New (or Edit workload… when one is open) opens it.
            auto* wizard = new WorkloadWizard(window.workspace(), &window);
            wizard->setAttribute(Qt::WA_DeleteOnClose);
            if (const auto explored = window.currentResult().explored())
                wizard->setWorkload(*explored);
            wizard->setAttribute(Qt::WA_DontShowOnScreen);
            wizard->resize(wizard->minimumSize().expandedTo(QSize(820, 680)));
            wizard->show();
            QApplication::processEvents();
            while (wizard->currentId() != id && wizard->currentId() >= 0) {
                const int before = wizard->currentId();
                wizard->next();
                if (wizard->currentId() == before)
                    break; // a page refused: show it, with its message
            }
            return wizard;
        });
    }
}

// prices, exchange-rates, tco, custom-gpus, calibration: the user's data in memory only.
void addUserDataScenes(ScreenshotRenderer& renderer)
{
    renderer.addWidgetPage(QStringLiteral("prices"), [](MainWindow& window) -> QWidget* {
        UserData* userData = window.userData();
        if (!userData)
            return nullptr;
        auto* dialog = new PricesDialog(window.workspace(), *userData, &window);
        dialog->selectPrice(QStringLiteral("l40s"), QStringLiteral("AWS"));
        return showForScreenshot(dialog, QSize(1180, 640));
    });
    renderer.addWidgetPage(QStringLiteral("exchange-rates"), [](MainWindow& window) -> QWidget* {
        UserData* userData = window.userData();
        if (!userData)
            return nullptr;
        if (userData->userRates().empty()) {
            // A bank's rate for the yuan (in memory only: screenshots read and write no files).
            engine::ExchangeRate mine;
            mine.from = engine::Currency::USD;
            mine.to = engine::Currency::CNY;
            mine.rate = 7.2;
            mine.date = "2026-12-02";
            mine.source = {"Our bank's transfer rate", {}, "2026-12-02", {}};
            if (!userData->setUserRates({mine}))
                return nullptr;
        }
        auto* dialog = new ExchangeRatesDialog(window.workspace(), *userData, &window);
        return showForScreenshot(dialog, QSize(860, 640));
    });
    renderer.addPage(QStringLiteral("tco"), [](MainWindow& window) {
        if (!window.currentResult().workload())
            window.currentResult().setWorkload(fineTuningExample());
        auto* page = window.page<CostOfOwnershipPage>(QStringLiteral("costOfOwnership"));
        if (!page)
            return;
        window.setCurrentPage(page);
        QApplication::processEvents();
        page->selectCandidate(QStringLiteral("l40s"));
    });
    renderer.addWidgetPage(QStringLiteral("custom-gpus"), [](MainWindow& window) -> QWidget* {
        auto* dialog = new CustomGpuDialog(window.workspace().catalog(), {}, &window);
        const engine::Gpu* l40s = window.workspace().catalog().find("l40s");
        if (l40s) {
            engine::Gpu mine = *l40s;
            mine.id = "our-l40s-300w";
            mine.name = "Our L40S, power-capped to 300 W";
            mine.tdpW = 300;
            mine.custom = true;
            mine.article = {};
            dialog->setGpu(mine);
        }
        return showForScreenshot(dialog, QSize(1020, 760));
    });
    renderer.addWidgetPage(QStringLiteral("calibration"), [](MainWindow& window) -> QWidget* {
        UserData* userData = window.userData();
        if (!userData)
            return nullptr;
        if (userData->measurements().empty()) {
            // Two runs of one's own L40S box, slower than the estimate (in memory only).
            engine::Measurement chat;
            chat.gpuId = "l40s";
            chat.modelId = "llama-3-8b";
            chat.batch = 16;
            chat.promptTokens = 512;
            chat.outputTokens = 256;
            chat.value = 380;
            chat.note = "vLLM 0.6, our server";
            engine::Measurement single = chat;
            single.batch = 1;
            single.value = 36.5;
            single.note = "vLLM 0.6, one stream";
            if (!userData->setMeasurements({chat, single}))
                return nullptr;
            userData->setCalibrationEnabled(true);
        }
        auto* dialog = new CalibrationDialog(window.workspace(), *userData, &window);
        return showForScreenshot(dialog, QSize(1180, 720));
    });
}

// accuracy: the dialog on its validation split.
void addAccuracyScene(ScreenshotRenderer& renderer)
{
    renderer.addWidgetPage(QStringLiteral("accuracy"), [](MainWindow& window) -> QWidget* {
        AccuracyDialog* dialog = accuracyDialog(window);
        if (!dialog)
            return nullptr;
        dialog->setAttribute(Qt::WA_DontShowOnScreen);
        dialog->resize(1100, 760);
        dialog->show();
        QApplication::processEvents();
        return dialog;
    });
}

} // namespace

engine::Workload fineTuningExample()
{
    engine::Workload workload;
    // Named in the language of the moment: it is the page's title until the user
    // brings a workload of their own.
    workload.name = QCoreApplication::translate("gpuatlas::ui::UserDataPages", "Fine-tune Llama 3 8B (LoRA, 2B tokens)")
                        .toStdString();
    workload.task = engine::Task::Finetune;
    workload.modelId = "llama-3-8b";
    workload.precision = engine::Precision::BF16;
    workload.training.tokens = 2.0e9;
    workload.training.seqLen = 2048;
    workload.training.microBatch = 4;
    workload.training.method = engine::FinetuneMethod::Lora;
    workload.constraints.maxGpus = 8;
    workload.constraints.deadlineHours = 48;
    return workload;
}

ScreenshotRenderer standardScreenshots()
{
    ScreenshotRenderer renderer;
    addWindowScenes(renderer);
    addWizardScenes(renderer);
    addUserDataScenes(renderer);
    addAccuracyScene(renderer);
    return renderer;
}

} // namespace gpuatlas::ui
