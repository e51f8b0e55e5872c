// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Model.h"
#include "engine/core/Precision.h"
#include "engine/core/Result.h"
#include "engine/core/Runtime.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuatlas::engine::inline core {

enum class Task
{
    Inference,
    Training,
    Finetune,
};

enum class FinetuneMethod
{
    Full,
    Lora,
    Qlora,
};

enum class Optimizer
{
    AdamW,     // mixed precision: 16 bytes per parameter of model states
    AdamW8bit, // bitsandbytes 8-bit states
    Sgd,       // with momentum
};

enum class Recompute
{
    None,
    Selective,
    Full,
};

enum class InferenceMode
{
    Online,  // serving requests as they come, latency matters
    Offline, // batch processing, throughput matters
};

enum class Setting
{
    Cloud,
    Node,        // a data-centre server (up to 8 GPUs joined by the best link the GPU has)
    Workstation, // a desktop tower: a few PCIe cards
};

struct InferenceSpec
{
    int promptTokens = 512;
    int outputTokens = 128;
    std::optional<int> batch = 1; // nullopt: "max", the largest batch that fits
    std::optional<Precision> kvPrecision;
    std::optional<double> requestsPerS;
    std::optional<double> maxTtftMs;
    std::optional<double> maxItlMs;
    InferenceMode mode = InferenceMode::Online;
    std::optional<int> tensorParallel; // pinned tensor-parallel size; the other GPUs are replicas
    std::optional<int> gpuLayers;      // llama.cpp n_gpu_layers: layers on the GPU, the rest in system memory
    bool kvInHostMemory = false;       // llama.cpp --no-kv-offload: the KV cache in system memory, attention on the CPU
};

struct TrainingSpec
{
    double tokens = 1.0e9;
    int seqLen = 2048;
    int microBatch = 8;
    bool microBatchMax = false; // "max": the largest micro-batch that fits (microBatch is then a starting value)
    FinetuneMethod method = FinetuneMethod::Full;
    Optimizer optimizer = Optimizer::AdamW;
    Recompute recompute = Recompute::Selective;
    int zeroStage = 1;
    int loraRank = 16;
    std::optional<double> epochs;
    std::optional<double> datasetTokens;
    std::optional<double> samples;     // non-token models: images in the run
    std::optional<int> tensorParallel; // pinned sizes; the other GPUs are data parallel
    std::optional<int> pipelineParallel;
};

struct Constraints
{
    int maxGpus = 8;
    // A GPU count the user fixed (constraints.gpu_count): every candidate is estimated at
    // it. nullopt: the smallest count that fits and meets the constraints.
    std::optional<int> gpuCount;
    std::optional<double> maxUsdPerHour;
    std::optional<double> deadlineHours;
    std::optional<double> maxUsdTotal;
    Setting setting = Setting::Cloud;
};

struct Priorities
{
    double speed = 1.0;
    double cost = 1.0;
    double energy = 0.0;
};

struct Workload
{
    std::string name;
    Task task = Task::Inference;
    std::string modelId; // a built-in id; empty when the model is inline
    std::optional<Model> inlineModel;
    Precision precision = Precision::FP16;
    std::optional<Runtime> runtime; // the stack the numbers are for; nullopt: the optimised defaults
    InferenceSpec inference;
    TrainingSpec training;
    Constraints constraints;
    Priorities priorities;
    std::vector<std::string> gpus; // candidates; empty means all

    bool isTraining() const { return task != Task::Inference; }
    // The KV-cache element type actually used (contract: the precision when it is a
    // float format, fp16 for weight-only int8/int4).
    Precision effectiveKvPrecision() const;
};

// The model a workload refers to, or nullptr.
const Model* resolveModel(const Workload& workload, const ModelCatalog& models);

std::string_view taskId(Task task);
std::string_view finetuneMethodId(FinetuneMethod method);
std::string_view optimizerId(Optimizer optimizer);
std::string_view recomputeId(Recompute recompute);
std::string_view settingId(Setting setting);

} // namespace gpuatlas::engine::inline core
