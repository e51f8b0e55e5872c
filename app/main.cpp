// SPDX-License-Identifier: GPL-3.0-or-later
#include "Application.h"
#include "ui/MainWindow.h"
#include "ui/Workspace.h"

#include <QCommandLineParser>

int main(int argc, char* argv[])
{
    gpuatlas::Application app(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Choose a GPU for AI training and inference."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption catalogOption(QStringLiteral("catalog"),
                                           QCoreApplication::translate("main", "Use this GPU catalogue file."),
                                           QStringLiteral("FILE"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QCoreApplication::translate("main", "Interface language: en, zh_CN or zh_TW."),
                                        QStringLiteral("L"));
    parser.addOptions({catalogOption, langOption});
    parser.process(app);

    app.languages().setLanguage(parser.isSet(langOption) ? parser.value(langOption)
                                                         : gpuatlas::Application::startupLanguage());
    auto* workspace = app.loadWorkspace(parser.value(catalogOption), false);
    if (!workspace)
        return 2;

    gpuatlas::ui::MainWindow window(*workspace, app.languages());
    window.show();
    return app.exec();
}
