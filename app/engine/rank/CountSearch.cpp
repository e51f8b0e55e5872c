// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rank/CountSearch.h"

#include "engine/perf/EstimateReasons.h"
#include "engine/rank/Ranker.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpuatlas::engine::inline rank {

namespace {

// Under a load, the counts after the cheapest one that sustains it evaluated for the
// frontier (the headroom a larger configuration would give).
constexpr int headroomCounts = 2;
// Metrics within this share of each other are equal: rounding never decides a choice.
constexpr double metricTie = 1.0e-9;

// A count tried: its estimate and the two axes it is compared on (speed higher is
// better, cost lower; cost nullopt without a price).
struct Tried
{
    Estimate estimate;
    std::optional<double> speed;
    std::optional<double> cost;
    std::optional<double> energy;
    bool fits = false;
};

std::optional<double> positive(const std::optional<double>& value)
{
    return value && std::isfinite(*value) && *value > 0.0 ? value : std::nullopt;
}

bool better(double x, double y)
{
    return x > y * (1.0 + metricTie);
}

// Whether `q` beats `p` on both axes (at least as good on each, better on one). Without a
// cost on both, speed alone decides.
bool dominates(const Tried& q, const Tried& p)
{
    if (!q.speed || !p.speed)
        return false;
    const bool costs = q.cost && p.cost;
    const bool fasterOrEqual = !better(*p.speed, *q.speed);
    const bool cheaperOrEqual = !costs || !better(*q.cost, *p.cost);
    const bool strictly = better(*q.speed, *p.speed) || (costs && better(*p.cost, *q.cost));
    return fasterOrEqual && cheaperOrEqual && strictly;
}

std::optional<double> speedOf(const Estimate& e, const Workload& w, CountObjective objective)
{
    const Headline& h = e.headline;
    switch (objective) {
    case CountObjective::Time:
    case CountObjective::Rate:
        return positive(Ranker::speedMetric(e, w));
    case CountObjective::Load:
        return positive(h.capacity ? h.capacity : h.throughput);
    case CountObjective::InstanceRate:
        if (const auto rate = positive(h.throughput))
            return *rate / std::max(1, e.parallelism.replicas);
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<double> costOf(const Estimate& e, const Workload& w, CountObjective objective)
{
    if (objective == CountObjective::Load)
        return positive(e.headline.usdPerHour);
    // A rate is weighed against what a million tokens cost (the sentence quotes it); other
    // units by the ranking's cost per unit of work, which is only ever compared.
    if (objective != CountObjective::Time && e.headline.unit == ThroughputUnit::Tokens)
        return positive(e.cost.usdPerMillionTokens);
    return positive(Ranker::costMetric(e, w));
}

Tried tried(Estimate estimate, const Workload& w, CountObjective objective)
{
    Tried t;
    t.fits = !estimate.has(ReasonCode::OutOfMemory) && !estimate.has(ReasonCode::LayoutNotPossible);
    t.speed = speedOf(estimate, w, objective);
    t.cost = costOf(estimate, w, objective);
    t.energy = positive(Ranker::energyMetric(estimate, w));
    t.estimate = std::move(estimate);
    return t;
}

// A constraint more GPUs of this type cannot fix ends the search: the form factor, a
// prompt beyond the model's context, the runtime, or the hourly budget (more GPUs of one
// type never cost less per hour).
bool hopeless(const Estimate& e)
{
    return e.has(ReasonCode::NotForWorkstation) || e.has(ReasonCode::ExceedsContext) || e.has(ReasonCode::OverBudget) ||
           e.has(ReasonCode::RuntimeNotForTask) || e.has(ReasonCode::RuntimeLacksPrecision);
}

// The feasible point that scores best for the priorities, each axis as a share of the best
// value among `candidates` (1 = the best), as the ranking scores GPUs; ties go to fewer GPUs.
std::size_t bestForPriorities(const std::vector<Tried>& all, const std::vector<std::size_t>& candidates,
                              const Priorities& p)
{
    double fastest = 0.0;
    std::optional<double> cheapest;
    std::optional<double> leanest;
    for (const std::size_t i : candidates) {
        fastest = std::max(fastest, all[i].speed.value_or(0.0));
        if (all[i].cost && (!cheapest || *all[i].cost < *cheapest))
            cheapest = all[i].cost;
        if (all[i].energy && (!leanest || *all[i].energy < *leanest))
            leanest = all[i].energy;
    }
    const double speedWeight = p.speed + p.cost + p.energy > 0.0 ? p.speed : 1.0;
    std::size_t best = candidates.front();
    double bestScore = -1.0;
    for (const std::size_t i : candidates) {
        const Tried& t = all[i];
        double score = 0.0;
        if (t.speed && fastest > 0.0)
            score += speedWeight * *t.speed / fastest;
        if (t.cost && cheapest)
            score += p.cost * *cheapest / *t.cost;
        if (t.energy && leanest)
            score += p.energy * *leanest / *t.energy;
        if (better(score, bestScore)) {
            best = i;
            bestScore = score;
        }
    }
    return best;
}

FrontierPoint pointOf(const Tried& t, CountObjective objective)
{
    const Estimate& e = t.estimate;
    const Headline& h = e.headline;
    FrontierPoint point;
    point.count = e.count();
    point.parallelism = e.parallelism;
    point.feasible = e.feasible;
    point.usdPerHour = h.usdPerHour;
    if (objective == CountObjective::Time) {
        point.hours = h.hours;
        point.costTotal = h.costBasis == CostBasis::PerRun ? h.cost : std::nullopt;
        if (!point.hours)
            point.tokensPerS = h.throughput;
    } else {
        point.tokensPerS = objective == CountObjective::Load && h.capacity ? h.capacity : h.throughput;
        point.costPerMillionTokens = e.cost.usdPerMillionTokens;
    }
    return point;
}

// The value a count-chosen reason quotes for a point: hours of training, else a rate.
double valueOf(const Tried& t, CountObjective objective)
{
    const Headline& h = t.estimate.headline;
    if (objective == CountObjective::Time && h.hours)
        return *h.hours;
    if (objective == CountObjective::Load && h.capacity)
        return *h.capacity;
    return h.throughput.value_or(std::nan(""));
}

std::string_view basisOf(CountObjective objective, const Tried& t)
{
    if (objective == CountObjective::Time && t.estimate.headline.hours)
        return "time";
    return objective == CountObjective::Load ? "load" : "rate";
}

// Why this count: its figures against the neighbour on the frontier the choice was weighed
// against: the cheapest other point when a dearer one was chosen, else the fastest other.
Reason countChosen(const std::vector<Tried>& all, std::size_t chosen, const std::vector<std::size_t>& frontier,
                   CountObjective objective)
{
    const Tried& c = all[chosen];
    std::optional<std::size_t> other;
    for (const std::size_t i : frontier) {
        if (i == chosen || !all[i].estimate.feasible)
            continue;
        if (!other) {
            other = i;
            continue;
        }
        const Tried& o = all[*other];
        const Tried& t = all[i];
        const bool chosenIsCheapest = !c.cost || !t.cost || !o.cost || !better(*c.cost, std::min(*t.cost, *o.cost));
        if (objective == CountObjective::Load) {
            // The headroom: the next larger count.
            if (t.estimate.count() > c.estimate.count() &&
                (o.estimate.count() < c.estimate.count() || t.estimate.count() < o.estimate.count()))
                other = i;
        } else if (!chosenIsCheapest ? (t.cost && o.cost && *t.cost < *o.cost)
                                     : (t.speed && o.speed && *t.speed > *o.speed)) {
            other = i;
        }
    }
    const auto usd = [](const Tried& t) { return t.cost.value_or(std::nan("")); };
    std::vector<ReasonArg> args{
        text("basis", basisOf(objective, c)), text("unit", throughputUnitId(c.estimate.headline.unit)),
        number("count", c.estimate.count()), number("value", valueOf(c, objective)), number("cost", usd(c))};
    args.push_back(number("other_count", other ? all[*other].estimate.count() : std::nan("")));
    args.push_back(number("other_value", other ? valueOf(all[*other], objective) : std::nan("")));
    args.push_back(number("other_cost", other ? usd(all[*other]) : std::nan("")));
    return reason(ReasonCode::CountChosen, false, std::move(args));
}

// Indices of the points that fit and that no other point that fits beats on both axes,
// with `chosen` among them, by count.
std::vector<std::size_t> frontierOf(const std::vector<Tried>& all, std::size_t chosen)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (!all[i].fits || !all[i].speed)
            continue;
        const bool beaten =
            std::any_of(all.begin(), all.end(), [&](const Tried& q) { return q.fits && dominates(q, all[i]); });
        if (!beaten || i == chosen)
            out.push_back(i);
    }
    return out;
}

} // namespace

