// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rank/LayoutChoice.h"

#include "engine/perf/EstimateReasons.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline rank {

namespace {

// Runner-up layouts kept with an estimate for the Why pane.
constexpr std::size_t maxAlternatives = 4;
// Layouts whose objectives differ by less than this are a tie; the simpler one wins, so
// rounding never flips a choice.
constexpr double objectiveTie = 1.0e-6;

// Objectives within objectiveTie of each other.
bool tied(double x, double y)
{
    return std::abs(x - y) <= objectiveTie * std::max(std::abs(x), std::abs(y));
}

// Simpler layouts win ties: fewer GPUs talking per instance, fewer stages, no expert
// exchange, no interleaving.
bool simpler(const Layout& x, const Layout& y)
{
    if (x.instanceSize() != y.instanceSize())
        return x.instanceSize() < y.instanceSize();
    if (x.pipelineParallel != y.pipelineParallel)
        return x.pipelineParallel < y.pipelineParallel;
    if (x.expertParallel != y.expertParallel)
        return x.expertParallel < y.expertParallel;
    return x.virtualStages < y.virtualStages;
}

double headlineRate(const Estimate& e)
{
    const auto& p = e.performance;
    return p.tokensPerS.value_or(p.samplesPerS.value_or(p.imagesPerS.value_or(0.0)));
}

// Why a runner-up lost to the chosen layout.
Reason lostTo(const LayoutResult& other, const LayoutResult& best, const Workload& w)
{
    if (other.outOfMemory) {
        Estimate shown;
        addOutOfMemory(shown, other.estimate.memory);
        return shown.reasons.front();
    }
    for (const auto& r : other.estimate.reasons) {
        if (r.blocking)
            return r;
    }
    // A tie goes to the simpler layout (better()): saying it is slower would be untrue.
    if (other.feasible && best.feasible && tied(other.objective, best.objective))
        return reason(ReasonCode::LayoutTiedSimpler, false, {number("tokens_per_s", headlineRate(other.estimate))});
    if (!w.isTraining() && w.inference.requestsPerS) {
        const double output = w.inference.outputTokens;
        return reason(ReasonCode::LayoutLowerCapacity, false,
                      {number("requests_per_s", other.objective), number("best_requests_per_s", best.objective),
                       number("tokens_per_s", other.objective * output),
                       number("best_tokens_per_s", best.objective * output)});
    }
    const double rate = headlineRate(other.estimate);
    const double bestRate = headlineRate(best.estimate);
    if (other.batchLimit == ReasonCode::BatchLimitedByMemory && other.estimate.batch < best.estimate.batch)
        return reason(ReasonCode::LayoutBatchLimited, false,
                      {number("batch", other.estimate.batch), number("best_batch", best.estimate.batch),
                       number("tokens_per_s", rate), number("best_tokens_per_s", bestRate)});
    return reason(ReasonCode::LayoutSlower, false,
                  {number("tokens_per_s", rate), number("best_tokens_per_s", bestRate)});
}

LayoutOption optionOf(const LayoutResult& other, const LayoutResult& best, const Workload& w)
{
    LayoutOption option;
    option.parallelism = other.estimate.parallelism;
    option.batch = other.estimate.batch;
    option.feasible = other.feasible;
    const double rate = headlineRate(other.estimate);
    if (rate > 0.0)
        option.tokensPerS = rate;
    option.capacityTokensPerS = other.estimate.performance.capacityTokensPerS;
    option.lostBecause = lostTo(other, best, w);
    return option;
}

} // namespace

bool LayoutChoice::better(const LayoutResult& x, const LayoutResult& y)
{
    if (x.feasible != y.feasible)
        return x.feasible;
    if (x.feasible) {
        if (!tied(x.objective, y.objective))
            return x.objective > y.objective;
        return simpler(x.layout, y.layout);
    }
    if (x.fits != y.fits)
        return x.fits;
    if (x.shortfall != y.shortfall)
        return x.shortfall < y.shortfall;
    return simpler(x.layout, y.layout);
}

void LayoutChoice::rate(LayoutResult& result)
{
    const auto& memory = result.estimate.memory;
    result.feasible = !result.outOfMemory && !blocked(result.estimate);
    result.shortfall = result.outOfMemory ? memory.totalGB() / memory.usableGB
                       : result.feasible  ? 1.0
                                          : shortfall(result.estimate);
}

void LayoutChoice::addAlternatives(LayoutResult& best, std::vector<LayoutResult>& results, const Workload& w)
{
    std::vector<std::size_t> order(results.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return better(results[x], results[y]); });
    const auto sameShape = [](const Layout& x, const Layout& y) {
        return x.tensorParallel == y.tensorParallel && x.pipelineParallel == y.pipelineParallel &&
               x.expertParallel == y.expertParallel && x.attentionDataParallel == y.attentionDataParallel;
    };
    std::vector<const Layout*> shown{&best.layout};
    for (const std::size_t k : order) {
        if (best.estimate.alternatives.size() >= maxAlternatives)
            break;
        const LayoutResult& other = results[k];
        if (std::any_of(shown.begin(), shown.end(), [&](const Layout* s) { return sameShape(*s, other.layout); }))
            continue;
        shown.push_back(&other.layout);
        best.estimate.alternatives.push_back(optionOf(other, best, w));
    }
}

} // namespace gpuatlas::engine::inline rank
