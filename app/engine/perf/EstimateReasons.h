// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"
#include "engine/core/Layout.h"
#include "engine/perf/CommModel.h"
#include "engine/perf/PerformanceModel.h"

#include <string_view>
#include <vector>

// Small helpers the estimator's parts share to write reasons and times into an Estimate.
namespace gpuatlas::engine::inline perf {

Reason reason(ReasonCode code, bool blocking, std::vector<ReasonArg> args = {});
ReasonArg number(const char* name, double value);
ReasonArg text(const char* name, std::string_view value);

// The out-of-memory reason of a breakdown that does not fit: always needs > usable.
void addOutOfMemory(Estimate& out, const MemoryBreakdown& memory);
void setTimes(Performance& performance, const StepTime& time);
bool blocked(const Estimate& estimate);
// How far a failed configuration is from meeting its blocking constraints: the largest
// ratio of what it needs to what it is allowed (memory, TTFT, ITL, load).
double shortfall(const Estimate& estimate);
// Parallelism of the estimate from a layout and its links.
Parallelism parallelismOf(const Layout& layout, const Link& shared, int nodes, bool training);

} // namespace gpuatlas::engine::inline perf
