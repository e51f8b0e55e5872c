// SPDX-License-Identifier: GPL-3.0-or-later
#include "StyleChecker.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>

namespace gpuatlas::tests {

namespace {

constexpr QChar kCode = QChar(0x0001);  // masked code: neither a word nor a letter
constexpr QChar kPlace = QChar(0xE000); // a placeholder's characters, checked on their own

// Han ideographs (CJK Unified, Extension A, Compatibility). Not \p{Han}: PCRE2 matches it by
// script extension, which takes in the CJK punctuation (、。) too.
#define GPUATLAS_HAN "\\x{3400}-\\x{4DBF}\\x{4E00}-\\x{9FFF}\\x{F900}-\\x{FAFF}"

const QRegularExpression& placeholderPattern()
{
    static const QRegularExpression pattern(QStringLiteral("%(?:L?[1-9]|L?n)"));
    return pattern;
}

QString maskPlaceholders(QString text)
{
    for (const auto& match : placeholderPattern().globalMatch(text))
        text.replace(match.capturedStart(), match.capturedLength(), QString(match.capturedLength(), kPlace));
    return text;
}

bool isHan(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x3400 && u <= 0x4DBF) || (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF);
}

// English words that count even when capitalised (a sentence's first word); other
// capitalised words are names (Hugging Face, Server Edition, Will It Run AI).
const QSet<QString>& functionWords()
{
    static const QSet<QString> words = {
        QStringLiteral("the"),   QStringLiteral("a"),     QStringLiteral("an"),    QStringLiteral("this"),
        QStringLiteral("that"),  QStringLiteral("these"), QStringLiteral("those"), QStringLiteral("it"),
        QStringLiteral("its"),   QStringLiteral("is"),    QStringLiteral("are"),   QStringLiteral("was"),
        QStringLiteral("in"),    QStringLiteral("on"),    QStringLiteral("of"),    QStringLiteral("for"),
        QStringLiteral("with"),  QStringLiteral("and"),   QStringLiteral("or"),    QStringLiteral("to"),
        QStringLiteral("at"),    QStringLiteral("by"),    QStringLiteral("as"),    QStringLiteral("from"),
        QStringLiteral("not"),   QStringLiteral("no"),    QStringLiteral("but"),   QStringLiteral("if"),
        QStringLiteral("when"),  QStringLiteral("where"), QStringLiteral("which"), QStringLiteral("each"),
        QStringLiteral("every"), QStringLiteral("all"),   QStringLiteral("some"),  QStringLiteral("one"),
    };
    return words;
}

// Lower-case unit symbols written in Latin letters in Chinese text too.
const QSet<QString>& unitWords()
{
    static const QSet<QString> units = {QStringLiteral("ms"),  QStringLiteral("s"),  QStringLiteral("h"),
                                        QStringLiteral("min"), QStringLiteral("px"), QStringLiteral("dpi"),
                                        QStringLiteral("x"),   QStringLiteral("fps")};
    return units;
}

bool isEnglishWord(const QString& word)
{
    static const QRegularExpression lower(QStringLiteral("^[a-z]+(?:['’-][a-z]+)*$"));
    if (lower.match(word).hasMatch())
        return !unitWords().contains(word);
    return functionWords().contains(word.toLower()) && word.at(0).isUpper() && word.mid(1) == word.mid(1).toLower();
}

QString cellText(QString cell)
{
    return cell.replace(QLatin1String("\\n"), QLatin1String("\n")).replace(QLatin1String("\\t"), QLatin1String("\t"));
}

} // namespace

