// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Deck.h"
#include "PptxMasterParts.h"

#include <QByteArray>
#include <QString>

namespace gpuatlas::ui::exporting::office {

// One slide's part (p:sld) and its notes page (p:notes): the title, the body as bullet
// points, a native table (a:tbl) or a frame holding a chart part, and the caption.
// Every piece of text is a run of its own, set in the deck's language and typefaces.
class SlideXml
{
public:
    // `chartRelationship`: the slide's relationship id of its chart part (when it has one).
    static QByteArray slide(const Slide& slide, const QString& chartRelationship, const DeckStyle& style);
    static QByteArray notes(const Slide& slide, const DeckStyle& style);

    // Rows of a table that fit under a slide's title at the table font size.
    static constexpr int maxTableRows = 14;
};

} // namespace gpuatlas::ui::exporting::office
