// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatrixText.h"

#include "EngineText.h"
#include "Units.h"
#include "engine/core/UnitConstants.h"

namespace gpuatlas::text {

using engine::AssumptionId;
using engine::HeadlineCost;
using engine::HeadlineMetric;
using engine::Verdict;

QString MatrixText::verdict(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Recommended:
        return tr("Recommended");
    case Verdict::Suitable:
        return tr("Suitable");
    case Verdict::Possible:
        return tr("Possible");
    case Verdict::Unsuitable:
        break;
    }
    return tr("Unsuitable");
}

QString MatrixText::symbol(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Recommended:
        return QStringLiteral("\u2605");
    case Verdict::Suitable:
        return QStringLiteral("\u2713");
    case Verdict::Possible:
        return QStringLiteral("\u25CB");
    case Verdict::Unsuitable:
        break;
    }
    return QStringLiteral("\u2717");
}

QString MatrixText::verdictWithSymbol(Verdict verdict)
{
    return symbol(verdict) + QLatin1Char(' ') + MatrixText::verdict(verdict);
}

QString MatrixText::rule(Verdict verdict, const engine::Assumptions& assumptions, const QLocale& locale)
{
    const QString recommended = Units::percent(assumptions[AssumptionId::MatrixRecommendedShare], locale);
    const QString suitable = Units::percent(assumptions[AssumptionId::MatrixSuitableShare], locale);
    switch (verdict) {
    case Verdict::Recommended:
        return tr("at least %1 of the best score").arg(recommended);
    case Verdict::Suitable:
        return tr("at least %1 of the best score").arg(suitable);
    case Verdict::Possible:
        return tr("feasible, below %1 of the best score").arg(suitable);
    case Verdict::Unsuitable:
        break;
    }
    return tr("not feasible within the workload's limits");
}

QString MatrixText::metric(const engine::MatrixHeadline& headline, const QLocale& locale)
{
    if (!headline.value)
        return Units::notAvailable();
    const double value = *headline.value;
    switch (headline.metric) {
    case HeadlineMetric::TimeToTrainHours:
        return Units::hours(value, locale);
    case HeadlineMetric::RequestLatencyMs:
        return value < engine::units::msPerSecond
                   ? tr("%1/request").arg(Units::milliseconds(value, locale))
                   : tr("%1 s/request").arg(Units::estimate(value / engine::units::msPerSecond, locale));
    case HeadlineMetric::TokensPerS:
        return Units::tokensPerSecond(value, locale);
    case HeadlineMetric::SamplesPerS:
        return tr("%1 samples/s").arg(Units::estimate(value, locale));
    case HeadlineMetric::ImagesPerS:
        break;
    }
    return tr("%1 images/s").arg(Units::estimate(value, locale));
}

QString MatrixText::cost(const engine::MatrixHeadline& headline, const QLocale& locale, const DisplayCurrency& shown)
{
    if (!headline.usd)
        return tr("no price");
    const double value = shown.convert(*headline.usd);
    switch (headline.cost) {
    case HeadlineCost::UsdTotal:
        return Money::amount(value, shown.currency, locale);
    case HeadlineCost::UsdPerHour:
        return Money::perHour(value, shown.currency, locale);
    case HeadlineCost::UsdPerMillionTokens:
        break;
    }
    return Money::perMillionTokens(value, shown.currency, locale);
}

QString MatrixText::gpus(int count)
{
    return tr("%n GPU(s)", nullptr, count);
}

QString MatrixText::headline(const engine::MatrixCell& cell, const QLocale& locale, const DisplayCurrency& shown)
{
    return tr("%1 · %2 · %3")
        .arg(gpus(cell.count()), metric(cell.headline, locale), cost(cell.headline, locale, shown));
}

QStringList MatrixText::reasons(const engine::MatrixCell& cell, const QLocale& locale, const DisplayCurrency& shown)
{
    QStringList out;
    for (const auto& reason : cell.reasons)
        out << EngineText::reason(reason, locale, shown);
    return out;
}

QString MatrixText::summary(const engine::MatrixCell& cell, const QLocale& locale)
{
    if (cell.verdict == Verdict::Unsuitable)
        return verdictWithSymbol(cell.verdict);
    return tr("%1 (%2 of the best score)")
        .arg(verdictWithSymbol(cell.verdict), Units::percent(cell.shareOfBest, locale));
}

} // namespace gpuatlas::text
