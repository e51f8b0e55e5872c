// SPDX-License-Identifier: GPL-3.0-or-later
#include "GlossaryChecker.h"

#include <algorithm>

namespace gpuatlas::tests {

namespace {

constexpr QChar kMasked = QChar(0x0001);
constexpr QChar kRemoved = QChar(0x0002);

// Command lines, options, file names, placeholders and identifiers are not English prose.
QString maskCode(QString text)
{
    static const QList<QRegularExpression> code = {
        QRegularExpression(QStringLiteral("gpu-atlas-cli(?:[ \\t]+\\S+)*")),
        QRegularExpression(QStringLiteral("--[a-z][\\w-]*")),
        QRegularExpression(QStringLiteral("[\\w*-]+\\.(?:json|csv|md|html|png|svg|pdf)\\b")),
        QRegularExpression(QStringLiteral("\\b(?:FILE|ID|N|K|L)\\b")),
        QRegularExpression(QStringLiteral("\\b[A-Za-z]+_[A-Za-z_0-9]+\\b")),
    };
    for (const QRegularExpression& pattern : code) {
        for (const auto& match : pattern.globalMatch(text))
            text.replace(match.capturedStart(), match.capturedLength(), QString(match.capturedLength(), kMasked));
    }
    return text;
}

bool insidePhrase(const QString& source, qsizetype start, qsizetype end, const QStringList& phrases)
{
    for (const QString& phrase : phrases) {
        for (qsizetype at = source.indexOf(phrase, 0, Qt::CaseInsensitive); at >= 0;
             at = source.indexOf(phrase, at + 1, Qt::CaseInsensitive)) {
            if (at <= start && end <= at + phrase.size())
                return true;
        }
    }
    return false;
}

bool rendersTerm(const QString& translation, const QStringList& renderings)
{
    return std::any_of(renderings.begin(), renderings.end(),
                       [&](const QString& rendering) { return translation.contains(rendering, Qt::CaseInsensitive); });
}

} // namespace

QRegularExpression GlossaryChecker::patternFor(const QString& form)
{
    static const QRegularExpression separators(QStringLiteral("[\\s-]+"));
    static const QRegularExpression consonantY(QStringLiteral("[^aeiou]y$"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression sibilant(QStringLiteral("(?:s|x|ch|sh)$"),
                                             QRegularExpression::CaseInsensitiveOption);
    QStringList words = form.split(separators, Qt::SkipEmptyParts);
    const QString last = words.takeLast();
    QString lastPattern = QRegularExpression::escape(last) + QLatin1String("s?");
    if (consonantY.match(last).hasMatch())
        lastPattern = QRegularExpression::escape(last.chopped(1)) + QLatin1String("(?:y|ies)");
    else if (sibilant.match(last).hasMatch())
        lastPattern = QRegularExpression::escape(last) + QLatin1String("(?:es)?");
    QStringList parts;
    for (const QString& word : words)
        parts << QRegularExpression::escape(word);
    parts << lastPattern;
    return QRegularExpression(QLatin1String("(?<![A-Za-z0-9])") + parts.join(QLatin1String("[\\s-]+")) +
                                  QLatin1String("(?![A-Za-z0-9])"),
                              QRegularExpression::CaseInsensitiveOption);
}

GlossaryChecker::GlossaryChecker(const Glossary& glossary)
    : m_glossary(glossary)
{
    for (const GlossaryTerm& term : glossary.terms()) {
        if (!term.triggered)
            continue;
        for (const QString& form : term.forms)
            m_forms.append(Form{&term, patternFor(form), form.size()});
    }
    // Equal lengths keep the glossary's order: a context-restricted row listed before the
    // general row with the same form takes the match in its contexts.
    std::stable_sort(m_forms.begin(), m_forms.end(), [](const Form& a, const Form& b) { return a.length > b.length; });
}

const QStringList& GlossaryChecker::acceptedRenderings(const QString& language, const QString& context) const
{
    const QString key = language + QLatin1Char('\n') + context;
    auto it = m_accepted.find(key);
    if (it != m_accepted.end())
        return *it;
    QStringList renderings;
    for (const GlossaryTerm& term : m_glossary.terms()) {
        if (term.onlyContexts.isEmpty() || term.onlyContexts.contains(context))
            renderings << term.renderings.value(language);
    }
    renderings.removeDuplicates();
    std::sort(renderings.begin(), renderings.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return *m_accepted.insert(key, renderings);
}

QStringList GlossaryChecker::check(const QString& language, const ChineseText& text) const
{
    if (text.quotation)
        return {};
    return checkTerms(language, text) + checkAvoided(language, text);
}

QStringList GlossaryChecker::checkTerms(const QString& language, const ChineseText& text) const
{
    QStringList problems;
    QString masked = maskCode(text.source);
    for (const Form& form : m_forms) {
        const GlossaryTerm& term = *form.term;
        // A row restricted to other contexts leaves the words to the general row.
        if (!term.onlyContexts.isEmpty() && !term.onlyContexts.contains(text.context))
            continue;
        const bool exemptHere = term.exemptContexts.contains(text.context);
        for (const auto& match : form.pattern.globalMatch(masked)) {
            const qsizetype start = match.capturedStart();
            const qsizetype end = match.capturedEnd();
            masked.replace(start, end - start, QString(end - start, kMasked));
            if (exemptHere || insidePhrase(text.source, start, end, term.exemptPhrases))
                continue;
            const QStringList& renderings = term.renderings.value(language);
            for (const QString& translation : text.translations) {
                if (!rendersTerm(translation, renderings)) {
                    // One arg() call: the texts may hold %1 themselves.
                    problems << QStringLiteral("%1: \"%2\" should read %3 (glossary line %4): %5")
                                    .arg(text.where, match.captured(), renderings.join(QLatin1String(" or ")),
                                         QString::number(term.line), translation);
                    break;
                }
            }
        }
    }
    return problems;
}

QStringList GlossaryChecker::checkAvoided(const QString& language, const ChineseText& text) const
{
    QStringList problems;
    for (const GlossaryTerm& term : m_glossary.terms()) {
        const QStringList& avoided = term.avoided.value(language);
        if (avoided.isEmpty() || !term.appliesIn(text.context))
            continue;
        for (const QString& translation : text.translations) {
            // Another term's accepted rendering may contain an avoided form (內存帶寬 holds 內存).
            QString rest = translation;
            for (const QString& rendering : acceptedRenderings(language, text.context)) {
                if (std::any_of(avoided.begin(), avoided.end(),
                                [&](const QString& a) { return rendering.contains(a); }))
                    rest.replace(rendering, QString(kRemoved));
            }
            for (const QString& form : avoided) {
                if (rest.contains(form))
                    problems << QStringLiteral("%1: %2 is not used in %3; write %4 (glossary line %5, \"%6\"): %7")
                                    .arg(text.where, form, language,
                                         term.renderings.value(language).join(QLatin1String(" or ")),
                                         QString::number(term.line), term.english, translation);
            }
        }
    }
    return problems;
}

} // namespace gpuatlas::tests
