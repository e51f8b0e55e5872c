// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Gpu.h"
#include "ui/document/export/ChartExporter.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QWidget;

namespace gpuatlas::ui::exporting {

// The interactive side of every export: ask for a file (and for a PNG its size and
// resolution), write it, and say so when it fails. Shared by the charts page, the
// result charts and the File menu, so each export asks the same questions.
class ExportDialogs
{
    Q_DECLARE_TR_FUNCTIONS(ExportDialogs)

public:
    // A figure laid out at the requested size (exports lay out afresh: the one on
    // screen keeps the view's size).
    using FigureFactory = std::function<std::unique_ptr<charts::ChartFigure>(const QSizeF& size)>;

    struct FileType
    {
        QString filter; // translated, "PDF document (*.pdf)"
        QString suffix; // "pdf"
    };

    // A save dialog offering `types`; `chosen` gets the index of the type picked, and
    // the path gets its suffix when the user typed none. Empty when cancelled.
    static QString askSavePath(QWidget* parent, const QString& title, const QString& baseName,
                               const QList<FileType>& types, int* chosen = nullptr);
    static QString withSuffix(const QString& path, const QString& suffix);

    // PNG asks for size and resolution first (remembered in `options`).
    static void exportChart(QWidget* parent, ChartExporter::Format format, const FigureFactory& figure,
                            const QString& baseName, ImageExportOptions& options);
    static void copyChart(const FigureFactory& figure, const ImageExportOptions& options);
    // The spec table of `gpus` as CSV, Excel, Markdown or HTML.
    static void exportSpecTable(QWidget* parent, const std::vector<const engine::Gpu*>& gpus);
    // The same without asking: the format by the path's suffix (.xlsx: office::XlsxWriter).
    static ExportResult writeSpecTable(const std::vector<const engine::Gpu*>& gpus, const QString& path);
    // A message box for a failed export; nothing for a successful one.
    static void reportFailure(QWidget* parent, const ExportResult& result);
};

} // namespace gpuatlas::ui::exporting
