// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::engine::inline core {

// Why an estimate is what it is: codes with parameters, never sentences. app/text
// (EngineText) turns them into translated text; the JSON carries the code id.
enum class ReasonCode
{
    OutOfMemory,           // needs_gb, usable_gb, capacity_gb (blocking)
    TooManyGpus,           // needed, max_gpus (blocking): no count within the limit fits/meets the constraints
    NoNvlink,              // count: multi-GPU training over PCIe only
    PcieFallback,          // count, nvlink_max_gpus: the bridge joins only that many; the rest talks over PCIe
    PrecisionNotNative,    // requested, used (text): the GPU runs another precision
    KvPrecisionUsed,       // kv (text): the KV-cache element type used
    OverBudget,            // usd_per_hour, max_usd_per_hour (blocking)
    OverTotalBudget,       // usd_total, max_usd_total (blocking)
    MissesDeadline,        // hours, deadline_hours (blocking)
    MissesTtft,            // ttft_ms, max_ttft_ms (blocking)
    MissesItl,             // itl_ms, max_itl_ms (blocking)
    CannotSustainLoad,     // requests_per_s, max_requests_per_s (blocking)
    NoPrice,               // cost fields are null
    NotForWorkstation,     // form factor (text) (blocking): SXM/OAM modules need a server
    ZeroShardsStates,      // stage, data_parallel: ZeRO shards model states across the data-parallel GPUs
    TensorParallel,        // tensor_parallel, replicas: how the GPUs are used
    MultiNode,             // nodes: data parallel across nodes over the network
    MoeAllExpertsResident, // experts, active_experts: all experts stay in memory
    BatchLimitedByMemory,  // batch: the largest batch that fits
    ServesLoad,            // requests_per_s, capacity_requests_per_s, batch, replicas: how the load is served
    BatchLimitedByTtft,    // batch: the largest static batch whose prefill meets max_ttft_ms
    CountAboveMaxGpus,     // count, max_gpus (blocking): an explicit count above constraints.max_gpus
    TrainsIn16Bit,         // requested, used (text): training updates 16-bit weights, not quantised ones
    ExceedsContext,        // prompt_tokens, max_context (blocking): the prompt is longer than the model's context
    PipelineParallel,      // pipeline_parallel, virtual_stages, micro_batches, bubble: stages and their idle share
    ExpertParallel,        // expert_parallel, attention_data_parallel: whole experts spread over GPUs
    LayoutPinned,          // tensor_parallel, pipeline_parallel: the layout the user fixed
    LayoutNotPossible, // count, tensor_parallel, pipeline_parallel (blocking): the pinned layout does not fit the count
                       // or the model
    MicroBatchMax,     // micro_batch: the largest micro-batch that fits
    SmallerMicroBatchFits, // micro_batch: with out-of-memory, the largest micro-batch that would fit
    Fp8Training,           // cache_gb: FP8 linear layers, 16-bit attention, FP32 master weights (Transformer Engine)
    LayoutSlower,          // tokens_per_s, best_tokens_per_s: a runner-up layout, slower than the one chosen
    LayoutBatchLimited,    // batch, best_batch, tokens_per_s, best_tokens_per_s: memory limits a runner-up's batch
    LayoutLowerCapacity,   // requests_per_s, best_requests_per_s: a runner-up serves less within the latency targets
    LayoutTiedSimpler,     // tokens_per_s: a runner-up as fast as the one chosen, which is the simpler layout
    RuntimeUsed,           // runtime (text): the stack the numbers are for
    RuntimeLacksPrecision, // runtime, precision (text) (blocking): the runtime has no format for it
    RuntimeNotForTask,     // runtime, task (text) (blocking): a serving stack asked to train, or the reverse
    PartialOffload,        // gpu_layers, layers, host_gb: llama.cpp keeps the other layers in system memory
    OffloadTooSlow,        // tokens_per_s, min_tokens_per_s: offloaded decode slower than people read
    HostOutOfMemory,       // needs_gb, host_gb (blocking): the offloaded layers do not fit system memory
    NoContinuousBatching,  // runtime (text): requests are batched statically, the batch's prefill comes first
    // Suitability matrix (SuitabilityMatrix): how a GPU compares with the others of the columns
    BelowBestScore,    // share, best_gpu (text): the score as a share of the best one's
    CostsMoreThanBest, // ratio, best_gpu (text): N x the cost of the cheapest for the same work
    SlowerThanBest,    // ratio, best_gpu (text): N x the time of the fastest for the same work
    // The count search (rank/CountSearch.h): why this many GPUs. basis (text: "time", "rate",
    // "load"), unit (text: the headline's "tokens", "samples" or "images"), count, value (hours,
    // or the rate per second), cost (US dollars: per run, per unit of work or, under a load,
    // per hour), and the frontier's neighbour the choice was weighed against:
    // other_count, other_value, other_cost (NaN when the frontier has no other count).
    CountChosen,
};

struct ReasonArg
{
    // Always a string literal (the parameter names listed with ReasonCode): a view keeps the
    // estimator's hot path free of allocations.
    std::string_view name;
    double number = std::nan("");
    std::string text;
};

struct Reason
{
    ReasonCode code = ReasonCode::OutOfMemory;
    bool blocking = false; // true: the configuration is infeasible because of it
    std::vector<ReasonArg> args;

    double number(std::string_view name) const
    {
        for (const auto& arg : args) {
            if (arg.name == name)
                return arg.number;
        }
        return std::nan("");
    }
    std::string_view text(std::string_view name) const
    {
        for (const auto& arg : args) {
            if (arg.name == name)
                return arg.text;
        }
        return {};
    }
};

// The last code (for loops over every code).
inline constexpr ReasonCode lastReasonCode = ReasonCode::CountChosen;

// Stable kebab-case ids for JSON ("out-of-memory", "no-nvlink", ...).
std::string_view reasonCodeId(ReasonCode code);

} // namespace gpuatlas::engine::inline core
