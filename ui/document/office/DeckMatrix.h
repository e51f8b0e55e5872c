// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Deck.h"
#include "engine/core/Gpu.h"
#include "ui/document/export/ReportDocument.h"

#include <QCoreApplication>

#include <vector>

namespace gpuatlas::ui::exporting::office {

// The article's question on one slide: the suitability matrix (the standard workloads
// against the deck's compared GPUs), each cell the engine's verdict with its symbol and the
// GPUs it needs, as the Matrix page and gpu-atlas-cli matrix show it. The rule and the
// reasons behind the verdicts go in the speaker notes.
class DeckMatrix
{
    Q_DECLARE_TR_FUNCTIONS(DeckMatrix)

public:
    // Empty when the standard workloads cannot be read (the page shows why) or no GPU is compared.
    static QList<Slide> slides(const ReportInput& input, const std::vector<const engine::Gpu*>& gpus);
};

} // namespace gpuatlas::ui::exporting::office