QString StyleChecker::maskCode(const QString& text)
{
    static const QList<QRegularExpression> code = {
        QRegularExpression(QStringLiteral("https?://\\S+")),
        QRegularExpression(QStringLiteral("<[^<>]+>")),
        QRegularExpression(QStringLiteral("&[a-z]+;")),
        QRegularExpression(QStringLiteral("gpu-atlas-cli(?:[ \\t]+\\S+)*")),
        QRegularExpression(QStringLiteral("--[a-z][\\w-]*")),
        QRegularExpression(QStringLiteral("[\\w*./-]*\\.(?:json|csv|md|html|png|svg|pdf|pptx|xlsx|odt|cpp)\\b")),
        QRegularExpression(QStringLiteral("\\b[A-Za-z]\\w*_\\w*\\b")),
    };
    QString masked = text;
    for (const QRegularExpression& pattern : code) {
        for (const auto& match : pattern.globalMatch(masked))
            masked.replace(match.capturedStart(), match.capturedLength(), QString(match.capturedLength(), kCode));
    }
    return masked;
}

StyleChecker StyleChecker::load(const QString& placeholdersPath, QString* error)
{
    StyleChecker checker;
    QFile file(placeholdersPath);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("%1: cannot open (%2)").arg(placeholdersPath, file.errorString());
        return checker;
    }
    const QStringList header = {QStringLiteral("context"), QStringLiteral("source"), QStringLiteral("placeholder"),
                                QStringLiteral("holds")};
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
            if (cells != header) {
                *error = QStringLiteral("%1:%2: the header must be: %3")
                             .arg(placeholdersPath)
                             .arg(lineNumber)
                             .arg(header.join(QLatin1Char('\t')));
                return {};
            }
            continue;
        }
        if (cells.size() != header.size() || cells[3].trimmed().isEmpty() ||
            !placeholderPattern().match(cells[2]).hasMatch()) {
            *error = QStringLiteral("%1:%2: expected context, source, placeholder (%%1) and what it holds")
                         .arg(placeholdersPath)
                         .arg(lineNumber);
            return {};
        }
        checker.m_joined << JoinedPlaceholder{cells[0], cellText(cells[1]), cells[2], cells[3], lineNumber};
    }
    return checker;
}

bool StyleChecker::isJoined(const ChineseText& text, const QString& placeholder) const
{
    for (const JoinedPlaceholder& joined : m_joined) {
        if (joined.context == text.context && joined.source == text.source && joined.placeholder == placeholder)
            return true;
    }
    return false;
}

QStringList StyleChecker::englishRuns(const ChineseText& text) const
{
    if (text.quotation)
        return {};
    // A run ends at Han characters, CJK or full-width punctuation and line breaks.
    static const QRegularExpression breaks(
        QStringLiteral("[" GPUATLAS_HAN "\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}\\x{2018}-\\x{201D}\\n]+"));
    // A word: letters, perhaps joined by hyphens or apostrophes, not part of a number, a
    // unit (tokens/s), a file name, an identifier or masked code.
    static const QRegularExpression word(
        QStringLiteral("(?<![\\w./\\\\\\x{1}\\x{E000}-])[A-Za-z]+(?:['’-][A-Za-z]+)*(?![\\w./\\\\\\x{1}\\x{E000}-])"));
    QStringList problems;
    for (const QString& translation : text.translations) {
        const QString masked = maskPlaceholders(maskCode(translation));
        for (const QString& run : masked.split(breaks, Qt::SkipEmptyParts)) {
            QStringList words;
            for (const auto& match : word.globalMatch(run)) {
                if (isEnglishWord(match.captured()))
                    words << match.captured();
            }
            if (words.size() >= 4) {
                problems << QStringLiteral("%1: %2 English words in a row (%3); write them in Chinese: %4")
                                .arg(text.where, QString::number(words.size()), words.join(QLatin1Char(' ')),
                                     translation);
                break;
            }
        }
    }
    return problems;
}

