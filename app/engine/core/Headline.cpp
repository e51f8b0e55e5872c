// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Headline.h"

#include "engine/core/Estimate.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"

#include <charconv>
#include <chrono>

namespace gpuatlas::engine::inline core {

namespace {

// "2026-05-28" -> days since the epoch; nullopt for anything else (a month 13, a 30 February).
std::optional<std::chrono::sys_days> isoDate(std::string_view text)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return std::nullopt;
    const auto field = [&text](std::size_t at, std::size_t length) -> std::optional<int> {
        int value = 0;
        const char* first = text.data() + at;
        const auto [end, error] = std::from_chars(first, first + length, value);
        return error == std::errc() && end == first + length ? std::optional<int>(value) : std::nullopt;
    };
    const auto year = field(0, 4);
    const auto month = field(5, 2);
    const auto day = field(8, 2);
    if (!year || !month || !day)
        return std::nullopt;
    const std::chrono::year_month_day date{std::chrono::year(*year), std::chrono::month(static_cast<unsigned>(*month)),
                                           std::chrono::day(static_cast<unsigned>(*day))};
    if (!date.ok())
        return std::nullopt;
    return std::chrono::sys_days(date);
}

} // namespace

Headline headlineShape(const Workload& workload, const Model& model)
{
    Headline h;
    h.training = workload.isTraining();
    if (h.training) {
        // Training reports tokens for transformers, samples for the rest (docs/engine.md).
        h.unit = model.isTransformer() ? ThroughputUnit::Tokens : ThroughputUnit::Samples;
        h.latency = LatencyKind::TimeToTrain;
        // A run has a length (and so a price) when its tokens, or for other models its
        // samples, are known.
        const bool knownLength = model.isTransformer() || workload.training.samples.has_value();
        h.costBasis = knownLength ? CostBasis::PerRun : CostBasis::PerHour;
        return h;
    }
    h.servesLoad = workload.inference.requestsPerS.has_value();
    switch (model.kind) {
    case ModelKind::Decoder:
        h.unit = ThroughputUnit::Tokens;
        h.latency = LatencyKind::FirstAndPerToken;
        h.costBasis = CostBasis::PerMillionTokens;
        break;
    case ModelKind::Diffusion:
        h.unit = ThroughputUnit::Images;
        h.latency = LatencyKind::PerRequest;
        h.costBasis = CostBasis::PerHour;
        break;
    case ModelKind::Encoder:
    case ModelKind::Cnn:
        h.unit = ThroughputUnit::Samples;
        h.latency = LatencyKind::PerRequest;
        h.costBasis = CostBasis::PerHour;
        break;
    }
    return h;
}

Headline headlineOf(const Estimate& estimate, const Workload& workload, const Model& model)
{
    Headline h = headlineShape(workload, model);
    const auto& perf = estimate.performance;
    const auto& cost = estimate.cost;
    switch (h.unit) {
    case ThroughputUnit::Tokens:
        h.throughput = perf.tokensPerS;
        break;
    case ThroughputUnit::Samples:
        h.throughput = perf.samplesPerS;
        break;
    case ThroughputUnit::Images:
        h.throughput = perf.imagesPerS;
        break;
    }
    if (h.comparesCapacity())
        h.capacity = perf.capacityTokensPerS;
    switch (h.latency) {
    case LatencyKind::FirstAndPerToken:
        h.firstMs = perf.ttftMs;
        h.perTokenMs = perf.itlMs;
        break;
    case LatencyKind::PerRequest:
        h.firstMs = perf.ttftMs;
        break;
    case LatencyKind::TimeToTrain:
        h.hours = perf.timeToTrainHours;
        break;
    }
    h.usdPerHour = cost.usdPerHour;
    switch (h.costBasis) {
    case CostBasis::PerMillionTokens:
        h.cost = cost.usdPerMillionTokens;
        break;
    case CostBasis::PerRun:
        h.cost = cost.usdTotal;
        break;
    case CostBasis::PerHour:
        h.cost = cost.usdPerHour;
        break;
    }
    return h;
}

std::optional<int> priceAgeDays(std::string_view priceDate, std::string_view asOf)
{
    const auto from = isoDate(priceDate);
    const auto to = isoDate(asOf);
    if (!from || !to)
        return std::nullopt;
    return static_cast<int>((*to - *from).count());
}

bool isPriceOld(std::string_view priceDate, std::string_view asOf)
{
    const auto age = priceAgeDays(priceDate, asOf);
    return age && *age > priceOldAfterDays;
}

std::string_view throughputUnitId(ThroughputUnit unit)
{
    switch (unit) {
    case ThroughputUnit::Tokens:
        return "tokens";
    case ThroughputUnit::Samples:
        return "samples";
    case ThroughputUnit::Images:
        return "images";
    }
    return "tokens";
}

std::string_view latencyKindId(LatencyKind kind)
{
    switch (kind) {
    case LatencyKind::FirstAndPerToken:
        return "first-and-per-token";
    case LatencyKind::PerRequest:
        return "per-request";
    case LatencyKind::TimeToTrain:
        return "time-to-train";
    }
    return "first-and-per-token";
}

std::string_view costBasisId(CostBasis basis)
{
    switch (basis) {
    case CostBasis::PerMillionTokens:
        return "per-million-tokens";
    case CostBasis::PerRun:
        return "per-run";
    case CostBasis::PerHour:
        return "per-hour";
    }
    return "per-hour";
}

} // namespace gpuatlas::engine::inline core
