// SPDX-License-Identifier: GPL-3.0-or-later
// readModels. Every model that loads must also be usable inline in a workload (the
// wizard writes a preset out that way once the user edits it): modelToJson inside a
// workload must load back to the same model.
#include "FuzzSupport.h"

using namespace gpuatlas;

namespace {

nlohmann::json inlineWorkload(const engine::Model& model)
{
    return {{"format", "gpu-atlas-workload"}, {"version", 1}, {"task", "inference"},
            {"model", engine::modelToJson(model)}, {"precision", "fp16"}};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto models = engine::readModels(fuzz::asText(data, size), "fuzz.json");
    if (!models) {
        for (const auto& error : models.errors())
            fuzz::require(error.file == "fuzz.json", "a diagnostic without the file name");
        return 0;
    }
    const auto& shippedModels = fuzz::shipped().models;
    for (const auto& model : models.value().models()) {
        const auto written = inlineWorkload(model);
        auto workload = engine::readWorkload(written.dump(), "inline.json", shippedModels);
        fuzz::require(workload.ok(), "a loaded model is refused inline",
                      workload.ok() ? std::string() : workload.errors().front().pointer + " "
                          + std::string(engine::diagnosticCodeId(workload.errors().front().code)));
        fuzz::require(workload.value().inlineModel.has_value(), "the inline model is lost");
        fuzz::require(engine::modelToJson(*workload.value().inlineModel) == engine::modelToJson(model),
                      "the model round trip is not stable", model.id);
    }
    return 0;
}
