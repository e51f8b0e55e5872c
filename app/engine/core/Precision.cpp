// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Precision.h"

namespace gpuatlas::engine::inline core {

std::string_view precisionId(Precision precision)
{
    switch (precision) {
    case Precision::FP32:
        return "fp32";
    case Precision::TF32:
        return "tf32";
    case Precision::BF16:
        return "bf16";
    case Precision::FP16:
        return "fp16";
    case Precision::FP8:
        return "fp8";
    case Precision::INT8:
        return "int8";
    case Precision::INT4:
        return "int4";
    case Precision::FP4:
        return "fp4";
    }
    return "fp16";
}

std::optional<Precision> precisionFromId(std::string_view id)
{
    for (const auto precision : allPrecisions) {
        if (precisionId(precision) == id)
            return precision;
    }
    return std::nullopt;
}

std::string_view tensorFormatId(TensorFormat format)
{
    switch (format) {
    case TensorFormat::TF32:
        return "tf32";
    case TensorFormat::BF16:
        return "bf16";
    case TensorFormat::FP16:
        return "fp16";
    case TensorFormat::FP8:
        return "fp8";
    case TensorFormat::INT8:
        return "int8";
    case TensorFormat::FP4:
        return "fp4";
    }
    return "fp16";
}

std::optional<TensorFormat> tensorFormatFromId(std::string_view id)
{
    for (const auto format : allTensorFormats) {
        if (tensorFormatId(format) == id)
            return format;
    }
    return std::nullopt;
}

double nominalBits(Precision precision)
{
    switch (precision) {
    case Precision::FP32:
    case Precision::TF32:
        return 32.0; // TF32 is stored as FP32; only the multiply is narrower
    case Precision::BF16:
    case Precision::FP16:
        return 16.0;
    case Precision::FP8:
    case Precision::INT8:
        return 8.0;
    case Precision::INT4:
    case Precision::FP4:
        return 4.0;
    }
    return 16.0;
}

} // namespace gpuatlas::engine::inline core
