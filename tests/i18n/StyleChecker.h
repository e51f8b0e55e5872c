// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChineseText.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuatlas::tests {

// A placeholder that holds Chinese words and is written against the Han characters around it
// (成本以%1计): one row of translations/placeholders.tsv.
struct JoinedPlaceholder
{
    QString context;
    QString source;
    QString placeholder; // "%1"
    QString holds;       // what the code puts there, and why it starts and ends with Han
    int line = 0;
};

// The typographic rules of translations/README.md ("Spacing, punctuation and English"), which
// the glossary's terms cannot express. Each check returns one line per problem; quotations of
// the source article are the article's own typography and are not checked.
class StyleChecker
{
public:
    // Reads the joined placeholders; on failure says which line and why in *error.
    static StyleChecker load(const QString& placeholdersPath, QString* error);

    // No run of four or more English words: the product's Chinese is written in Chinese.
    // Names (capitalised words, words with digits), units, code, placeholders and URLs aside.
    QStringList englishRuns(const ChineseText& text) const;
    // Full-width parentheses wherever the text is Chinese (file filters too; the Qt mnemonic
    // "(&S)" aside), no space beside full-width punctuation, "100%", ranges with an en dash.
    QStringList punctuation(const ChineseText& text) const;
    // A space between Han and Latin letters or digits; a placeholder spaced from Han unless
    // placeholders.tsv lists it as holding Chinese words; a placeholder that ends an English
    // sentence followed by punctuation, not by the next sentence's first character.
    QStringList spacing(const ChineseText& text) const;

    const QList<JoinedPlaceholder>& joined() const { return m_joined; }
    // Command lines, options, file names, identifiers, URLs, HTML tags and entities replaced
    // by a neutral character, one for each character, so that positions stay the same.
    static QString maskCode(const QString& text);

private:
    bool isJoined(const ChineseText& text, const QString& placeholder) const;

    QList<JoinedPlaceholder> m_joined;
};

} // namespace gpuatlas::tests
