// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace gpuatlas::cli {

class CliContext;

// gpu-atlas-cli accuracy [--split validation|calibration|all] [--json] [--out FILE.(png|svg|pdf)]:
// the published measurements against the engine's estimates, what Help > Accuracy shows.
class AccuracyCommands
{
    Q_DECLARE_TR_FUNCTIONS(AccuracyCommands)

public:
    static int accuracy(CliContext& context);
};

} // namespace gpuatlas::cli
