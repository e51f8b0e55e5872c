// SPDX-License-Identifier: GPL-3.0-or-later
#include "Ranker.h"

#include "Estimator.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine {

namespace {

constexpr double fullScore = 100.0;
constexpr double msPerSecond = 1000.0;

// Work per second the configuration delivers: tokens, samples or images.
std::optional<double> rate(const Estimate& estimate)
{
    const auto& perf = estimate.performance;
    if (perf.tokensPerS)
        return perf.tokensPerS;
    if (perf.samplesPerS)
        return perf.samplesPerS;
    return perf.imagesPerS;
}

// A metric that is not a positive finite number takes no part in the score: absurd but
// valid input (a rate that underflows, a cost that overflows) must not make it NaN.
std::optional<double> usable(const std::optional<double>& value)
{
    return value && std::isfinite(*value) && *value > 0.0 ? value : std::nullopt;
}

bool servesLoad(const Workload& workload)
{
    return !workload.isTraining() && workload.inference.requestsPerS.has_value();
}

} // namespace

std::optional<double> Ranker::speedMetric(const Estimate& estimate, const Workload& workload)
{
    const auto& perf = estimate.performance;
    if (servesLoad(workload) && perf.itlMs && perf.ttftMs) {
        // Every feasible configuration serves the same load; speed is how fast a request completes.
        const double requestMs = *perf.ttftMs + workload.inference.outputTokens * *perf.itlMs;
        return requestMs > 0.0 ? std::optional<double>(msPerSecond / requestMs) : std::nullopt;
    }
    if (servesLoad(workload) && perf.ttftMs && *perf.ttftMs > 0.0)
        return msPerSecond / *perf.ttftMs;
    return rate(estimate);
}

std::optional<double> Ranker::costMetric(const Estimate& estimate, const Workload& workload)
{
    const auto& cost = estimate.cost;
    if (!cost.usdPerHour)
        return std::nullopt;
    if (workload.isTraining() && cost.usdTotal)
        return cost.usdTotal;
    if (servesLoad(workload))
        return cost.usdPerHour;
    const auto work = rate(estimate);
    return work && *work > 0.0 ? std::optional<double>(*cost.usdPerHour / *work) : std::nullopt;
}

std::optional<double> Ranker::energyMetric(const Estimate& estimate, const Workload& workload)
{
    const auto& cost = estimate.cost;
    if (workload.isTraining() && cost.energyKwh)
        return cost.energyKwh;
    if (servesLoad(workload))
        return cost.powerKw;
    const auto work = rate(estimate);
    return work && *work > 0.0 ? std::optional<double>(cost.powerKw / *work) : std::nullopt;
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
    std::stable_sort(estimates.begin(), estimates.end(), [&](const Estimate& x, const Estimate& y) {
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
    for (const auto& gpu : request.candidates)
        estimates.push_back(
            Estimator::estimate({request.workload, request.model, gpu, request.prices, assumptions, std::nullopt}));
    scoreAndSort(estimates, request.workload);
    return estimates;
}

} // namespace gpuatlas::engine
