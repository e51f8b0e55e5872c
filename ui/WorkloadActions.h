// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "state/Forward.h"
#include "text/Status.h"

#include <QList>
#include <QObject>
#include <QStringList>

#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace gpuatlas::ui {

using state::CurrentResult;
class WorkloadWizard;

// File > New workload…, Open workload…, Save workload… and Open recent, over the
// current result (the dialogs, messages and recent list are WorkloadFileDialogs, which the
// wizard's Open and Save use too). Saving writes
// the workload as explored, what-if values and pins included.
class WorkloadActions : public QObject
{
    Q_OBJECT

public:
    // `window` parents the dialogs; the actions follow its language.
    WorkloadActions(CurrentResult& current, QWidget& window);

    QList<QAction*> actions() const;
    QMenu* recentMenu() const { return m_recentMenu; }

    // Opens the wizard (window-modal) from the explored workload, or empty; what it
    // accepts becomes the current workload. `show` false leaves showing it to the caller.
    WorkloadWizard* openWizard(bool fromCurrent, bool show = true);
    // Loads `path` as the current workload (and into the recent list).
    [[nodiscard]] text::Status openFile(const QString& path);
    // Saves the explored workload to `path` (and puts it in the recent list).
    [[nodiscard]] text::Status saveFile(const QString& path) const;

private:
    void retranslate();
    void openInteractively();
    void saveInteractively();
    void updateRecentMenu();

    CurrentResult& m_current;
    QWidget& m_window;
    QAction* m_new;
    QAction* m_open;
    QAction* m_save;
    QMenu* m_recentMenu;
};

} // namespace gpuatlas::ui
