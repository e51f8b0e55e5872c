// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/calibration/Measurement.h"

namespace gpuatlas::engine::inline calibration {

Workload measurementWorkload(const Measurement& m)
{
    Workload w;
    w.name = "measurement";
    w.task = m.task;
    w.modelId = m.modelId;
    w.precision = m.precision;
    w.inference.promptTokens = m.promptTokens;
    w.inference.outputTokens = m.outputTokens;
    w.inference.batch = m.batch;
    w.inference.mode = InferenceMode::Offline;
    w.training.seqLen = m.seqLen;
    w.training.microBatch = m.batch;
    w.training.method = m.method;
    w.constraints.maxGpus = m.gpus;
    w.gpus = {m.gpuId};
    return w;
}

std::string_view measuredMetricId(MeasuredMetric metric)
{
    return metric == MeasuredMetric::TokensPerS ? "tokens_per_s" : "samples_per_s";
}

} // namespace gpuatlas::engine::inline calibration
