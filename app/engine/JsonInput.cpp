// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonInput.h"

#include <cmath>

namespace gpuatlas::engine {

namespace {

struct Shape
{
    bool tooDeep = false;
    bool tooManyValues = false;
};

// One pass over the text before parsing: nesting depth and a count of values. The parse
// itself then runs without a callback, because nlohmann's callback parser rescans the
// parent container at the end of every object, which makes an array of n objects cost
// n^2: a 64 MB file of "[{},{},...]" was still parsing after ten minutes. Only ASCII
// structure outside strings counts; malformed text is left for the parser to report.
Shape measure(std::string_view text, const JsonLimits& limits)
{
    Shape shape;
    int depth = 0;
    std::size_t values = 1;
    bool inString = false;
    bool escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"': inString = true; break;
        case '{':
        case '[':
            ++values;
            if (++depth > limits.maxDepth) {
                shape.tooDeep = true;
                return shape;
            }
            break;
        case '}':
        case ']': --depth; break;
        case ',': ++values; break;
        default: break;
        }
        if (values > limits.maxValues) {
            shape.tooManyValues = true;
            return shape;
        }
    }
    return shape;
}

} // namespace

// nlohmann validates strings only; checking the whole text gives one clear message
// with an offset.
std::size_t firstInvalidUtf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto byte = static_cast<unsigned char>(text[i]);
        std::size_t length = 0;
        unsigned int codePoint = 0;
        if (byte < 0x80) {
            ++i;
            continue;
        }
        if ((byte & 0xE0) == 0xC0) {
            length = 2;
            codePoint = byte & 0x1F;
        } else if ((byte & 0xF0) == 0xE0) {
            length = 3;
            codePoint = byte & 0x0F;
        } else if ((byte & 0xF8) == 0xF0) {
            length = 4;
            codePoint = byte & 0x07;
        } else {
            return i;
        }
        if (i + length > text.size())
            return i;
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80)
                return i;
            codePoint = (codePoint << 6) | (next & 0x3F);
        }
        const bool overlong = (length == 2 && codePoint < 0x80) || (length == 3 && codePoint < 0x800)
                              || (length == 4 && codePoint < 0x10000);
        if (overlong || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
            return i;
        i += length;
    }
    return std::string_view::npos;
}

Result<nlohmann::json> parseJson(std::string_view text, const std::string& file, const JsonLimits& limits)
{
    if (text.size() > limits.maxBytes) {
        return Diagnostic{DiagnosticCode::FileTooLarge, file, {},
                          {std::to_string(text.size()), std::to_string(limits.maxBytes)}, {}};
    }
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    if (const auto bad = firstInvalidUtf8(text); bad != std::string_view::npos)
        return Diagnostic{DiagnosticCode::InvalidUtf8, file, {}, {std::to_string(bad)}, {}};

    const Shape shape = measure(text, limits);
    if (shape.tooDeep)
        return Diagnostic{DiagnosticCode::JsonTooDeep, file, {}, {std::to_string(limits.maxDepth)}, {}};
    if (shape.tooManyValues)
        return Diagnostic{DiagnosticCode::JsonTooManyValues, file, {}, {std::to_string(limits.maxValues)}, {}};
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error& error) {
        return Diagnostic{DiagnosticCode::JsonSyntax, file, {}, {std::to_string(error.byte)}, error.what()};
    } catch (const nlohmann::json::out_of_range& error) {
        // 1e999 and the like: nlohmann refuses numbers a double cannot hold.
        std::string what = error.what();
        const auto quote = what.find('\'');
        const std::string number = quote == std::string::npos ? std::string() : what.substr(quote + 1, what.size() - quote - 2);
        return Diagnostic{DiagnosticCode::NumberOutOfRange, file, {}, {number}, what};
    } catch (const nlohmann::json::exception& error) {
        return Diagnostic{DiagnosticCode::JsonSyntax, file, {}, {"0"}, error.what()};
    }
}

std::string jsonPointerAppend(const std::string& pointer, std::string_view key)
{
    std::string out = pointer;
    out.push_back('/');
    for (const char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out.push_back(c);
    }
    return out;
}

std::string jsonPointerAppend(const std::string& pointer, std::size_t index)
{
    return pointer + '/' + std::to_string(index);
}

std::string jsonTypeName(const nlohmann::json& value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::object: return "object";
    case nlohmann::json::value_t::array: return "array";
    case nlohmann::json::value_t::string: return "string";
    case nlohmann::json::value_t::boolean: return "boolean";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned: return "integer";
    case nlohmann::json::value_t::number_float: {
        const double number = value.get<double>();
        return std::isfinite(number) && std::floor(number) == number ? "integer" : "number";
    }
    case nlohmann::json::value_t::null:
    case nlohmann::json::value_t::discarded: return "null";
    case nlohmann::json::value_t::binary: return "binary";
    }
    return "null";
}

} // namespace gpuatlas::engine
