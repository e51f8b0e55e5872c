// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Precision.h"

#include <array>
#include <optional>
#include <string_view>

namespace gpuatlas::engine::inline core {

// The serving or training stack an estimate is for (workload `runtime`). The efficiency of
// a step depends on the runtime as much as on the GPU (docs/engine.md, "Runtimes"); each
// one is a named set of assumptions (Assumptions::forRuntime).
enum class Runtime
{
    Optimized, // the engine's optimised-server defaults (no runtime named)
    LlamaCpp,  // llama.cpp, and Ollama and LM Studio which run it
    Vllm,
    Sglang,
    TensorRtLlm,
    Transformers, // plain PyTorch / Hugging Face transformers
    Megatron,     // NeMo / Megatron-LM
    DeepSpeed,
    Fsdp,
};

inline constexpr std::array allRuntimes{Runtime::Optimized, Runtime::LlamaCpp,    Runtime::Vllm,
                                        Runtime::Sglang,    Runtime::TensorRtLlm, Runtime::Transformers,
                                        Runtime::Megatron,  Runtime::DeepSpeed,   Runtime::Fsdp};

// Contract ids: "optimized", "llama.cpp", "vllm", "sglang", "tensorrt-llm", "transformers",
// "megatron", "deepspeed", "fsdp".
std::string_view runtimeId(Runtime runtime);
std::optional<Runtime> runtimeFromId(std::string_view id);

// What a runtime is for: serving (inference) or training; the optimised defaults and
// transformers do both.
bool runtimeServes(Runtime runtime);
bool runtimeTrains(Runtime runtime);
// Whether the runtime has a format for the precision (llama.cpp has no FP8; training
// stacks do not train in INT4/INT8/FP4, which their own 16-bit fallback covers).
bool runtimeSupports(Runtime runtime, Precision precision, bool training);

} // namespace gpuatlas::engine::inline core
