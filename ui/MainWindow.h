// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

namespace gpuatlas::text {
class LanguageManager;
}

namespace gpuatlas::ui {

class Workspace;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(Workspace& workspace, text::LanguageManager& languages, QWidget* parent = nullptr);

private:
    Workspace& m_workspace;
    text::LanguageManager& m_languages;
};

} // namespace gpuatlas::ui
