// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Runtime.h"

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gpuatlas::engine::inline core {

// Every constant the estimator uses. Each one is named, has a unit and a source, and can
// be changed by the user (the app's assumptions view edits them and results update).
// docs/engine.md documents each formula that reads them.
enum class AssumptionId
{
    // Memory
    UsableMemoryFraction,
    TrainUsableMemoryFraction,
    RuntimeReserveGB,
    BatchedTokens,
    InferenceActivationBytes,
    LogitsBytes,
    MaxBatch,
    LargeGpuGiB,
    BatchedTokensSmallGpu,
    MaxBatchSmallGpu,
    Int4BitsPerWeight,
    Nf4BitsPerWeight,
    QuantEmbeddings16Bit,
    TrainWeightBytes,
    TrainGradientBytes,
    TrainMasterBytes,
    AdamStateBytes,
    Adam8bitStateBytes,
    SgdStateBytes,
    LoraStateBytes,
    ActivationCoeffStored,
    ActivationCoeffAttention,
    ActivationCoeffFullRecompute,
    Fp4BitsPerWeight,
    Fp8WeightCacheBytes,
    Fp8ActivationSaving,
    DiffusionLiveActivationShare,
    // Performance
    PrefillEfficiency,
    DecodeComputeEfficiency,
    EightBitPathEfficiency,
    DiffusionEfficiency,
    EightBitTrainEfficiency,
    DecodeBandwidthEfficiencyHbm,
    DecodeBandwidthEfficiencyGddr,
    KvReadEfficiency,
    StepOverheadMs,
    Fp4PathEfficiency,
    WeightOnlyEfficiency,
    MoeLayerOverheadUs,
    MlaAttentionEfficiency,
    SequenceOverheadUs,
    TrainComputeEfficiency,
    TrainBandwidthEfficiencyHbm,
    TrainBandwidthEfficiencyGddr,
    ElementwiseTrafficFactor,
    ElementwiseTrafficFactorTransformer,
    FullRecomputeFlopsFactor,
    LoraFlopsFactor,
    GlobalBatchTokens,
    // Interconnect
    NvlinkEfficiency,
    PcieEfficiency,
    NvlinkLatencyUs,
    PcieLatencyUs,
    HostStagedFraction,
    HostStagedLatencyUs,
    InterNodeGBs,
    InterNodeGBsPcie4,
    InterNodeGBsPcie6,
    DataParallelOverlap,
    TensorParallelOverlap,
    NodeSize,
    WorkstationMaxGpus,
    // Energy
    PowerUtilisation,
    Pue,
    // Host (llama.cpp offload)
    HostDesktopBandwidthGBs,
    HostServerBandwidthGBs,
    HostBandwidthEfficiency,
    HostMemoryGB,
    HostAttentionLayerUs,
    HostAttentionGflops,
    MinUsefulTokensPerS,
    // Uncertainty
    RangeLow,
    RangeHigh,
    RangeInterconnectLow,
    RangeInterconnectHigh,
    RangeNotNativeWiden,
    // Suitability matrix (SuitabilityMatrix): how a cell's verdict follows from the scores
    MatrixRecommendedShare,
    MatrixSuitableShare,
    MatrixGapRatio,

    Count
};

inline constexpr std::size_t assumptionCount = static_cast<std::size_t>(AssumptionId::Count);

// Average board power under sustained AI load as a fraction of TDP: GPUs draw 60-90% of TDP
// in training and serving (ML.ENERGY leaderboard, MLPerf Power). One figure, the default of
// both energy.power_fraction (a job's energy) and own.power_fraction (cost of ownership).
inline constexpr double typicalBoardPowerFraction = 0.75;

enum class AssumptionGroup
{
    Memory,
    Performance,
    Interconnect,
    Energy,
    Host,
    Uncertainty,
    Suitability,
};

struct AssumptionInfo
{
    AssumptionId id;
    AssumptionGroup group;
    std::string_view key; // stable, e.g. "memory.usable_fraction"
    double defaultValue;
    std::string_view unit; // "fraction", "GB", "bits/weight", "ms", ...
    double minimum;
    double maximum;
    std::string_view source; // paper, datasheet or measurement (English citation)
};

class Assumptions
{
public:
    Assumptions(); // the defaults: an optimized serving stack
    static Assumptions forRuntime(Runtime runtime);

    static std::span<const AssumptionInfo> all();
    static const AssumptionInfo& info(AssumptionId id);
    static const AssumptionInfo* find(std::string_view key);

    double operator[](AssumptionId id) const { return m_values[static_cast<std::size_t>(id)]; }
    double value(AssumptionId id) const { return (*this)[id]; }
    // Clamped to the entry's [minimum, maximum]; returns the value stored.
    double set(AssumptionId id, double value);
    // False for an unknown key.
    bool set(std::string_view key, double value);
    bool isDefault(AssumptionId id) const;

    Runtime runtime() const { return m_runtime; }
    std::string_view runtimeId() const;
    static std::optional<Runtime> runtimeFromId(std::string_view id);
    // The assumptions of `runtime` with what the user changed from their own runtime's
    // defaults (edited entries, calibration factors) carried over: how a workload's runtime
    // replaces the stack the user's assumptions were made for.
    Assumptions forOtherRuntime(Runtime runtime) const;

    // Per-GPU calibration factors (1 = none) that multiply every efficiency of that GPU.
    // A later issue fits them from the user's own measurements.
    void setGpuFactor(const std::string& gpuId, double factor);
    double gpuFactor(std::string_view gpuId) const;
    const std::map<std::string, double, std::less<>>& gpuFactors() const { return m_gpuFactors; }

private:
    std::array<double, assumptionCount> m_values{};
    Runtime m_runtime = Runtime::Optimized;
    std::map<std::string, double, std::less<>> m_gpuFactors;
};

std::string_view assumptionGroupId(AssumptionGroup group);

} // namespace gpuatlas::engine::inline core
