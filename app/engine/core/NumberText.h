// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

// Numbers read from text (CSV cells, command-line options, config values), with one set of
// rules on every standard library the project builds with (libstdc++, LLVM's libc++, MSVC's
// STL) and whatever C locale the process runs in: the Qt programs set LC_NUMERIC from the
// user's environment, so strtod() and friends would read "1.5" as 1 in a German session.
//
// What is accepted, always the whole text:
//   an optional sign ('-' or '+'), digits with at most one decimal separator (".5" and "5."
//   count), then optionally 'e' or 'E', an optional sign and at least one digit.
// Rejected: empty text, anything left over, hexadecimal ("0x10"), thousands separators
// ("1,000", "1 000", "1'000"), the other decimal separator, and a value outside the range of
// a double (1e400, or 1e-400, which would silently read as 0). Subnormal values (1e-310)
// are in range and read as the nearest double. Integers take no separator and no exponent.
namespace gpuatlas::engine::inline core::numbertext {

enum class DecimalSeparator
{
    Point, // "1.5": the C locale, JSON, and every file the programs write
    Comma, // "1,5": CSV saved by a spreadsheet in a German or French locale
};

struct Rules
{
    DecimalSeparator decimal = DecimalSeparator::Point;
    bool allowInfinity = false;         // "inf", "infinity" in any case, with a sign
    bool allowNan = false;              // "nan" in any case, with a sign
    bool allowSurroundingSpace = false; // ASCII spaces, tabs and line ends before and after
};

enum class Error
{
    None,
    Empty,      // nothing but (allowed) space
    Syntax,     // not a number under the rules
    OutOfRange, // a number, but not one the type can hold
    NotFinite,  // "inf" or "nan" where the rules do not allow them
};

template <class T>
struct Parsed
{
    T value{};
    Error error = Error::None;

    explicit operator bool() const { return error == Error::None; }
};

// How the digits become a double once the text has been checked. std::from_chars is exact and
// locale-free but missing for double from libc++ before LLVM 20 (the macOS SDKs); there a
// std::istringstream imbued with the classic "C" locale does the conversion.
enum class Conversion
{
    FromChars,
    ClassicStream,
};

[[nodiscard]] Parsed<double> parseDouble(std::string_view text, Rules rules = {});
[[nodiscard]] Parsed<long long> parseInteger(std::string_view text, Rules rules = {});

// For tests and diagnostics: the conversion parseDouble() uses on this standard library,
// whether one is available here, and parseDouble() through a given one (an unavailable
// conversion falls back to ClassicStream). Both give the same results for every input.
Conversion defaultConversion();
bool available(Conversion conversion);
[[nodiscard]] Parsed<double> parseDouble(std::string_view text, Rules rules, Conversion conversion);

std::string_view errorId(Error error);

} // namespace gpuatlas::engine::inline core::numbertext
