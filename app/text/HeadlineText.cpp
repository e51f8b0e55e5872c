// SPDX-License-Identifier: GPL-3.0-or-later
#include "HeadlineText.h"

#include "Units.h"

namespace gpuatlas::text {

using engine::CostBasis;
using engine::Headline;
using engine::LatencyKind;
using engine::ThroughputUnit;

QString HeadlineText::unit(const Headline& headline)
{
    switch (headline.unit) {
    case ThroughputUnit::Tokens:
        return tr("tokens/s");
    case ThroughputUnit::Samples:
        return tr("samples/s");
    case ThroughputUnit::Images:
        return tr("images/s");
    }
    return tr("tokens/s");
}

QString HeadlineText::throughputHeader(const Headline& headline)
{
    if (headline.comparesCapacity())
        return tr("Capacity, tokens/s");
    switch (headline.unit) {
    case ThroughputUnit::Tokens:
        return headline.training ? tr("Training tokens/s") : tr("Tokens/s");
    case ThroughputUnit::Samples:
        return tr("Samples/s");
    case ThroughputUnit::Images:
        return tr("Images/s");
    }
    return tr("Tokens/s");
}

QString HeadlineText::throughputTooltip(const Headline& headline, double requestedTokensPerS)
{
    if (!headline.comparesCapacity())
        return {};
    return tr("The most tokens per second this configuration could generate; the load asks for %1")
        .arg(Units::tokensPerSecond(requestedTokensPerS));
}

QString HeadlineText::throughput(const Headline& headline, const QLocale& locale)
{
    const auto value = headline.compared();
    return value ? Units::estimate(*value, locale) : Units::notAvailable();
}

QString HeadlineText::latencyHeader(const Headline& headline)
{
    switch (headline.latency) {
    case LatencyKind::FirstAndPerToken:
        return tr("First token / per token");
    case LatencyKind::PerRequest:
        return tr("Per request");
    case LatencyKind::TimeToTrain:
        return tr("Time to train");
    }
    return {};
}

QString HeadlineText::latency(const Headline& headline, const QLocale& locale)
{
    switch (headline.latency) {
    case LatencyKind::FirstAndPerToken:
        if (headline.firstMs && headline.perTokenMs)
            return tr("%1 / %2", "first token / per token")
                .arg(Units::milliseconds(*headline.firstMs, locale), Units::milliseconds(*headline.perTokenMs, locale));
        break;
    case LatencyKind::PerRequest:
        if (headline.firstMs)
            return Units::milliseconds(*headline.firstMs, locale);
        break;
    case LatencyKind::TimeToTrain:
        if (headline.hours)
            return Units::hours(*headline.hours, locale);
        break;
    }
    return Units::notAvailable();
}

QString HeadlineText::costTitle(CostBasis basis)
{
    switch (basis) {
    case CostBasis::PerMillionTokens:
        return tr("Cost per million tokens");
    case CostBasis::PerRun:
        return tr("Cost per run");
    case CostBasis::PerHour:
        return tr("Cost per hour");
    }
    return {};
}

QString HeadlineText::costTooltip(CostBasis basis)
{
    switch (basis) {
    case CostBasis::PerMillionTokens:
        return tr("Rental cost per million generated tokens");
    case CostBasis::PerRun:
        return tr("Rental cost of the whole training run");
    case CostBasis::PerHour:
        return tr("Rental cost per hour of the whole configuration: this workload does not produce tokens");
    }
    return {};
}

} // namespace gpuatlas::text
