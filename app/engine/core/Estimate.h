// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"
#include "engine/core/Headline.h"
#include "engine/core/Precision.h"
#include "engine/core/Reason.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::engine::inline core {

enum class Bottleneck
{
    Compute,
    MemoryBandwidth,
    Interconnect,
    MemoryCapacity,
    Overhead, // fixed per-step costs dominate (kernel launches, scheduling)
};

std::string_view bottleneckId(Bottleneck bottleneck);

// Memory per GPU, in GB (10^9 bytes).
struct MemoryBreakdown
{
    double capacityGB = 0; // the vendor figure
    double usableGB = 0;   // capacity x usable fraction
    double weightsGB = 0;
    double kvCacheGB = 0;
    double activationsGB = 0;
    double gradientsGB = 0;
    double optimizerGB = 0;
    double overheadGB = 0;      // runtime reserve and workspaces
    double kvBytesPerToken = 0; // whole model, at the KV precision used
    double hostGB = 0;          // what stays in system memory (llama.cpp partial offload)

    double totalGB() const { return weightsGB + kvCacheGB + activationsGB + gradientsGB + optimizerGB + overheadGB; }
    bool fits() const { return totalGB() <= usableGB; }
};

struct Performance
{
    Bottleneck bottleneck = Bottleneck::Compute;
    std::optional<double> tokensPerS; // aggregate generated (inference) or processed (training)
    std::optional<double> ttftMs;
    std::optional<double> itlMs;
    std::optional<double> imagesPerS;
    std::optional<double> samplesPerS;
    std::optional<double> timeToTrainHours;
    // With a load to serve: the generated tokens/s the configuration could sustain within
    // the latency targets (tokensPerS is then the served rate). nullopt without a load.
    std::optional<double> capacityTokensPerS;
    double rangeLow = 1.0; // factor of the central value
    double rangeHigh = 1.0;
    // Seconds per training step or per inference cycle, split by what limits it.
    double computeSeconds = 0;
    double memorySeconds = 0;
    double commSeconds = 0;
    double overheadSeconds = 0;
};

struct CostEstimate
{
    std::optional<double> usdPerHour;
    std::optional<double> usdPerMillionTokens;
    std::optional<double> usdTotal;
    std::optional<double> energyKwh; // for a training run, or per million tokens for inference
    double powerKw = 0;              // average draw of the configuration (PUE included)
    // Where the price came from, as data: the provider ("DigitalOcean") and the quote's ISO
    // date ("2026-05-28", to say when it is old); both empty without a price.
    std::string priceProvider;
    std::string priceDate;
    // The same costs in `currency`, for output (contract: cost.currency, per_hour,
    // per_million_tokens, total, exchange_rate). CostModel::estimate gives them in US
    // dollars; CostModel::convert expresses them in the currency asked for.
    Currency currency = Currency::USD;
    std::optional<double> perHour;
    std::optional<double> perMillionTokens;
    std::optional<double> total;
    std::optional<ExchangeRate> exchangeRate; // the rate behind these figures, when a conversion was made
    // The price as quoted: its currency, and the rate that turned it into usdPerHour.
    Currency priceCurrency = Currency::USD;
    std::optional<ExchangeRate> priceUsdRate;

    // "DigitalOcean, 2026-05-28" (contract: price_source); empty without a price.
    std::string priceSource() const { return priceProvider.empty() ? std::string() : priceProvider + ", " + priceDate; }
};

struct Parallelism
{
    int count = 1;
    int tensorParallel = 1;
    int replicas = 1;    // data-parallel copies (inference replicas or training data parallel)
    bool nvlink = false; // tensor/data-parallel traffic over NVLink/Infinity Fabric
    double linkGBs = 0;  // per-direction bandwidth used between GPUs
    int nodes = 1;
    int pipelineParallel = 1;      // stages, each on its own GPUs
    int expertParallel = 1;        // GPUs the experts of a mixture-of-experts layer are spread over
    int dataParallel = 1;          // copies of the model (training ranks, or inference replicas)
    int virtualStages = 1;         // interleaved pipeline schedule (training)
    int attentionDataParallel = 1; // DP-attention ranks per stage (mixture-of-experts inference)
};

// A layout the estimator also evaluated for the same GPUs and did not choose, and why
// (the Why pane: "TP2 x 4: memory limits the batch to 9").
struct LayoutOption
{
    Parallelism parallelism;
    int batch = 1;
    bool feasible = false;
    std::optional<double> tokensPerS; // the headline rate: tokens/s, else samples or images/s
    std::optional<double> capacityTokensPerS;
    Reason lostBecause;
};

// One GPU count the count search tried for a GPU type (rank/CountSearch.h), kept because
// no other count beats it on both speed and cost: the GPU's time-cost frontier. Training
// has hours and a cost per run; inference a rate (the capacity within the latency targets
// under a load, else the throughput) and a cost per million tokens.
struct FrontierPoint
{
    int count = 1;
    Parallelism parallelism;
    std::optional<double> hours;
    std::optional<double> tokensPerS; // tokens/s, or for non-token models samples or images/s
    std::optional<double> costTotal;  // US dollars for the run (training)
    std::optional<double> costPerMillionTokens;
    std::optional<double> usdPerHour;
    bool feasible = false; // meets every constraint; false: fits, but misses one (the deadline...)
    bool chosen = false;   // the point the estimate is for
};

struct Estimate
{
    std::string gpuId;
    std::string runtime; // the runtime the numbers are for (contract id; Estimator::evaluate sets it)
    Parallelism parallelism;
    Precision precisionRequested = Precision::FP16;
    Precision precisionUsed = Precision::FP16;
    Precision kvPrecision = Precision::FP16;
    int batch = 1; // per replica, inference; micro-batch per GPU, training
    bool feasible = true;
    std::vector<Reason> reasons;
    MemoryBreakdown memory;
    Performance performance;
    CostEstimate cost;
    double score = 0;                       // 0-100 from the workload's priorities; 0 when infeasible
    std::vector<LayoutOption> alternatives; // the runner-up layouts, best first
    // The counts the search kept, by count; empty when the count was pinned (a count given
    // with the request, constraints.gpu_count) or only one count was possible.
    std::vector<FrontierPoint> frontier;
    bool countSearched = false; // false: the count was pinned (contract: "frontier": null)
    // The figures views show (throughput, latency, cost basis), decided by the engine.
    Headline headline;

    int count() const { return parallelism.count; }
    bool has(ReasonCode code) const
    {
        for (const auto& reason : reasons) {
            if (reason.code == code)
                return true;
        }
        return false;
    }
};

} // namespace gpuatlas::engine::inline core
