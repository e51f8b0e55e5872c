// SPDX-License-Identifier: GPL-3.0-or-later
#include "Csv.h"

#include <QRegularExpression>

namespace gpuatlas::ui::exporting {

bool Csv::startsFormula(const QString& cell)
{
    if (cell.isEmpty())
        return false;
    static const QString formulaStarts = QStringLiteral("=+-@\t\r\n");
    if (!formulaStarts.contains(cell.front()))
        return false;
    // A signed number is read as a number, not run. Only the whole cell counts: "-1+1"
    // starts with a digit after the sign and is still a formula.
    static const QRegularExpression number(
        QStringLiteral("^[+-](?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?$"));
    return !number.match(cell).hasMatch();
}

QString Csv::field(const QString& cell)
{
    const bool formula = startsFormula(cell);
    QString text = formula ? QLatin1Char('\'') + cell : cell;
    const bool quote = formula || text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
                       text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
    if (!quote)
        return text;
    text.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QString Csv::record(const QStringList& cells)
{
    QStringList fields;
    fields.reserve(cells.size());
    for (const QString& cell : cells)
        fields << field(cell);
    return fields.join(QLatin1Char(',')) + QLatin1String("\r\n");
}

QByteArray Csv::document(const QList<QStringList>& records)
{
    QString text;
    for (const QStringList& cells : records)
        text += record(cells);
    return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
}

} // namespace gpuatlas::ui::exporting
