// SPDX-License-Identifier: GPL-3.0-or-later
// The engine behind readWorkload: any workload that loads (absurd but schema-valid
// sizes, inline models of any shape) ranks the shipped catalogue to finite numbers.
#include "FuzzSupport.h"
#include "engine/io/WorkloadJson.h"
#include "engine/rank/Estimator.h"
#include "engine/rank/Ranker.h"

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto& d = fuzz::shipped();
    auto workload = engine::readWorkload(fuzz::asText(data, size), "fuzz.json", d.models);
    if (!workload)
        return 0;
    const auto* model = engine::resolveModel(workload.value(), d.models);
    fuzz::require(model != nullptr, "a loaded workload has no model");
    for (const auto& estimate :
         engine::Ranker::rank({workload.value(), *model, d.catalog.gpus(), &d.prices, d.assumptions}))
        fuzz::requireFinite(estimate);
    // A fixed count as well: the path the what-if controls and `estimate --count` take.
    const auto* gpu = d.catalog.find("h100-sxm");
    for (const int count : {1, 3, 64})
        fuzz::requireFinite(
            engine::Estimator::estimate({workload.value(), *model, *gpu, &d.prices, d.assumptions, count}));
    return 0;
}
