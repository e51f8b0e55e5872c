// SPDX-License-Identifier: GPL-3.0-or-later
#include "Application.h"

#include "files/DataFiles.h"
#include "files/WorkloadFiles.h"
#include "state/CurrentResult.h"
#include "state/Settings.h"
#include "state/Workspace.h"
#include "text/AppIdentity.h"
#include "text/DiagnosticText.h"

#include <QIcon>
#include <QMessageBox>

#include <cstdio>

namespace gpuatlas {

Application::Application(int& argc, char** argv)
    : QApplication(argc, argv)
{
    text::setApplicationIdentity();
    QGuiApplication::setDesktopFileName(QStringLiteral(GPUATLAS_APP_ID));
    setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-atlas.svg")));
}

Application::~Application() = default;

QString Application::startupLanguage()
{
    const QString saved = state::Settings::value(state::SettingKey::Language).toString();
    if (text::LanguageManager::languages().contains(saved))
        return saved;
    return text::LanguageManager::languageFor(QLocale::system());
}

state::Workspace* Application::loadWorkspace(const QString& catalogOverride, bool quiet)
{
    engine::Diagnostics problems;
    auto catalog = files::DataFiles::loadCatalog(catalogOverride);
    auto models = files::DataFiles::loadModels();
    auto prices = files::DataFiles::loadPrices();
    for (const auto* errors : {&catalog.errors(), &models.errors(), &prices.errors()})
        problems.insert(problems.end(), errors->begin(), errors->end());
    if (!problems.empty()) {
        const QString message = text::DiagnosticText::lines(problems);
        if (quiet)
            std::fprintf(stderr, "%s\n", qPrintable(message));
        else
            QMessageBox::critical(nullptr, tr("GPU Atlas cannot start"),
                                  tr("The data files could not be loaded:\n\n%1").arg(message));
        return nullptr;
    }
    m_workspace = std::make_unique<state::Workspace>(std::move(catalog).value(), std::move(models).value(),
                                                     std::move(prices).value());
    return m_workspace.get();
}

bool Application::openStartupWorkload(const QString& path, state::CurrentResult& current, bool quiet)
{
    auto workload = files::WorkloadFiles::load(path, current.workspace().models());
    if (!workload) {
        if (quiet)
            std::fprintf(stderr, "gpu-atlas: %s\n", qPrintable(text::DiagnosticText::summaryLine(workload.errors())));
        else
            QMessageBox::critical(
                nullptr, tr("GPU Atlas cannot open the workload"),
                tr("The workload could not be opened:\n\n%1").arg(text::DiagnosticText::lines(workload.errors())));
        return false;
    }
    current.setWorkload(workload.value());
    return true;
}

} // namespace gpuatlas
