// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace gpuatlas::cli {

class CliContext;

// `matrix [--gpus ID,...] [--json] [--lang L] [--catalog FILE] [--out FILE.(png|svg|pdf|csv|md|html)]`:
// the suitability matrix (docs/cli.md): rows the standard workloads, columns the GPUs
// (the article's four by default), each cell the engine's verdict.
class MatrixCommands
{
    Q_DECLARE_TR_FUNCTIONS(MatrixCommands)

public:
    static int matrix(CliContext& context);
};

} // namespace gpuatlas::cli
