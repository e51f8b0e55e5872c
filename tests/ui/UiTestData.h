// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/DataFiles.h"
#include "ui/Workspace.h"

#include <memory>

// The shipped catalogue, models and prices in a Workspace, for UI tests.
inline std::unique_ptr<gpuatlas::ui::Workspace> makeTestWorkspace()
{
    auto catalog = gpuatlas::text::DataFiles::loadCatalog();
    auto models = gpuatlas::text::DataFiles::loadModels();
    auto prices = gpuatlas::text::DataFiles::loadPrices();
    if (!catalog || !models || !prices)
        return nullptr;
    return std::make_unique<gpuatlas::ui::Workspace>(std::move(catalog).value(), std::move(models).value(),
                                                     std::move(prices).value());
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
