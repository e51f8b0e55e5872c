// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Diagnostic.h"

#include <nlohmann/json.hpp>

#include <map>
#include <regex>
#include <string>

namespace gpuatlas::engine::inline io {

// Validates a JSON instance against the subset of JSON Schema 2020-12 that the
// project's schemas use: type, properties, required, additionalProperties, items,
// enum, const, minimum, maximum, exclusiveMinimum, minLength, pattern, minItems,
// allOf, if/then/else and local $ref ("#/$defs/name"). The shipped data/*.schema.json
// files are the single description of each format; the loaders run them, then add
// the checks a schema cannot express (unique ids, sparse = 2 x dense, ...).
class JsonSchema
{
public:
    explicit JsonSchema(nlohmann::json schema);

    // Appends one diagnostic per violation; returns true when there were none.
    bool validate(const nlohmann::json& instance, const std::string& file, Diagnostics& out) const;

private:
    void check(const nlohmann::json& schema, const nlohmann::json& instance, const std::string& pointer,
               const std::string& file, Diagnostics& out) const;
    void checkObject(const nlohmann::json& schema, const nlohmann::json& instance, const std::string& pointer,
                     const std::string& file, Diagnostics& out) const;
    void checkNumber(const nlohmann::json& schema, const nlohmann::json& instance, const std::string& pointer,
                     const std::string& file, Diagnostics& out) const;
    void checkString(const nlohmann::json& schema, const nlohmann::json& instance, const std::string& pointer,
                     const std::string& file, Diagnostics& out) const;
    bool matches(const nlohmann::json& schema, const nlohmann::json& instance) const;
    const nlohmann::json& resolve(const std::string& reference) const;
    const std::regex& regexFor(const std::string& pattern) const;

    nlohmann::json m_schema;
    mutable std::map<std::string, std::regex> m_regexCache;
};

} // namespace gpuatlas::engine::inline io
