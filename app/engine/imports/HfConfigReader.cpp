// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/imports/HfConfigReader.h"

#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"

#include <limits>

namespace gpuatlas::engine::inline imports::hfconfig {

using nlohmann::json;

double inlineMaximum(const char* field)
{
    static const json properties = json::parse(schemas::workload)["$defs"]["inlineModel"]["properties"];
    const auto it = properties.find(field);
    if (it == properties.end() || !it->contains("maximum"))
        return std::numeric_limits<int>::max();
    return (*it)["maximum"].get<double>();
}

ConfigReader::ConfigReader(const json& root, const json& config, std::string base, std::string file, ModelImport& out,
                           Diagnostics& errors)
    : m_root(root)
    , m_config(config)
    , m_base(std::move(base))
    , m_file(std::move(file))
    , m_out(out)
    , m_errors(errors)
{
    m_rootKnown.insert("text_config");
}

void ConfigReader::useDefaults(std::string_view modelType)
{
    m_modelType = std::string(modelType);
    m_defaults = defaultsFor(modelType);
}

std::string ConfigReader::pointer(std::string_view key) const
{
    return jsonPointerAppend(m_base, key);
}

const json* ConfigReader::findIn(const json& object, std::initializer_list<const char*> names,
                                 std::set<std::string, std::less<>>& known, const char*& found)
{
    const json* value = nullptr;
    for (const char* name : names) {
        known.insert(name);
        if (value)
            continue;
        if (const auto it = object.find(name); it != object.end()) {
            value = &*it;
            found = name;
        }
    }
    return value;
}

const json* ConfigReader::lookup(std::initializer_list<const char*> names, bool alsoRoot)
{
    const char* name = nullptr;
    if (const json* value = findIn(m_config, names, m_known, name)) {
        m_out.readKeys.push_back(pointer(name));
        return value;
    }
    if (alsoRoot && nested()) {
        if (const json* value = findIn(m_root, names, m_rootKnown, name)) {
            m_out.readKeys.push_back(jsonPointerAppend("", name));
            return value;
        }
    }
    if (!m_defaults)
        return nullptr;
    for (const char* candidate : names) {
        if (const auto it = m_defaults->values.find(candidate); it != m_defaults->values.end()) {
            if (!it->is_null())
                m_out.assumed.push_back({pointer(candidate), *it, std::string(m_defaults->source)});
            return &*it;
        }
    }
    return nullptr;
}

void ConfigReader::wrongType(const std::string& where, const char* expected, const json& value)
{
    m_errors.push_back({DiagnosticCode::WrongType, m_file, where, {expected, jsonTypeName(value)}, {}});
}

int ConfigReader::integer(std::initializer_list<const char*> names, const char* field, int minimum)
{
    const std::size_t readBefore = m_out.readKeys.size();
    const json* value = lookup(names);
    if (!value || value->is_null())
        return 0;
    // Diagnostics name where the value came from; a default is always well formed.
    const std::string where = m_out.readKeys.size() > readBefore ? m_out.readKeys.back() : pointer(*names.begin());
    // 31.5 layers is as wrong as "32": a count must be a whole number.
    if (!value->is_number() || jsonTypeName(*value) != "integer") {
        wrongType(where, "integer", *value);
        return 0;
    }
    const double number = value->get<double>();
    if (!(number >= minimum)) {
        m_errors.push_back({DiagnosticCode::BelowMinimum, m_file, where, {value->dump(), std::to_string(minimum)}, {}});
        return 0;
    }
    const double limit = inlineMaximum(field);
    if (number > limit) {
        m_errors.push_back({DiagnosticCode::AboveMaximum, m_file, where, {value->dump(), json(limit).dump()}, {}});
        return 0;
    }
    return static_cast<int>(number);
}

bool ConfigReader::flag(const char* name, bool fallback, const char* source, bool alsoRoot)
{
    const std::size_t readBefore = m_out.readKeys.size();
    const json* value = lookup({name}, alsoRoot);
    if (!value || value->is_null()) {
        if (source && !value)
            assume(pointer(name), fallback, source);
        return fallback;
    }
    if (!value->is_boolean()) {
        wrongType(m_out.readKeys.size() > readBefore ? m_out.readKeys.back() : pointer(name), "boolean", *value);
        return fallback;
    }
    return value->get<bool>();
}

std::string ConfigReader::text(const char* name)
{
    const char* found = nullptr;
    const json* value = findIn(m_config, {name}, m_known, found);
    if (!value || value->is_null())
        return {};
    if (!value->is_string()) {
        wrongType(pointer(name), "string", *value);
        return {};
    }
    return value->get<std::string>();
}

std::string ConfigReader::firstText(std::initializer_list<const char*> names)
{
    std::string out;
    for (const char* name : names) {
        std::string value = text(name);
        if (out.empty())
            out = std::move(value);
    }
    if (out.empty() && m_defaults) {
        for (const char* name : names) {
            if (const auto it = m_defaults->values.find(name); it != m_defaults->values.end() && it->is_string())
                return it->get<std::string>();
        }
    }
    return out;
}

std::string ConfigReader::rootText(const char* name)
{
    m_rootKnown.insert(name);
    const auto it = m_root.find(name);
    if (it == m_root.end() || it->is_null())
        return {};
    if (!it->is_string()) {
        wrongType(jsonPointerAppend("", name), "string", *it);
        return {};
    }
    return it->get<std::string>();
}

std::optional<std::vector<int>> ConfigReader::integerList(const char* name, int limit)
{
    const std::size_t readBefore = m_out.readKeys.size();
    const json* value = lookup({name});
    if (!value || value->is_null())
        return std::nullopt;
    const std::string where = m_out.readKeys.size() > readBefore ? m_out.readKeys.back() : pointer(name);
    if (!value->is_array()) {
        wrongType(where, "array", *value);
        return std::nullopt;
    }
    std::vector<int> out;
    for (std::size_t i = 0; i < value->size(); ++i) {
        const json& item = (*value)[i];
        if (jsonTypeName(item) != "integer") {
            wrongType(jsonPointerAppend(where, i), "integer", item);
            return std::nullopt;
        }
        const double number = item.get<double>();
        if (!(number >= 0) || !(number < limit)) {
            m_errors.push_back({DiagnosticCode::InconsistentValue,
                                m_file,
                                jsonPointerAppend(where, i),
                                {name, item.dump() + " is not a layer of " + std::to_string(limit)},
                                {}});
            return std::nullopt;
        }
        out.push_back(static_cast<int>(number));
    }
    return out;
}

std::optional<std::vector<std::string>> ConfigReader::textList(const char* name)
{
    const json* value = lookup({name});
    if (!value || value->is_null())
        return std::nullopt;
    if (!value->is_array()) {
        wrongType(pointer(name), "array", *value);
        return std::nullopt;
    }
    std::vector<std::string> out;
    for (std::size_t i = 0; i < value->size(); ++i) {
        if (!(*value)[i].is_string()) {
            wrongType(jsonPointerAppend(pointer(name), i), "string", (*value)[i]);
            return std::nullopt;
        }
        out.push_back((*value)[i].get<std::string>());
    }
    return out;
}

const json* ConfigReader::object(const char* name, bool alsoRoot)
{
    const std::size_t readBefore = m_out.readKeys.size();
    const json* value = lookup({name}, alsoRoot);
    if (!value || value->is_null())
        return nullptr;
    if (!value->is_object()) {
        wrongType(m_out.readKeys.size() > readBefore ? m_out.readKeys.back() : pointer(name), "object", *value);
        return nullptr;
    }
    return value;
}

const json* ConfigReader::rootObject(const char* name)
{
    m_rootKnown.insert(name);
    const auto it = m_root.find(name);
    if (it == m_root.end() || it->is_null())
        return nullptr;
    if (!it->is_object()) {
        wrongType(jsonPointerAppend("", name), "object", *it);
        return nullptr;
    }
    return &*it;
}

void ConfigReader::assume(const std::string& key, json value, std::string source)
{
    m_out.assumed.push_back({key, std::move(value), std::move(source)});
}

void ConfigReader::inconsistent(const char* key, std::string detail)
{
    m_errors.push_back({DiagnosticCode::InconsistentValue, m_file, pointer(key), {key, std::move(detail)}, {}});
}

void ConfigReader::missing(const char* key)
{
    m_errors.push_back({DiagnosticCode::MissingField, m_file, pointer(key), {key}, {}});
}

void ConfigReader::require(std::initializer_list<std::pair<int, const char*>> values)
{
    for (const auto& [value, key] : values) {
        if (value == 0)
            missing(key);
    }
}

void ConfigReader::collectUnknownKeys()
{
    for (const auto& [key, value] : m_config.items()) {
        const bool looked = m_known.count(key) > 0 || (!nested() && m_rootKnown.count(key) > 0);
        if (!looked && !isKnownIrrelevantKey(key))
            m_out.unknownKeys.push_back(pointer(key));
    }
    if (!nested())
        return;
    for (const auto& [key, value] : m_root.items()) {
        if (!m_rootKnown.count(key) && !isKnownIrrelevantKey(key))
            m_out.unknownKeys.push_back(jsonPointerAppend("", key));
    }
}

} // namespace gpuatlas::engine::inline imports::hfconfig
