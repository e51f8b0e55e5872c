// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Clocks and the first-paint watch shared by startup_probe (the app) and startup_bare
// (a bare Qt window), so that startup.sh compares the two the same way.
#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QList>
#include <QTimer>
#include <QWidget>

#include <chrono>
#include <ctime>

#if defined(Q_OS_LINUX)
#include <unistd.h>
#endif

namespace gpuatlas::startup {

// Milliseconds from the kernel starting this process to now (dynamic loading and static
// initialisers included), from /proc (10 ms resolution); -1 where unavailable.
inline double msSinceExec()
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

// CPU time this process has used so far, dynamic loading included (exact, unlike wall
// time on a busy machine); -1 where unavailable.
inline double cpuMs()
{
#if defined(Q_OS_LINUX)
    timespec now{};
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) != 0)
        return -1;
    return static_cast<double>(now.tv_sec) * 1000.0 + static_cast<double>(now.tv_nsec) / 1e6;
#else
    return -1;
#endif
}

// Milliseconds since $STARTUP_LAUNCH_NS (nanoseconds since the epoch, set by startup.sh
// just before it starts the process); -1 when not set.
inline double msSinceLaunch()
{
    bool ok = false;
    const qint64 launched = qEnvironmentVariable("STARTUP_LAUNCH_NS").toLongLong(&ok);
    if (!ok)
        return -1;
    const auto now =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    return static_cast<double>(now - launched) / 1e6;
}

// Notes the clocks at the first paint of `window`, then quits once that paint pass
// (children included) has reached the backing store.
class FirstPaint : public QObject
{
public:
    explicit FirstPaint(QWidget* window)
        : m_window(window)
    {
        window->installEventFilter(this);
    }
    bool seen() const { return m_seen; }
    double cpuMs() const { return m_cpuMs; }
    double launchMs() const { return m_launchMs; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (!m_seen && watched == m_window && event->type() == QEvent::Paint) {
            m_seen = true;
            QTimer::singleShot(0, qApp, [this] {
                m_cpuMs = startup::cpuMs();
                m_launchMs = msSinceLaunch();
                QCoreApplication::quit();
            });
        }
        return false;
    }

private:
    QWidget* m_window;
    bool m_seen = false;
    double m_cpuMs = -1;
    double m_launchMs = -1;
};

} // namespace gpuatlas::startup
