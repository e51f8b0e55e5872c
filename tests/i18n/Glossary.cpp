// SPDX-License-Identifier: GPL-3.0-or-later
#include "Glossary.h"

#include <QFile>

namespace gpuatlas::tests {

namespace {

const QStringList kColumns = {QStringLiteral("english"), QStringLiteral("zh_CN"),       QStringLiteral("zh_TW"),
                              QStringLiteral("article"), QStringLiteral("avoid_zh_CN"), QStringLiteral("avoid_zh_TW"),
                              QStringLiteral("except"),  QStringLiteral("note")};

QStringList splitList(const QString& cell, QChar separator)
{
    QStringList items;
    for (const QString& item : cell.split(separator, Qt::SkipEmptyParts)) {
        if (!item.trimmed().isEmpty())
            items << item.trimmed();
    }
    return items;
}

void applyExceptions(GlossaryTerm& term, const QString& cell)
{
    for (const QString& entry : splitList(cell, QLatin1Char(';'))) {
        if (entry == QLatin1String("*"))
            term.triggered = false;
        else if (entry.startsWith(QLatin1String("=@")))
            term.onlyContexts << entry.mid(2);
        else if (entry.startsWith(QLatin1Char('@')))
            term.exemptContexts << entry.mid(1);
        else
            term.exemptPhrases << entry;
    }
}

// Returns an empty string, or what is wrong with the row.
QString parseRow(const QStringList& cells, GlossaryTerm& term)
{
    if (cells.size() != kColumns.size())
        return QStringLiteral("%1 columns, expected %2").arg(cells.size()).arg(kColumns.size());
    term.english = cells[0].trimmed();
    term.forms = splitList(cells[0], QLatin1Char('|'));
    term.renderings.insert(QStringLiteral("zh_CN"), splitList(cells[1], QLatin1Char('|')));
    term.renderings.insert(QStringLiteral("zh_TW"), splitList(cells[2], QLatin1Char('|')));
    term.avoided.insert(QStringLiteral("zh_CN"), splitList(cells[4], QLatin1Char('|')));
    term.avoided.insert(QStringLiteral("zh_TW"), splitList(cells[5], QLatin1Char('|')));
    term.note = cells[7].trimmed();
    applyExceptions(term, cells[6]);
    if (cells[3] != QLatin1String("yes") && cells[3] != QLatin1String("no"))
        return QStringLiteral("article must be yes or no, not \"%1\"").arg(cells[3]);
    term.article = cells[3] == QLatin1String("yes");
    if (term.forms.isEmpty())
        return QStringLiteral("no English term");
    for (const QString& language : Glossary::languages()) {
        if (term.renderings.value(language).isEmpty())
            return QStringLiteral("no %1 rendering").arg(language);
        for (const QString& avoided : term.avoided.value(language)) {
            if (term.renderings.value(language).contains(avoided))
                return QStringLiteral("%1 both uses and avoids %2").arg(language, avoided);
        }
    }
    return {};
}

} // namespace

const QStringList& Glossary::languages()
{
    static const QStringList languages = {QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
    return languages;
}

Glossary Glossary::load(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("%1: cannot open (%2)").arg(path, file.errorString());
        return {};
    }
    Glossary glossary;
    bool headerSeen = false;
    int lineNumber = 0;
    while (!file.atEnd()) {
        QString line = QString::fromUtf8(file.readLine());
        while (line.endsWith(QLatin1Char('\n')) || line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        ++lineNumber;
        if (line.startsWith(QLatin1Char('#')) || line.trimmed().isEmpty())
            continue;
        const QStringList cells = line.split(QLatin1Char('\t'));
        if (!headerSeen) {
            headerSeen = true;
            if (cells != kColumns) {
                *error =
                    QStringLiteral("%1:%2: the header must be: %3").arg(path).arg(lineNumber).arg(kColumns.join(u'\t'));
                return {};
            }
            continue;
        }
        GlossaryTerm term;
        term.line = lineNumber;
        if (const QString problem = parseRow(cells, term); !problem.isEmpty()) {
            *error = QStringLiteral("%1:%2: %3").arg(path, QString::number(lineNumber), problem);
            return {};
        }
        // A row restricted to some contexts may share its forms with a general row (the
        // article's column name and the app's own term); its English cell must still differ.
        if (const GlossaryTerm* other = glossary.find(term.english);
            other && (other->english.compare(term.english, Qt::CaseInsensitive) == 0 ||
                      (other->onlyContexts.isEmpty() && term.onlyContexts.isEmpty()))) {
            *error =
                QStringLiteral("%1:%2: \"%3\" is listed twice").arg(path, QString::number(lineNumber), term.english);
            return {};
        }
        glossary.m_terms << term;
    }
    if (glossary.m_terms.isEmpty())
        *error = QStringLiteral("%1: no terms").arg(path);
    return glossary;
}

const GlossaryTerm* Glossary::find(const QString& english) const
{
    for (const GlossaryTerm& term : m_terms) {
        if (term.english == english || term.forms.contains(english, Qt::CaseInsensitive))
            return &term;
    }
    return nullptr;
}

} // namespace gpuatlas::tests
