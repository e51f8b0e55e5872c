// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuatlas::tests {

// One piece of Chinese text to check, with the English it translates.
struct ChineseText
{
    QString where;            // for messages: "file: context: source" or "file /json/path"
    QString context;          // the .ts context; empty for data files
    QString source;           // the English; empty when there is none
    QStringList translations; // one per plural form
    bool quotation = false;   // the source article's own words (data files' "article" objects)
};

// Collects the Chinese text of a language from the .ts files and the data files.
class ChineseTexts
{
public:
    // Every finished or unfinished message of translations/gpuatlas_<language>.ts
    // (vanished and obsolete ones are not shown, so they are left out).
    static QList<ChineseText> fromTs(const QString& language);
    // Every object of a JSON file with a string member named <language>; its "en" member, if
    // any, is the source. Objects inside an "article" member quote the source article.
    static QList<ChineseText> fromJson(const QString& path, const QString& language, QString* error);
};

} // namespace gpuatlas::tests
