// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Precision.h"
#include "engine/core/Result.h"
#include "engine/core/Workload.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::engine::inline calibration {

enum class MeasuredMetric
{
    TokensPerS,  // generated (inference) or processed (training) tokens/s, all GPUs together
    SamplesPerS, // samples or images per second
};

// A throughput the user measured on a GPU (data/measurements.schema.json).
struct Measurement
{
    std::string gpuId;
    std::string modelId;
    Task task = Task::Inference;
    Precision precision = Precision::FP16;
    int batch = 1; // inference: per batch; training: micro-batch per GPU
    int promptTokens = 512;
    int outputTokens = 128;
    int seqLen = 2048;
    FinetuneMethod method = FinetuneMethod::Full;
    int gpus = 1;
    Runtime runtime = Runtime::Optimized;
    MeasuredMetric metric = MeasuredMetric::TokensPerS;
    double value = 0;
    std::string date;
    std::string note;

    bool operator==(const Measurement& other) const = default;
};

// The workload that reproduces a measurement (a fixed batch, one run), for the estimator.
Workload measurementWorkload(const Measurement& measurement);

std::string_view measuredMetricId(MeasuredMetric metric);

} // namespace gpuatlas::engine::inline calibration
