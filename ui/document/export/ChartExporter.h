// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AtomicWriter.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QSizeF>
#include <QString>

#include <optional>

namespace gpuatlas::ui::charts {
class ChartFigure;
}

namespace gpuatlas::ui::exporting {

struct ImageExportOptions
{
    // Logical size: the layout (and font sizes) the figure gets.
    QSizeF size{1200, 800};
    // Pixels per inch of PNG output; the image has size x dpi / 96 pixels and says so
    // in its metadata. Vector formats ignore it.
    int dpi = 192;
    // No background: PNG gets alpha, SVG and PDF draw no background rectangle.
    bool transparent = false;

    static constexpr int minimumDpi = 48;
    static constexpr int maximumDpi = 600;
    // 200 megapixels (800 MB while drawing): larger images fail cleanly instead of
    // exhausting memory.
    static constexpr qint64 maximumPixels = 200'000'000;
    QSize pixelSize() const;
    double devicePixelRatio() const { return dpi / 96.0; }
};

// Exports a chart figure as PNG, SVG (Qt Svg) or vector PDF, or to the clipboard.
// Files are written atomically (AtomicWriter). The figure is laid out at the export
// size for the duration of the export and restored after.
class ChartExporter
{
    Q_DECLARE_TR_FUNCTIONS(ChartExporter)

public:
    enum class Format
    {
        Png,
        Svg,
        Pdf,
    };

    // By file suffix (case-insensitive); nullopt for anything else.
    static std::optional<Format> formatFor(const QString& path);

    // A null image when the pixel size exceeds ImageExportOptions::maximumPixels.
    static QImage image(charts::ChartFigure& figure, const ImageExportOptions& options);
    static QByteArray svg(charts::ChartFigure& figure, const ImageExportOptions& options);

    static ExportResult write(charts::ChartFigure& figure, const QString& path, Format format,
                              const ImageExportOptions& options);
    // Format by suffix; an unknown suffix is an error naming it.
    static ExportResult write(charts::ChartFigure& figure, const QString& path, const ImageExportOptions& options);

    // The image, with SVG alongside for applications that paste vectors.
    static void copyToClipboard(charts::ChartFigure& figure, const ImageExportOptions& options);

private:
    static bool writePdf(charts::ChartFigure& figure, const ImageExportOptions& options, QIODevice& device,
                         QString& error);
    static bool writeSvg(charts::ChartFigure& figure, const ImageExportOptions& options, QIODevice& device,
                         QString& error);
};

} // namespace gpuatlas::ui::exporting
