// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gpuatlas::engine::inline core {

struct Estimate;
struct Model;
struct Workload;

// What a workload's throughput counts.
enum class ThroughputUnit
{
    Tokens,  // generated (inference) or processed (training) tokens
    Samples, // sequences of an encoder, pictures of a classifier, training samples
    Images,  // generated images (diffusion)
};

// Which latency a workload's results show.
enum class LatencyKind
{
    FirstAndPerToken, // decoder inference: time to first token, then the time per token
    PerRequest,       // encoder and image inference: one request on its own
    TimeToTrain,      // training and fine-tuning: the whole run
};

// What a workload's cost is quoted per.
enum class CostBasis
{
    PerMillionTokens, // only where the workload produces tokens (decoder inference)
    PerRun,           // training and fine-tuning with a known length
    PerHour,          // everything else (image models serve, they do not count tokens)
};

// The figures every view shows for an estimate, decided once, here, so that the CLI
// table, the JSON, the app's table, the charts and the report cannot disagree
// (docs/cli.md, "headline"). The unit, latency and cost basis follow from the workload
// and its model alone, so all the estimates of one workload share them; the values are
// the estimate's. Views format these; they never pick fields of Performance or
// CostEstimate themselves.
struct Headline
{
    ThroughputUnit unit = ThroughputUnit::Tokens;
    bool training = false;
    // The rate the configuration works at: with a load to serve, the load's (every
    // configuration that sustains it serves the same).
    std::optional<double> throughput;
    // With a load to serve (decoder inference with requests_per_s): the generated
    // tokens/s the configuration could sustain within the latency targets.
    std::optional<double> capacity;
    bool servesLoad = false; // the workload has requests_per_s
    LatencyKind latency = LatencyKind::FirstAndPerToken;
    std::optional<double> firstMs;    // time to first token, or one request (PerRequest)
    std::optional<double> perTokenMs; // FirstAndPerToken only
    std::optional<double> hours;      // TimeToTrain only
    CostBasis costBasis = CostBasis::PerHour;
    std::optional<double> cost; // US dollars per costBasis; nullopt without a price
    std::optional<double> usdPerHour;

    // The throughput configurations are compared by: under a load every configuration
    // that sustains it serves the same rate, so what sets them apart is the capacity.
    bool comparesCapacity() const { return servesLoad && unit == ThroughputUnit::Tokens; }
    std::optional<double> compared() const { return comparesCapacity() ? capacity : throughput; }
};

// The headline of `estimate` (its performance and cost filled in) for `workload` on
// `model`. Estimator::estimate fills Estimate::headline with it.
Headline headlineOf(const Estimate& estimate, const Workload& workload, const Model& model);

// The unit, latency and cost basis of `workload` on `model`, without values: what a
// table's headers say before (or without) any estimate.
Headline headlineShape(const Workload& workload, const Model& model);

// Whole days from `priceDate` to `asOf` (both ISO 8601, "2026-05-28"); nullopt when
// either is not a date. A report judges a price's age by its own date, not today's.
std::optional<int> priceAgeDays(std::string_view priceDate, std::string_view asOf);
// A price over a year old on `asOf`: say so where it is used.
bool isPriceOld(std::string_view priceDate, std::string_view asOf);
constexpr int priceOldAfterDays = 365;

std::string_view throughputUnitId(ThroughputUnit unit);
std::string_view latencyKindId(LatencyKind kind);
std::string_view costBasisId(CostBasis basis);

} // namespace gpuatlas::engine::inline core
