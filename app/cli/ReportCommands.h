// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/document/export/AtomicWriter.h"
#include "ui/document/export/ReportDocument.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace gpuatlas::cli {

class CliContext;

// `report --workload FILE --out FILE.(pdf|html|md|odt) [--gpus ID,...] [--lang L]`: ranks
// the workload's candidates (--gpus replaces them) and writes the report of
// ui/export/ReportWriter, drawn on the offscreen platform, atomically.
class ReportCommands
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommands)

public:
    static int report(CliContext& context);

    // What `report` and `slides` share: the workload and data loaded and checked, the
    // candidates ranked (--gpus replaces them), and `write` called with the result and
    // --out. Returns the exit status.
    using Writer =
        std::function<ui::exporting::ExportResult(const ui::exporting::ReportInput& input, const QString& out)>;
    static int exportReport(CliContext& context, const Writer& write);
};

} // namespace gpuatlas::cli
