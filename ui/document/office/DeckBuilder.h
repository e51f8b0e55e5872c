// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Deck.h"
#include "ui/document/export/ReportDocument.h"

#include <QCoreApplication>

namespace gpuatlas::ui::exporting::office {

// The presentation of a recommendation, in the interface language: the title, the
// answer (the recommendation and its reasons, the cheapest way to run it, rent or
// buy), the compared GPUs' specifications, the radar, the result bars, the sensitivity
// and break-even lines as native charts, the assumptions and the sources, each with
// speaker notes. Its words and numbers are the report's (ReportDocument, built from the
// same ReportInput): its charts are the report's charts, its sentences the same calls.
class DeckBuilder
{
    Q_DECLARE_TR_FUNCTIONS(DeckBuilder)

public:
    static Deck build(const ReportInput& input);
    // From a report already built from `input`.
    static Deck build(const ReportInput& input, const ReportDocument& report);
};

} // namespace gpuatlas::ui::exporting::office
