// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/DataFiles.h"
#include "ui/Workspace.h"

#include <QTest>

#include <memory>

// The shipped data, as the application loads it, for the UI tests.
inline std::unique_ptr<gpuatlas::ui::Workspace> shippedWorkspace()
{
    using gpuatlas::text::DataFiles;
    auto catalog = DataFiles::loadCatalog();
    auto models = DataFiles::loadModels();
    auto prices = DataFiles::loadPrices();
    if (!catalog.ok() || !models.ok() || !prices.ok())
        return nullptr;
    return std::make_unique<gpuatlas::ui::Workspace>(std::move(catalog).value(), std::move(models).value(),
                                                     std::move(prices).value());
}

// A catalogue of the shipped GPUs plus `extra` (e.g. a custom GPU with awkward text).
inline std::unique_ptr<gpuatlas::ui::Workspace> workspaceWith(std::vector<gpuatlas::engine::Gpu> extra)
{
    auto workspace = shippedWorkspace();
    if (workspace)
        workspace->setCatalog(workspace->catalog().mergedWith(extra));
    return workspace;
}
