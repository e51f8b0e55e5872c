// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rank/SuitabilityMatrix.h"

#include "engine/core/UnitConstants.h"
#include "engine/rank/Ranker.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline rank {

using units::msPerSecond;

namespace {

// score / best score is a quotient of sums: a GPU exactly at a threshold must not fall
// below it by rounding.
constexpr double shareTolerance = 1e-9;

// Reasons that make a GPU less suited to the work without making it impossible; the
// others (how the GPUs are used, the KV-cache type, the runtime) describe the estimate
// and stay in its Why pane.
constexpr ReasonCode cautions[] = {
    ReasonCode::NoNvlink,      ReasonCode::PcieFallback,   ReasonCode::PrecisionNotNative,  ReasonCode::NoPrice,
    ReasonCode::TrainsIn16Bit, ReasonCode::OffloadTooSlow, ReasonCode::NoContinuousBatching};

bool isCaution(ReasonCode code)
{
    return std::find(std::begin(cautions), std::end(cautions), code) != std::end(cautions);
}

bool servesLoad(const Workload& workload)
{
    return !workload.isTraining() && workload.inference.requestsPerS.has_value();
}

std::optional<double> positiveOrNone(const std::optional<double>& value)
{
    return value && std::isfinite(*value) && *value > 0.0 ? value : std::nullopt;
}

MatrixHeadline headlineOf(const Estimate& estimate, const Workload& workload)
{
    MatrixHeadline headline;
    headline.count = estimate.count();
    const auto& perf = estimate.performance;
    const auto& cost = estimate.cost;
    if (workload.isTraining()) {
        headline.metric = HeadlineMetric::TimeToTrainHours;
        headline.value = perf.timeToTrainHours;
        headline.cost = HeadlineCost::UsdTotal;
        headline.usd = cost.usdTotal;
    } else if (servesLoad(workload) && perf.ttftMs) {
        headline.metric = HeadlineMetric::RequestLatencyMs;
        if (const auto speed = positiveOrNone(Ranker::speedMetric(estimate, workload)))
            headline.value = msPerSecond / *speed;
        headline.cost = HeadlineCost::UsdPerHour;
        headline.usd = cost.usdPerHour;
    } else if (perf.tokensPerS) {
        headline.metric = HeadlineMetric::TokensPerS;
        headline.value = perf.tokensPerS;
        headline.cost = HeadlineCost::UsdPerMillionTokens;
        headline.usd = cost.usdPerMillionTokens;
    } else {
        headline.metric = perf.samplesPerS ? HeadlineMetric::SamplesPerS : HeadlineMetric::ImagesPerS;
        headline.value = perf.samplesPerS ? perf.samplesPerS : perf.imagesPerS;
        headline.cost = HeadlineCost::UsdPerHour;
        headline.usd = cost.usdPerHour;
    }
    return headline;
}

// The best of a row among its feasible GPUs: the top score, the fastest and the cheapest
// for the same work, by the ranking's own metrics.
struct RowBest
{
    double score = 0;
    const Gpu* top = nullptr;
    std::optional<double> speed;
    const Gpu* fastest = nullptr;
    std::optional<double> cost;
    const Gpu* cheapest = nullptr;
};

struct Ranked
{
    const Gpu* gpu;
    Estimate* estimate;
};

RowBest bestOf(const std::vector<Ranked>& ranked, const Workload& workload)
{
    RowBest best;
    for (const auto& [gpu, estimate] : ranked) {
        if (!estimate->feasible)
            continue;
        if (!best.top || estimate->score > best.score) {
            best.score = estimate->score;
            best.top = gpu;
        }
        if (const auto speed = positiveOrNone(Ranker::speedMetric(*estimate, workload));
            speed && (!best.speed || *speed > *best.speed)) {
            best.speed = speed;
            best.fastest = gpu;
        }
        if (const auto cost = positiveOrNone(Ranker::costMetric(*estimate, workload));
            cost && (!best.cost || *cost < *best.cost)) {
            best.cost = cost;
            best.cheapest = gpu;
        }
    }
    return best;
}

Reason comparison(ReasonCode code, const char* number, double value, const Gpu& best)
{
    return {code, false, {{number, value, {}}, {"best_gpu", std::nan(""), best.name}}};
}

// The estimate's blocking reasons, then its cautions, each code once, then how the cell
// compares with the best of its row.
std::vector<Reason> reasonsOf(const Estimate& estimate, const Workload& workload, const RowBest& best,
                              double shareOfBest, const Assumptions& assumptions)
{
    std::vector<Reason> out;
    const auto add = [&](const Reason& reason) {
        const bool seen =
            std::any_of(out.begin(), out.end(), [&](const Reason& other) { return other.code == reason.code; });
        if (!seen)
            out.push_back(reason);
    };
    for (const auto& reason : estimate.reasons) {
        if (reason.blocking)
            add(reason);
    }
    for (const auto& reason : estimate.reasons) {
        if (!reason.blocking && isCaution(reason.code))
            add(reason);
    }
    if (!estimate.feasible)
        return out;
    if (best.top && shareOfBest < 1.0 - shareTolerance)
        out.push_back(comparison(ReasonCode::BelowBestScore, "share", shareOfBest, *best.top));
    // A gap of matrix.gap_ratio or more is always named. A cell below "recommended" with no
    // such gap still names the larger of the two, so the reader learns why it fell short.
    const double gap = assumptions[AssumptionId::MatrixGapRatio];
    const bool belowRecommended = shareOfBest + shareTolerance < assumptions[AssumptionId::MatrixRecommendedShare];
    std::optional<Reason> costGap;
    std::optional<Reason> speedGap;
    double costRatio = 1.0;
    double speedRatio = 1.0;
    if (const auto cost = positiveOrNone(Ranker::costMetric(estimate, workload)); cost && best.cost) {
        costRatio = *cost / *best.cost;
        costGap = comparison(ReasonCode::CostsMoreThanBest, "ratio", costRatio, *best.cheapest);
    }
    if (const auto speed = positiveOrNone(Ranker::speedMetric(estimate, workload)); speed && best.speed) {
        speedRatio = *best.speed / *speed;
        speedGap = comparison(ReasonCode::SlowerThanBest, "ratio", speedRatio, *best.fastest);
    }
    const bool named = costRatio >= gap || speedRatio >= gap;
    if (costGap && (costRatio >= gap || (!named && belowRecommended && costRatio > 1.0 && costRatio >= speedRatio)))
        out.push_back(*costGap);
    if (speedGap && (speedRatio >= gap || (!named && belowRecommended && speedRatio > 1.0 && speedRatio > costRatio)))
        out.push_back(*speedGap);
    return out;
}

} // namespace

