// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/document/export/AtomicWriter.h"
#include "ui/document/export/ReportDocument.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class QTextDocument;

namespace gpuatlas::ui::exporting::office {

// The report as OpenDocument text (.odt), which LibreOffice and Word open and edit:
// the ReportDocument's blocks laid into a QTextDocument with a cursor (so text from
// files is only ever text, never markup), written by Qt's ODF writer. Charts are PNG
// images at chartDpi, sized to the text width, so that they print sharply.
class OdtWriter
{
    Q_DECLARE_TR_FUNCTIONS(OdtWriter)

public:
    // The text document the .odt is written from; its images are in its resources.
    static void build(const ReportDocument& document, QTextDocument& text);
    static bool bytes(const ReportDocument& document, QByteArray& out, QString& error);
    // Atomically, all or nothing.
    static ExportResult write(const ReportDocument& document, const QString& path);

    static constexpr int chartDpi = 220;
    // Width of a chart on the page, in points (A4 less 2 cm margins each side).
    static constexpr double chartWidthPt = 481;
};

} // namespace gpuatlas::ui::exporting::office
