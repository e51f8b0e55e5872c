// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace gpuatlas::cli {

class CliContext;

// `slides --workload FILE --out FILE.pptx [--gpus ID,...] [--lang L]`: ranks the
// workload's candidates as `report` does and writes the presentation of
// ui/export/office (DeckBuilder, PptxWriter) atomically: native tables and charts.
class SlidesCommands
{
    Q_DECLARE_TR_FUNCTIONS(SlidesCommands)

public:
    static int slides(CliContext& context);
};

} // namespace gpuatlas::cli
