// SPDX-License-Identifier: GPL-3.0-or-later
// readGgufHeader and modelFromGguf on arbitrary bytes. The header reader must stay within
// its caps and the input, and a header that imports must give a model the wizard can save
// in a workload and reopen unchanged, with finite parameter counts and KV cache.
#include "FuzzSupport.h"
#include "engine/imports/GgufHeader.h"
#include "engine/perf/MemoryModel.h"

#include <sstream>

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::istringstream in{std::string(fuzz::asText(data, size))};
    engine::GgufLimits limits;
    limits.maxMetadataBytes = 1u << 20; // the same checks, a smaller budget: faster iterations
    const auto header = engine::readGgufHeader(in, "model.gguf", limits);
    if (!fuzz::loaded(header, "model.gguf"))
        return 0;
    fuzz::require(header->metadataBytes <= size && header->metadataBytes <= limits.maxMetadataBytes,
                  "read past the input or the cap", std::to_string(header->metadataBytes));
    const auto imported = engine::modelFromGguf(header.value(), "model.gguf");
    if (!fuzz::loaded(imported, "model.gguf"))
        return 0;
    const auto& m = imported->model;
    fuzz::require(std::isfinite(m.params) && m.params > 0, "params not a positive number", std::to_string(m.params));
    fuzz::require(std::isfinite(m.activeParams) && m.activeParams > 0 && m.activeParams <= m.params,
                  "active params out of range", std::to_string(m.activeParams));
    const double kv = engine::MemoryModel::kvBytesPerToken(m, engine::Precision::FP16);
    fuzz::require(std::isfinite(kv) && kv >= 0, "KV cache per token not finite", std::to_string(kv));
    fuzz::requireInlineRoundTrip(m, fuzz::shipped().models, "an imported GGUF model cannot be saved in a workload");
    return 0;
}
