// SPDX-License-Identifier: GPL-3.0-or-later
#include "ArticleComparison.h"

#include "Money.h"
#include "Units.h"
#include "engine/rank/Ranker.h"

#include <array>
#include <cmath>
#include <string_view>

namespace gpuatlas::text {

using engine::Estimate;

namespace {

struct ArticleTier
{
    std::string_view gpu;
    int training; // 結論, 更推薦用于模型訓練的GPU: H100 and A100 the best, H100 ahead; A6000 and L40S after
    int inference; // 更推薦用于推理的GPU: A6000 and L40S ideal; A100 and H100 excel but cost more
};

constexpr std::array<ArticleTier, 4> articleTiers{{
    {"h100-sxm", 0, 1},
    {"a100-sxm-80gb", 1, 1},
    {"rtx-a6000", 2, 0},
    {"l40s", 2, 0},
}};

// How far `ahead` is better than `behind` on one axis, as the log of the ratio (positive:
// better), weighted by the workload's priority for it.
double weightedAdvantage(std::optional<double> mine, std::optional<double> theirs, bool higherIsBetter, double weight)
{
    if (!mine || !theirs || *mine <= 0 || *theirs <= 0)
        return 0.0;
    const double ratio = higherIsBetter ? *mine / *theirs : *theirs / *mine;
    return weight * std::log(ratio);
}

} // namespace

int ArticleComparison::tier(const std::string& gpuId, bool training)
{
    for (const auto& t : articleTiers) {
        if (t.gpu == gpuId)
            return training ? t.training : t.inference;
    }
    return -1;
}

QString ArticleComparison::disagreement(const Estimate& estimate, const std::vector<Estimate>& ranking,
                                        const engine::Workload& workload, const GpuName& name)
{
    const bool training = workload.isTraining();
    const int mine = tier(estimate.gpuId, training);
    if (mine < 0 || !estimate.feasible)
        return {};
    // The GPU the article puts first among those this one ranks above.
    const Estimate* passed = nullptr;
    bool below = false;
    for (const auto& other : ranking) {
        if (&other == &estimate || other.gpuId == estimate.gpuId) {
            below = true;
            continue;
        }
        const int theirs = tier(other.gpuId, training);
        if (below && theirs >= 0 && theirs < mine && (!passed || theirs < tier(passed->gpuId, training)))
            passed = &other;
    }
    if (!passed)
        return {};
    const QString sentence =
        training ? tr("The source article recommends the %1 before the %2 for training; here the %2 ranks higher: %3")
                 : tr("The source article recommends the %1 before the %2 for inference; here the %2 ranks higher: %3");
    return sentence.arg(name(passed->gpuId), name(estimate.gpuId), decidingFigure(estimate, *passed, workload));
}

QString ArticleComparison::decidingFigure(const Estimate& ahead, const Estimate& behind,
                                          const engine::Workload& workload)
{
    const auto& p = workload.priorities;
    const double speed = weightedAdvantage(engine::Ranker::speedMetric(ahead, workload),
                                           engine::Ranker::speedMetric(behind, workload), true, p.speed);
    const double cost = weightedAdvantage(engine::Ranker::costMetric(ahead, workload),
                                          engine::Ranker::costMetric(behind, workload), false, p.cost);
    const QLocale locale;
    if (speed <= 0 && cost <= 0)
        return tr("neither is both faster and cheaper; the priorities' balance of speed, cost and energy decides.");
    if (speed >= cost) {
        if (workload.isTraining() && ahead.performance.timeToTrainHours && behind.performance.timeToTrainHours)
            return tr("its time to train decides, %1 at %2 GPUs against %3 at %4.")
                .arg(Units::hours(*ahead.performance.timeToTrainHours, locale), Units::count(ahead.count(), locale),
                     Units::hours(*behind.performance.timeToTrainHours, locale), Units::count(behind.count(), locale));
        const auto mineRate = ahead.headline.throughput;
        const auto theirRate = behind.headline.throughput;
        if (mineRate && theirRate)
            return tr("its speed decides, %1 against %2 per second.")
                .arg(Units::estimate(*mineRate, locale), Units::estimate(*theirRate, locale));
        return tr("its speed decides.");
    }
    if (workload.isTraining() && ahead.cost.total && behind.cost.total)
        return tr("its cost decides, %1 for the run against %2.")
            .arg(Money::amount(*ahead.cost.total, ahead.cost.currency, locale),
                 Money::amount(*behind.cost.total, behind.cost.currency, locale));
    if (ahead.cost.perMillionTokens && behind.cost.perMillionTokens)
        return tr("its cost decides, %1 against %2.")
            .arg(Money::perMillionTokens(*ahead.cost.perMillionTokens, ahead.cost.currency, locale),
                 Money::perMillionTokens(*behind.cost.perMillionTokens, behind.cost.currency, locale));
    return tr("its cost decides.");
}

} // namespace gpuatlas::text
