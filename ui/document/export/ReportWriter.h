// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AtomicWriter.h"
#include "ReportDocument.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QIODevice;

namespace gpuatlas::ui::exporting {

// Writes a ReportDocument as
// - PDF: A4 pages with a header and "page N of M" footer, selectable text, the charts as
//   vectors, each major section on a new page;
// - HTML: one self-contained file (inline CSS, the charts as inline SVG);
// - Markdown: the text and tables in the .md file, the charts as PNG images in a folder
//   beside it ("report.md" + "report-charts/radar.png", ...), linked relatively, so the
//   report renders on GitHub and in wikis, which do not show images given as data URIs.
// Everything is written atomically: the images first, the report file last, and nothing
// at all when a chart cannot be drawn.
class ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)

public:
    enum class Format
    {
        Pdf,
        Html,
        Markdown,
        Odt, // office::OdtWriter
    };

    // By suffix: .pdf, .html / .htm, .md / .markdown, .odt.
    static std::optional<Format> formatFor(const QString& path);

    static QString html(const ReportDocument& document);
    // Charts as `imageFolder`/<name>.png (URL-encoded).
    static QString markdown(const ReportDocument& document, const QString& imageFolder);
    static bool pdf(const ReportDocument& document, QIODevice& device, QString& error);

    static ExportResult write(const ReportDocument& document, const QString& path, Format format);
    // Format by suffix; an unknown suffix is an error naming it.
    static ExportResult write(const ReportDocument& document, const QString& path);

    // The folder name of a Markdown report's images: "<stem>-charts".
    static QString imageFolder(const QString& markdownPath);

    // Pixels per inch of the Markdown report's PNG charts (sharp on hi-DPI screens).
    static constexpr int imageDpi = 144;
};

} // namespace gpuatlas::ui::exporting
