// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Workbook.h"
#include "ui/document/export/AtomicWriter.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace gpuatlas::ui::exporting::office {

// Writes a Workbook as Office Open XML SpreadsheetML (.xlsx, ECMA-376): the parts
// written with QXmlStreamWriter and packed by OpcPackage (QuaZip), the chart by
// ChartPart, the same DrawingML writer the decks use. Numbers are numbers; text is a
// shared string in a cell formatted as Text ("@"), so nothing from a file is a formula
// when the file opens, nor becomes one when someone edits the cell.
//
// Not libxlsxwriter: Debian's libxlsxwriter calls the system minizip's zipOpen(), and
// QuaZip exports its own, incompatible zipOpen() (it takes a QIODevice): in one
// process with QuaZip, as the deck's embedded workbooks need, ELF symbol resolution
// hands libxlsxwriter QuaZip's function and it crashes.
class XlsxWriter
{
    Q_DECLARE_TR_FUNCTIONS(XlsxWriter)

public:
    // The .xlsx bytes; false with `error` set when the package cannot be written.
    static bool bytes(const Workbook& workbook, QByteArray& out, QString& error);
    // Atomically, all or nothing.
    static ExportResult write(const Workbook& workbook, const QString& path);

    // A name Excel accepts for a sheet: without []:*?/\, not starting or ending with an
    // apostrophe, at most 31 characters, never empty.
    static QString sheetName(const QString& name);
    // Excel's limit on one cell's text; longer text is cut and ends in an ellipsis.
    static constexpr int maxCellText = 32767;
};

} // namespace gpuatlas::ui::exporting::office
