// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace gpuatlas::ui::exporting::office {

// The typefaces and language a deck's text is set in.
struct DeckStyle
{
    QString language = QStringLiteral("en-US"); // BCP 47
    QString latinFont = QStringLiteral("Arial");
    // Han text: the region's own face, so that Simplified and Traditional Chinese get
    // their regional glyph forms; empty for English.
    QString eastAsianFont;

    static DeckStyle forLanguage(const QString& bcp47);
};

// The fixed parts of a 16:9 deck: the theme (colours of the app's charts, the deck's
// typefaces), one slide master with a title and a title-and-content layout, and the
// notes master that speaker notes hang from. Nothing in them comes from a file.
class PptxMasterParts
{
public:
    static QByteArray theme(const DeckStyle& style);
    static QByteArray slideMaster();
    static QByteArray titleLayout();
    static QByteArray contentLayout();
    static QByteArray notesMaster();
    static QByteArray presentationProperties();
    static QByteArray viewProperties();
    static QByteArray tableStyles();

    // 16:9 at 13.333 x 7.5 inches, in EMU (914,400 per inch).
    static constexpr long long slideWidth = 12192000;
    static constexpr long long slideHeight = 6858000;
};

} // namespace gpuatlas::ui::exporting::office
