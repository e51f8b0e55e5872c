// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The behaviour of engine/core/NumberText.h as a table, shared by tst_NumberText (Qt Test, the
// ordinary suite) and check_numbertext (plain C++, which .ci/portability also builds with
// libc++ and MinGW-w64, where Qt Test cannot go). Every row must give the same result through
// every conversion the standard library offers.
#include "engine/core/NumberText.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <locale>
#include <sstream>
#include <string>
#include <vector>

namespace gpuatlas::testing {

struct NumberCase
{
    std::string name;
    std::string text;
    engine::numbertext::Rules rules;
    engine::numbertext::Error error;
    double value = 0;     // when error is None; a NaN here means "expect a NaN"
    bool integer = false; // parseInteger() instead of parseDouble()
    long long integerValue = 0;
};

inline std::vector<NumberCase> numberCases()
{
    using engine::numbertext::DecimalSeparator;
    using engine::numbertext::Error;
    using engine::numbertext::Rules;
    constexpr double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    Rules point;
    Rules comma;
    comma.decimal = DecimalSeparator::Comma;
    Rules infinity;
    infinity.allowInfinity = true;
    Rules notANumber;
    notANumber.allowNan = true;
    Rules space;
    space.allowSurroundingSpace = true;
    const auto ok = [](std::string name, std::string text, Rules rules, double value) {
        return NumberCase{std::move(name), std::move(text), rules, Error::None, value, false, 0};
    };
    const auto bad = [](std::string name, std::string text, Rules rules, Error error) {
        return NumberCase{std::move(name), std::move(text), rules, error, 0, false, 0};
    };
    const auto whole = [](std::string name, std::string text, Rules rules, Error error, long long value) {
        return NumberCase{std::move(name), std::move(text), rules, error, 0, true, value};
    };

    std::vector<NumberCase> cases{
        // Decimal point and decimal comma.
        ok("point", "1.5", point, 1.5),
        ok("point, negative exponent", "-2e3", point, -2000),
        ok("capital E", "1E-3", point, 0.001),
        ok("point first", ".5", point, 0.5),
        ok("point last", "5.", point, 5),
        ok("leading zeros", "007.25", point, 7.25),
        ok("negative zero", "-0", point, -0.0),
        ok("a tenth rounds like the literal", "0.1", point, 0.1),
        ok("comma", "1,5", comma, 1.5),
        ok("comma with exponent", "-2,5e3", comma, -2500),
        ok("comma first", ",25", comma, 0.25),
        bad("comma in point mode", "1,5", point, Error::Syntax),
        bad("point in comma mode", "1.5", comma, Error::Syntax),
        bad("thousands comma", "1,000", point, Error::Syntax),
        bad("thousands point in comma mode", "1.000,5", comma, Error::Syntax),
        bad("thousands space", "1 000", space, Error::Syntax),
        bad("thousands apostrophe", "1'000", point, Error::Syntax),
        bad("two separators", "1.5.5", point, Error::Syntax),
        bad("separator alone", ".", point, Error::Syntax),
        bad("comma alone", ",", comma, Error::Syntax),
        // Exponents.
        ok("exponent with plus", "1e+3", point, 1000),
        ok("largest double", "1.7976931348623157e308", point, std::numeric_limits<double>::max()),
        ok("huge exponent of zero", "0e99999", point, 0),
        ok("zeros with a tiny exponent", "0.000e-400", point, 0),
        bad("exponent without digits", "1e", point, Error::Syntax),
        bad("exponent sign without digits", "1e+", point, Error::Syntax),
        bad("exponent without significand", "e5", point, Error::Syntax),
        bad("fractional exponent", "1e5.5", point, Error::Syntax),
        bad("two exponents", "1e5e5", point, Error::Syntax),
        // Infinities and NaN, only where the caller allows them.
        bad("inf not allowed", "inf", point, Error::NotFinite),
        ok("inf", "inf", infinity, inf),
        ok("negative Infinity", "-Infinity", infinity, -inf),
        ok("plus INF", "+INF", infinity, inf),
        bad("inf where only NaN is allowed", "inf", notANumber, Error::NotFinite),
        bad("a longer word", "infinite", infinity, Error::Syntax),
        bad("nan not allowed", "NaN", point, Error::NotFinite),
        ok("nan", "nan", notANumber, nan),
        ok("negative nan", "-nan", notANumber, nan),
        bad("nan with a payload", "nan(123)", notANumber, Error::Syntax),
        bad("nan where only inf is allowed", "nan", infinity, Error::NotFinite),
        // Out of range: overflow and underflow are errors, subnormals are numbers.
        bad("overflow", "1e400", point, Error::OutOfRange),
        bad("negative overflow", "-1e400", point, Error::OutOfRange),
        bad("rounds up to infinity", "1.7976931348623159e308", point, Error::OutOfRange),
        bad("underflow", "1e-400", point, Error::OutOfRange),
        bad("below half the smallest subnormal", "2e-324", point, Error::OutOfRange),
        ok("subnormal", "1e-310", point, 1e-310),
        ok("smallest subnormal", "4.9e-324", point, std::numeric_limits<double>::denorm_min()),
        ok("rounds up to the smallest subnormal", "3e-324", point, std::numeric_limits<double>::denorm_min()),
        ok("just below the smallest normal", "2.2250738585072011e-308", point, 2.2250738585072009e-308),
        ok("negative subnormal", "-1e-310", point, -1e-310),
        // A leading '+', and signs where none belongs.
        ok("leading plus", "+1.5", point, 1.5),
        bad("two pluses", "++1", point, Error::Syntax),
        bad("plus minus", "+-1", point, Error::Syntax),
        bad("two minuses", "--1", point, Error::Syntax),
        bad("sign alone", "-", point, Error::Syntax),
        bad("sign after the number", "1-", point, Error::Syntax),
        // Whitespace: around the number only where allowed, never inside.
        bad("leading space", " 1.5", point, Error::Syntax),
        bad("trailing space", "1.5 ", point, Error::Syntax),
        ok("space allowed", " \t1.5 \r\n", space, 1.5),
        bad("space after the sign", "- 1", space, Error::Syntax),
        bad("only space", " \t ", space, Error::Empty),
        bad("only space, not allowed", " ", point, Error::Syntax),
        bad("non-breaking space",
            "\xC2\xA0"
            "1",
            space, Error::Syntax),
        // Garbage.
        bad("empty", "", point, Error::Empty),
        bad("word", "abc", point, Error::Syntax),
        bad("trailing letters", "1.5x", point, Error::Syntax),
        bad("unit", "40GB", point, Error::Syntax),
        bad("hexadecimal", "0x10", point, Error::Syntax),
        bad("hexadecimal float", "0x1p3", point, Error::Syntax),
        bad("percent", "50%", point, Error::Syntax),
        bad("Unicode minus",
            "\xE2\x88\x92"
            "1",
            point, Error::Syntax),
        bad("full-width digits", "\xEF\xBC\x91", point, Error::Syntax),
        bad("embedded NUL",
            std::string("1\0"
                        "2",
                        3),
            point, Error::Syntax),
        // Very long inputs: every digit counts, and rounding stays correct.
        bad("ten thousand digits", std::string(10000, '1'), point, Error::OutOfRange),
        ok("a thousand digits with an exponent", "1" + std::string(999, '0') + "e-999", point, 1),
        ok("a long run of zeros", "1." + std::string(100000, '0'), point, 1),
        bad("a long fraction underflows", "0." + std::string(5000, '0') + "1", point, Error::OutOfRange),
        // 2^53 + 1 is a tie between two doubles; one more digit far away decides it.
        ok("tie to even", "9007199254740993", point, 9007199254740992.0),
        ok("a far digit breaks the tie", "9007199254740993" + std::string(400, '0') + "1e-401", point,
           9007199254740994.0),
        bad("a long tail of garbage", "1" + std::string(100000, '0') + "x", point, Error::Syntax),

        // Integers: no separator, no exponent, the range of long long.
        whole("integer", "42", point, Error::None, 42),
        whole("negative integer", "-7", point, Error::None, -7),
        whole("integer with plus", "+7", point, Error::None, 7),
        whole("integer with leading zeros", "007", point, Error::None, 7),
        whole("largest long long", "9223372036854775807", point, Error::None, std::numeric_limits<long long>::max()),
        whole("smallest long long", "-9223372036854775808", point, Error::None, std::numeric_limits<long long>::min()),
        whole("integer overflow", "9223372036854775808", point, Error::OutOfRange, 0),
        whole("integer with many digits", std::string(400, '9'), point, Error::OutOfRange, 0),
        whole("integer with a fraction", "1.0", point, Error::Syntax, 0),
        whole("integer with an exponent", "1e3", point, Error::Syntax, 0),
        whole("integer with a thousands comma", "1,000", comma, Error::Syntax, 0),
        whole("integer in hexadecimal", "0x10", point, Error::Syntax, 0),
        whole("integer with space", " 5 ", point, Error::Syntax, 0),
        whole("integer with space allowed", " 5\t", space, Error::None, 5),
        whole("empty integer", "", point, Error::Empty, 0),
        whole("integer sign alone", "+", point, Error::Syntax, 0),
        whole("integer infinity", "inf", infinity, Error::Syntax, 0),
    };
    return cases;
}

// Deterministic doubles from every part of the range: random bit patterns (subnormals, huge
// and tiny exponents), and short decimals such as 12.345.
inline std::vector<double> numberSweep()
{
    std::vector<double> values;
    std::uint64_t state = 0x9E3779B97F4A7C15u;
    while (values.size() < 20000) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        double value = 0;
        std::memcpy(&value, &state, sizeof value);
        if (std::isfinite(value))
            values.push_back(value);
        values.push_back(static_cast<double>(state % 100000) / 1000);
    }
    return values;
}

