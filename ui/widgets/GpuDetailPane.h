// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/LocalizedText.h"

#include <QTextBrowser>

namespace gpuatlas::engine::inline core {
struct Gpu;
}

namespace gpuatlas::ui {

// Everything known about one GPU in reading form: key figures, what the source
// article says about training and inference with it, where it is deployed, caveats
// found while checking the figures, and the sources as links. The article's text
// follows the interface language.
class GpuDetailPane : public QTextBrowser
{
    Q_OBJECT

public:
    explicit GpuDetailPane(QWidget* parent = nullptr);

    // nullptr shows a hint instead. The pane keeps the pointer: set it again (or to
    // nullptr) when the catalogue changes.
    void setGpu(const engine::Gpu* gpu);
    const engine::Gpu* gpu() const { return m_gpu; }
    void setLanguage(engine::Language language);
    engine::Language language() const { return m_language; }

    // The HTML shown for `gpu`; every piece of data in it is escaped.
    static QString html(const engine::Gpu& gpu, engine::Language language);
    // Only web addresses are opened; a data file cannot make the pane run a program
    // or open a local file.
    static bool isOpenable(const QUrl& url);

signals:
    // The address the user clicked, after it was handed to the desktop.
    void linkOpened(const QUrl& url);

protected:
    void changeEvent(QEvent* event) override;

private:
    static QString sourcesHtml(const engine::Gpu& gpu);
    void render();
    void openLink(const QUrl& url);

    const engine::Gpu* m_gpu = nullptr;
    engine::Language m_language = engine::Language::English;
};

} // namespace gpuatlas::ui
