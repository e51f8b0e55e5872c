// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace gpuatlas::cli {

class CliContext;

// `report --workload FILE --out FILE.(pdf|html|md) [--gpus ID,...] [--lang L]`: ranks
// the workload's candidates (--gpus replaces them) and writes the report of
// ui/export/ReportWriter, drawn on the offscreen platform, atomically.
class ReportCommands
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommands)

public:
    static int report(CliContext& context);
};

} // namespace gpuatlas::cli
