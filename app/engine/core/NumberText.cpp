// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/NumberText.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <locale>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>
#include <version>

// Whether std::from_chars reads a double here. libstdc++ (GCC 11 on, MinGW-w64 included) and
// MSVC's STL say so with __cpp_lib_to_chars. libc++ has it from LLVM 20 without defining the
// macro; on Apple platforms it also needs a deployment target whose system libc++ carries it,
// which the availability macro tells (declared but unavailable is a hard compile error).
#if defined(_LIBCPP_VERSION)
#if _LIBCPP_VERSION >= 200000 && (!defined(_LIBCPP_AVAILABILITY_HAS_FROM_CHARS_FLOATING_POINT) ||                      \
                                  _LIBCPP_AVAILABILITY_HAS_FROM_CHARS_FLOATING_POINT)
#define GPUATLAS_DOUBLE_FROM_CHARS 1
#endif
#elif defined(__cpp_lib_to_chars)
#define GPUATLAS_DOUBLE_FROM_CHARS 1
#endif
#ifndef GPUATLAS_DOUBLE_FROM_CHARS
#define GPUATLAS_DOUBLE_FROM_CHARS 0
#endif

namespace gpuatlas::engine::inline core::numbertext {

namespace {

// The text reduced to what both conversions read the same way: [-]digits[.digits][e[+-]digits]
// with an ASCII point, no '+' on the significand (std::from_chars refuses one).
struct Checked
{
    std::string digits;
    bool nonzero = false; // a nonzero significand digit: a result of 0 is then an underflow
};

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

std::string_view withoutSpace(std::string_view text, const Rules& rules)
{
    if (!rules.allowSurroundingSpace)
        return text;
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

bool sameLetters(std::string_view text, std::string_view lower)
{
    if (text.size() != lower.size())
        return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i] >= 'A' && text[i] <= 'Z' ? static_cast<char>(text[i] - 'A' + 'a') : text[i];
        if (c != lower[i])
            return false;
    }
    return true;
}

// "inf", "-Infinity", "NaN": decided here by the rules, never by a conversion (libc++'s
// stream reads them, libstdc++'s does not).
std::optional<Parsed<double>> word(std::string_view text, const Rules& rules)
{
    const bool negative = !text.empty() && text.front() == '-';
    if (!text.empty() && (text.front() == '-' || text.front() == '+'))
        text.remove_prefix(1);
    const bool infinity = sameLetters(text, "inf") || sameLetters(text, "infinity");
    if (!infinity && !sameLetters(text, "nan"))
        return std::nullopt;
    if (infinity ? !rules.allowInfinity : !rules.allowNan)
        return Parsed<double>{0, Error::NotFinite};
    constexpr double inf = std::numeric_limits<double>::infinity();
    return Parsed<double>{infinity ? (negative ? -inf : inf) : std::numeric_limits<double>::quiet_NaN(), Error::None};
}

// Appends the digits at `at` to `out`; returns how many there were.
std::size_t copyDigits(std::string_view text, std::size_t& at, Checked& out, bool significand)
{
    const std::size_t start = at;
    for (; at < text.size() && isDigit(text[at]); ++at) {
        out.digits += text[at];
        out.nonzero = out.nonzero || (significand && text[at] != '0');
    }
    return at - start;
}

Error check(std::string_view text, char separator, bool integer, Checked& out)
{
    std::size_t at = 0;
    if (at < text.size() && (text[at] == '-' || text[at] == '+')) {
        if (text[at] == '-')
            out.digits += '-';
        ++at;
    }
    std::size_t significand = copyDigits(text, at, out, true);
    if (!integer && at < text.size() && text[at] == separator) {
        out.digits += '.';
        ++at;
        significand += copyDigits(text, at, out, true);
    }
    if (significand == 0)
        return Error::Syntax;
    if (!integer && at < text.size() && (text[at] == 'e' || text[at] == 'E')) {
        out.digits += 'e';
        ++at;
        if (at < text.size() && (text[at] == '-' || text[at] == '+'))
            out.digits += text[at++];
        if (copyDigits(text, at, out, false) == 0)
            return Error::Syntax;
    }
    return at == text.size() ? Error::None : Error::Syntax;
}

#if GPUATLAS_DOUBLE_FROM_CHARS
Parsed<double> viaFromChars(const std::string& digits)
{
    double value = 0;
    const char* end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(digits.data(), end, value, std::chars_format::general);
    if (ec == std::errc::result_out_of_range)
        return {0, Error::OutOfRange};
    if (ec != std::errc() || ptr != end)
        return {0, Error::Syntax};
    return {value, Error::None};
}
#endif

// The libraries' streams disagree only on range errors, and only in the flag they raise:
// libc++ sets failbit whenever strtod() reports ERANGE, subnormal results included, and
// keeps the value (±inf on overflow); libstdc++ sets it only on overflow, with ±max.
Parsed<double> viaClassicStream(const std::string& digits)
{
    std::istringstream in(digits);
    in.imbue(std::locale::classic());
    double value = 0;
    in >> value;
    if (in.rdbuf()->sgetc() != std::char_traits<char>::eof())
        return {0, Error::Syntax};
    if (!in.fail())
        return {value, Error::None};
    const double magnitude = std::fabs(value);
    if (magnitude >= std::numeric_limits<double>::max())
        return {0, Error::OutOfRange};
    if (magnitude <= std::numeric_limits<double>::min()) // a subnormal, or 0 (sorted out below)
        return {value, Error::None};
    return {0, Error::Syntax};
}

} // namespace

