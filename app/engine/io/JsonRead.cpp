// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/JsonRead.h"

#include <limits>

namespace gpuatlas::engine::inline io::jsonread {

using nlohmann::json;

LocalizedText localized(const json& value)
{
    if (!value.is_object())
        return {};
    return {stringOr(value, "en"), stringOr(value, "zh_CN"), stringOr(value, "zh_TW")};
}

std::vector<LocalizedText> localizedList(const json& object, const char* key)
{
    std::vector<LocalizedText> out;
    if (const auto it = object.find(key); it != object.end() && it->is_array()) {
        for (const auto& item : *it)
            out.push_back(localized(item));
    }
    return out;
}

std::vector<Source> sources(const json& value)
{
    std::vector<Source> out;
    if (!value.is_array())
        return out;
    for (const auto& item : value) {
        Source source{stringOr(item, "title"), stringOr(item, "url"), stringOr(item, "retrieved"), {}};
        if (const auto covers = item.find("covers"); covers != item.end() && covers->is_array()) {
            for (const auto& cover : *covers)
                source.covers.push_back(cover.get<std::string>());
        }
        out.push_back(std::move(source));
    }
    return out;
}

json toJson(const LocalizedText& text)
{
    return json{{"en", text.en}, {"zh_CN", text.zhCN}, {"zh_TW", text.zhTW}};
}

json toJson(const std::vector<Source>& sources)
{
    json out = json::array();
    for (const auto& source : sources) {
        json item{{"title", source.title}, {"url", source.url}, {"retrieved", source.retrieved}};
        if (!source.covers.empty())
            item["covers"] = source.covers;
        out.push_back(std::move(item));
    }
    return out;
}

std::optional<double> optionalNumber(const json& object, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    return it->get<double>();
}

std::optional<int> optionalInt(const json& object, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    // Clamp before converting: an out-of-range double-to-int cast is undefined, and
    // callers validate ranges separately.
    const double number = it->get<double>();
    if (!(number > std::numeric_limits<int>::min()))
        return std::numeric_limits<int>::min();
    if (!(number < std::numeric_limits<int>::max()))
        return std::numeric_limits<int>::max();
    return static_cast<int>(number);
}

std::string stringOr(const json& object, const char* key, std::string fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::move(fallback);
}

} // namespace gpuatlas::engine::inline io::jsonread
