// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/Forward.h"
#include "text/LanguageManager.h"

#include <QApplication>

#include <memory>

namespace gpuatlas {

// The GUI application: identity (organisation, name, version) that QSettings and
// QStandardPaths derive from, the interface language, and the loaded data.
class Application : public QApplication
{
    Q_OBJECT

public:
    Application(int& argc, char** argv);
    ~Application() override;

    text::LanguageManager& languages() { return m_languages; }

    // Loads catalogue, models and prices. On failure shows (or, when `quiet`, prints)
    // the problems and returns nullptr.
    state::Workspace* loadWorkspace(const QString& catalogOverride, bool quiet);
    // Opens the workload named on the command line as the current one. On failure
    // shows (or, when `quiet`, prints) the problem, naming the file and field, and
    // returns false; nothing half-read becomes current.
    bool openStartupWorkload(const QString& path, state::CurrentResult& current, bool quiet);

    // The language to start in: the saved choice, else the system locale's.
    static QString startupLanguage();

private:
    text::LanguageManager m_languages;
    std::unique_ptr<state::Workspace> m_workspace;
};

} // namespace gpuatlas
