// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace gpuatlas::cli {

class CliContext;

// `table [--gpus ID,...] --out FILE.(csv|md|html) [--lang L] [--catalog FILE]`: the spec
// table of the app's File > Export table (ui/export/TableExporter), one row per GPU of
// --gpus (every GPU of the catalogue without it), written atomically in the format its
// suffix names. Each format is one writer in a table, so another (xlsx) is one more entry.
class TableCommands
{
    Q_DECLARE_TR_FUNCTIONS(TableCommands)

public:
    static int table(CliContext& context);
};

} // namespace gpuatlas::cli
