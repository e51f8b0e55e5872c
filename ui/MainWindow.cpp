// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "Workspace.h"
#include "text/LanguageManager.h"

namespace gpuatlas::ui {

MainWindow::MainWindow(Workspace& workspace, text::LanguageManager& languages, QWidget* parent)
    : QMainWindow(parent)
    , m_workspace(workspace)
    , m_languages(languages)
{
    setWindowTitle(tr("GPU Atlas"));
}

} // namespace gpuatlas::ui
