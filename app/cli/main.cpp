// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliApp.h"
#include "text/AppIdentity.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

#ifdef Q_OS_WIN
#include <windows.h>
#endif

int main(int argc, char* argv[])
{
#ifdef Q_OS_WIN
    // Tables and messages are UTF-8 (Chinese included).
    SetConsoleOutputCP(CP_UTF8);
#endif
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    std::unique_ptr<QCoreApplication> app;
    if (gpuatlas::cli::CliApp::needsGui(arguments)) {
        // Charts and reports are drawn without a display.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    gpuatlas::text::setApplicationIdentity();
    return gpuatlas::cli::CliApp().run(QCoreApplication::arguments());
}
