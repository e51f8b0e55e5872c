// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ResultValues.h"
#include "engine/core/Estimate.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"

#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gpuatlas::ui::charts {

// What a sensitivity chart varies.
enum class SweepVariable
{
    Batch,   // inference batch, or training micro-batch per GPU
    Context, // inference prompt length, or training sequence length
};

// The engine result it follows.
enum class SweepResult
{
    Throughput,  // tokens/s (images/s, samples/s)
    UnitCost,    // $/M tokens for inference, $ per run for training
    TimeToTrain, // training only
};

struct SweepOptions
{
    SweepVariable variable = SweepVariable::Batch;
    SweepResult result = SweepResult::Throughput;
    bool logX = true; // batch sizes and lengths grow by factors: a log axis spaces them evenly
};

struct SweepLine
{
    std::string gpuId;
    std::vector<std::optional<double>> values; // per x; nullopt where the GPU is not feasible
    std::vector<int> counts;                   // GPUs the engine chose at each x (0: none)
};

struct Sweep
{
    std::vector<double> xs;
    std::vector<SweepLine> lines;
    CostBasis basis = CostBasis::PerMillionTokens;     // of UnitCost
    engine::Currency currency = engine::Currency::USD; // of UnitCost: the estimates' (Workspace::currency)
    QString throughputUnit;                            // of Throughput ("tokens/s")
};

// Runs the engine over a range of batch sizes or context lengths, each GPU at the count
// the engine chooses at each point. Without the request rate: a sweep shows what each
// GPU can do at that batch, not how it copes with one fixed load.
class SensitivitySweep
{
public:
    using Estimator = std::function<std::optional<engine::Estimate>(const engine::Workload&, const std::string& gpuId)>;

    // What can be varied and followed for this workload (image models have no context).
    static std::vector<SweepVariable> variables(const engine::Workload& workload, const engine::Model* model);
    static std::vector<SweepResult> results(const engine::Workload& workload);
    static bool higherIsBetter(SweepResult result) { return result == SweepResult::Throughput; }

    // The x values: powers of two and the halfway steps (1, 2, 3, 4, 6, 8, 12...),
    // batches up to min(256, maxBatch), lengths within the model's context.
    static std::vector<double> values(SweepVariable variable, const engine::Workload& workload,
                                      const engine::Model* model, int maxBatch);
    // `workload` with the variable set to `x` and no request rate.
    static engine::Workload applied(engine::Workload workload, SweepVariable variable, double x);
    static std::optional<double> resultOf(const engine::Estimate& estimate, const engine::Workload& workload,
                                          SweepResult result, CostBasis basis);

    static Sweep run(const engine::Workload& workload, const std::vector<std::string>& gpuIds,
                     const SweepOptions& options, const std::vector<double>& xs, const Estimator& estimate);
};

} // namespace gpuatlas::ui::charts
