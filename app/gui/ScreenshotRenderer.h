// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/Status.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>

class QWidget;

namespace gpuatlas::ui {

class MainWindow;

// Renders the main window to a PNG for the documentation and smoke tests
// (`gpu-atlas --screenshot FILE.png --page NAME`). Each page name maps to a function
// that puts the window in the state to show; the program's scenes are
// standardScreenshots() (ScreenshotScenes.h).
class ScreenshotRenderer
{
    Q_DECLARE_TR_FUNCTIONS(ScreenshotRenderer)

public:
    using Prepare = std::function<void(MainWindow&)>;
    // Prepares a window of its own (a dialog such as the wizard) and returns it; that
    // widget is rendered instead of the main window.
    using PrepareWidget = std::function<QWidget*(MainWindow&)>;

    void addPage(const QString& name, Prepare prepare);
    void addWidgetPage(const QString& name, PrepareWidget prepare);
    bool hasPage(const QString& name) const { return m_pages.count(name) > 0; }
    QStringList pageNames() const;

    static QSize defaultSize() { return {1280, 800}; }
    // "1280x800" -> QSize; invalid for anything else or sizes out of 320..8192.
    static QSize parseSize(const QString& text);

    // Prepares `window` for `page`, lays it out at `size` without showing it on a
    // screen, and writes the PNG (atomically).
    [[nodiscard]] text::Status render(MainWindow& window, const QString& page, QSize size, const QString& file) const;

private:
    std::map<QString, PrepareWidget> m_pages;
};

} // namespace gpuatlas::ui
