// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShippedData.h"

#include "files/DataFiles.h"

namespace gpuatlas::testing {

std::unique_ptr<state::Workspace> shippedWorkspace()
{
    using files::DataFiles;
    auto catalog = DataFiles::loadCatalog();
    auto models = DataFiles::loadModels();
    auto prices = DataFiles::loadPrices();
    if (!catalog.ok() || !models.ok() || !prices.ok())
        return nullptr;
    return std::make_unique<state::Workspace>(std::move(catalog).value(), std::move(models).value(),
                                              std::move(prices).value());
}

std::unique_ptr<state::Workspace> workspaceWith(std::vector<engine::Gpu> extra)
{
    auto workspace = shippedWorkspace();
    if (workspace)
        workspace->setCatalog(workspace->catalog().mergedWith(extra));
    return workspace;
}

ShippedResult shippedResult()
{
    ShippedResult out;
    out.workspace = shippedWorkspace();
    if (out.workspace)
        out.current = std::make_unique<state::CurrentResult>(*out.workspace);
    return out;
}

engine::Workload chatWorkload()
{
    engine::Workload workload;
    workload.name = "Chat";
    workload.task = engine::Task::Inference;
    workload.modelId = "llama-3-8b";
    workload.precision = engine::Precision::FP16;
    workload.inference.promptTokens = 512;
    workload.inference.outputTokens = 128;
    workload.inference.batch = 8;
    workload.gpus = {"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"};
    return workload;
}

} // namespace gpuatlas::testing
