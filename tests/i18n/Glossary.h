// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace gpuatlas::tests {

// One row of translations/glossary.tsv (the columns are described in translations/README.md).
struct GlossaryTerm
{
    QString english;                        // the row's first column, as written
    QStringList forms;                      // its '|'-separated English forms
    QHash<QString, QStringList> renderings; // language -> accepted Chinese, preferred first
    QHash<QString, QStringList> avoided;    // language -> forms that must not appear
    bool article = false;                   // the source article's own term
    bool triggered = true;                  // false: no English trigger ('*'), avoid lists only
    QStringList exemptContexts;             // '@Context': messages of that context are exempt
    QStringList onlyContexts;               // '=@Context': the row applies in those contexts only
    QStringList exemptPhrases;              // English phrases in which a match is not this term
    QString note;
    int line = 0;

    // Whether the row applies to a message of `context` (data files have an empty context).
    bool appliesIn(const QString& context) const
    {
        return !exemptContexts.contains(context) && (onlyContexts.isEmpty() || onlyContexts.contains(context));
    }
};

// The product's glossary: which Chinese each English term becomes, per language.
class Glossary
{
public:
    static const QStringList& languages();
    // Reads a glossary file; on failure returns an empty glossary and says why in *error
    // (the file, the line and the column).
    static Glossary load(const QString& path, QString* error);

    const QList<GlossaryTerm>& terms() const { return m_terms; }
    const GlossaryTerm* find(const QString& english) const;

private:
    QList<GlossaryTerm> m_terms;
};

} // namespace gpuatlas::tests