// Whether `actual` is what `expected` says, bit for bit where it matters: -0 is not 0.
inline bool sameNumber(double actual, double expected)
{
    if (std::isnan(expected))
        return std::isnan(actual);
    return actual == expected && std::signbit(actual) == std::signbit(expected);
}

// What is wrong with `numberCase` read through `conversion`; empty when nothing is.
inline std::string numberCaseProblem(const NumberCase& numberCase, engine::numbertext::Conversion conversion)
{
    namespace nt = engine::numbertext;
    nt::Error error = nt::Error::None;
    bool same = true;
    std::ostringstream got;
    got.imbue(std::locale::classic());
    got.precision(17);
    if (numberCase.integer) {
        const auto parsed = nt::parseInteger(numberCase.text, numberCase.rules);
        error = parsed.error;
        same = parsed.value == numberCase.integerValue;
        got << parsed.value;
    } else {
        const auto parsed = nt::parseDouble(numberCase.text, numberCase.rules, conversion);
        error = parsed.error;
        same = error != nt::Error::None || sameNumber(parsed.value, numberCase.value);
        got << parsed.value;
    }
    if (error != numberCase.error)
        return "error " + std::string(nt::errorId(error)) + ", expected " + std::string(nt::errorId(numberCase.error));
    if (!same)
        return "value " + got.str();
    return {};
}

} // namespace gpuatlas::testing
