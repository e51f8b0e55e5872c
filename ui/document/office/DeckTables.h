// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Deck.h"
#include "engine/core/Gpu.h"
#include "ui/document/export/ReportDocument.h"

#include <QCoreApplication>

#include <vector>

namespace gpuatlas::ui::exporting::office {

// The deck's tables: the compared GPUs' specifications (dense and sparse tensor figures
// in rows of their own, the unit in each row's label), the workload as the report
// states it, and the sources, each split into slides that fit.
class DeckTables
{
    Q_DECLARE_TR_FUNCTIONS(DeckTables)

public:
    static QList<Slide> specifications(const std::vector<const engine::Gpu*>& gpus);
    static QList<Slide> tensor(const std::vector<const engine::Gpu*>& gpus);
    static QList<Slide> assumptions(const ReportInput& input, const ReportDocument& document);
    static QList<Slide> sources(const ReportInput& input, const std::vector<const engine::Gpu*>& gpus);

    // Slides of at most `rowsPerSlide` rows each (0: SlideXml::maxTableRows), the title marked "(2/3)" after
    // the first; every page carries the notes.
    static QList<Slide> paginate(const QString& title, const SlideTable& table, const QStringList& notes,
                                 const QString& caption = {}, int rowsPerSlide = 0);
    // GPUs side by side on one slide, at most.
    static constexpr std::size_t gpusPerSlide = 5;
};

} // namespace gpuatlas::ui::exporting::office
