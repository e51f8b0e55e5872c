// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Assumptions.h"
#include "Precision.h"
#include "Result.h"
#include "Workload.h"

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::engine {

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

// The "gpu-atlas-measurements" JSON format: schema validation, then "exactly one of
// tokens_per_s and samples_per_s".
Result<std::vector<Measurement>> readMeasurements(std::string_view text, const std::string& file);
nlohmann::json measurementsDocument(std::span<const Measurement> measurements);

// The same fields as CSV columns (a header row names them, in any order; unknown
// columns are errors). Diagnostics point at "/<line>/<column>", the line counted from
// 1 as editors do (the header is line 1).
Result<std::vector<Measurement>> readMeasurementsCsv(std::string_view text, const std::string& file);
std::string measurementsCsv(std::span<const Measurement> measurements);

// The workload that reproduces a measurement (a fixed batch, one run), for the estimator.
Workload measurementWorkload(const Measurement& measurement);

std::string_view measuredMetricId(MeasuredMetric metric);

} // namespace gpuatlas::engine
