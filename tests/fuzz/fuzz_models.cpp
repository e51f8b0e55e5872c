// SPDX-License-Identifier: GPL-3.0-or-later
// readModels. Every model that loads must also be usable inline in a workload (the
// wizard writes a preset out that way once the user edits it): modelToJson inside a
// workload must load back to the same model.
#include "FuzzSupport.h"
#include "engine/io/ModelJson.h"

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto models = engine::readModels(fuzz::asText(data, size), "fuzz.json");
    if (!fuzz::loaded(models, "fuzz.json"))
        return 0;
    for (const auto& model : models.value().models())
        fuzz::requireInlineRoundTrip(model, fuzz::shipped().models, "a loaded model is refused inline");
    return 0;
}
