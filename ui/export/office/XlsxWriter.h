// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Workbook.h"
#include "ui/export/AtomicWriter.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace gpuatlas::ui::exporting::office {

// Writes a Workbook as Office Open XML (.xlsx) with libxlsxwriter: numbers as numbers,
// text as shared strings in cells formatted as Text ("@"), so that nothing from a file
// is a formula when the file opens, nor becomes one when a cell is edited.
class XlsxWriter
{
    Q_DECLARE_TR_FUNCTIONS(XlsxWriter)

public:
    // The .xlsx bytes; false with `error` set when libxlsxwriter fails.
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
