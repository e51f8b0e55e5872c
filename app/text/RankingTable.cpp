// SPDX-License-Identifier: GPL-3.0-or-later
#include "RankingTable.h"

#include "EngineText.h"
#include "HeadlineText.h"
#include "Money.h"
#include "Units.h"

namespace gpuatlas::text {

QString RankingTable::header(int column, const engine::Headline& shape, engine::Currency currency)
{
    switch (column) {
    case RankColumn:
        return tr("#");
    case GpuColumn:
        return tr("GPU");
    case CountColumn:
        return tr("GPUs");
    case FitsColumn:
        return tr("Fits");
    case ThroughputColumn:
        return HeadlineText::throughputHeader(shape);
    case LatencyColumn:
        return HeadlineText::latencyHeader(shape);
    case UsdPerHourColumn:
        return Money::costUnit(engine::CostBasis::PerHour, currency);
    case CostColumn:
        return Money::costUnit(shape.costBasis, currency);
    case ScoreColumn:
        return tr("Score");
    case BottleneckColumn:
        return tr("Bottleneck");
    default:
        return {};
    }
}

QString RankingTable::cell(int column, const engine::Estimate& estimate, int row, const QString& gpuName,
                           const QLocale& locale)
{
    switch (column) {
    case RankColumn:
        return estimate.feasible ? locale.toString(row + 1) : QStringLiteral("–");
    case GpuColumn:
        return gpuName;
    case CountColumn:
        return tr("%n ×", nullptr, estimate.count());
    case FitsColumn:
        return estimate.feasible ? tr("Yes") : tr("No");
    case ThroughputColumn:
        return HeadlineText::throughput(estimate.headline, locale);
    case LatencyColumn:
        return HeadlineText::latency(estimate.headline, locale);
    case UsdPerHourColumn: {
        const auto perHour = Money::perHourOf(estimate.cost);
        return perHour ? Money::perHour(*perHour, estimate.cost.currency, locale) : Units::notAvailable();
    }
    case CostColumn:
        return Money::headlineCost(estimate, locale);
    case ScoreColumn:
        return estimate.feasible ? Units::number(estimate.score, 0, locale) : QStringLiteral("–");
    case BottleneckColumn:
        return EngineText::bottleneck(estimate.performance.bottleneck);
    default:
        return {};
    }
}

bool RankingTable::isNumeric(int column)
{
    return column != GpuColumn && column != FitsColumn && column != BottleneckColumn;
}

} // namespace gpuatlas::text
