// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/EstimateJson.h"

#include <cmath>

namespace gpuatlas::engine::inline io {

using nlohmann::json;

namespace {

// Estimates are not more precise than three or four significant figures; rounding keeps
// the JSON readable and diff-friendly.
double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

json optionalNumber(const std::optional<double>& value, int decimals)
{
    return value && std::isfinite(*value) ? json(rounded(*value, decimals)) : json(nullptr);
}

// Contract: { "from", "to", "rate", "date" } when a conversion was made, else null. Rates
// are published to four or five significant figures; six decimals keep them (and an
// inverse such as 1 / 7.0197 = 0.142456) without float noise.
json exchangeRateJson(const std::optional<ExchangeRate>& rate)
{
    if (!rate)
        return json(nullptr);
    return json{{"from", currencyId(rate->from)},
                {"to", currencyId(rate->to)},
                {"rate", rounded(rate->rate, 6)},
                {"date", rate->date}};
}

json orNull(const std::optional<double>& value)
{
    return value ? json(*value) : json(nullptr);
}

} // namespace

json headlineToJson(const Headline& h)
{
    return json{
        {"throughput", {{"unit", throughputUnitId(h.unit)}, {"per_s", orNull(h.throughput)}}},
        {"capacity_tokens_per_s", orNull(h.capacity)},
        {"compared_per_s", orNull(h.compared())},
        {"latency",
         {{"kind", latencyKindId(h.latency)},
          {"first_ms", orNull(h.firstMs)},
          {"per_token_ms", orNull(h.perTokenMs)},
          {"hours", orNull(h.hours)}}},
        {"cost", {{"basis", costBasisId(h.costBasis)}, {"usd", orNull(h.cost)}}},
    };
}

json reasonToJson(const Reason& reason, const ReasonMessage& message)
{
    json params = json::object();
    for (const auto& arg : reason.args) {
        if (!arg.text.empty())
            params[arg.name] = arg.text;
        else if (std::isfinite(arg.number))
            params[arg.name] = rounded(arg.number, 3);
    }
    return json{{"code", reasonCodeId(reason.code)},
                {"message", message ? message(reason) : std::string()},
                {"blocking", reason.blocking},
                {"params", std::move(params)}};
}

namespace {

json parallelismToJson(const Parallelism& par)
{
    return json{{"count", par.count},
                {"tensor_parallel", par.tensorParallel},
                {"pipeline_parallel", par.pipelineParallel},
                {"expert_parallel", par.expertParallel},
                {"data_parallel", par.dataParallel},
                {"replicas", par.replicas},
                {"virtual_stages", par.virtualStages},
                {"attention_data_parallel", par.attentionDataParallel},
                {"nodes", par.nodes},
                {"nvlink", par.nvlink},
                {"link_gbs", rounded(par.linkGBs, 1)}};
}

// Contract (additions of 3 December 2026): the counts kept for this GPU, by count; null
// when the count was pinned. Dollar figures are US dollars, as the usd_* fields.
json frontierToJson(const Estimate& estimate)
{
    if (!estimate.countSearched)
        return json(nullptr);
    json points = json::array();
    for (const auto& p : estimate.frontier)
        points.push_back(json{{"count", p.count},
                              {"parallelism", parallelismToJson(p.parallelism)},
                              {"hours", optionalNumber(p.hours, 2)},
                              {"tokens_per_s", optionalNumber(p.tokensPerS, 1)},
                              {"cost_total", optionalNumber(p.costTotal, 2)},
                              {"cost_per_million_tokens", optionalNumber(p.costPerMillionTokens, 3)},
                              {"usd_per_hour", optionalNumber(p.usdPerHour, 3)},
                              {"feasible", p.feasible},
                              {"chosen", p.chosen}});
    return points;
}

} // namespace

json estimateToJson(const Estimate& estimate, const ReasonMessage& message)
{
    json reasons = json::array();
    for (const auto& reason : estimate.reasons)
        reasons.push_back(reasonToJson(reason, message));
    const auto& m = estimate.memory;
    const auto& perf = estimate.performance;
    const auto& cost = estimate.cost;
    const auto& par = estimate.parallelism;
    // The runner-up layouts (addition of December 2026), best first, with why each lost.
    json layouts = json::array();
    for (const auto& option : estimate.alternatives)
        layouts.push_back(json{{"parallelism", parallelismToJson(option.parallelism)},
                               {"batch", option.batch},
                               {"feasible", option.feasible},
                               {"tokens_per_s", optionalNumber(option.tokensPerS, 1)},
                               {"capacity_tokens_per_s", optionalNumber(option.capacityTokensPerS, 1)},
                               {"lost_because", reasonToJson(option.lostBecause, message)}});
    return json{
        {"gpu", estimate.gpuId},
        {"runtime", estimate.runtime},
        {"count", par.count},
        {"precision_used", precisionId(estimate.precisionUsed)},
        {"feasible", estimate.feasible},
        {"reasons", std::move(reasons)},
        {"memory",
         {{"capacity_gb", rounded(m.capacityGB, 2)},
          {"weights_gb", rounded(m.weightsGB, 2)},
          {"kv_cache_gb", rounded(m.kvCacheGB, 2)},
          {"activations_gb", rounded(m.activationsGB, 2)},
          {"gradients_gb", rounded(m.gradientsGB, 2)},
          {"optimizer_gb", rounded(m.optimizerGB, 2)},
          {"overhead_gb", rounded(m.overheadGB, 2)},
          {"total_gb", rounded(m.totalGB(), 2)},
          {"usable_gb", rounded(m.usableGB, 2)},
          {"kv_cache_kib_per_token", rounded(m.kvBytesPerToken / 1024.0, 2)},
          {"host_gb", rounded(m.hostGB, 2)}}},
        {"performance",
         {{"bottleneck", bottleneckId(perf.bottleneck)},
          {"tokens_per_s", optionalNumber(perf.tokensPerS, 1)},
          {"ttft_ms", optionalNumber(perf.ttftMs, 2)},
          {"itl_ms", optionalNumber(perf.itlMs, 2)},
          {"images_per_s", optionalNumber(perf.imagesPerS, 3)},
          {"samples_per_s", optionalNumber(perf.samplesPerS, 1)},
          {"time_to_train_hours", optionalNumber(perf.timeToTrainHours, 2)},
          {"capacity_tokens_per_s", optionalNumber(perf.capacityTokensPerS, 1)},
          {"range", {{"low", rounded(perf.rangeLow, 3)}, {"high", rounded(perf.rangeHigh, 3)}}}}},
        {"cost",
         {{"usd_per_hour", optionalNumber(cost.usdPerHour, 3)},
          {"usd_per_million_tokens", optionalNumber(cost.usdPerMillionTokens, 3)},
          {"usd_total", optionalNumber(cost.usdTotal, 2)},
          {"energy_kwh", optionalNumber(cost.energyKwh, 2)},
          {"power_kw", rounded(cost.powerKw, 3)},
          {"price_source", cost.priceSource().empty() ? json(nullptr) : json(cost.priceSource())},
          {"currency", currencyId(cost.currency)},
          {"per_hour", optionalNumber(cost.perHour, 3)},
          {"per_million_tokens", optionalNumber(cost.perMillionTokens, 3)},
          {"total", optionalNumber(cost.total, 2)},
          {"exchange_rate", exchangeRateJson(cost.exchangeRate)}}},
        {"score", rounded(estimate.score, 1)},
        {"precision_requested", precisionId(estimate.precisionRequested)},
        {"kv_precision", precisionId(estimate.kvPrecision)},
        {"batch", estimate.batch},
        {"parallelism", parallelismToJson(par)},
        {"layouts", std::move(layouts)},
        {"frontier", frontierToJson(estimate)},
    };
}

} // namespace gpuatlas::engine::inline io
