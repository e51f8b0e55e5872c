// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rank/Ranker.h"

#include "engine/core/UnitConstants.h"
#include "engine/rank/Estimator.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline rank {

using units::msPerSecond;

namespace {

constexpr double fullScore = 100.0;

// A metric that is not a positive finite number takes no part in the score: absurd but
// valid input (a rate that underflows, a cost that overflows) must not make it NaN.
std::optional<double> usable(const std::optional<double>& value)
{
    return value && std::isfinite(*value) && *value > 0.0 ? value : std::nullopt;
}

} // namespace

// The metrics read the estimate's headline (Headline.h), the figures every view shows,
// so that what the score weighs is what the user reads.
std::optional<double> Ranker::speedMetric(const Estimate& estimate, const Workload& workload)
{
    const Headline& h = estimate.headline;
    if (h.servesLoad && h.perTokenMs && h.firstMs) {
        // Every feasible configuration serves the same load; speed is how fast a request completes.
        const double requestMs = *h.firstMs + workload.inference.outputTokens * *h.perTokenMs;
        return requestMs > 0.0 ? std::optional<double>(msPerSecond / requestMs) : std::nullopt;
    }
    if (h.servesLoad && h.firstMs && *h.firstMs > 0.0)
        return msPerSecond / *h.firstMs;
    return h.throughput;
}

std::optional<double> Ranker::costMetric(const Estimate& estimate, const Workload&)
{
    const Headline& h = estimate.headline;
    if (!h.usdPerHour)
        return std::nullopt;
    if (h.costBasis == CostBasis::PerRun && h.cost)
        return h.cost;
    if (h.servesLoad)
        return h.usdPerHour;
    // Per unit of work: per token, sample or image.
    return h.throughput && *h.throughput > 0.0 ? std::optional<double>(*h.usdPerHour / *h.throughput) : std::nullopt;
}

std::optional<double> Ranker::energyMetric(const Estimate& estimate, const Workload& workload)
{
    const auto& cost = estimate.cost;
    const Headline& h = estimate.headline;
    if (workload.isTraining() && cost.energyKwh)
        return cost.energyKwh;
    if (h.servesLoad)
        return cost.powerKw;
    return h.throughput && *h.throughput > 0.0 ? std::optional<double>(cost.powerKw / *h.throughput) : std::nullopt;
}

void Ranker::scoreAndSort(std::vector<Estimate>& estimates, const Workload& workload)
{
    const auto& p = workload.priorities;
    double speedWeight = p.speed;
    const double costWeight = p.cost;
    const double energyWeight = p.energy;
    if (speedWeight + costWeight + energyWeight <= 0.0)
        speedWeight = 1.0;
    const double weights = speedWeight + costWeight + energyWeight;

    // Best value of each metric among the feasible candidates; each candidate scores its
    // ratio to the best (1 = best), weighted by the priorities.
    std::optional<double> bestSpeed;
    std::optional<double> bestCost;
    std::optional<double> bestEnergy;
    for (const auto& estimate : estimates) {
        if (!estimate.feasible)
            continue;
        if (const auto v = usable(speedMetric(estimate, workload)); v && (!bestSpeed || *v > *bestSpeed))
            bestSpeed = v;
        if (const auto v = usable(costMetric(estimate, workload)); v && (!bestCost || *v < *bestCost))
            bestCost = v;
        if (const auto v = usable(energyMetric(estimate, workload)); v && (!bestEnergy || *v < *bestEnergy))
            bestEnergy = v;
    }
    for (auto& estimate : estimates) {
        estimate.score = 0.0;
        if (!estimate.feasible)
            continue;
        double total = 0.0;
        if (const auto v = usable(speedMetric(estimate, workload)); v && bestSpeed)
            total += speedWeight * *v / *bestSpeed;
        if (const auto v = usable(costMetric(estimate, workload)); v && bestCost)
            total += costWeight * *bestCost / *v;
        if (const auto v = usable(energyMetric(estimate, workload)); v && bestEnergy)
            total += energyWeight * *bestEnergy / *v;
        estimate.score = fullScore * total / weights;
    }
    // Sorted through indices, each estimate moved once: an Estimate is large, and moving
    // them about in the sort cost more than the scoring.
    std::vector<std::size_t> order(estimates.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t xi, std::size_t yi) {
        const Estimate& x = estimates[xi];
        const Estimate& y = estimates[yi];
        if (x.feasible != y.feasible)
            return x.feasible;
        if (x.feasible)
            return x.score > y.score;
        // Among infeasible ones, those that at least fit in memory come first, then the
        // ones closest to fitting.
        const bool xOom = x.has(ReasonCode::OutOfMemory);
        const bool yOom = y.has(ReasonCode::OutOfMemory);
        if (xOom != yOom)
            return !xOom;
        if (xOom)
            return x.memory.totalGB() / x.memory.usableGB < y.memory.totalGB() / y.memory.usableGB;
        return speedMetric(x, workload).value_or(0.0) > speedMetric(y, workload).value_or(0.0);
    });
    std::vector<Estimate> sorted;
    sorted.reserve(estimates.size());
    for (const std::size_t i : order)
        sorted.push_back(std::move(estimates[i]));
    estimates = std::move(sorted);
}

std::vector<Estimate> Ranker::rank(const RankRequest& request)
{
    // A workload that names its runtime: switch the assumptions once, not per candidate.
    const auto& w = request.workload;
    const Assumptions adjusted = w.runtime && *w.runtime != request.assumptions.runtime()
                                     ? request.assumptions.forOtherRuntime(*w.runtime)
                                     : Assumptions();
    const Assumptions& assumptions =
        w.runtime && *w.runtime != request.assumptions.runtime() ? adjusted : request.assumptions;
    std::vector<Estimate> estimates;
    estimates.reserve(request.candidates.size());
    // A count the user fixed (constraints.gpu_count) holds for every candidate.
    const std::optional<int> count = request.workload.constraints.gpuCount;
    for (const auto& gpu : request.candidates)
        estimates.push_back(
            Estimator::estimate({request.workload, request.model, gpu, request.prices, assumptions, count}));
    scoreAndSort(estimates, request.workload);
    return estimates;
}

} // namespace gpuatlas::engine::inline rank
