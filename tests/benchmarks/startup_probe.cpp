// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up to the first painted main window, the way app/main.cpp starts: the
// Application, the data files, the main window with every page, show(); then it quits
// once the window has been painted and prints where the time went as one JSON line.
// tests/benchmarks/startup.sh runs it (offscreen and under Xvfb) with /usr/bin/time for
// the peak memory. --synthetic N starts with a generated catalogue of N GPUs instead.
#include "app/Application.h"
#include "state/Workspace.h"
#include "tests/SyntheticCatalog.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <string>

#if defined(Q_OS_LINUX)
#include <unistd.h>
#endif

namespace {

// Milliseconds from the kernel starting this process to now (dynamic loading and static
// initialisers included), from /proc; -1 where unavailable.
double msSinceExec()
{
#if defined(Q_OS_LINUX)
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray statLine = stat.readAll();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const QList<QByteArray> fields = statLine.mid(statLine.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22: starttime
    const double nowSeconds = uptime.readAll().split(' ').value(0).toDouble();
    return (nowSeconds - startTicks / static_cast<double>(sysconf(_SC_CLK_TCK))) * 1000.0;
#else
    return -1;
#endif
}

// Quits after the first paint of `window` has been delivered.
class FirstPaint : public QObject
{
public:
    explicit FirstPaint(QWidget* window)
        : m_window(window)
    {
    }
    bool seen() const { return m_seen; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (!m_seen && watched == m_window && event->type() == QEvent::Paint) {
            m_seen = true;
            // After this paint pass (children included) has reached the backing store.
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return false;
    }

private:
    QWidget* m_window;
    bool m_seen = false;
};

} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer clock;
    clock.start();
    const double beforeMain = msSinceExec();
    int synthetic = 0;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--synthetic") == 0)
            synthetic = std::atoi(argv[i + 1]);
    }

    gpuatlas::Application app(argc, argv);
    const qint64 application = clock.elapsed();
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

    using gpuatlas::ui::MainWindow;
    MainWindow window(*workspace, app.languages(), MainWindow::Persistence::Off);
    gpuatlas::ui::addAppPages(window, false);
    const qint64 built = clock.elapsed();
    FirstPaint probe(&window);
    window.installEventFilter(&probe);
    window.resize(1280, 800);
    window.show();
    QTimer::singleShot(60000, &app, &QCoreApplication::quit); // never hang a benchmark
    app.exec();
    const qint64 painted = clock.elapsed();

    std::printf("{\"platform\": \"%s\", \"gpus\": %zu, \"exec_to_main_ms\": %.0f, \"application_ms\": %lld, "
                "\"data_ms\": %lld, \"window_ms\": %lld, \"first_paint_ms\": %lld, \"main_to_paint_ms\": %lld, "
                "\"painted\": %s}\n",
                qPrintable(QGuiApplication::platformName()), workspace->catalog().size(), beforeMain,
                static_cast<long long>(application), static_cast<long long>(data - generated),
                static_cast<long long>(built - data), static_cast<long long>(painted - built),
                static_cast<long long>(painted - (generated - application)), probe.seen() ? "true" : "false");
    return probe.seen() ? 0 : 1;
}
