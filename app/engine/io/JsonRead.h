// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/LocalizedText.h"
#include "engine/core/Source.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

// Small readers shared by the loaders. They run after schema validation, so they may
// assume the shape is right; they only supply defaults for optional fields.
namespace gpuatlas::engine::inline io::jsonread {

LocalizedText localized(const nlohmann::json& value);
std::vector<LocalizedText> localizedList(const nlohmann::json& object, const char* key);
std::vector<Source> sources(const nlohmann::json& value);
nlohmann::json toJson(const LocalizedText& text);
nlohmann::json toJson(const std::vector<Source>& sources);

std::optional<double> optionalNumber(const nlohmann::json& object, const char* key);
std::optional<int> optionalInt(const nlohmann::json& object, const char* key);
std::string stringOr(const nlohmann::json& object, const char* key, std::string fallback = {});

template <class T>
nlohmann::json orNull(const std::optional<T>& value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

} // namespace gpuatlas::engine::inline io::jsonread
