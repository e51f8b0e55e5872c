// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/cost/UserRates.h"

#include "engine/io/JsonInput.h"

#include <nlohmann/json.hpp>

#include <array>

namespace gpuatlas::engine::inline cost {

using nlohmann::json;

namespace {

// "YYYY-MM-DD" naming a day that exists (the schema checks only the digits' layout).
bool isCalendarDate(const std::string& date)
{
    if (date.size() != 10 || date[4] != '-' || date[7] != '-')
        return false;
    int year = 0;
    int month = 0;
    int day = 0;
    for (std::size_t i = 0; i < date.size(); ++i) {
        if (i == 4 || i == 7)
            continue;
        if (date[i] < '0' || date[i] > '9')
            return false;
        int& part = i < 4 ? year : i < 7 ? month : day;
        part = part * 10 + (date[i] - '0');
    }
    if (month < 1 || month > 12 || day < 1)
        return false;
    constexpr std::array<int, 12> days{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    const int inMonth = days[static_cast<std::size_t>(month - 1)] + (month == 2 && leap ? 1 : 0);
    return day <= inMonth;
}

} // namespace

Diagnostics checkUserRates(std::span<const ExchangeRate> rates, const ExchangeRates& reference, const std::string& file)
{
    Diagnostics errors;
    for (std::size_t i = 0; i < rates.size(); ++i) {
        const ExchangeRate& rate = rates[i];
        const auto pointer = jsonPointerAppend("/rates", i);
        if (!isCalendarDate(rate.date))
            errors.push_back({DiagnosticCode::PatternMismatch,
                              file,
                              jsonPointerAppend(pointer, "date"),
                              {rate.date, "YYYY-MM-DD, a day of the calendar"},
                              {}});
        const auto expected = reference.find(rate.from, rate.to);
        if (!expected || expected->rate <= 0.0)
            continue;
        const double lowest = expected->rate / plausibleRateFactor;
        const double highest = expected->rate * plausibleRateFactor;
        if (rate.rate < lowest)
            errors.push_back({DiagnosticCode::BelowMinimum,
                              file,
                              jsonPointerAppend(pointer, "rate"),
                              {json(rate.rate).dump(), json(lowest).dump()},
                              {}});
        else if (rate.rate > highest)
            errors.push_back({DiagnosticCode::AboveMaximum,
                              file,
                              jsonPointerAppend(pointer, "rate"),
                              {json(rate.rate).dump(), json(highest).dump()},
                              {}});
    }
    return errors;
}

} // namespace gpuatlas::engine::inline cost
