// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpuatlas::ui::exporting {

// Text from files into CSV (RFC 4180), defused for spreadsheets: the one CSV writer of
// the exports. Excel, LibreOffice and Google Sheets run a cell that starts with = + - @
// as a formula (=HYPERLINK to leak data, DDE's =cmd|' /C calc'!A0 to start programs),
// and some strip a leading tab, CR or LF first.
class Csv
{
public:
    // A cell a spreadsheet could take for a formula: it starts with = + - @ tab CR or
    // LF, and is not a plain number ("-3.5", "+2", "1e-3" stay numbers; "-1+cmd|..."
    // does not).
    static bool startsFormula(const QString& cell);
    // One field, as OWASP recommends for CSV injection: a cell that startsFormula() gets
    // a leading apostrophe (shown by no spreadsheet, it makes the cell text) and is
    // quoted; a cell with a comma, quote or line break is quoted with quotes doubled.
    static QString field(const QString& cell);
    // The fields joined by commas, ending in CRLF.
    static QString record(const QStringList& cells);
    // Every record, as UTF-8 with a byte-order mark, without which Excel reads the file
    // in the ANSI code page and mangles Chinese.
    static QByteArray document(const QList<QStringList>& records);
};

} // namespace gpuatlas::ui::exporting
