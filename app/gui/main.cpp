// SPDX-License-Identifier: GPL-3.0-or-later
#include "Application.h"
#include "ScreenshotRenderer.h"
#include "ScreenshotScenes.h"
#include "state/Settings.h"
#include "state/Workspace.h"
#include "text/LanguageManager.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"

#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace {

int fail(const QString& message)
{
    std::fprintf(stderr, "gpu-atlas: %s\n", qPrintable(message));
    return 2;
}

// A screenshot, --help or --version needs no screen: on a Linux machine without a
// display (CI, a build server) use the offscreen platform rather than fail to start.
// Must run before the QApplication exists.
void chooseOffscreenWhenHeadless(int argc, char* argv[])
{
#ifdef Q_OS_LINUX
    const bool headless = std::any_of(argv + 1, argv + argc, [](const char* arg) {
        return std::strcmp(arg, "--screenshot") == 0 || std::strncmp(arg, "--screenshot=", 13) == 0 ||
               std::strcmp(arg, "--help") == 0 || std::strcmp(arg, "-h") == 0 || std::strcmp(arg, "--version") == 0 ||
               std::strcmp(arg, "-v") == 0;
    });
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#else
    Q_UNUSED(argc);
    Q_UNUSED(argv);
#endif
}

// The program's options, declared once (main reads them, refuseBadOptions checks them).
struct StartOptions
{
    QCommandLineOption catalog;
    QCommandLineOption lang;
    QCommandLineOption screenshot;
    QCommandLineOption page;
    QCommandLineOption size;
    QCommandLineOption workload;
};

StartOptions declareOptions(QCommandLineParser& parser, const gpuatlas::ui::ScreenshotRenderer& screenshots)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Choose a GPU for AI training and inference."));
    parser.addHelpOption();
    parser.addVersionOption();
    StartOptions o{
        QCommandLineOption(QStringLiteral("catalog"),
                           QCoreApplication::translate("main", "Use this GPU catalogue file."), QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("lang"),
                           QCoreApplication::translate("main", "Interface language: en, zh_CN or zh_TW."),
                           QStringLiteral("L")),
        QCommandLineOption(QStringLiteral("screenshot"),
                           QCoreApplication::translate(
                               "main", "Save a picture of the window to FILE (PNG) and quit. Uses the default "
                                       "settings and English unless --lang is given; saved settings are neither "
                                       "read nor changed."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("page"),
                           QCoreApplication::translate("main", "With --screenshot: what to show, one of %1.")
                               .arg(screenshots.pageNames().join(QStringLiteral(", "))),
                           QStringLiteral("PAGE"), QStringLiteral("table")),
        QCommandLineOption(QStringLiteral("size"),
                           QCoreApplication::translate("main", "With --screenshot: window size, e.g. %1.")
                               .arg(QStringLiteral("1280x800")),
                           QStringLiteral("WxH")),
        QCommandLineOption(QStringLiteral("workload"),
                           QCoreApplication::translate("main", "Open this workload file and show its recommendation."),
                           QStringLiteral("FILE")),
    };
    parser.addOptions({o.catalog, o.lang, o.screenshot, o.page, o.size, o.workload});
    return o;
}

// As in gpu-atlas-cli: a language that does not exist, or a file option without a file, is
// refused (exit 2) rather than silently replaced by the default; so are a screenshot's unknown
// page and bad size. 0 when every option is good; `size` is then the screenshot's.
int refuseBadOptions(const QCommandLineParser& parser, const StartOptions& o,
                     const gpuatlas::ui::ScreenshotRenderer& screenshots, QSize& size)
{
    using gpuatlas::ui::ScreenshotRenderer;
    if (parser.isSet(o.lang) && !gpuatlas::text::LanguageManager::languages().contains(parser.value(o.lang))) {
        return fail(QCoreApplication::translate("main", "--lang: \"%1\" is not a language; use en, zh_CN or zh_TW")
                        .arg(parser.value(o.lang)));
    }
    for (const auto* option : {&o.catalog, &o.workload, &o.screenshot}) {
        if (parser.isSet(*option) && parser.value(*option).trimmed().isEmpty())
            return fail(QCoreApplication::translate("main", "--%1: no file given").arg(option->names().constFirst()));
    }
    if (!parser.isSet(o.screenshot))
        return 0;
    if (!screenshots.hasPage(parser.value(o.page))) {
        return fail(QCoreApplication::translate("main", "Unknown page \"%1\"; choose one of: %2.")
                        .arg(parser.value(o.page), screenshots.pageNames().join(QStringLiteral(", "))));
    }
    if (parser.isSet(o.size)) {
        size = ScreenshotRenderer::parseSize(parser.value(o.size));
        if (!size.isValid())
            return fail(QCoreApplication::translate("main", "Bad size \"%1\"; write it as WIDTHxHEIGHT, e.g. %2.")
                            .arg(parser.value(o.size), QStringLiteral("1280x800")));
    }
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    using gpuatlas::ui::ScreenshotRenderer;
    chooseOffscreenWhenHeadless(argc, argv);
    gpuatlas::Application app(argc, argv);
    const ScreenshotRenderer screenshots = gpuatlas::ui::standardScreenshots();

    QCommandLineParser parser;
    const StartOptions options = declareOptions(parser, screenshots);
    parser.process(app);
    const bool screenshot = parser.isSet(options.screenshot);
    QSize size = ScreenshotRenderer::defaultSize();
    if (const int refused = refuseBadOptions(parser, options, screenshots, size))
        return refused;

    // A screenshot must not depend on what this user saved, so it never reads settings.
    if (!screenshot)
        gpuatlas::state::Settings::migrate(); // before anything reads them
    const QString language = parser.isSet(options.lang) ? parser.value(options.lang)
                             : screenshot               ? QStringLiteral("en")
                                                        : gpuatlas::Application::startupLanguage();
    app.languages().setLanguage(language);
    auto* workspace = app.loadWorkspace(parser.value(options.catalog), screenshot);
    if (!workspace)
        return 2;

    using gpuatlas::ui::MainWindow;
    MainWindow window(*workspace, app.languages(),
                      screenshot ? MainWindow::Persistence::Off : MainWindow::Persistence::Saved);
    gpuatlas::ui::addAppPages(window, !screenshot);
    // Like a bad --catalog: the problem in a dialog (on stderr for a screenshot), exit 2.
    if (parser.isSet(options.workload) &&
        !app.openStartupWorkload(parser.value(options.workload), window.currentResult(), screenshot))
        return 2;
    if (screenshot) {
        const auto status =
            screenshots.render(window, parser.value(options.page), size, parser.value(options.screenshot));
        if (!status)
            return fail(status.error);
        return 0;
    }
    window.show();
    return app.exec();
}
