// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScriptRules.h"

#include <QFile>

namespace gpuatlas::tests {

namespace {

bool readLines(const QString& path, QStringList& lines, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("%1: cannot open (%2)").arg(path, file.errorString());
        return false;
    }
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1Char('#')) && !line.trimmed().isEmpty())
            lines << line;
    }
    return true;
}

} // namespace

ScriptRules ScriptRules::loadProjectTables(QString* error)
{
    ScriptRules rules;
    const QString data = QStringLiteral(GPUATLAS_SOURCE_DIR "/tests/i18n/data/");
    if (!rules.loadCharacters(data + QLatin1String("simplified-only.txt"), rules.m_simplifiedOnly, error) ||
        !rules.loadCharacters(data + QLatin1String("traditional-only.txt"), rules.m_traditionalOnly, error) ||
        !rules.loadVariants(QStringLiteral(GPUATLAS_SOURCE_DIR "/translations/variants.tsv"), error))
        return {};
    return rules;
}

bool ScriptRules::loadCharacters(const QString& path, QSet<QChar>& characters, QString* error)
{
    QStringList lines;
    if (!readLines(path, lines, error))
        return false;
    for (const QString& line : lines) {
        for (const QChar c : line) {
            if (!c.isSpace())
                characters.insert(c);
        }
    }
    // The tables hold about 1,200 and 1,900 characters: far fewer means a damaged file.
    if (characters.size() < 1000) {
        *error = QStringLiteral("%1: only %2 characters").arg(path).arg(characters.size());
        return false;
    }
    return true;
}

bool ScriptRules::loadVariants(const QString& path, QString* error)
{
    QStringList lines;
    if (!readLines(path, lines, error))
        return false;
    if (lines.isEmpty() || lines.takeFirst() != QLatin1String("language\tavoid\tuse\tnote")) {
        *error = QStringLiteral("%1: the header must be: language, avoid, use, note (tab-separated)").arg(path);
        return false;
    }
    for (const QString& line : lines) {
        const QStringList cells = line.split(QLatin1Char('\t'));
        if (cells.size() != 4 || (cells[0] != QLatin1String("zh_CN") && cells[0] != QLatin1String("zh_TW")) ||
            cells[1].isEmpty() || cells[2].isEmpty() || cells[1] == cells[2]) {
            *error = QStringLiteral("%1: malformed row \"%2\"").arg(path, line);
            return false;
        }
        m_variants[cells[0]].append(Variant{cells[1], cells[2], cells[3]});
    }
    return true;
}

const QSet<QChar>& ScriptRules::foreignCharacters(const QString& language) const
{
    return language == QLatin1String("zh_TW") ? m_simplifiedOnly : m_traditionalOnly;
}

QStringList ScriptRules::check(const QString& language, const QString& text) const
{
    QStringList problems;
    const QSet<QChar>& foreign = foreignCharacters(language);
    QSet<QChar> reported;
    for (const QChar c : text) {
        if (foreign.contains(c) && !reported.contains(c)) {
            reported.insert(c);
            problems << QStringLiteral("%1 is a %2 character, not %3")
                            .arg(QString(c),
                                 language == QLatin1String("zh_TW") ? QStringLiteral("Simplified-only")
                                                                    : QStringLiteral("Traditional-only"),
                                 language);
        }
    }
    for (const Variant& variant : m_variants.value(language)) {
        if (text.contains(variant.avoid))
            problems
                << QStringLiteral("%1 should be %2 in %3 (%4)").arg(variant.avoid, variant.use, language, variant.note);
    }
    return problems;
}

} // namespace gpuatlas::tests