std::vector<int> CountSearch::counts(int maxGpus, int nodeSize)
{
    std::vector<int> out;
    const long long limit = std::max(1, maxGpus);
    const long long node = std::max(1, nodeSize);
    for (long long n = 1; n <= std::min(limit, node); n *= 2)
        out.push_back(static_cast<int>(n));
    // The whole node, or the limit when it is less than a node.
    const long long top = std::min(limit, node);
    if (out.back() != top)
        out.push_back(static_cast<int>(top));
    // Whole nodes, doubling (2, 4, 8, ... of them), then the most whole nodes the limit
    // allows: the steps clusters are rented and built in, and few enough that the search
    // over a 1,024-GPU limit stays within a frame's budget (docs/performance.md).
    for (long long nodes = 2; nodes * node <= limit; nodes *= 2)
        out.push_back(static_cast<int>(nodes * node));
    const long long wholeNodes = limit / node * node;
    if (wholeNodes > out.back())
        out.push_back(static_cast<int>(wholeNodes));
    return out;
}

CountObjective CountSearch::objective(const Workload& w)
{
    if (w.isTraining())
        return CountObjective::Time;
    if (w.inference.requestsPerS)
        return CountObjective::Load;
    return w.inference.mode == InferenceMode::Offline ? CountObjective::Rate : CountObjective::InstanceRate;
}

