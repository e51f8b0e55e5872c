// SPDX-License-Identifier: GPL-3.0-or-later
#include "SensitivitySweep.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui::charts {

using engine::Estimate;
using engine::Workload;

namespace {

// 1, 2, 3, 4, 6, 8, 12, 16... from `first` while at most `last` (whole numbers: there
// is no batch of 1.5).
std::vector<double> stepsOfOneAndAHalf(double first, double last)
{
    std::vector<double> out;
    for (double power = 1; power <= last; power *= 2) {
        for (const double step : {power, power * 1.5}) {
            if (step == std::floor(step) && step >= first && step <= last && (out.empty() || step > out.back()))
                out.push_back(step);
        }
    }
    return out;
}

// Sequences longer than this are rare on one GPU; the sweep stops here when the model
// does not say how long its context is.
constexpr double defaultLongestContext = 32768;

} // namespace

std::vector<SweepVariable> SensitivitySweep::variables(const Workload&, const engine::Model* model)
{
    if (model && !model->isTransformer())
        return {SweepVariable::Batch};
    return {SweepVariable::Batch, SweepVariable::Context};
}

std::vector<SweepResult> SensitivitySweep::results(const Workload& workload)
{
    if (workload.isTraining())
        return {SweepResult::Throughput, SweepResult::TimeToTrain, SweepResult::UnitCost};
    return {SweepResult::Throughput, SweepResult::UnitCost};
}

std::vector<double> SensitivitySweep::values(SweepVariable variable, const Workload& workload,
                                             const engine::Model* model, int maxBatch)
{
    if (variable == SweepVariable::Batch)
        return stepsOfOneAndAHalf(1, std::clamp(maxBatch, 1, 256));
    double longest = model && model->maxContext > 0 ? model->maxContext : defaultLongestContext;
    if (!workload.isTraining())
        longest -= workload.inference.outputTokens; // the answer must fit in the context too
    return stepsOfOneAndAHalf(workload.isTraining() ? 256 : 128, std::max(longest, 128.0));
}

Workload SensitivitySweep::applied(Workload workload, SweepVariable variable, double x)
{
    const int value = static_cast<int>(std::lround(x));
    workload.inference.requestsPerS.reset();
    if (variable == SweepVariable::Batch) {
        workload.inference.batch = value;
        workload.training.microBatch = value;
    } else if (workload.isTraining()) {
        workload.training.seqLen = value;
    } else {
        workload.inference.promptTokens = value;
    }
    return workload;
}

std::optional<double> SensitivitySweep::resultOf(const Estimate& estimate, const Workload& workload, SweepResult result,
                                                 CostBasis basis)
{
    switch (result) {
    case SweepResult::Throughput:
        return ResultValues::throughput(estimate, workload);
    case SweepResult::UnitCost:
        return ResultValues::cost(estimate, basis);
    case SweepResult::TimeToTrain:
        return estimate.performance.timeToTrainHours;
    }
    return std::nullopt;
}

Sweep SensitivitySweep::run(const Workload& workload, const std::vector<std::string>& gpuIds,
                            const SweepOptions& options, const std::vector<double>& xs, const Estimator& estimate)
{
    Sweep sweep;
    sweep.xs = xs;
    sweep.basis = workload.isTraining() ? CostBasis::PerRun : CostBasis::PerMillionTokens;
    bool unitsKnown = false;
    for (const auto& id : gpuIds) {
        SweepLine line;
        line.gpuId = id;
        for (const double x : xs) {
            const Workload point = applied(workload, options.variable, x);
            const auto result = estimate(point, id);
            if (result && !unitsKnown) {
                // The units follow what the engine fills for this task.
                sweep.basis = ResultValues::costBasis(std::span(&*result, 1), point);
                sweep.currency = result->cost.currency;
                sweep.throughputUnit = ResultValues::throughputUnit(*result, point);
                unitsKnown = true;
            }
            if (result && result->feasible) {
                line.values.push_back(resultOf(*result, point, options.result, sweep.basis));
                line.counts.push_back(result->count());
            } else {
                line.values.push_back(std::nullopt);
                line.counts.push_back(0);
            }
        }
        sweep.lines.push_back(std::move(line));
    }
    if (!unitsKnown)
        sweep.throughputUnit = ResultValues::tr("tokens/s");
    return sweep;
}

} // namespace gpuatlas::ui::charts
