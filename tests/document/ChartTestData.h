// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "engine/cost/PriceBook.h"
#include "files/DataFiles.h"
#include "state/Workspace.h"
#include "ui/document/charts/ResultChartsBuilder.h"

#include <QTest>

#include <optional>
#include <string>
#include <vector>

// The shipped catalogue and prices, and GPUs with awkward names, for the chart and
// export tests.
struct ChartTestData
{
    gpuatlas::engine::Catalog catalog;
    gpuatlas::engine::PriceBook prices;

    static std::optional<ChartTestData> load()
    {
        using gpuatlas::files::DataFiles;
        auto catalog = DataFiles::loadCatalog();
        auto prices = DataFiles::loadPrices();
        if (!catalog.ok() || !prices.ok())
            return std::nullopt;
        return ChartTestData{std::move(catalog).value(), std::move(prices).value()};
    }

    std::vector<const gpuatlas::engine::Gpu*> gpus(std::initializer_list<const char*> ids) const
    {
        std::vector<const gpuatlas::engine::Gpu*> out;
        for (const char* id : ids) {
            if (const auto* gpu = catalog.find(id))
                out.push_back(gpu);
        }
        return out;
    }
};

// A user's own GPU whose name has everything an export must escape or quote.
inline gpuatlas::engine::Gpu
awkwardGpu(const std::string& id = "my-gpu",
           const std::string& name = "<script>alert(1)</script> | 英伟达 \"Pro\", 2024\nrev B")
{
    gpuatlas::engine::Gpu gpu;
    gpu.id = id;
    gpu.vendor = "Acme, Inc.";
    gpu.name = name;
    gpu.architecture = "Test";
    gpu.launchYear = 2024;
    gpu.shaderCores = 1000;
    gpu.fp32Tflops = 10.5;
    gpu.tensorRate(gpuatlas::engine::TensorFormat::FP16) = gpuatlas::engine::TensorRate{100, 200};
    gpu.memoryGB = 24;
    gpu.memoryType = "GDDR6";
    gpu.memoryBandwidthGBs = 500;
    gpu.pcieGen = 4;
    gpu.tdpW = 200;
    gpu.custom = true;
    return gpu;
}

// The workspace's ranking of `workload` as the result charts take it, each GPU by its
// catalogue name (the workspace must outlive the set).
inline gpuatlas::ui::charts::ResultSet rankedSet(const gpuatlas::state::Workspace& workspace,
                                                 gpuatlas::engine::Workload workload)
{
    gpuatlas::ui::charts::ResultSet set;
    set.estimates = workspace.rank(workload);
    set.workload = std::move(workload);
    set.gpuName = [&workspace](const std::string& id) {
        const auto* gpu = workspace.catalog().find(id);
        return gpu ? QString::fromStdString(gpu->name) : QString::fromStdString(id);
    };
    return set;
}
