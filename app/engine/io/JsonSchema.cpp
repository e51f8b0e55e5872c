// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/JsonSchema.h"

#include "engine/io/JsonInput.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace gpuatlas::engine::inline io {

using nlohmann::json;

namespace {

bool typeMatches(const std::string& wanted, const json& instance)
{
    const std::string actual = jsonTypeName(instance);
    if (wanted == actual)
        return true;
    return wanted == "number" && actual == "integer";
}

std::string schemaNumberText(double value)
{
    std::ostringstream out;
    out.precision(15);
    out << value;
    return out.str();
}

std::string valueText(const json& value)
{
    if (value.is_string())
        return value.get<std::string>();
    return value.dump();
}

std::string joined(const json& values)
{
    std::string out;
    for (const auto& value : values) {
        if (!out.empty())
            out += ", ";
        out += valueText(value);
    }
    return out;
}

// Counts UTF-8 code points, as JSON Schema's minLength does.
std::size_t codePointCount(const std::string& text)
{
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

} // namespace

JsonSchema::JsonSchema(json schema)
    : m_schema(std::move(schema))
{
}

bool JsonSchema::validate(const json& instance, const std::string& file, Diagnostics& out) const
{
    if (TrustedInput::active())
        return true;
    const auto before = out.size();
    check(m_schema, instance, {}, file, out);
    return out.size() == before;
}

const json& JsonSchema::resolve(const std::string& reference) const
{
    // Only local references ("#/$defs/name") occur in the project's schemas.
    static const json empty = json::object();
    if (reference.rfind("#", 0) != 0)
        return empty;
    const json::json_pointer pointer(reference.substr(1));
    return m_schema.contains(pointer) ? m_schema.at(pointer) : empty;
}

const std::regex& JsonSchema::regexFor(const std::string& pattern) const
{
    auto it = m_regexCache.find(pattern);
    if (it == m_regexCache.end())
        it = m_regexCache.emplace(pattern, std::regex(pattern, std::regex::ECMAScript)).first;
    return it->second;
}

bool JsonSchema::matches(const json& schema, const json& instance) const
{
    Diagnostics scratch;
    check(schema, instance, {}, {}, scratch);
    return scratch.empty();
}

void JsonSchema::check(const json& schema, const json& instance, const std::string& pointer, const std::string& file,
                       Diagnostics& out) const
{
    if (!schema.is_object())
        return;
    // As in 2020-12, $ref applies alongside its sibling keywords.
    if (const auto reference = schema.find("$ref"); reference != schema.end()) {
        const auto before = out.size();
        check(resolve(reference->get<std::string>()), instance, pointer, file, out);
        if (out.size() != before)
            return;
    }

    if (instance.is_number_float() && !std::isfinite(instance.get<double>())) {
        out.push_back({DiagnosticCode::NotFinite, file, pointer, {}, {}});
        return;
    }

    if (const auto type = schema.find("type"); type != schema.end()) {
        const bool ok = type->is_array()
                            ? std::any_of(type->begin(), type->end(),
                                          [&](const json& t) { return typeMatches(t.get<std::string>(), instance); })
                            : typeMatches(type->get<std::string>(), instance);
        if (!ok) {
            const std::string expected = type->is_array() ? joined(*type) : type->get<std::string>();
            out.push_back({DiagnosticCode::WrongType, file, pointer, {expected, jsonTypeName(instance)}, {}});
            return; // the other keywords would only repeat the same problem
        }
    }
    if (const auto constant = schema.find("const"); constant != schema.end() && instance != *constant) {
        out.push_back({DiagnosticCode::WrongConstant, file, pointer, {valueText(*constant)}, {}});
        return;
    }
    if (const auto allowed = schema.find("enum"); allowed != schema.end()) {
        if (std::find(allowed->begin(), allowed->end(), instance) == allowed->end()) {
            out.push_back({DiagnosticCode::NotInEnum, file, pointer, {valueText(instance), joined(*allowed)}, {}});
            return;
        }
    }

    if (instance.is_object())
        checkObject(schema, instance, pointer, file, out);
    else if (instance.is_number())
        checkNumber(schema, instance, pointer, file, out);
    else if (instance.is_string())
        checkString(schema, instance, pointer, file, out);
    else if (instance.is_array()) {
        if (const auto minItems = schema.find("minItems");
            minItems != schema.end() && instance.size() < minItems->get<std::size_t>()) {
            out.push_back(
                {DiagnosticCode::TooFewItems, file, pointer, {std::to_string(minItems->get<std::size_t>())}, {}});
        }
        if (const auto items = schema.find("items"); items != schema.end()) {
            for (std::size_t i = 0; i < instance.size(); ++i)
                check(*items, instance[i], jsonPointerAppend(pointer, i), file, out);
        }
    }

    if (const auto allOf = schema.find("allOf"); allOf != schema.end()) {
        for (const auto& part : *allOf)
            check(part, instance, pointer, file, out);
    }
    if (const auto condition = schema.find("if"); condition != schema.end()) {
        const char* branch = matches(*condition, instance) ? "then" : "else";
        if (const auto next = schema.find(branch); next != schema.end())
            check(*next, instance, pointer, file, out);
    }
}

void JsonSchema::checkObject(const json& schema, const json& instance, const std::string& pointer,
                             const std::string& file, Diagnostics& out) const
{
    if (const auto required = schema.find("required"); required != schema.end()) {
        for (const auto& name : *required) {
            const auto key = name.get<std::string>();
            if (!instance.contains(key))
                out.push_back({DiagnosticCode::MissingField, file, jsonPointerAppend(pointer, key), {key}, {}});
        }
    }
    const auto properties = schema.find("properties");
    const auto additional = schema.find("additionalProperties");
    for (const auto& [key, value] : instance.items()) {
        const auto childPointer = jsonPointerAppend(pointer, key);
        if (properties != schema.end() && properties->contains(key)) {
            check((*properties)[key], value, childPointer, file, out);
        } else if (additional != schema.end()) {
            if (additional->is_boolean()) {
                if (!additional->get<bool>())
                    out.push_back({DiagnosticCode::UnknownField, file, childPointer, {key}, {}});
            } else {
                check(*additional, value, childPointer, file, out);
            }
        }
    }
}

void JsonSchema::checkNumber(const json& schema, const json& instance, const std::string& pointer,
                             const std::string& file, Diagnostics& out) const
{
    const double value = instance.get<double>();
    // A field may have both: "greater than 0" for the sense, "at least 0.001" as a floor
    // that keeps the estimates finite. One lower bound is reported, the plainer first.
    if (const auto minimum = schema.find("exclusiveMinimum");
        minimum != schema.end() && value <= minimum->get<double>()) {
        out.push_back({DiagnosticCode::NotAboveMinimum,
                       file,
                       pointer,
                       {schemaNumberText(value), schemaNumberText(minimum->get<double>())},
                       {}});
    } else if (const auto floor = schema.find("minimum"); floor != schema.end() && value < floor->get<double>()) {
        out.push_back({DiagnosticCode::BelowMinimum,
                       file,
                       pointer,
                       {schemaNumberText(value), schemaNumberText(floor->get<double>())},
                       {}});
    }
    if (const auto maximum = schema.find("maximum"); maximum != schema.end() && value > maximum->get<double>()) {
        out.push_back({DiagnosticCode::AboveMaximum,
                       file,
                       pointer,
                       {schemaNumberText(value), schemaNumberText(maximum->get<double>())},
                       {}});
    }
}

void JsonSchema::checkString(const json& schema, const json& instance, const std::string& pointer,
                             const std::string& file, Diagnostics& out) const
{
    const auto& text = instance.get_ref<const std::string&>();
    if (const auto minLength = schema.find("minLength");
        minLength != schema.end() && codePointCount(text) < minLength->get<std::size_t>()) {
        out.push_back(
            {DiagnosticCode::StringTooShort, file, pointer, {std::to_string(minLength->get<std::size_t>())}, {}});
    }
    if (const auto pattern = schema.find("pattern"); pattern != schema.end()) {
        const auto& patternText = pattern->get_ref<const std::string&>();
        // libstdc++'s std::regex recurses once per matched character, so a hostile
        // multi-megabyte string would overflow the stack. No patterned field in our
        // formats (ids, dates, URLs) is legitimately this long.
        constexpr std::size_t maxPatternedLength = 2048;
        if (text.size() > maxPatternedLength || !std::regex_search(text, regexFor(patternText)))
            out.push_back({DiagnosticCode::PatternMismatch, file, pointer, {text, patternText}, {}});
    }
}

} // namespace gpuatlas::engine::inline io
