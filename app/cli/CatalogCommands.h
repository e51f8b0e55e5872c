// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace gpuatlas::engine::inline core {
struct Model;
}

namespace gpuatlas::cli {

class CliContext;

// `gpus`, `gpu ID` and `models`: the catalogue as a table or as contract JSON.
class CatalogCommands
{
    Q_DECLARE_TR_FUNCTIONS(CatalogCommands)

public:
    static int gpus(CliContext& context);
    static int gpu(CliContext& context);
    static int models(CliContext& context);

private:
    static QString modelParams(const engine::Model& model);
};

} // namespace gpuatlas::cli
