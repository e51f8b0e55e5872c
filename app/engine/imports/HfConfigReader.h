// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Diagnostic.h"
#include "engine/core/Model.h"
#include "engine/imports/HfConfigDefaults.h"
#include "engine/imports/ModelImport.h"

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <set>
#include <string>
#include <string_view>
#include <utility>

// The config.json import's reader (HfConfigImport.cpp): it looks keys up in the file, then
// in the model type's defaults, and remembers which it read, which it assumed and which
// it never looked at. HfConfigShape.h reads the parts of the shape with it.
namespace gpuatlas::engine::inline imports::hfconfig {

// The most a saved workload's inline model allows for `field` (data/workload.schema.json,
// $defs/inlineModel): an imported model has to survive the wizard's save and reopen.
double inlineMaximum(const char* field);

class ConfigReader
{
public:
    // `config` is `root` or its text_config, at JSON pointer `base`.
    ConfigReader(const nlohmann::json& root, const nlohmann::json& config, std::string base, std::string file,
                 ModelImport& out, Diagnostics& errors);

    void useDefaults(std::string_view modelType);
    const std::string& modelType() const { return m_modelType; }
    bool ok() const { return m_errors.empty(); }
    bool nested() const { return &m_root != &m_config; }
    std::string pointer(std::string_view key) const;

    // The value of the first of `names` the config holds (an explicit null included: it
    // means "none", as a None argument does in transformers), else of the first the
    // model type's defaults hold (recorded as assumed); nullptr when neither has one.
    // `alsoRoot`: a nested config may also hold the key at the top level.
    const nlohmann::json* lookup(std::initializer_list<const char*> names, bool alsoRoot = false);
    // A whole number in [minimum, the inline model's maximum for `field`]; 0 when absent
    // or null; a diagnostic naming the key when it is anything else.
    int integer(std::initializer_list<const char*> names, const char* field, int minimum = 1);
    // A boolean; `fallback` when absent or null (recorded as assumed when `source` is given).
    bool flag(const char* name, bool fallback, const char* source = nullptr, bool alsoRoot = false);
    std::string text(const char* name);
    std::string firstText(std::initializer_list<const char*> names);
    std::string rootText(const char* name);
    // An array of whole numbers in [0, limit), or nullopt (absent, null, or a diagnostic).
    std::optional<std::vector<int>> integerList(const char* name, int limit);
    // The strings of an array (layer_types), or nullopt.
    std::optional<std::vector<std::string>> textList(const char* name);
    // A nested object (quantization_config), or nullptr.
    const nlohmann::json* object(const char* name, bool alsoRoot);
    // An object at the top level of the file (a multimodal config's vision_config), or nullptr.
    const nlohmann::json* rootObject(const char* name);

    void assume(const std::string& key, nlohmann::json value, std::string source);
    void inconsistent(const char* key, std::string detail);
    void missing(const char* key);
    void require(std::initializer_list<std::pair<int, const char*>> values);
    // After everything was read: lists the keys nothing looked at and that are not known
    // to be irrelevant (HfConfigDefaults.h).
    void collectUnknownKeys();

    ModelImport& result() { return m_out; }
    const nlohmann::json& root() const { return m_root; }

private:
    const nlohmann::json* findIn(const nlohmann::json& object, std::initializer_list<const char*> names,
                                 std::set<std::string, std::less<>>& known, const char*& found);
    void wrongType(const std::string& pointer, const char* expected, const nlohmann::json& value);

    const nlohmann::json& m_root;
    const nlohmann::json& m_config;
    std::string m_base;
    std::string m_file;
    ModelImport& m_out;
    Diagnostics& m_errors;
    std::string m_modelType;
    const ModelTypeDefaults* m_defaults = nullptr;
    std::set<std::string, std::less<>> m_known;
    std::set<std::string, std::less<>> m_rootKnown;
};

} // namespace gpuatlas::engine::inline imports::hfconfig
