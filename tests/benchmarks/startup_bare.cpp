// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for startup_probe: a bare QMainWindow of the same size, in a program that
// links Qt Widgets only, to its first paint. Prints one JSON line like the probe.
// --text puts one line of text in it: the least any window that shows words pays (the
// font database is read, a font loaded and the line shaped), a floor for the app's ratio.
#include "StartupClock.h"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>

#include <cstdio>
#include <cstring>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    if (argc > 1 && std::strcmp(argv[1], "--text") == 0)
        window.setCentralWidget(new QLabel(QStringLiteral("GPU Atlas"), &window));
    gpuatlas::startup::FirstPaint probe(&window);
    window.resize(1280, 800);
    window.show();
    QTimer::singleShot(60000, &app, &QCoreApplication::quit); // never hang a benchmark
    app.exec();
    std::printf("{\"platform\": \"%s\", \"cpu_to_paint_ms\": %.2f, \"launch_to_paint_ms\": %.2f, \"painted\": %s}\n",
                qPrintable(QGuiApplication::platformName()), probe.cpuMs(), probe.launchMs(),
                probe.seen() ? "true" : "false");
    return probe.seen() ? 0 : 1;
}
