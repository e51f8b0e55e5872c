// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Reason.h"

namespace gpuatlas::engine::inline core {

std::string_view reasonCodeId(ReasonCode code)
{
    switch (code) {
    case ReasonCode::OutOfMemory:
        return "out-of-memory";
    case ReasonCode::TooManyGpus:
        return "too-many-gpus";
    case ReasonCode::NoNvlink:
        return "no-nvlink";
    case ReasonCode::PcieFallback:
        return "pcie-fallback";
    case ReasonCode::PrecisionNotNative:
        return "precision-not-native";
    case ReasonCode::KvPrecisionUsed:
        return "kv-precision";
    case ReasonCode::OverBudget:
        return "over-budget";
    case ReasonCode::OverTotalBudget:
        return "over-total-budget";
    case ReasonCode::MissesDeadline:
        return "misses-deadline";
    case ReasonCode::MissesTtft:
        return "misses-ttft";
    case ReasonCode::MissesItl:
        return "misses-itl";
    case ReasonCode::CannotSustainLoad:
        return "cannot-sustain-load";
    case ReasonCode::NoPrice:
        return "no-price";
    case ReasonCode::NotForWorkstation:
        return "not-for-workstation";
    case ReasonCode::ZeroShardsStates:
        return "zero-shards-states";
    case ReasonCode::TensorParallel:
        return "tensor-parallel";
    case ReasonCode::MultiNode:
        return "multi-node";
    case ReasonCode::MoeAllExpertsResident:
        return "moe-all-experts-resident";
    case ReasonCode::ServesLoad:
        return "serves-load";
    case ReasonCode::BatchLimitedByMemory:
        return "batch-limited-by-memory";
    case ReasonCode::BatchLimitedByTtft:
        return "batch-limited-by-ttft";
    case ReasonCode::CountAboveMaxGpus:
        return "count-above-max-gpus";
    case ReasonCode::TrainsIn16Bit:
        return "trains-in-16-bit";
    case ReasonCode::ExceedsContext:
        return "exceeds-context";
    case ReasonCode::PipelineParallel:
        return "pipeline-parallel";
    case ReasonCode::ExpertParallel:
        return "expert-parallel";
    case ReasonCode::LayoutPinned:
        return "layout-pinned";
    case ReasonCode::LayoutNotPossible:
        return "layout-not-possible";
    case ReasonCode::MicroBatchMax:
        return "micro-batch-max";
    case ReasonCode::SmallerMicroBatchFits:
        return "smaller-micro-batch-fits";
    case ReasonCode::Fp8Training:
        return "fp8-training";
    case ReasonCode::LayoutSlower:
        return "layout-slower";
    case ReasonCode::LayoutBatchLimited:
        return "layout-batch-limited";
    case ReasonCode::LayoutLowerCapacity:
        return "layout-lower-capacity";
    case ReasonCode::LayoutTiedSimpler:
        return "layout-tied-simpler";
    case ReasonCode::RuntimeUsed:
        return "runtime";
    case ReasonCode::RuntimeLacksPrecision:
        return "runtime-lacks-precision";
    case ReasonCode::RuntimeNotForTask:
        return "runtime-not-for-task";
    case ReasonCode::PartialOffload:
        return "partial-offload";
    case ReasonCode::OffloadTooSlow:
        return "offload-too-slow";
    case ReasonCode::HostOutOfMemory:
        return "host-out-of-memory";
    case ReasonCode::NoContinuousBatching:
        return "no-continuous-batching";
    case ReasonCode::BelowBestScore:
        return "below-best-score";
    case ReasonCode::CostsMoreThanBest:
        return "costs-more-than-best";
    case ReasonCode::SlowerThanBest:
        return "slower-than-best";
    case ReasonCode::CountChosen:
        return "count-chosen";
    }
    return "unknown";
}

} // namespace gpuatlas::engine::inline core
