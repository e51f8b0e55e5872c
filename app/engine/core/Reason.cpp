// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Reason.h"

#include <cstddef>
#include <iterator>
#include <utility>

namespace gpuatlas::engine::inline core {

namespace {

// The contract's id of each code (docs/cli.md, "reasons"), in the enum's order.
constexpr std::pair<ReasonCode, std::string_view> reasonIds[] = {
    {ReasonCode::OutOfMemory, "out-of-memory"},
    {ReasonCode::TooManyGpus, "too-many-gpus"},
    {ReasonCode::NoNvlink, "no-nvlink"},
    {ReasonCode::PcieFallback, "pcie-fallback"},
    {ReasonCode::PrecisionNotNative, "precision-not-native"},
    {ReasonCode::KvPrecisionUsed, "kv-precision"},
    {ReasonCode::OverBudget, "over-budget"},
    {ReasonCode::OverTotalBudget, "over-total-budget"},
    {ReasonCode::MissesDeadline, "misses-deadline"},
    {ReasonCode::MissesTtft, "misses-ttft"},
    {ReasonCode::MissesItl, "misses-itl"},
    {ReasonCode::CannotSustainLoad, "cannot-sustain-load"},
    {ReasonCode::NoPrice, "no-price"},
    {ReasonCode::NotForWorkstation, "not-for-workstation"},
    {ReasonCode::ZeroShardsStates, "zero-shards-states"},
    {ReasonCode::TensorParallel, "tensor-parallel"},
    {ReasonCode::MultiNode, "multi-node"},
    {ReasonCode::MoeAllExpertsResident, "moe-all-experts-resident"},
    {ReasonCode::BatchLimitedByMemory, "batch-limited-by-memory"},
    {ReasonCode::ServesLoad, "serves-load"},
    {ReasonCode::BatchLimitedByTtft, "batch-limited-by-ttft"},
    {ReasonCode::CountAboveMaxGpus, "count-above-max-gpus"},
    {ReasonCode::TrainsIn16Bit, "trains-in-16-bit"},
    {ReasonCode::ExceedsContext, "exceeds-context"},
    {ReasonCode::PipelineParallel, "pipeline-parallel"},
    {ReasonCode::ExpertParallel, "expert-parallel"},
    {ReasonCode::LayoutPinned, "layout-pinned"},
    {ReasonCode::LayoutNotPossible, "layout-not-possible"},
    {ReasonCode::MicroBatchMax, "micro-batch-max"},
    {ReasonCode::SmallerMicroBatchFits, "smaller-micro-batch-fits"},
    {ReasonCode::Fp8Training, "fp8-training"},
    {ReasonCode::LayoutSlower, "layout-slower"},
    {ReasonCode::LayoutBatchLimited, "layout-batch-limited"},
    {ReasonCode::LayoutLowerCapacity, "layout-lower-capacity"},
    {ReasonCode::LayoutTiedSimpler, "layout-tied-simpler"},
    {ReasonCode::RuntimeUsed, "runtime"},
    {ReasonCode::RuntimeLacksPrecision, "runtime-lacks-precision"},
    {ReasonCode::RuntimeNotForTask, "runtime-not-for-task"},
    {ReasonCode::PartialOffload, "partial-offload"},
    {ReasonCode::OffloadTooSlow, "offload-too-slow"},
    {ReasonCode::HostOutOfMemory, "host-out-of-memory"},
    {ReasonCode::NoContinuousBatching, "no-continuous-batching"},
    {ReasonCode::BelowBestScore, "below-best-score"},
    {ReasonCode::CostsMoreThanBest, "costs-more-than-best"},
    {ReasonCode::SlowerThanBest, "slower-than-best"},
    {ReasonCode::CountChosen, "count-chosen"},
};
static_assert(std::size(reasonIds) == static_cast<std::size_t>(ReasonCode::CountChosen) + 1,
              "one id per ReasonCode, in the enum's order");

} // namespace

std::string_view reasonCodeId(ReasonCode code)
{
    const auto index = static_cast<std::size_t>(code);
    return index < std::size(reasonIds) && reasonIds[index].first == code ? reasonIds[index].second : "unknown";
}

} // namespace gpuatlas::engine::inline core
