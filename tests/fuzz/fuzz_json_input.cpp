// SPDX-License-Identifier: GPL-3.0-or-later
// parseJson: size limit, BOM, UTF-8 check, depth limit, number overflow. Whatever
// parses must serialise and parse back to the same value. And parseTrustedJson, the
// reader of the compiled-in data, against it.
#include "FuzzSupport.h"
#include "engine/io/JsonInput.h"
#include "engine/io/TrustedJson.h"

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
    // The direct reader of the compiled-in data (TrustedJson.h) must never accept what the
    // checked parse refuses, nor read anything differently (number types included).
    if (const auto direct = engine::parseTrustedJson(text)) {
        const auto checked = engine::parseJson(text, "fuzz.json");
        fuzz::require(checked.ok(), "the direct reader accepts what parseJson refuses",
                      std::string(text.substr(0, 200)));
        fuzz::require(direct->dump() == checked.value().dump(), "the direct reader reads differently",
                      std::string(text.substr(0, 200)));
    }
    return 0;
}
