// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Runtime.h"

namespace gpuatlas::engine::inline core {

std::string_view runtimeId(Runtime runtime)
{
    switch (runtime) {
    case Runtime::Optimized:
        return "optimized";
    case Runtime::LlamaCpp:
        return "llama.cpp";
    case Runtime::Vllm:
        return "vllm";
    case Runtime::Sglang:
        return "sglang";
    case Runtime::TensorRtLlm:
        return "tensorrt-llm";
    case Runtime::Transformers:
        return "transformers";
    case Runtime::Megatron:
        return "megatron";
    case Runtime::DeepSpeed:
        return "deepspeed";
    case Runtime::Fsdp:
        return "fsdp";
    }
    return "optimized";
}

std::optional<Runtime> runtimeFromId(std::string_view id)
{
    for (const auto runtime : allRuntimes) {
        if (runtimeId(runtime) == id)
            return runtime;
    }
    return std::nullopt;
}

bool runtimeServes(Runtime runtime)
{
    switch (runtime) {
    case Runtime::Megatron:
    case Runtime::DeepSpeed:
    case Runtime::Fsdp:
        return false;
    default:
        return true;
    }
}

bool runtimeTrains(Runtime runtime)
{
    switch (runtime) {
    case Runtime::LlamaCpp:
    case Runtime::Vllm:
    case Runtime::Sglang:
    case Runtime::TensorRtLlm:
        return false;
    default:
        return true;
    }
}

bool runtimeSupports(Runtime runtime, Precision precision, bool training)
{
    if (training)
        return true; // quantised training falls back to 16 bit and says so (trains-in-16-bit)
    switch (runtime) {
    case Runtime::LlamaCpp:
        // GGUF: F32, F16, BF16, Q8_0 and the K-quants, MXFP4 (gpt-oss); no FP8 type.
        return precision != Precision::FP8 && precision != Precision::TF32;
    case Runtime::Transformers:
        // bitsandbytes gives 8 and 4 bits; FP8 and FP4 kernels are the serving stacks'.
        return precision != Precision::FP8 && precision != Precision::FP4;
    default:
        return true;
    }
}

} // namespace gpuatlas::engine::inline core
