// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Estimate.h"

namespace gpuatlas::engine::inline core {

std::string_view bottleneckId(Bottleneck bottleneck)
{
    switch (bottleneck) {
    case Bottleneck::Compute:
        return "compute";
    case Bottleneck::MemoryBandwidth:
        return "memory-bandwidth";
    case Bottleneck::Interconnect:
        return "interconnect";
    case Bottleneck::MemoryCapacity:
        return "memory-capacity";
    case Bottleneck::Overhead:
        return "overhead";
    }
    return "compute";
}

} // namespace gpuatlas::engine::inline core
