// SPDX-License-Identifier: GPL-3.0-or-later
#include "Prose.h"

namespace gpuatlas::text {

namespace {

bool writtenWithoutSpaces(const QLocale& locale)
{
    return locale.language() == QLocale::Chinese || locale.language() == QLocale::Japanese;
}

} // namespace

QString Prose::sentences(const QStringList& sentences, const QLocale& locale)
{
    return sentences.join(writtenWithoutSpaces(locale) ? QString() : QStringLiteral(" "));
}

QString Prose::list(const QStringList& items, const QLocale& locale)
{
    return items.join(listSeparator(locale));
}

QString Prose::listSeparator(const QLocale& locale)
{
    return writtenWithoutSpaces(locale) ? QStringLiteral("、") : QStringLiteral(", ");
}

QString Prose::clauseSeparator(const QLocale& locale)
{
    return writtenWithoutSpaces(locale) ? QStringLiteral("，") : QStringLiteral(", ");
}

} // namespace gpuatlas::text
