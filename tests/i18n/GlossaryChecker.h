// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChineseText.h"
#include "Glossary.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QStringList>

namespace gpuatlas::tests {

// Checks that a translation renders every glossary term its English uses as the glossary
// says, and uses none of the forms the glossary rejects.
class GlossaryChecker
{
public:
    explicit GlossaryChecker(const Glossary& glossary);

    // One line per problem; empty when the text follows the glossary. Quotations of the source
    // article are the article's words, not translations, and are not checked here.
    QStringList check(const QString& language, const ChineseText& text) const;

    // The pattern an English form matches: whole words, any case, with its plural; a space or
    // hyphen inside the form matches either.
    static QRegularExpression patternFor(const QString& form);

private:
    struct Form
    {
        const GlossaryTerm* term;
        QRegularExpression pattern;
        qsizetype length;
    };

    QStringList checkTerms(const QString& language, const ChineseText& text) const;
    QStringList checkAvoided(const QString& language, const ChineseText& text) const;
    // Every rendering accepted in a message of `context`, longest first: the rows restricted to
    // other contexts (=@Context) are left out.
    const QStringList& acceptedRenderings(const QString& language, const QString& context) const;

    QList<Form> m_forms;                            // longest first, so "memory bandwidth" wins over "memory"
    mutable QHash<QString, QStringList> m_accepted; // language + context -> acceptedRenderings()
    const Glossary& m_glossary;
};

} // namespace gpuatlas::tests
