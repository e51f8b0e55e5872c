// SPDX-License-Identifier: GPL-3.0-or-later
// modelFromHfConfig. A config.json that imports must give a model the wizard can save
// in a workload and reopen unchanged, with finite parameter counts.
#include "FuzzSupport.h"
#include "engine/imports/HfConfigImport.h"

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto model = engine::modelFromHfConfig(fuzz::asText(data, size), "config.json");
    if (!fuzz::loaded(model, "config.json"))
        return 0;
    const auto& m = model.value();
    fuzz::require(std::isfinite(m.params) && m.params > 0, "params not a positive number", std::to_string(m.params));
    fuzz::require(std::isfinite(m.activeParams) && m.activeParams > 0 && m.activeParams <= m.params,
                  "active params out of range", std::to_string(m.activeParams));
    fuzz::requireInlineRoundTrip(m, fuzz::shipped().models, "an imported model cannot be saved in a workload");
    return 0;
}
