// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadFileDialogs.h"

#include "state/Settings.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace gpuatlas::ui {

using state::SettingKey;
using state::Settings;

QString WorkloadFileDialogs::askOpenPath(QWidget* parent)
{
    const QStringList recent = recentFiles();
    const QString folder = recent.isEmpty() ? QString() : QFileInfo(recent.front()).absolutePath();
    return QFileDialog::getOpenFileName(parent, tr("Open workload"), folder, tr("Workload (*.json);;All files (*)"));
}

QString WorkloadFileDialogs::askSavePath(QWidget* parent, const engine::Workload& workload)
{
    const QString suggested =
        workload.name.empty() ? tr("workload.json") : QString::fromStdString(workload.name) + QStringLiteral(".json");
    return QFileDialog::getSaveFileName(parent, tr("Save workload"), suggested, tr("Workload (*.json);;All files (*)"));
}

void WorkloadFileDialogs::warnOpenFailed(QWidget* parent, const text::Status& status)
{
    QMessageBox::warning(parent, tr("Open workload"), tr("Could not open the workload:\n%1").arg(status.error));
}

void WorkloadFileDialogs::warnSaveFailed(QWidget* parent, const text::Status& status)
{
    // The error names the file.
    QMessageBox::warning(parent, tr("Save workload"), tr("Could not save the workload:\n%1").arg(status.error));
}

QStringList WorkloadFileDialogs::recentFiles()
{
    return Settings::value(SettingKey::RecentWorkloads).toStringList();
}

void WorkloadFileDialogs::addRecentFile(const QString& path)
{
    QStringList recent = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > maxRecentFiles)
        recent.removeLast();
    Settings::setValue(SettingKey::RecentWorkloads, recent);
}

} // namespace gpuatlas::ui
