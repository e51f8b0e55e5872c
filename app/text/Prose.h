// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QStringList>

namespace gpuatlas::text {

// Joins sentences and list items the way the interface language writes them. Chinese
// ends a sentence with a full-width "。" and runs the next one on without a space, and
// separates the items of a list with "、"; English uses a space and ", ". (A translated
// separator cannot do this: Qt treats an empty translation as missing.)
class Prose
{
public:
    static QString sentences(const QStringList& sentences, const QLocale& locale = {});
    static QString list(const QStringList& items, const QLocale& locale = {});
    static QString listSeparator(const QLocale& locale = {});
    // Between the clauses of one line ("$3.39/h, $1.20/M tokens"): Chinese writes "，".
    static QString clauseSeparator(const QLocale& locale = {});
};

} // namespace gpuatlas::text
