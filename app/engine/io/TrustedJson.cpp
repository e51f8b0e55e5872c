// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/TrustedJson.h"

#include "engine/core/NumberText.h"
#include "engine/io/JsonInput.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

namespace gpuatlas::engine::inline io {

namespace {

using nlohmann::json;

// The depth JsonLimits allows by default; the shipped files nest 6 deep.
constexpr int maxDepth = 64;

constexpr std::uint64_t lowBits = 0x0101010101010101ull;
constexpr std::uint64_t highBits = 0x8080808080808080ull;

// Whether any byte of `word` is below `limit` (at most 0x80); exact, not a heuristic.
constexpr bool anyBelow(std::uint64_t word, std::uint64_t limit)
{
    return ((word - lowBits * limit) & ~word & highBits) != 0;
}

// Whether any of eight string bytes is a quote, a backslash or a control character.
constexpr bool endsRun(std::uint64_t word)
{
    return anyBelow(word ^ (lowBits * '"'), 1) || anyBelow(word ^ (lowBits * '\\'), 1) || anyBelow(word, 0x20);
}

// Recursive descent over the text; every method returns false at the first thing it
// does not expect, and the whole parse is then abandoned (no partial document escapes).
class Reader
{
public:
    Reader(std::string_view text, const TrustedSelection* only)
        : m_text(text)
        , m_only(only)
    {
    }

    bool document(json& out)
    {
        skipSpace();
        if (!value(out, 0))
            return false;
        skipSpace();
        return m_pos == m_text.size();
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return m_text[m_pos]; }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = peek();
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                return;
            ++m_pos;
        }
    }

    bool literal(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }

    bool value(json& out, int depth)
    {
        if (atEnd())
            return false;
        switch (peek()) {
        case '{':
            return object(out, depth);
        case '[':
            return array(out, depth);
        case '"': {
            std::string text;
            if (!string(text))
                return false;
            out = std::move(text);
            return true;
        }
        case 't':
            out = true;
            return literal("true");
        case 'f':
            out = false;
            return literal("false");
        case 'n':
            out = nullptr;
            return literal("null");
        default:
            return number(out);
        }
    }

