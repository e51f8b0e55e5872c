// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>

namespace gpuatlas::text {

// Every number the user sees goes through here: QLocale digits and separators, units
// that translate, and an en dash for "does not exist" (no FP8 on Ampere).
class Units
{
    Q_DECLARE_TR_FUNCTIONS(Units)

public:
    // `value` with at most `maxDecimals` decimals and trailing zeros dropped.
    static QString number(double value, int maxDecimals = 2, const QLocale& locale = QLocale());
    // Significant-figure formatting for estimates (150, 15.2, 1.52, 0.152).
    static QString estimate(double value, const QLocale& locale = QLocale());
    static QString notAvailable() { return QStringLiteral("–"); }

    static QString tflops(double value, const QLocale& locale = QLocale());
    static QString tops(double value, const QLocale& locale = QLocale());
    static QString gigabytes(double value, const QLocale& locale = QLocale());
    // A card's memory as its vendor states it, binary, with the decimal GB every other
    // memory figure uses: "80 GiB (85.9 GB)" for an "80 GB" H100.
    static QString cardMemory(double vendorGB, const QLocale& locale = QLocale());
    static QString bandwidth(double gbPerSecond, const QLocale& locale = QLocale());
    static QString watts(double value, const QLocale& locale = QLocale());
    static QString usd(double value, const QLocale& locale = QLocale());
    static QString usdPerHour(double value, const QLocale& locale = QLocale());
    static QString usdPerMillionTokens(double value, const QLocale& locale = QLocale());
    static QString tokensPerSecond(double value, const QLocale& locale = QLocale());
    // "1 request/s", "2.5 requests/s".
    static QString requestsPerSecond(double value, const QLocale& locale = QLocale());
    static QString milliseconds(double value, const QLocale& locale = QLocale());
    static QString hours(double value, const QLocale& locale = QLocale());
    static QString kilowattHours(double value, const QLocale& locale = QLocale());
    static QString percent(double fraction, const QLocale& locale = QLocale());
    static QString count(long long value, const QLocale& locale = QLocale());
    // Large counts in words: "150 million", "1.5 billion", "15 trillion"; in Chinese by myriads,
    // as Chinese counts: "5,000 万", "1.5 亿", "15 万亿" (zh_TW "15 兆"). Below ten thousand
    // (a million in English) the plain number.
    static QString largeCount(double value, const QLocale& locale = QLocale());
    // A translated message whose %1 is a large count ("%1 tokens in total"): in Chinese a
    // measure word joins 万/亿 ("20 亿个 token", no space between Han) while a plain number keeps
    // its space ("5,000 个 token").
    static QString withLargeCount(const QString& message, double value, const QLocale& locale = QLocale());

    template <class F>
    static QString optional(const std::optional<double>& value, F format)
    {
        return value ? format(*value) : notAvailable();
    }
};

} // namespace gpuatlas::text
