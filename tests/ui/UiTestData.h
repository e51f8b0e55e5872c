// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/Workspace.h"
#include "text/DataFiles.h"

#include <QTest>

#include <memory>

// The shipped data, as the application loads it, for the UI tests.
inline std::unique_ptr<gpuatlas::state::Workspace> shippedWorkspace()
{
    using gpuatlas::text::DataFiles;
    auto catalog = DataFiles::loadCatalog();
    auto models = DataFiles::loadModels();
    auto prices = DataFiles::loadPrices();
    if (!catalog.ok() || !models.ok() || !prices.ok())
        return nullptr;
    return std::make_unique<gpuatlas::state::Workspace>(std::move(catalog).value(), std::move(models).value(),
                                                        std::move(prices).value());
}

// A catalogue of the shipped GPUs plus `extra` (e.g. a custom GPU with awkward text).
inline std::unique_ptr<gpuatlas::state::Workspace> workspaceWith(std::vector<gpuatlas::engine::Gpu> extra)
{
    auto workspace = shippedWorkspace();
    if (workspace)
        workspace->setCatalog(workspace->catalog().mergedWith(extra));
    return workspace;
}

// Llama 3 8B chat among the article's four GPUs.
inline gpuatlas::engine::Workload chatWorkload()
{
    gpuatlas::engine::Workload workload;
    workload.name = "Chat";
    workload.task = gpuatlas::engine::Task::Inference;
    workload.modelId = "llama-3-8b";
    workload.precision = gpuatlas::engine::Precision::FP16;
    workload.inference.promptTokens = 512;
    workload.inference.outputTokens = 128;
    workload.inference.batch = 8;
    workload.gpus = {"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"};
    return workload;
}
