// SPDX-License-Identifier: GPL-3.0-or-later
// parseJson: size limit, BOM, UTF-8 check, depth limit, number overflow. Whatever
// parses must serialise and parse back to the same value.
#include "FuzzSupport.h"
#include "engine/JsonInput.h"

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto text = fuzz::asText(data, size);
    // Small limits as well as the defaults, so the limit checks themselves are reached.
    const engine::JsonLimits tight{256, 4};
    for (const auto& limits : {engine::JsonLimits{}, tight}) {
        auto parsed = engine::parseJson(text, "fuzz.json", limits);
        if (!parsed) {
            fuzz::require(!parsed.errors().empty(), "an error without a diagnostic");
            fuzz::require(parsed.errors().front().file == "fuzz.json", "a diagnostic without the file name");
            continue;
        }
        // Strings were checked as UTF-8, so dump() cannot throw.
        const std::string again = parsed.value().dump();
        auto reparsed = engine::parseJson(again, "again.json");
        fuzz::require(reparsed.ok(), "a parsed value does not parse after dump()", again.substr(0, 200));
        fuzz::require(reparsed.value() == parsed.value(), "dump() and parse are not stable", again.substr(0, 200));
    }
    return 0;
}