Estimate CountSearch::search(const Workload& w, int maxGpus, std::span<const int> counts, const Evaluate& compare,
                             const Evaluate& show)
{
    const CountObjective objective = CountSearch::objective(w);
    std::vector<Tried> all;
    all.reserve(counts.size());
    std::optional<std::size_t> firstFeasible;
    for (const int count : counts) {
        all.push_back(tried(compare(count), w, objective));
        const Estimate& e = all.back().estimate;
        if (e.feasible && !firstFeasible)
            firstFeasible = all.size() - 1;
        if (hopeless(e))
            break;
        if (objective == CountObjective::Load && firstFeasible && all.size() - 1 - *firstFeasible >= headroomCounts)
            break;
    }
    std::vector<std::size_t> feasible;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].estimate.feasible)
            feasible.push_back(i);
    }
    if (feasible.empty()) {
        // Nothing within the limit fits and meets the constraints: the largest count tried
        // says why, with the counts that fit (say, all too slow for the deadline).
        const std::size_t shown = all.size() - 1;
        std::vector<FrontierPoint> points;
        for (const std::size_t i : frontierOf(all, shown)) {
            if (all[i].fits)
                points.push_back(pointOf(all[i], objective));
        }
        Estimate out = show(all[shown].estimate.count());
        out.frontier = std::move(points);
        out.countSearched = true;
        out.reasons.push_back(reason(ReasonCode::TooManyGpus, true, {number("max_gpus", maxGpus)}));
        out.feasible = false;
        return out;
    }
    // The chosen point is one of the feasible frontier: no feasible count beats it on both.
    std::vector<std::size_t> candidates;
    for (const std::size_t i : feasible) {
        const bool beaten =
            std::any_of(feasible.begin(), feasible.end(), [&](std::size_t q) { return dominates(all[q], all[i]); });
        if (!beaten)
            candidates.push_back(i);
    }
    const std::size_t chosen =
        objective == CountObjective::Load ? *firstFeasible : bestForPriorities(all, candidates, w.priorities);
    const auto frontier = frontierOf(all, chosen);
    Reason why = countChosen(all, chosen, frontier, objective);
    std::vector<FrontierPoint> points;
    for (const std::size_t i : frontier) {
        points.push_back(pointOf(all[i], objective));
        points.back().chosen = i == chosen;
    }
    Estimate out = show(all[chosen].estimate.count());
    out.frontier = std::move(points);
    out.countSearched = true;
    out.reasons.push_back(std::move(why));
    return out;
}

} // namespace gpuatlas::engine::inline rank
