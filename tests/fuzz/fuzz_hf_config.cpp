// SPDX-License-Identifier: GPL-3.0-or-later
// modelFromHfConfig. A config.json that imports must give a model the wizard can save
// in a workload and reopen unchanged, with finite parameter counts.
#include "FuzzSupport.h"

#include "engine/HfConfigImport.h"

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto model = engine::modelFromHfConfig(fuzz::asText(data, size), "config.json");
    if (!model) {
        for (const auto& error : model.errors())
            fuzz::require(error.file == "config.json", "a diagnostic without the file name");
        return 0;
    }
    const auto& m = model.value();
    fuzz::require(std::isfinite(m.params) && m.params > 0, "params not a positive number", std::to_string(m.params));
    fuzz::require(std::isfinite(m.activeParams) && m.activeParams > 0 && m.activeParams <= m.params,
                  "active params out of range", std::to_string(m.activeParams));
    const nlohmann::json written{{"format", "gpu-atlas-workload"}, {"version", 1}, {"task", "inference"},
                                 {"model", engine::modelToJson(m)}, {"precision", "fp16"}};
    auto workload = engine::readWorkload(written.dump(), "saved.json", fuzz::shipped().models);
    fuzz::require(workload.ok(), "an imported model cannot be saved in a workload",
                  workload.ok() ? std::string() : workload.errors().front().pointer + " "
                      + std::string(engine::diagnosticCodeId(workload.errors().front().code)));
    fuzz::require(engine::modelToJson(*workload.value().inlineModel) == engine::modelToJson(m),
                  "the imported model round trip is not stable");
    return 0;
}
