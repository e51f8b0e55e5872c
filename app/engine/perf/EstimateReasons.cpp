// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/perf/EstimateReasons.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline perf {

Reason reason(ReasonCode code, bool blocking, std::vector<ReasonArg> args)
{
    return {code, blocking, std::move(args)};
}

ReasonArg number(const char* name, double value)
{
    return {name, value, {}};
}

ReasonArg text(const char* name, std::string_view value)
{
    return {name, std::nan(""), std::string(value)};
}

void addOutOfMemory(Estimate& out, const MemoryBreakdown& memory)
{
    out.reasons.push_back(reason(ReasonCode::OutOfMemory, true,
                                 {number("needs_gb", memory.totalGB()), number("usable_gb", memory.usableGB),
                                  number("capacity_gb", memory.capacityGB)}));
    out.performance.bottleneck = Bottleneck::MemoryCapacity;
}

void setTimes(Performance& perf, const StepTime& time)
{
    perf.computeSeconds = time.compute;
    perf.memorySeconds = time.memory;
    perf.commSeconds = time.comm;
    perf.overheadSeconds = time.overhead;
    perf.bottleneck = time.bottleneck();
}

bool blocked(const Estimate& estimate)
{
    return std::any_of(estimate.reasons.begin(), estimate.reasons.end(), [](const Reason& r) { return r.blocking; });
}

double shortfall(const Estimate& e)
{
    double worst = 1.0;
    for (const auto& r : e.reasons) {
        if (!r.blocking)
            continue;
        double ratio = 1.0;
        switch (r.code) {
        case ReasonCode::OutOfMemory:
            ratio = r.number("needs_gb") / r.number("usable_gb");
            break;
        case ReasonCode::MissesTtft:
            ratio = r.number("ttft_ms") / r.number("max_ttft_ms");
            break;
        case ReasonCode::MissesItl:
            ratio = r.number("itl_ms") / r.number("max_itl_ms");
            break;
        case ReasonCode::CannotSustainLoad:
            ratio = r.number("requests_per_s") / r.number("max_requests_per_s");
            break;
        case ReasonCode::MissesDeadline:
            ratio = r.number("hours") / r.number("deadline_hours");
            break;
        default:
            break;
        }
        if (std::isfinite(ratio))
            worst = std::max(worst, ratio);
    }
    return worst;
}

Parallelism parallelismOf(const Layout& layout, const Link& shared, int nodes, bool training)
{
    Parallelism p;
    p.count = layout.count();
    p.tensorParallel = layout.tensorParallel;
    p.pipelineParallel = layout.pipelineParallel;
    p.expertParallel = layout.expertParallel;
    p.replicas = layout.replicas;
    p.virtualStages = layout.virtualStages;
    p.attentionDataParallel = layout.attentionDataParallel;
    p.dataParallel = training ? layout.replicas : layout.replicas * layout.attentionDataParallel;
    const bool talks = layout.count() > 1 && (training || layout.instanceSize() > 1);
    p.nvlink = talks && shared.kind == LinkKind::Nvlink;
    p.linkGBs = talks ? shared.bandwidthGBs : 0.0;
    p.nodes = nodes;
    return p;
}

} // namespace gpuatlas::engine::inline perf
