// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace gpuatlas::cli {

class CliContext;

// `chart radar|bars --gpus ID,... --out FILE.(png|svg|pdf) [--dpi N] [--lang L]`:
// draws the comparison on the offscreen platform and writes it atomically.
class ChartCommands
{
    Q_DECLARE_TR_FUNCTIONS(ChartCommands)

public:
    static int chart(CliContext& context);
};

} // namespace gpuatlas::cli
