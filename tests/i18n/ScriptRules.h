// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace gpuatlas::tests {

// Which characters each Chinese language may not write: the other script's common
// characters (tests/i18n/data/*-only.txt, generated from OpenCC's tables) and the variant
// forms of translations/variants.tsv (爲 for 為, 裏 for 裡, 「 for “ ...).
class ScriptRules
{
public:
    struct Variant
    {
        QString avoid;
        QString use;
        QString note;
    };

    // Loads the project's tables; on failure says which file and why in *error.
    static ScriptRules loadProjectTables(QString* error);

    // One line per character or variant that does not belong in the language's text.
    QStringList check(const QString& language, const QString& text) const;

    const QList<Variant> variants(const QString& language) const { return m_variants.value(language); }
    const QSet<QChar>& foreignCharacters(const QString& language) const;

private:
    bool loadCharacters(const QString& path, QSet<QChar>& characters, QString* error);
    bool loadVariants(const QString& path, QString* error);

    QSet<QChar> m_simplifiedOnly;  // never in zh_TW
    QSet<QChar> m_traditionalOnly; // never in zh_CN
    QHash<QString, QList<Variant>> m_variants;
};

} // namespace gpuatlas::tests
