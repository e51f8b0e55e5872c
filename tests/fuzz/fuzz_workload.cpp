// SPDX-License-Identifier: GPL-3.0-or-later
// readWorkload. A workload that loads must save (workloadToJson) to a file that loads
// to the same workload: what the wizard saves, the CLI and the wizard must reopen.
#include "FuzzSupport.h"
#include "engine/io/WorkloadJson.h"

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto& models = fuzz::shipped().models;
    auto workload = engine::readWorkload(fuzz::asText(data, size), "fuzz.json", models);
    if (!fuzz::loaded(workload, "fuzz.json"))
        return 0;
    const auto first = engine::workloadToJson(workload.value());
    auto again = engine::readWorkload(first.dump(2), "again.json", models);
    fuzz::require(again.ok(), "a saved workload does not load", fuzz::firstProblem(again));
    fuzz::require(engine::workloadToJson(again.value()) == first, "the workload round trip is not stable");
    fuzz::require(engine::resolveModel(workload.value(), models) != nullptr, "a loaded workload has no model");
    return 0;
}
