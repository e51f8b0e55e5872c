// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Gpu.h"
#include "engine/core/Workload.h"
#include "state/CurrentResult.h"
#include "state/Workspace.h"

#include <memory>
#include <vector>

namespace gpuatlas::testing {

// The shipped data, as the application loads it; nullptr when it cannot be loaded.
std::unique_ptr<state::Workspace> shippedWorkspace();
// A catalogue of the shipped GPUs plus `extra` (e.g. a custom GPU with awkward text).
std::unique_ptr<state::Workspace> workspaceWith(std::vector<engine::Gpu> extra);

// A workspace and the current result over it, as the main window holds them.
struct ShippedResult
{
    std::unique_ptr<state::Workspace> workspace;
    std::unique_ptr<state::CurrentResult> current;

    explicit operator bool() const { return workspace && current; }
};
ShippedResult shippedResult();

// Llama 3 8B chat among the article's four GPUs.
engine::Workload chatWorkload();

} // namespace gpuatlas::testing

// The names the UI tests used before this library existed.
using gpuatlas::testing::chatWorkload;
using gpuatlas::testing::shippedResult;
using gpuatlas::testing::shippedWorkspace;
using gpuatlas::testing::workspaceWith;
