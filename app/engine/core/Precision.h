// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace gpuatlas::engine::inline core {

// Numeric formats a workload can ask for (the contract's "precision" values).
enum class Precision
{
    FP32,
    TF32,
    BF16,
    FP16,
    FP8,
    INT8,
    INT4,
    FP4, // Blackwell's NVFP4 (and MXFP4 weights): 4-bit floats with block scales
};

// The tensor-core formats a datasheet lists. Throughputs are kept per format, dense
// and sparse apart.
enum class TensorFormat
{
    TF32,
    BF16,
    FP16,
    FP8,
    INT8,
    FP4,
};

inline constexpr std::array allPrecisions{Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16,
                                          Precision::FP8,  Precision::INT8, Precision::INT4, Precision::FP4};
inline constexpr std::array allTensorFormats{TensorFormat::TF32, TensorFormat::BF16, TensorFormat::FP16,
                                             TensorFormat::FP8,  TensorFormat::INT8, TensorFormat::FP4};

// Contract ids: "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4", "fp4".
std::string_view precisionId(Precision precision);
std::optional<Precision> precisionFromId(std::string_view id);

// Catalogue keys: "tf32", "bf16", "fp16", "fp8", "int8", "fp4".
std::string_view tensorFormatId(TensorFormat format);
std::optional<TensorFormat> tensorFormatFromId(std::string_view id);

// Storage bits per element. INT4 is weight-only quantisation and FP4 carries block scales;
// their real cost per weight (scales and zero points included) is an engine assumption, see
// Assumptions.
double nominalBits(Precision precision);

} // namespace gpuatlas::engine::inline core
