// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserDataPages.h"

#include "MainWindow.h"
#include "dialogs/CalibrationDialog.h"
#include "dialogs/CustomGpusDialog.h"
#include "dialogs/ExchangeRatesDialog.h"
#include "dialogs/PricesDialog.h"
#include "dialogs/UserFileProblemDialog.h"
#include "state/UserData.h"
#include "state/Workspace.h"
#include "text/LanguageManager.h"
#include "ui/pages/CostOfOwnershipPage.h"

#include <QAction>
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

namespace {

} // namespace

void addUserDataPages(MainWindow& window, bool rememberChoices)
{
    auto* userData =
        new UserData(window.workspace(), rememberChoices ? files::UserDataFile::defaultFolder() : QString(), &window);
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

} // namespace gpuatlas::ui
