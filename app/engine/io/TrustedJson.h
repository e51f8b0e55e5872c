// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>

namespace gpuatlas::engine::inline io {

// A direct JSON reader for text that is known to be valid: the data files compiled into
// the program (TrustedInput), which tests/text/tst_EmbeddedData checks in full at build
// time. It builds the same document as nlohmann::json::parse (the same number types:
// unsigned for a plain non-negative integer, integer for a negative one, float
// otherwise) at a fraction of the cost, because nlohmann's lexer copies every string one
// character at a time, and at start-up most of the shipped bytes are the GPUs' notes and
// sources. It follows JSON's grammar and refuses what nlohmann refuses (strings that are
// not UTF-8, lone surrogates, numbers a double cannot hold) as well as a repeated key and
// nesting deeper than 64; for any of these it returns nullopt, and the caller then parses
// the text with every check, which names the problem.
std::optional<nlohmann::json> parseTrustedJson(std::string_view text);

// One element of a catalogue: the root object's array `arrayKey` holds only the elements
// whose string member `idKey` is `id` (none when no element has it).
struct TrustedSelection
{
    std::string_view arrayKey;
    std::string_view idKey;
    std::string_view id;
};
// As above, but the other elements of that array are read over without being built,
// which costs a fraction of building them. The rest of the document is read in full.
std::optional<nlohmann::json> parseTrustedJson(std::string_view text, const TrustedSelection& only);

} // namespace gpuatlas::engine::inline io