    // `depth`: the containers around this one; parseJson refuses the 65th, so does this.
    bool object(json& out, int depth)
    {
        if (depth >= maxDepth)
            return false;
        ++m_pos; // '{'
        out = json::object();
        auto& members = out.get_ref<json::object_t&>();
        skipSpace();
        if (!atEnd() && peek() == '}') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            std::string key;
            if (atEnd() || peek() != '"' || !string(key))
                return false;
            skipSpace();
            if (atEnd() || peek() != ':')
                return false;
            ++m_pos;
            skipSpace();
            const bool selected = depth == 0 && m_only && key == m_only->arrayKey && !atEnd() && peek() == '[';
            // A repeated key is a problem the full parser reports with its pointer.
            const auto [it, inserted] = members.emplace(std::move(key), nullptr);
            if (!inserted || !(selected ? selectedArray(it->second, depth + 1) : value(it->second, depth + 1)))
                return false;
            skipSpace();
            if (atEnd())
                return false;
            const char next = m_text[m_pos++];
            if (next == '}')
                return true;
            if (next != ',')
                return false;
        }
    }

    bool array(json& out, int depth)
    {
        return elements(out, depth, [this](json::array_t& items, int itemDepth) {
            items.emplace_back();
            return value(items.back(), itemDepth);
        });
    }

    // The elements of m_only->arrayKey whose m_only->idKey is m_only->id; each element is
    // first skipped over (checked, nothing built) to find its id.
    bool selectedArray(json& out, int depth)
    {
        return elements(out, depth, [this](json::array_t& items, int itemDepth) {
            const std::size_t start = m_pos;
            std::optional<std::string> id;
            if (!skip(itemDepth, &id))
                return false;
            if (!id || *id != m_only->id)
                return true;
            m_pos = start;
            items.emplace_back();
            return value(items.back(), itemDepth);
        });
    }

    // An array's brackets and commas; `element(items, depth)` reads each element in
    // turn, at the current position, into `items` or over it.
    template <typename Element>
    bool elements(json& out, int depth, Element element)
    {
        if (depth >= maxDepth)
            return false;
        ++m_pos; // '['
        out = json::array();
        auto& items = out.get_ref<json::array_t&>();
        skipSpace();
        if (!atEnd() && peek() == ']') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            if (!element(items, depth + 1))
                return false;
            skipSpace();
            if (atEnd())
                return false;
            const char next = m_text[m_pos++];
            if (next == ']')
                return true;
            if (next != ',')
                return false;
        }
    }

    // Reads over one value by the same grammar without building it; for an object,
    // `id` (when given) receives its m_only->idKey member if that is a string. Keys are
    // not checked for repeats here: nothing skipped reaches the document.
    bool skip(int depth, std::optional<std::string>* id = nullptr)
    {
        if (atEnd())
            return false;
        const char first = peek();
        if (first == '"') {
            m_scratch.clear();
            return string(m_scratch);
        }
        if (first != '{' && first != '[') {
            json scalar; // a number or a literal: nothing allocated
            return value(scalar, depth);
        }
        if (depth >= maxDepth)
            return false;
        const char close = first == '{' ? '}' : ']';
        ++m_pos;
        skipSpace();
        if (!atEnd() && peek() == close) {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            if (first == '{') {
                m_scratch.clear();
                if (atEnd() || peek() != '"' || !string(m_scratch))
                    return false;
                const bool isId = id && m_scratch == m_only->idKey;
                skipSpace();
                if (atEnd() || peek() != ':')
                    return false;
                ++m_pos;
                skipSpace();
                if (isId && !atEnd() && peek() == '"') {
                    id->emplace();
                    if (!string(**id))
                        return false;
                } else if (!skip(depth + 1)) {
                    return false;
                }
            } else if (!skip(depth + 1)) {
                return false;
            }
            skipSpace();
            if (atEnd())
                return false;
            const char next = m_text[m_pos++];
            if (next == close)
                return true;
            if (next != ',')
                return false;
        }
    }

    // The text between the quotes, unescaped. Runs without escapes are copied whole.
    bool string(std::string& out)
    {
        ++m_pos; // '"'
        while (true) {
            const std::size_t start = m_pos;
            std::uint64_t high = 0;
            // Eight bytes at a time while none of them ends the run; the notes and
            // sources, most of the shipped bytes, are long runs.
            while (m_text.size() - m_pos >= 8) {
                std::uint64_t word = 0;
                std::memcpy(&word, m_text.data() + m_pos, sizeof word);
                if (endsRun(word))
                    break;
                high |= word & highBits;
                m_pos += 8;
            }
            while (!atEnd()) {
                const auto c = static_cast<unsigned char>(peek());
                if (c == '"' || c == '\\' || c < 0x20)
                    break;
                high |= c & 0x80;
                ++m_pos;
            }
            const std::string_view run = m_text.substr(start, m_pos - start);
            // nlohmann refuses a string that is not UTF-8; so does this reader.
            if (high != 0 && firstInvalidUtf8(run) != std::string_view::npos)
                return false;
            out.append(run);
            if (atEnd())
                return false;
            const char c = m_text[m_pos++];
            if (c == '"')
                return true;
            if (c != '\\' || !escape(out))
                return false; // a control character, or a bad escape
        }
    }

    bool escape(std::string& out)
    {
        if (atEnd())
            return false;
        switch (m_text[m_pos++]) {
        case '"':
            out.push_back('"');
            return true;
        case '\\':
            out.push_back('\\');
            return true;
        case '/':
            out.push_back('/');
            return true;
        case 'b':
            out.push_back('\b');
            return true;
        case 'f':
            out.push_back('\f');
            return true;
        case 'n':
            out.push_back('\n');
            return true;
        case 'r':
            out.push_back('\r');
            return true;
        case 't':
            out.push_back('\t');
            return true;
        case 'u':
            return unicodeEscape(out);
        default:
            return false;
        }
    }

    bool hex4(std::uint32_t& out)
    {
        if (m_text.size() - m_pos < 4)
            return false;
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = m_text[m_pos++];
            out <<= 4;
            if (c >= '0' && c <= '9')
                out |= static_cast<std::uint32_t>(c - '0');
            else if (c >= 'a' && c <= 'f')
                out |= static_cast<std::uint32_t>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                out |= static_cast<std::uint32_t>(c - 'A' + 10);
            else
                return false;
        }
        return true;
    }

    // \uXXXX, a surrogate pair as one code point; a lone surrogate is refused, as
    // nlohmann refuses it.
    bool unicodeEscape(std::string& out)
    {
        std::uint32_t code = 0;
        if (!hex4(code) || (code >= 0xDC00 && code <= 0xDFFF))
            return false;
        if (code >= 0xD800 && code <= 0xDBFF) {
            std::uint32_t low = 0;
            if (!literal("\\u") || !hex4(low) || low < 0xDC00 || low > 0xDFFF)
                return false;
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        const auto put = [&out](std::uint32_t byte) { out.push_back(static_cast<char>(byte)); };
        if (code < 0x80) {
            put(code);
        } else if (code < 0x800) {
            put(0xC0 | (code >> 6));
            put(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            put(0xE0 | (code >> 12));
            put(0x80 | ((code >> 6) & 0x3F));
            put(0x80 | (code & 0x3F));
        } else {
            put(0xF0 | (code >> 18));
            put(0x80 | ((code >> 12) & 0x3F));
            put(0x80 | ((code >> 6) & 0x3F));
            put(0x80 | (code & 0x3F));
        }
        return true;
    }

    std::size_t digits()
    {
        const std::size_t start = m_pos;
        while (!atEnd() && peek() >= '0' && peek() <= '9')
            ++m_pos;
        return m_pos - start;
    }

    // JSON's grammar exactly (no leading zeros, a digit after '.' and after the exponent),
    // then nlohmann's choice of type: an integer that does not fit 64 bits is a float.
    bool number(json& out)
    {
        const std::size_t start = m_pos;
        const bool negative = !atEnd() && peek() == '-';
        if (negative)
            ++m_pos;
        const std::size_t intStart = m_pos;
        const std::size_t intDigits = digits();
        if (intDigits == 0 || (intDigits > 1 && m_text[intStart] == '0'))
            return false;
        bool integral = true;
        if (!atEnd() && peek() == '.') {
            ++m_pos;
            if (digits() == 0)
                return false;
            integral = false;
        }
        if (!atEnd() && (peek() == 'e' || peek() == 'E')) {
            ++m_pos;
            if (!atEnd() && (peek() == '+' || peek() == '-'))
                ++m_pos;
            if (digits() == 0)
                return false;
            integral = false;
        }
        const char* first = m_text.data() + start;
        const char* last = m_text.data() + m_pos;
        if (integral) {
            if (negative) {
                std::int64_t value = 0;
                if (const auto [end, error] = std::from_chars(first, last, value);
                    error == std::errc() && end == last) {
                    out = value;
                    return true;
                }
            } else {
                std::uint64_t value = 0;
                if (const auto [end, error] = std::from_chars(first, last, value);
                    error == std::errc() && end == last) {
                    out = value;
                    return true;
                }
            }
        }
        // The engine's reader of decimal text (exact, on every standard library it builds with).
        const auto value = numbertext::parseDouble(std::string_view(first, static_cast<std::size_t>(last - first)));
        if (!value || !std::isfinite(value.value))
            return false; // 1e999: the full parser names the number
        out = value.value;
        return true;
    }

    std::string_view m_text;
    const TrustedSelection* m_only;
    std::size_t m_pos = 0;
    std::string m_scratch; // skipped strings, one buffer for all
};

} // namespace

std::optional<nlohmann::json> parseTrustedJson(std::string_view text)
{
    json document;
    if (!Reader(text, nullptr).document(document))
        return std::nullopt;
    return document;
}

std::optional<nlohmann::json> parseTrustedJson(std::string_view text, const TrustedSelection& only)
{
    json document;
    if (!Reader(text, &only).document(document))
        return std::nullopt;
    return document;
}

} // namespace gpuatlas::engine::inline io