QStringList StyleChecker::punctuation(const ChineseText& text) const
{
    if (text.quotation)
        return {};
    static const QRegularExpression han(QStringLiteral("[" GPUATLAS_HAN "]"));
    static const QRegularExpression mnemonic(QStringLiteral("\\(&[^)]\\)"));
    static const QRegularExpression spaceBeside(
        QStringLiteral("[ \\t][，。：；、！？）」”』]|[（「“『，。：；、！？][ \\t]"));
    static const QRegularExpression spacedPercent(QStringLiteral("\\d[ \\t]+%"));
    static const QRegularExpression hyphenRange(
        QStringLiteral("(?<![\\w.\\-/\\x{1}])\\d[\\d,.]*-\\d[\\d,.]*(?![\\w.\\-/\\x{1}])"));
    const bool fileFilter = text.source.contains(QLatin1String("(*"));
    QStringList problems;
    for (const QString& translation : text.translations) {
        QString masked = maskPlaceholders(maskCode(translation));
        for (const auto& match : mnemonic.globalMatch(masked))
            masked.replace(match.capturedStart(), match.capturedLength(), QString(match.capturedLength(), kCode));
        const auto report = [&](const QString& what) {
            problems << QStringLiteral("%1: %2: %3").arg(text.where, what, translation);
        };
        if ((fileFilter || masked.contains(han)) &&
            (masked.contains(QLatin1Char('(')) || masked.contains(QLatin1Char(')'))))
            report(QStringLiteral("half-width parentheses in Chinese; write （）"));
        if (const auto match = spaceBeside.match(masked); match.hasMatch())
            report(QStringLiteral("a space beside full-width punctuation (\"%1\")").arg(match.captured()));
        if (const auto match = spacedPercent.match(masked); match.hasMatch())
            report(QStringLiteral("a space before %: write 100%"));
        if (const auto match = hyphenRange.match(masked); match.hasMatch())
            report(QStringLiteral("a range with a hyphen (\"%1\"); write an en dash (0–100)").arg(match.captured()));
    }
    return problems;
}

QStringList StyleChecker::spacing(const ChineseText& text) const
{
    if (text.quotation)
        return {};
    static const QRegularExpression hanLatin(
        QStringLiteral("[" GPUATLAS_HAN "][A-Za-z0-9]|[A-Za-z0-9][" GPUATLAS_HAN "]"));
    // In English a placeholder followed by a space and a capital starts the next sentence.
    static const QRegularExpression sentenceAfter(QStringLiteral("(%(?:L?[1-9]|L?n)) (?=[A-Z])"));
    QStringList endsSentence;
    for (const auto& match : sentenceAfter.globalMatch(text.source))
        endsSentence << match.captured(1);
    QStringList problems;
    for (const QString& translation : text.translations) {
        const QString masked = maskPlaceholders(maskCode(translation));
        const auto report = [&](const QString& what) {
            problems << QStringLiteral("%1: %2: %3").arg(text.where, what, translation);
        };
        if (const auto match = hanLatin.match(masked); match.hasMatch())
            report(QStringLiteral("no space between Han and Latin or digits (\"%1\")").arg(match.captured()));
        for (const auto& match : placeholderPattern().globalMatch(translation)) {
            const QString placeholder = match.captured().remove(QLatin1Char('L'));
            const qsizetype start = match.capturedStart();
            const qsizetype end = match.capturedEnd();
            const QChar before = start > 0 ? masked.at(start - 1) : QChar();
            const QChar after = end < masked.size() ? masked.at(end) : QChar();
            const bool joined = isHan(before) || isHan(after);
            const bool spacedFromHan =
                (before == QLatin1Char(' ') && start > 1 && isHan(masked.at(start - 2))) ||
                (after == QLatin1Char(' ') && end + 1 < masked.size() && isHan(masked.at(end + 1)));
            if (isJoined(text, placeholder)) {
                if (spacedFromHan)
                    report(QStringLiteral("%1 holds Chinese words (placeholders.tsv): no space beside Han")
                               .arg(placeholder));
            } else if (joined) {
                report(QStringLiteral("%1 touches Han: a space between them, or a row in translations/placeholders.tsv "
                                      "if it holds Chinese words")
                           .arg(placeholder));
            }
            if (endsSentence.contains(match.captured()) && isHan(after))
                report(QStringLiteral("%1 ends a sentence in English: punctuation after it, not the next sentence")
                           .arg(placeholder));
        }
    }
    return problems;
}

} // namespace gpuatlas::tests
