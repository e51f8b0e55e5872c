// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up to the first painted main window, the way app/gui/main.cpp starts: the
// Application, the data files, the main window with its pages registered (each is built
// when first shown), show(); then it quits once the window has been painted and prints
// where the time went as one JSON line. tests/benchmarks/startup.sh runs it (offscreen
// and under Xvfb) with /usr/bin/time for the peak memory, and startup_bare beside it.
// --synthetic N starts with a generated catalogue of N GPUs instead.
#include "StartupClock.h"
#include "gui/Application.h"
#include "state/Workspace.h"
#include "tests/SyntheticCatalog.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <string>

int main(int argc, char** argv)
{
    QElapsedTimer clock;
    clock.start();
    const double beforeMain = gpuatlas::startup::msSinceExec();
    int synthetic = 0;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--synthetic") == 0)
            synthetic = std::atoi(argv[i + 1]);
    }

    gpuatlas::Application app(argc, argv);
    const qint64 application = clock.elapsed();
    const double cpuApplication = gpuatlas::startup::cpuMs();
    app.languages().setLanguage(QStringLiteral("en"));

    QTemporaryDir scratch;
    QString catalog;
    if (synthetic > 0) {
        catalog = scratch.filePath(QStringLiteral("gpus.json"));
        QFile file(catalog);
        const std::string text = gpuatlas::testing::syntheticCatalogText(static_cast<std::size_t>(synthetic));
        if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) < 0)
            return 1;
    }
    const qint64 generated = clock.elapsed();
    auto* workspace = app.loadWorkspace(catalog, true);
    if (!workspace)
        return 2;
    const qint64 data = clock.elapsed();
    const double cpuData = gpuatlas::startup::cpuMs();

    using gpuatlas::ui::MainWindow;
    MainWindow window(*workspace, app.languages(), MainWindow::Persistence::Off);
    gpuatlas::ui::addAppPages(window, false);
    const qint64 built = clock.elapsed();
    const double cpuBuilt = gpuatlas::startup::cpuMs();
    gpuatlas::startup::FirstPaint probe(&window);
    window.resize(1280, 800);
    window.show();
    QTimer::singleShot(60000, &app, &QCoreApplication::quit); // never hang a benchmark
    app.exec();
    const qint64 painted = clock.elapsed();

    std::printf("{\"platform\": \"%s\", \"gpus\": %zu, \"exec_to_main_ms\": %.0f, \"application_ms\": %lld, "
                "\"data_ms\": %lld, \"window_ms\": %lld, \"first_paint_ms\": %lld, \"main_to_paint_ms\": %lld, "
                "\"cpu_to_paint_ms\": %.2f, \"launch_to_paint_ms\": %.2f, \"cpu_application_ms\": %.2f, "
                "\"cpu_data_ms\": %.2f, \"cpu_window_ms\": %.2f, \"cpu_first_paint_ms\": %.2f, \"painted\": %s}\n",
                qPrintable(QGuiApplication::platformName()), workspace->catalog().size(), beforeMain,
                static_cast<long long>(application), static_cast<long long>(data - generated),
                static_cast<long long>(built - data), static_cast<long long>(painted - built),
                static_cast<long long>(painted - (generated - application)), probe.cpuMs(), probe.launchMs(),
                cpuApplication, cpuData - cpuApplication, cpuBuilt - cpuData, probe.cpuMs() - cpuBuilt,
                probe.seen() ? "true" : "false");
    return probe.seen() ? 0 : 1;
}
