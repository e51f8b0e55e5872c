// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuatlas::tests {

// One <message> of a Qt Linguist .ts file, as the i18n tests read it.
struct TsMessage
{
    QString context;
    QString source;
    QString comment;
    QStringList translations; // one per plural form
    QString type;             // "", "unfinished", "vanished", "obsolete"
    bool numerus = false;
};

// Reads the project's .ts files (translations/gpuatlas_<language>.ts).
class TsFile
{
public:
    static QString path(const QString& language);
    // Every message in file order; empty if the file cannot be opened.
    static QList<TsMessage> read(const QString& path);
};

} // namespace gpuatlas::tests
