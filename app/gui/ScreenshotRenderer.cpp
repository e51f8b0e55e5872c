// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScreenshotRenderer.h"

#include "files/AtomicWriter.h"
#include "ui/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QRegularExpression>

namespace gpuatlas::ui {

void ScreenshotRenderer::addPage(const QString& name, Prepare prepare)
{
    m_pages[name] = [prepare = std::move(prepare)](MainWindow& window) -> QWidget* {
        prepare(window);
        return nullptr;
    };
}

void ScreenshotRenderer::addWidgetPage(const QString& name, PrepareWidget prepare)
{
    m_pages[name] = std::move(prepare);
}

QStringList ScreenshotRenderer::pageNames() const
{
    QStringList names;
    for (const auto& [name, prepare] : m_pages)
        names << name;
    return names;
}

QSize ScreenshotRenderer::parseSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{3,4})[xX](\\d{3,4})$"));
    const auto match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return {};
    const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
    const bool sensible = size.width() >= 320 && size.height() >= 320 && size.width() <= 8192 && size.height() <= 8192;
    return sensible ? size : QSize();
}

text::Status ScreenshotRenderer::render(MainWindow& window, const QString& page, QSize size, const QString& file) const
{
    const auto it = m_pages.find(page);
    if (it == m_pages.end())
        return text::Status::failure(
            tr("Unknown page \"%1\"; choose one of: %2.").arg(page, pageNames().join(QStringLiteral(", "))));
    const QFileInfo target(file);
    if (!target.absoluteDir().exists())
        return text::Status::failure(
            tr("Cannot write %1: the folder does not exist.").arg(QDir::toNativeSeparators(file)));

    // Laid out and painted like a shown window, but never put on a screen, so taking
    // a screenshot on a desktop does not flash a window.
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(size);
    window.show();
    QApplication::processEvents();
    QWidget* own = it->second(window);
    // Twice: the first pass delivers layout requests, the second the resizes they cause.
    QApplication::processEvents();
    QApplication::processEvents();

    const QImage image = (own ? own->grab() : window.grab()).toImage();
    return files::AtomicWriter::write(file, [&image](QIODevice& device, QString& error) {
        QImageWriter writer(&device, "png");
        if (writer.write(image))
            return true;
        error = writer.errorString();
        return false;
    });
}

} // namespace gpuatlas::ui
