// SPDX-License-Identifier: GPL-3.0-or-later
#include "SizingText.h"

#include "Units.h"

#include <cmath>

namespace gpuatlas::text {

namespace {

// "1 GPU", "1,024 GPUs": the count with its noun in the language's plural.
QString gpus(const engine::Reason& r, const char* name, const QLocale& locale)
{
    const int count = static_cast<int>(std::llround(r.number(name)));
    return SizingText::tr("%n GPUs", "a count of GPUs", count)
        .replace(QString::number(count), Units::count(count, locale));
}

bool has(const engine::Reason& r, const char* name)
{
    return std::isfinite(r.number(name));
}

// A share of a cost, with a decimal when it is under 1 % ("0.4%", not "0%").
QString share(double fraction, const QLocale& locale)
{
    if (fraction >= 0.01)
        return Units::percent(fraction, locale);
    return SizingText::tr("%1%").arg(Units::number(fraction * 100.0, 1, locale));
}

} // namespace

QString SizingText::countChosen(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money)
{
    const auto basis = r.text("basis");
    if (basis == "time")
        return trainingSentence(r, locale, money);
    if (basis == "load")
        return loadSentence(r, locale, money);
    return rateSentence(r, locale, money);
}

QString SizingText::trainingSentence(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money)
{
    const QString count = gpus(r, "count", locale);
    const QString time = Units::hours(r.number("value"), locale);
    const bool priced = has(r, "cost");
    if (!has(r, "other_count")) {
        if (!priced)
            return tr("%1: %2; no other count is faster.").arg(count, time);
        return tr("%1: %2 for %3; no other count is both faster and cheaper.")
            .arg(count, time, Money::fromUsd(r.number("cost"), money, locale));
    }
    const QString other = gpus(r, "other_count", locale);
    const QString otherTime = Units::hours(r.number("other_value"), locale);
    if (!priced || !has(r, "other_cost"))
        return tr("%1: %2; %3 would take %4.").arg(count, time, other, otherTime);
    const double change = r.number("other_cost") / r.number("cost") - 1.0;
    const QString cost = Money::fromUsd(r.number("cost"), money, locale);
    if (change < 0.0)
        return tr("%1: %2 for %3; %4 would take %5 for %6 less.")
            .arg(count, time, cost, other, otherTime, share(-change, locale));
    return tr("%1: %2 for %3; %4 would take %5 for %6 more.")
        .arg(count, time, cost, other, otherTime, share(change, locale));
}

QString SizingText::rateSentence(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money)
{
    const auto unit = r.text("unit");
    const auto rateText = [&](const char* name) {
        const QString value = Units::estimate(r.number(name), locale);
        if (unit == "images")
            return tr("%1 images/s").arg(value);
        if (unit == "samples")
            return tr("%1 samples/s").arg(value);
        return Units::tokensPerSecond(r.number(name), locale);
    };
    const QString count = gpus(r, "count", locale);
    const QString rate = rateText("value");
    const bool tokens = unit != "images" && unit != "samples";
    const bool priced = has(r, "cost");
    if (!has(r, "other_count")) {
        if (!priced)
            return tr("%1: %2; no other count is faster.").arg(count, rate);
        return tr("%1: %2; no other count is both faster and cheaper for the same work.").arg(count, rate);
    }
    const QString other = gpus(r, "other_count", locale);
    const QString otherRate = rateText("other_value");
    if (!priced || !has(r, "other_cost"))
        return tr("%1: %2; %3 would give %4.").arg(count, rate, other, otherRate);
    if (tokens)
        return tr("%1: %2 at %3 per million tokens; %4 would give %5 at %6 per million tokens.")
            .arg(count, rate, Money::fromUsd(r.number("cost"), money, locale), other, otherRate,
                 Money::fromUsd(r.number("other_cost"), money, locale));
    const double change = r.number("other_cost") / r.number("cost") - 1.0;
    if (change < 0.0)
        return tr("%1: %2; %3 would give %4 for %5 less for the same work.")
            .arg(count, rate, other, otherRate, share(-change, locale));
    return tr("%1: %2; %3 would give %4 for %5 more for the same work.")
        .arg(count, rate, other, otherRate, share(change, locale));
}

QString SizingText::loadSentence(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money)
{
    const QString count = gpus(r, "count", locale);
    const QString cost = has(r, "cost") ? Money::fromUsd(r.number("cost"), money, locale) : QString();
    if (!has(r, "other_count")) {
        if (cost.isEmpty())
            return tr("%1: the fewest that sustain the load.").arg(count);
        return tr("%1: the fewest that sustain the load, for %2 per hour.").arg(count, cost);
    }
    const QString other = gpus(r, "other_count", locale);
    const QString capacity = Units::tokensPerSecond(r.number("other_value"), locale);
    if (cost.isEmpty() || !has(r, "other_cost"))
        return tr("%1: the fewest that sustain the load; %2 would sustain up to %3.").arg(count, other, capacity);
    return tr("%1: the fewest that sustain the load, for %2 per hour; %3 would sustain up to %4 "
              "for %5 per hour.")
        .arg(count, cost, other, capacity, Money::fromUsd(r.number("other_cost"), money, locale));
}

} // namespace gpuatlas::text
