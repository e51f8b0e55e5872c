// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads CSV as a spreadsheet would, for the tests of the CSV exports (tst_TableExporter,
// tst_HostileExports, tst_TableCommands): a strict RFC 4180 reader that fails on
// anything a lenient one would guess at.

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

// The rows of `text` (without its byte-order mark); *ok false on anything RFC 4180 does
// not allow.
inline QList<QStringList> parseCsv(const QString& text, bool* ok)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    *ok = true;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            if (fieldStarted)
                *ok = false; // a quote inside an unquoted field
            quoted = true;
            fieldStarted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
            fieldStarted = false;
        } else if (c == QLatin1Char('\r')) {
            if (i + 1 >= text.size() || text[i + 1] != QLatin1Char('\n'))
                *ok = false; // records end with CRLF
            row << field;
            rows << row;
            row.clear();
            field.clear();
            fieldStarted = false;
            ++i;
        } else if (c == QLatin1Char('\n')) {
            *ok = false; // a bare LF outside quotes
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted || !row.isEmpty() || !field.isEmpty())
        *ok = false; // unterminated quote or missing final CRLF
    return rows;
}

// The cells a spreadsheet would run: starting with = + - @ tab, CR or LF (OWASP's list,
// and LF, which some readers strip first), unless the cell is a plain signed number.
inline QStringList formulaCells(const QList<QStringList>& rows)
{
    static const QRegularExpression number(QStringLiteral("^[+-]([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?$"));
    QStringList found;
    for (const QStringList& row : rows) {
        for (const QString& cell : row) {
            if (!cell.isEmpty() && QStringLiteral("=+-@\t\r\n").contains(cell.front()) &&
                !number.match(cell).hasMatch())
                found << cell.left(60);
        }
    }
    return found;
}