Parsed<long long> parseInteger(std::string_view text, Rules rules)
{
    text = withoutSpace(text, rules);
    if (text.empty())
        return {0, Error::Empty};
    Checked checked;
    if (const Error error = check(text, '.', true, checked); error != Error::None)
        return {0, error};
    long long value = 0;
    const char* end = checked.digits.data() + checked.digits.size();
    const auto [ptr, ec] = std::from_chars(checked.digits.data(), end, value);
    if (ec == std::errc::result_out_of_range)
        return {0, Error::OutOfRange};
    if (ec != std::errc() || ptr != end)
        return {0, Error::Syntax};
    return {value, Error::None};
}

Parsed<double> parseDouble(std::string_view text, Rules rules)
{
    return parseDouble(text, rules, defaultConversion());
}

Parsed<double> parseDouble(std::string_view text, Rules rules, Conversion conversion)
{
    text = withoutSpace(text, rules);
    if (text.empty())
        return {0, Error::Empty};
    if (const auto special = word(text, rules))
        return *special;
    Checked checked;
    const char separator = rules.decimal == DecimalSeparator::Comma ? ',' : '.';
    if (const Error error = check(text, separator, false, checked); error != Error::None)
        return {0, error};
#if GPUATLAS_DOUBLE_FROM_CHARS
    Parsed<double> parsed =
        conversion == Conversion::FromChars ? viaFromChars(checked.digits) : viaClassicStream(checked.digits);
#else
    (void)conversion;
    Parsed<double> parsed = viaClassicStream(checked.digits);
#endif
    // The same verdict whichever library converted: an infinity from digits is an overflow,
    // and 0 from nonzero digits an underflow (the user wrote a number, not zero).
    if (parsed && (std::isinf(parsed.value) || (parsed.value == 0 && checked.nonzero)))
        return {0, Error::OutOfRange};
    return parsed;
}

Conversion defaultConversion()
{
    return GPUATLAS_DOUBLE_FROM_CHARS ? Conversion::FromChars : Conversion::ClassicStream;
}

bool available(Conversion conversion)
{
    return conversion == Conversion::ClassicStream || GPUATLAS_DOUBLE_FROM_CHARS;
}

std::string_view errorId(Error error)
{
    switch (error) {
    case Error::None:
        return "none";
    case Error::Empty:
        return "empty";
    case Error::Syntax:
        return "syntax";
    case Error::OutOfRange:
        return "out_of_range";
    case Error::NotFinite:
        return "not_finite";
    }
    return "unknown";
}

} // namespace gpuatlas::engine::inline core::numbertext
