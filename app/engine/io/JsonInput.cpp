// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/JsonInput.h"

#include "engine/io/TrustedJson.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <utility>
#include <vector>

namespace gpuatlas::engine::inline io {

namespace {

thread_local int trustedDepth = 0;

struct Shape
{
    bool tooDeep = false;
    bool tooManyValues = false;
    std::size_t offset = 0; // where the limit was passed
};

// One pass over the text before parsing: nesting depth and a count of values. The parse
// itself then runs without nlohmann's parse callback, because the callback parser rescans
// the parent container at the end of every object, which makes an array of n objects
// cost n^2: a 64 MB file of "[{},{},...]" was still parsing after ten minutes. Only ASCII
// structure outside strings counts; malformed text is left for the parser to report.
Shape measure(std::string_view text, const JsonLimits& limits)
{
    Shape shape;
    int depth = 0;
    std::size_t values = 1;
    bool inString = false;
    bool escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
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
        case '"':
            inString = true;
            break;
        case '{':
        case '[':
            ++values;
            if (++depth > limits.maxDepth) {
                shape.tooDeep = true;
                shape.offset = i;
                return shape;
            }
            break;
        case '}':
        case ']':
            --depth;
            break;
        case ',':
            ++values;
            break;
        default:
            break;
        }
        if (values > limits.maxValues) {
            shape.tooManyValues = true;
            shape.offset = i;
            return shape;
        }
    }
    return shape;
}

// Builds the document as nlohmann's own DOM parser does, and refuses an object that
// names a key twice (nlohmann keeps the last silently, so "task" given twice would run
// whichever came second). The object under construction already holds the keys seen so
// far, so the check costs one map insertion per key and no extra set. Each open
// container remembers where its current child goes, so that a problem can be reported
// with its JSON pointer.
class DomBuilder final : public nlohmann::json_sax<nlohmann::json>
{
public:
    using json = nlohmann::json;

    explicit DomBuilder(json& root)
        : m_root(root)
    {
    }

    bool null() override { return add(nullptr); }
    bool boolean(bool value) override { return add(value); }
    bool number_integer(number_integer_t value) override { return add(value); }
    bool number_unsigned(number_unsigned_t value) override { return add(value); }
    bool number_float(number_float_t value, const string_t& /*text*/) override { return add(value); }
    bool string(string_t& value) override { return add(std::move(value)); }
    bool binary(binary_t& value) override { return add(std::move(value)); }

    bool start_object(std::size_t /*elements*/) override
    {
        json* value = add(json::value_t::object);
        if (!value)
            return false;
        m_stack.push_back({value, nullptr});
        return true;
    }

    bool key(string_t& name) override
    {
        Level& level = m_stack.back();
        auto [it, inserted] = level.value->get_ref<json::object_t&>().emplace(std::move(name), nullptr);
        if (!inserted) {
            duplicateKey = it->first;
            duplicatePointer = jsonPointerAppend(pointer(), it->first);
            return false;
        }
        level.key = &it->first;
        m_slot = &it->second;
        return true;
    }

    bool end_object() override
    {
        m_stack.pop_back();
        return true;
    }

    bool start_array(std::size_t /*elements*/) override
    {
        json* value = add(json::value_t::array);
        if (!value)
            return false;
        m_stack.push_back({value, nullptr});
        return true;
    }

    bool end_array() override
    {
        m_stack.pop_back();
        return true;
    }

    bool parse_error(std::size_t position, const std::string& /*token*/,
                     const nlohmann::detail::exception& error) override
    {
        errorPosition = position;
        errorId = error.id;
        errorWhat = error.what();
        return false;
    }

    // Set when parsing stopped.
    std::optional<std::string> duplicateKey;
    std::string duplicatePointer;
    std::size_t errorPosition = 0;
    int errorId = 0;
    std::string errorWhat;

private:
    struct Level
    {
        json* value;
        const std::string* key; // objects: the key being read
    };

    // The pointer of the container being filled (of the object whose key repeats).
    std::string pointer() const
    {
        std::string out;
        for (std::size_t i = 0; i + 1 < m_stack.size(); ++i) {
            const Level& level = m_stack[i];
            if (level.value->is_object())
                out = jsonPointerAppend(out, level.key ? std::string_view(*level.key) : std::string_view());
            else
                out = jsonPointerAppend(out, level.value->size() - 1);
        }
        return out;
    }

    template <class Value>
    json* add(Value&& value)
    {
        if (m_stack.empty()) {
            m_root = json(std::forward<Value>(value));
            return &m_root;
        }
        json& container = *m_stack.back().value;
        if (container.is_array()) {
            auto& array = container.get_ref<json::array_t&>();
            array.emplace_back(std::forward<Value>(value));
            return &array.back();
        }
        *m_slot = json(std::forward<Value>(value));
        return m_slot;
    }

