// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccuracyAction.h"

#include "MainWindow.h"
#include "files/DataFiles.h"
#include "state/Workspace.h"
#include "text/DiagnosticText.h"
#include "text/LanguageManager.h"
#include "ui/dialogs/AccuracyDialog.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QMessageBox>

namespace gpuatlas::ui {

namespace {

QString actionText()
{
    return QCoreApplication::translate("gpuatlas::ui::AccuracyAction", "&Accuracy of the estimates…");
}

} // namespace

AccuracyDialog* accuracyDialog(MainWindow& window)
{
    if (auto* open = window.findChild<AccuracyDialog*>())
        return open;
    auto cases = files::DataFiles::loadAccuracy();
    if (!cases) {
        QMessageBox::warning(&window, QCoreApplication::translate("gpuatlas::ui::AccuracyAction", "Accuracy"),
                             text::DiagnosticText::lines(cases.errors(), 5));
        return nullptr;
    }
    auto* dialog = new AccuracyDialog(std::move(cases).value(), &window);
    Workspace& workspace = window.workspace();
    const auto refresh = [dialog, &workspace] {
        dialog->setInputs(workspace.catalog(), workspace.models(), workspace.assumptions());
    };
    refresh();
    QObject::connect(&workspace, &Workspace::catalogChanged, dialog, refresh);
    QObject::connect(&workspace, &Workspace::assumptionsChanged, dialog, refresh);
    return dialog;
}

void addAccuracyAction(MainWindow& window)
{
    auto* action = new QAction(actionText(), &window);
    action->setObjectName(QStringLiteral("accuracyAction"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    QObject::connect(action, &QAction::triggered, &window, [&window] {
        if (auto* dialog = accuracyDialog(window)) {
            dialog->show();
            dialog->raise();
            dialog->activateWindow();
        }
    });
    QObject::connect(&window.languages(), &text::LanguageManager::languageChanged, action,
                     [action] { action->setText(actionText()); });
    window.addHelpActions({action});
}

} // namespace gpuatlas::ui