std::string_view verdictId(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Recommended:
        return "recommended";
    case Verdict::Suitable:
        return "suitable";
    case Verdict::Possible:
        return "possible";
    case Verdict::Unsuitable:
        break;
    }
    return "unsuitable";
}

std::string_view headlineMetricId(HeadlineMetric metric)
{
    switch (metric) {
    case HeadlineMetric::TimeToTrainHours:
        return "time-to-train-hours";
    case HeadlineMetric::RequestLatencyMs:
        return "request-latency-ms";
    case HeadlineMetric::TokensPerS:
        return "tokens-per-s";
    case HeadlineMetric::SamplesPerS:
        return "samples-per-s";
    case HeadlineMetric::ImagesPerS:
        break;
    }
    return "images-per-s";
}

std::string_view headlineCostId(HeadlineCost cost)
{
    switch (cost) {
    case HeadlineCost::UsdTotal:
        return "usd-total";
    case HeadlineCost::UsdPerHour:
        return "usd-per-hour";
    case HeadlineCost::UsdPerMillionTokens:
        break;
    }
    return "usd-per-million-tokens";
}

bool MatrixCell::has(ReasonCode code) const
{
    return std::any_of(reasons.begin(), reasons.end(), [&](const Reason& reason) { return reason.code == code; });
}

Verdict SuitabilityMatrix::verdictFor(bool feasible, double shareOfBest, const Assumptions& assumptions)
{
    if (!feasible)
        return Verdict::Unsuitable;
    if (shareOfBest + shareTolerance >= assumptions[AssumptionId::MatrixRecommendedShare])
        return Verdict::Recommended;
    if (shareOfBest + shareTolerance >= assumptions[AssumptionId::MatrixSuitableShare])
        return Verdict::Suitable;
    return Verdict::Possible;
}

SuitabilityMatrix SuitabilityMatrix::compute(const MatrixRequest& request)
{
    SuitabilityMatrix matrix;
    std::vector<Gpu> columns;
    for (const auto& gpu : request.gpus) {
        if (std::find(matrix.m_gpus.begin(), matrix.m_gpus.end(), gpu.id) != matrix.m_gpus.end())
            continue;
        matrix.m_gpus.push_back(gpu.id);
        columns.push_back(gpu);
    }
    matrix.m_cells.resize(request.workloads.size() * columns.size());
    for (std::size_t row = 0; row < request.workloads.size(); ++row) {
        const auto& entry = request.workloads[row];
        matrix.m_rows.push_back({entry.id, entry.name, entry.description, entry.workload});
        const Model* model = resolveModel(entry.workload, request.models);
        if (!model || columns.empty())
            continue; // read through readStandardWorkloads, whose models always resolve
        auto ranking = Ranker::rank({entry.workload, *model, columns, request.prices, request.assumptions});
        std::vector<Ranked> ranked;
        for (auto& estimate : ranking) {
            const auto column = matrix.columnOf(estimate.gpuId);
            ranked.push_back({&columns[*column], &estimate});
        }
        const RowBest best = bestOf(ranked, entry.workload);
        for (const auto& [gpu, estimate] : ranked) {
            MatrixCell& cell = matrix.m_cells[row * columns.size() + *matrix.columnOf(gpu->id)];
            const bool feasible = estimate->feasible;
            cell.score = estimate->score;
            cell.shareOfBest = !feasible ? 0.0 : best.score > 0.0 ? estimate->score / best.score : 1.0;
            cell.verdict = verdictFor(feasible, cell.shareOfBest, request.assumptions);
            cell.headline = headlineOf(*estimate, entry.workload);
            cell.reasons = reasonsOf(*estimate, entry.workload, best, cell.shareOfBest, request.assumptions);
            cell.estimate = std::move(*estimate);
        }
    }
    return matrix;
}

std::optional<std::size_t> SuitabilityMatrix::rowOf(std::string_view workloadId) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].id == workloadId)
            return i;
    }
    return std::nullopt;
}

std::optional<std::size_t> SuitabilityMatrix::columnOf(std::string_view gpuId) const
{
    for (std::size_t i = 0; i < m_gpus.size(); ++i) {
        if (m_gpus[i] == gpuId)
            return i;
    }
    return std::nullopt;
}

} // namespace gpuatlas::engine::inline rank