    json& m_root;
    std::vector<Level> m_stack;
    json* m_slot = nullptr;
};

} // namespace

// nlohmann validates strings only; checking the whole text gives one clear message
// with an offset.
std::size_t firstInvalidUtf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        // Most of the text is ASCII: eight bytes at a time while no high bit is set.
        if (text.size() - i >= 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, text.data() + i, sizeof word);
            if ((word & 0x8080808080808080ull) == 0) {
                i += 8;
                continue;
            }
        }
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
        const bool overlong = (length == 2 && codePoint < 0x80) || (length == 3 && codePoint < 0x800) ||
                              (length == 4 && codePoint < 0x10000);
        if (overlong || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
            return i;
        i += length;
    }
    return std::string_view::npos;
}

TrustedInput::TrustedInput()
{
    ++trustedDepth;
}

TrustedInput::~TrustedInput()
{
    --trustedDepth;
}

bool TrustedInput::active()
{
    return trustedDepth > 0;
}

namespace {

std::string_view withoutBom(std::string_view text)
{
    return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;
}

} // namespace

Result<nlohmann::json> parseJson(std::string_view text, const std::string& file, const JsonLimits& limits)
{
    // The compiled-in copy: read directly. Should it ever not read (it cannot, while
    // tst_EmbeddedData passes), every check below runs as for any other file.
    if (TrustedInput::active()) {
        if (auto document = parseTrustedJson(withoutBom(text)))
            return std::move(*document);
    }
    if (text.size() > limits.maxBytes) {
        return Diagnostic{
            DiagnosticCode::FileTooLarge, file, {}, {std::to_string(text.size()), std::to_string(limits.maxBytes)}, {}};
    }
    text = withoutBom(text);
    if (const auto bad = firstInvalidUtf8(text); bad != std::string_view::npos)
        return Diagnostic{DiagnosticCode::InvalidUtf8, file, {}, {std::to_string(bad)}, {}};

    const Shape shape = measure(text, limits);
    if (shape.tooDeep) {
        return Diagnostic{
            DiagnosticCode::JsonTooDeep, file, {}, {std::to_string(limits.maxDepth), std::to_string(shape.offset)}, {}};
    }
    if (shape.tooManyValues) {
        return Diagnostic{DiagnosticCode::JsonTooManyValues,
                          file,
                          {},
                          {std::to_string(limits.maxValues), std::to_string(shape.offset)},
                          {}};
    }
    nlohmann::json root;
    DomBuilder builder(root);
    bool ok = false;
    try {
        ok = nlohmann::json::sax_parse(text.begin(), text.end(), &builder);
    } catch (const nlohmann::json::exception& error) {
        return Diagnostic{DiagnosticCode::JsonSyntax, file, {}, {"0"}, error.what()};
    }
    if (ok)
        return root;
    if (builder.duplicateKey)
        return Diagnostic{DiagnosticCode::DuplicateKey, file, builder.duplicatePointer, {*builder.duplicateKey}, {}};
    if (builder.errorId == 406) {
        // 1e999 and the like: nlohmann refuses numbers a double cannot hold.
        const std::string& what = builder.errorWhat;
        const auto quote = what.find('\'');
        const std::string number =
            quote == std::string::npos ? std::string() : what.substr(quote + 1, what.size() - quote - 2);
        // The parser reports the offset after the number; point at its first byte.
        const std::size_t end = builder.errorPosition;
        const std::size_t start = end >= number.size() ? end - number.size() : 0;
        return Diagnostic{DiagnosticCode::NumberOutOfRange, file, {}, {number, std::to_string(start)}, what};
    }
    return Diagnostic{DiagnosticCode::JsonSyntax, file, {}, {std::to_string(builder.errorPosition)}, builder.errorWhat};
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
    case nlohmann::json::value_t::object:
        return "object";
    case nlohmann::json::value_t::array:
        return "array";
    case nlohmann::json::value_t::string:
        return "string";
    case nlohmann::json::value_t::boolean:
        return "boolean";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
        return "integer";
    case nlohmann::json::value_t::number_float: {
        const double number = value.get<double>();
        return std::isfinite(number) && std::floor(number) == number ? "integer" : "number";
    }
    case nlohmann::json::value_t::null:
    case nlohmann::json::value_t::discarded:
        return "null";
    case nlohmann::json::value_t::binary:
        return "binary";
    }
    return "null";
}

} // namespace gpuatlas::engine::inline io
