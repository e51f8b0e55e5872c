// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every estimate must be, whatever the input: numbers, never inf or NaN (they would
// reach the table, the charts and the published JSON as nonsense, or as null where a
// number is promised), a score of 0-100, at least one GPU. Shared by the fuzz harnesses
// (tests/fuzz) and tst_ExtremeInputs.

#include "engine/core/Estimate.h"

#include <cmath>
#include <optional>
#include <string>
#include <utility>

namespace gpuatlas::testing {

// The first thing wrong with `estimate`, or an empty string.
inline std::string estimateProblem(const engine::Estimate& estimate)
{
    std::string problem;
    const auto check = [&problem, &estimate](const std::optional<double>& value, const char* what) {
        if (problem.empty() && value && !std::isfinite(*value))
            problem = estimate.gpuId + ": " + what + " = " + std::to_string(*value);
    };
    const auto& m = estimate.memory;
    const std::pair<double, const char*> memory[] = {{m.capacityGB, "memory capacity"},
                                                     {m.usableGB, "memory usable"},
                                                     {m.weightsGB, "memory weights"},
                                                     {m.kvCacheGB, "memory KV cache"},
                                                     {m.activationsGB, "memory activations"},
                                                     {m.gradientsGB, "memory gradients"},
                                                     {m.optimizerGB, "memory optimizer"},
                                                     {m.overheadGB, "memory overhead"},
                                                     {m.kvBytesPerToken, "memory KV bytes per token"},
                                                     {m.totalGB(), "memory total"}};
    for (const auto& [value, what] : memory)
        check(value, what);
    const auto& p = estimate.performance;
    for (const auto& value : {p.tokensPerS, p.ttftMs, p.itlMs, p.imagesPerS, p.samplesPerS, p.timeToTrainHours})
        check(value, "performance");
    for (const double value :
         {p.rangeLow, p.rangeHigh, p.computeSeconds, p.memorySeconds, p.commSeconds, p.overheadSeconds})
        check(value, "performance time");
    const auto& c = estimate.cost;
    for (const auto& value : {c.usdPerHour, c.usdPerMillionTokens, c.usdTotal, c.energyKwh})
        check(value, "cost");
    check(c.powerKw, "power");
    check(estimate.score, "score");
    if (problem.empty() && !(estimate.score >= 0 && estimate.score <= 100))
        problem = estimate.gpuId + ": score out of 0-100";
    if (problem.empty() && estimate.parallelism.count < 1)
        problem = estimate.gpuId + ": count below 1";
    if (problem.empty() && estimate.batch < 0)
        problem = estimate.gpuId + ": negative batch";
    return problem;
}

} // namespace gpuatlas::testing
