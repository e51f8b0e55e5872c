// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserDataPages.h"

#include "MainWindow.h"
#include "ScreenshotRenderer.h"
#include "dialogs/CalibrationDialog.h"
#include "dialogs/CustomGpuDialog.h"
#include "dialogs/CustomGpusDialog.h"
#include "dialogs/ExchangeRatesDialog.h"
#include "dialogs/PricesDialog.h"
#include "dialogs/UserFileProblemDialog.h"
#include "state/UserData.h"
#include "state/Workspace.h"
#include "text/LanguageManager.h"
#include "ui/pages/CostOfOwnershipPage.h"
#include "ui/pages/RecommendationPage.h"
#include "wizard/WorkloadPresets.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QPointer>
#include <QTimer>

namespace gpuatlas::ui {

namespace {

class Labels
{
    Q_DECLARE_TR_FUNCTIONS(UserDataPages)

public:
    static QString prices() { return tr("&Prices…"); }
    static QString customGpus() { return tr("&My GPUs…"); }
    static QString calibration() { return tr("&Calibration from measurements…"); }
    static QString rates() { return tr("&Exchange rates…"); }
};

// One of each at a time: a second trigger raises the open one.
template <class Dialog>
void openDialog(MainWindow& window, UserData& userData, QPointer<Dialog>& open)
{
    if (open && open->isVisible()) {
        open->raise();
        open->activateWindow();
        return;
    }
    open = new Dialog(window.workspace(), userData, &window);
    open->setAttribute(Qt::WA_DeleteOnClose);
    open->show();
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

namespace {

// Shows a dialog of the window for a screenshot, laid out at `size`.
QWidget* showForScreenshot(QDialog* dialog, QSize size)
{
    dialog->setAttribute(Qt::WA_DontShowOnScreen);
    dialog->resize(size);
    dialog->show();
    QApplication::processEvents();
    return dialog;
}

} // namespace

void addUserDataPages(MainWindow& window, bool rememberChoices)
{
    auto* userData =
        new UserData(window.workspace(), rememberChoices ? text::UserDataFile::defaultFolder() : QString(), &window);
    window.setUserData(userData);
    userData->load();
    if (rememberChoices && !userData->problems().isEmpty()) {
        // After the window is up: the report names the file, where and what is wrong.
        QTimer::singleShot(0, &window, [&window, userData] { UserFileProblemDialog::reportAll(*userData, &window); });
    }

    window.addPage(QStringLiteral("costOfOwnership"),
                   QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Cost of ownership"),
                   [&window](QWidget* parent) { return new CostOfOwnershipPage(window.currentResult(), parent); });

    auto* prices = new QAction(Labels::prices(), &window);
    auto* gpus = new QAction(Labels::customGpus(), &window);
    auto* calibration = new QAction(Labels::calibration(), &window);
    auto* rates = new QAction(Labels::rates(), &window);
    rates->setObjectName(QStringLiteral("exchangeRatesAction"));
    prices->setObjectName(QStringLiteral("pricesAction"));
    gpus->setObjectName(QStringLiteral("customGpusAction"));
    calibration->setObjectName(QStringLiteral("calibrationAction"));
    QObject::connect(
        prices, &QAction::triggered, &window,
        [&window, userData, open = QPointer<PricesDialog>()]() mutable { openDialog(window, *userData, open); });
    QObject::connect(
        gpus, &QAction::triggered, &window,
        [&window, userData, open = QPointer<CustomGpusDialog>()]() mutable { openDialog(window, *userData, open); });
    QObject::connect(
        calibration, &QAction::triggered, &window,
        [&window, userData, open = QPointer<CalibrationDialog>()]() mutable { openDialog(window, *userData, open); });
    QObject::connect(
        rates, &QAction::triggered, &window,
        [&window, userData, open = QPointer<ExchangeRatesDialog>()]() mutable { openDialog(window, *userData, open); });
    // Menu texts follow the interface language.
    QObject::connect(&window.languages(), &text::LanguageManager::languageChanged, &window,
                     [prices, gpus, calibration, rates] {
                         prices->setText(Labels::prices());
                         gpus->setText(Labels::customGpus());
                         calibration->setText(Labels::calibration());
                         rates->setText(Labels::rates());
                     });
    window.addToolsActions({prices, rates, gpus, calibration});
}

void addUserDataScreenshots(ScreenshotRenderer& renderer)
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

} // namespace gpuatlas::ui
