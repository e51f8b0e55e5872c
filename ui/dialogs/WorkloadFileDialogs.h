// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Workload.h"
#include "text/Status.h"

#include <QCoreApplication>
#include <QStringList>

class QWidget;

namespace gpuatlas::ui {

// The file dialogs, messages and recent list of workload files, which File > Open, Save and
// Open recent (WorkloadActions) and the wizard's Open and Save share: one wording, one
// recent list.
class WorkloadFileDialogs
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadFileDialogs)

public:
    static QString askOpenPath(QWidget* parent);
    static QString askSavePath(QWidget* parent, const engine::Workload& workload);
    static void warnOpenFailed(QWidget* parent, const text::Status& status);
    static void warnSaveFailed(QWidget* parent, const text::Status& status);
    // Newest first, absolute paths, at most maxRecentFiles.
    static QStringList recentFiles();
    static void addRecentFile(const QString& path);

    static constexpr int maxRecentFiles = 8;
};

} // namespace gpuatlas::ui
