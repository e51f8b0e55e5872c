// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Result.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace gpuatlas::engine::inline io {

struct JsonLimits
{
    // Larger than any real catalogue (10,000 GPUs is about 15 MB) yet small enough that
    // a mistaken multi-hundred-MB file is refused before it is parsed into memory.
    std::size_t maxBytes = 64u * 1024u * 1024u;
    // Our formats nest at most 6 deep; deeper input is hostile or broken.
    int maxDepth = 64;
    // Values (counted as commas and opening brackets outside strings). A 10,000-GPU
    // catalogue has about 0.8 million; the limit keeps a small file of "[{},{},...]"
    // from costing gigabytes once parsed (each empty object is a heap allocation).
    std::size_t maxValues = 2'000'000;
};

// While one is alive on the current thread, parseJson() reads the text with
// parseTrustedJson() (TrustedJson.h: no size, depth or whole-text UTF-8 scans, no
// duplicate-key bookkeeping; text it does not expect gets every check as usual),
// JsonSchema::validate() accepts without looking and the readers do not even load their
// schemas; the readers' own checks run as always. Only for text already known to pass every check:
// the data files compiled into the program, which tests/text/tst_EmbeddedData checks in
// full at build time (files::DataFiles). Never for anything a user supplies.
class TrustedInput
{
public:
    TrustedInput();
    ~TrustedInput();
    TrustedInput(const TrustedInput&) = delete;
    TrustedInput& operator=(const TrustedInput&) = delete;
    static bool active();
};

// Parses UTF-8 JSON text (a leading BOM is accepted) and reports problems as
// diagnostics naming `file` and the byte offset.
Result<nlohmann::json> parseJson(std::string_view text, const std::string& file, const JsonLimits& limits = {});

// The offset of the first byte that breaks UTF-8 (overlong forms and surrogates
// included), or std::string_view::npos when `text` is valid. For readers of other text
// formats (CSV), so that what they load can always be written out as JSON again.
std::size_t firstInvalidUtf8(std::string_view text);

// JSON pointer helpers (RFC 6901).
std::string jsonPointerAppend(const std::string& pointer, std::string_view key);
std::string jsonPointerAppend(const std::string& pointer, std::size_t index);

// "object", "array", "string", "integer", "number", "boolean", "null".
std::string jsonTypeName(const nlohmann::json& value);

} // namespace gpuatlas::engine::inline io
