// SPDX-License-Identifier: GPL-3.0-or-later
#include "Units.h"

#include "engine/perf/MemoryModel.h"

#include <QRegularExpression>

#include <cmath>

namespace gpuatlas::text {

QString Units::number(double value, int maxDecimals, const QLocale& locale)
{
    QString text = locale.toString(value, 'f', maxDecimals);
    const QString point = locale.decimalPoint();
    if (maxDecimals > 0 && text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString Units::estimate(double value, const QLocale& locale)
{
    const double magnitude = std::abs(value);
    // Three significant figures: estimates are not more precise than that.
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
    return number(value, decimals, locale);
}

QString Units::tflops(double value, const QLocale& locale)
{
    return tr("%1 TFLOPS").arg(number(value, 2, locale));
}

QString Units::tops(double value, const QLocale& locale)
{
    return tr("%1 TOPS").arg(number(value, 2, locale));
}

QString Units::gigabytes(double value, const QLocale& locale)
{
    return tr("%1 GB").arg(number(value, value < 10 ? 2 : 1, locale));
}

QString Units::cardMemory(double vendorGB, const QLocale& locale)
{
    const double decimal = vendorGB * engine::MemoryModel::bytesPerVendorGB / engine::MemoryModel::bytesPerGB;
    return tr("%1 GiB (%2)").arg(number(vendorGB, vendorGB < 10 ? 2 : 0, locale), gigabytes(decimal, locale));
}

QString Units::bandwidth(double gbPerSecond, const QLocale& locale)
{
    return tr("%1 GB/s").arg(number(gbPerSecond, 1, locale));
}

QString Units::watts(double value, const QLocale& locale)
{
    return tr("%1 W").arg(number(value, 0, locale));
}

QString Units::usd(double value, const QLocale& locale)
{
    // Money keeps its cents ("$0.30", not "$0.3"); large sums drop them.
    return tr("$%1").arg(std::abs(value) >= 100 ? number(value, 0, locale) : locale.toString(value, 'f', 2));
}

QString Units::usdPerHour(double value, const QLocale& locale)
{
    return tr("$%1/h").arg(locale.toString(value, 'f', 2));
}

QString Units::usdPerMillionTokens(double value, const QLocale& locale)
{
    return tr("$%1/M tokens").arg(estimate(value, locale));
}

QString Units::tokensPerSecond(double value, const QLocale& locale)
{
    return tr("%1 tokens/s").arg(estimate(value, locale));
}

QString Units::requestsPerSecond(double value, const QLocale& locale)
{
    // %n takes whole numbers only, and a rate may be 0.5 or 2.75: the singular is for
    // exactly one.
    const QString number = Units::number(value, 2, locale);
    return value == 1.0 ? tr("%1 request/s").arg(number) : tr("%1 requests/s").arg(number);
}

QString Units::milliseconds(double value, const QLocale& locale)
{
    return tr("%1 ms").arg(estimate(value, locale));
}

QString Units::hours(double value, const QLocale& locale)
{
    if (value >= 48)
        return tr("%1 days").arg(estimate(value / 24.0, locale));
    if (value < 1)
        return tr("%1 min").arg(estimate(value * 60.0, locale));
    return tr("%1 h").arg(estimate(value, locale));
}

QString Units::kilowattHours(double value, const QLocale& locale)
{
    return tr("%1 kWh").arg(estimate(value, locale));
}

QString Units::percent(double fraction, const QLocale& locale)
{
    return tr("%1%").arg(number(fraction * 100.0, 0, locale));
}

QString Units::largeCount(double value, const QLocale& locale)
{
    const double magnitude = std::abs(value);
    if (locale.language() == QLocale::Chinese) {
        // Chinese groups by myriads: 万 (10^4), 亿 (10^8), 万亿 (10^12; Taiwan's 兆).
        constexpr double scales[] = {1.0, 1e4, 1e8, 1e12};
        int unit = 0;
        while (unit < 3 && magnitude >= scales[unit + 1])
            ++unit;
        // A figure that rounds to 10,000 of one unit is read in the next (1 亿, not 10,000 万).
        const QLocale c = QLocale::c();
        const QString shown = unit == 0 ? number(magnitude, 0, c) : estimate(magnitude / scales[unit], c);
        if (unit < 3 && c.toDouble(shown) >= 1e4)
            ++unit;
        const QString mantissa = estimate(value / scales[unit], locale);
        switch (unit) {
        case 3:
            return tr("%1 trillion").arg(mantissa);
        case 2:
            return tr("%1 hundred million").arg(mantissa);
        case 1:
            return tr("%1 ten thousand").arg(mantissa);
        default:
            return number(value, 0, locale);
        }
    }
    if (magnitude >= 1e12)
        return tr("%1 trillion").arg(estimate(value / 1e12, locale));
    if (magnitude >= 1e9)
        return tr("%1 billion").arg(estimate(value / 1e9, locale));
    if (magnitude >= 1e6)
        return tr("%1 million").arg(estimate(value / 1e6, locale));
    return number(value, 0, locale);
}

QString Units::withLargeCount(const QString& message, double value, const QLocale& locale)
{
    const QString count = largeCount(value, locale);
    QString text = message;
    // Han ideographs only: PCRE2's \p{Han} also takes in CJK punctuation.
    static const QRegularExpression han(QStringLiteral("[\\x{3400}-\\x{9FFF}]$"));
    if (han.match(count).hasMatch()) {
        // 亿 个 -> 亿个: the space is there for a number, not between two Han characters.
        static const QRegularExpression spaced(QStringLiteral("%1 (?=[\\x{3400}-\\x{9FFF}])"));
        text.replace(spaced, QStringLiteral("%1"));
    }
    return text.arg(count);
}

QString Units::count(long long value, const QLocale& locale)
{
    return locale.toString(value);
}

} // namespace gpuatlas::text
