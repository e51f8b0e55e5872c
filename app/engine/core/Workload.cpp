// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Workload.h"

namespace gpuatlas::engine::inline core {

Precision Workload::effectiveKvPrecision() const
{
    if (inference.kvPrecision)
        return *inference.kvPrecision;
    switch (precision) {
    case Precision::FP32:
    case Precision::BF16:
    case Precision::FP16:
    case Precision::FP8:
        return precision;
    case Precision::TF32:
        return Precision::FP32;
    case Precision::INT8:
    case Precision::INT4:
        break;
    case Precision::FP4:
        // NVFP4 checkpoints keep an FP8 KV cache (TensorRT-LLM's and vLLM's FP4 recipes).
        return Precision::FP8;
    }
    return Precision::FP16;
}

const Model* resolveModel(const Workload& workload, const ModelCatalog& models)
{
    return workload.inlineModel ? &*workload.inlineModel : models.find(workload.modelId);
}

std::string_view taskId(Task task)
{
    switch (task) {
    case Task::Inference:
        return "inference";
    case Task::Training:
        return "training";
    case Task::Finetune:
        return "finetune";
    }
    return "inference";
}

std::string_view finetuneMethodId(FinetuneMethod method)
{
    switch (method) {
    case FinetuneMethod::Full:
        return "full";
    case FinetuneMethod::Lora:
        return "lora";
    case FinetuneMethod::Qlora:
        return "qlora";
    }
    return "full";
}

std::string_view optimizerId(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return "adamw";
    case Optimizer::AdamW8bit:
        return "adamw-8bit";
    case Optimizer::Sgd:
        return "sgd";
    }
    return "adamw";
}

std::string_view recomputeId(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "selective";
}

std::string_view settingId(Setting setting)
{
    switch (setting) {
    case Setting::Cloud:
        return "cloud";
    case Setting::Node:
        return "node";
    case Setting::Workstation:
        return "workstation";
    }
    return "cloud";
}

} // namespace gpuatlas::engine::inline core
