// SPDX-License-Identifier: GPL-3.0-or-later
// readCatalog. A catalogue that loads must write back (catalogDocument) to a document
// that loads to the same catalogue, and every GPU in it must estimate to finite numbers.
#include "FuzzSupport.h"
#include "engine/io/CatalogJson.h"
#include "engine/io/WorkloadJson.h"
#include "engine/rank/Ranker.h"

using namespace gpuatlas;

namespace {

const engine::Workload& fixedWorkload(bool training)
{
    static const auto make = [](const char* json) {
        auto workload = engine::readWorkload(json, "fixed.json", fuzz::shipped().models);
        if (!workload)
            fuzz::fail("the fixed workload does not load");
        return std::move(workload).value();
    };
    static const engine::Workload inference = make(R"({"format":"gpu-atlas-workload","version":1,"task":"inference",
        "model":"llama-3-8b","precision":"fp8","inference":{"prompt_tokens":2048,"output_tokens":256,"batch":"max",
        "requests_per_s":20,"max_ttft_ms":500,"max_itl_ms":50}})");
    static const engine::Workload train = make(R"({"format":"gpu-atlas-workload","version":1,"task":"training",
        "model":"llama-2-70b","precision":"bf16","training":{"tokens":1e10,"zero_stage":3},
        "constraints":{"max_gpus":512,"deadline_hours":48,"setting":"node"},"priorities":{"speed":1,"cost":1,"energy":1}})");
    return training ? train : inference;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto catalog = engine::readCatalog(fuzz::asText(data, size), "fuzz.json");
    if (!fuzz::loaded(catalog, "fuzz.json"))
        return 0;
    const auto first = engine::catalogDocument(catalog.value().gpus());
    const std::string text = first.dump(2);
    auto again = engine::readCatalog(text, "again.json");
    fuzz::require(again.ok(), "a written catalogue does not load", fuzz::firstProblem(again));
    fuzz::require(engine::catalogDocument(again.value().gpus()) == first, "the catalogue round trip is not stable");

    // Bounded so that one input cannot take seconds.
    if (catalog.value().size() <= 32) {
        const auto& d = fuzz::shipped();
        for (const bool training : {false, true}) {
            const auto& workload = fixedWorkload(training);
            const auto* model = engine::resolveModel(workload, d.models);
            for (const auto& estimate :
                 engine::Ranker::rank({workload, *model, catalog.value().gpus(), &d.prices, d.assumptions}))
                fuzz::requireFinite(estimate);
        }
    }
    return 0;
}
