// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON Schema validator, run directly on arbitrary JSON against each shipped schema
// (the first byte picks the schema), so it meets shapes the loaders never pass on.
#include "FuzzSupport.h"
#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonSchema.h"

#include <array>

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 1)
        return 0;
    static const std::array<engine::JsonSchema, 4> schemas{
        engine::JsonSchema(nlohmann::json::parse(engine::schemas::gpus)),
        engine::JsonSchema(nlohmann::json::parse(engine::schemas::models)),
        engine::JsonSchema(nlohmann::json::parse(engine::schemas::prices)),
        engine::JsonSchema(nlohmann::json::parse(engine::schemas::workload))};
    const auto& schema = schemas[data[0] % schemas.size()];
    auto parsed = engine::parseJson(fuzz::asText(data + 1, size - 1), "fuzz.json");
    if (!parsed)
        return 0;
    engine::Diagnostics errors;
    const bool valid = schema.validate(parsed.value(), "fuzz.json", errors);
    fuzz::require(valid == errors.empty(), "validate() disagrees with its diagnostics");
    for (const auto& error : errors) {
        fuzz::require(error.file == "fuzz.json", "a diagnostic without the file name");
        // Every pointer names a place in the document (or is empty for the whole of it).
        if (!error.pointer.empty() && error.code != engine::DiagnosticCode::MissingField) {
            const nlohmann::json::json_pointer pointer(error.pointer);
            fuzz::require(parsed.value().contains(pointer), "a diagnostic points nowhere", error.pointer);
        }
    }
    return 0;
}
