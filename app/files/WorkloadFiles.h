// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Model.h"
#include "engine/core/Result.h"
#include "engine/core/Workload.h"
#include "text/Status.h"

#include <QString>

namespace gpuatlas::files {

using text::Status;

// Workload files in the contract's format (docs/cli.md), shared by the wizard's
// Save/Open and the CLI, so a file saved in the app runs unchanged through the CLI.
class WorkloadFiles
{
public:
    static engine::Result<engine::Workload> load(const QString& path, const engine::ModelCatalog& models);
    // Writes atomically (AtomicWriter): the previous file survives a failed save.
    static Status save(const QString& path, const engine::Workload& workload);
};

} // namespace gpuatlas::files
