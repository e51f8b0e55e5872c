// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/perf/CommModel.h"

#include "engine/core/UnitConstants.h"

#include <algorithm>

namespace gpuatlas::engine::inline perf {

using A = AssumptionId;

namespace {

Link pcieLink(const Gpu& gpu, const Assumptions& a)
{
    // pcieX16BandwidthGBs is both directions together; a ring sends one way at a time.
    Link link{LinkKind::Pcie, pcieX16BandwidthGBs(gpu.pcieGen) / 2.0, a[A::PcieEfficiency],
              a[A::PcieLatencyUs] * units::micro, false};
    if (!gpu.peerToPeer) {
        // Through host memory: every byte crosses PCIe twice, with the CPU in between.
        link.efficiency *= a[A::HostStagedFraction];
        link.latencySeconds = a[A::HostStagedLatencyUs] * units::micro;
    }
    return link;
}

} // namespace

Link CommModel::intraNode(const Gpu& gpu, int gpus, const Assumptions& a)
{
    if (gpu.interconnect && gpu.interconnect->bandwidthGBs > 0) {
        if (gpus <= gpu.interconnect->maxGpus) {
            // The catalogue gives the total bidirectional figure (H100 SXM 900 GB/s = 450 each way).
            return {LinkKind::Nvlink, gpu.interconnect->bandwidthGBs / 2.0, a[A::NvlinkEfficiency],
                    a[A::NvlinkLatencyUs] * units::micro, false};
        }
        Link link = pcieLink(gpu, a);
        link.fellBackToPcie = true;
        return link;
    }
    return pcieLink(gpu, a);
}

Link CommModel::interNode(const Gpu& gpu, const Assumptions& a)
{
    Link link = interNode(a);
    if (gpu.pcieGen <= 3)
        link.bandwidthGBs = a[A::InterNodeGBsPcie4] / 2.0;
    else if (gpu.pcieGen == 4)
        link.bandwidthGBs = a[A::InterNodeGBsPcie4];
    else if (gpu.pcieGen >= 6)
        link.bandwidthGBs = a[A::InterNodeGBsPcie6];
    return link;
}

Link CommModel::interNode(const Assumptions& a)
{
    // The network figure is already an achievable per-direction rate per GPU.
    return {LinkKind::Network, a[A::InterNodeGBs], 1.0, a[A::PcieLatencyUs] * units::micro, false};
}

int CommModel::nodeSize(const Gpu& gpu, const Assumptions& a)
{
    const int server = static_cast<int>(a[A::NodeSize]);
    const bool switched =
        gpu.interconnect && gpu.interconnect->bandwidthGBs > 0 && gpu.interconnect->topology == LinkTopology::Switch;
    return switched ? std::max(server, gpu.interconnect->maxGpus) : server;
}

Link CommModel::groupLink(const Gpu& gpu, int span, const Assumptions& a)
{
    const int node = nodeSize(gpu, a);
    if (span <= node)
        return intraNode(gpu, span, a);
    const Link inside = intraNode(gpu, node, a);
    Link link = interNode(gpu, a);
    link.bandwidthGBs = std::min(link.bandwidthGBs, inside.effectiveGBs());
    link.fellBackToPcie = inside.fellBackToPcie;
    return link;
}

double CommModel::allReduceSeconds(double bytes, int gpus, const Link& link)
{
    if (gpus <= 1 || bytes <= 0.0)
        return 0.0;
    const double n = gpus;
    return 2.0 * (n - 1.0) / n * bytes / (link.effectiveGBs() * units::giga) + link.latencySeconds;
}

double CommModel::allGatherSeconds(double bytes, int gpus, const Link& link)
{
    if (gpus <= 1 || bytes <= 0.0)
        return 0.0;
    const double n = gpus;
    return (n - 1.0) / n * bytes / (link.effectiveGBs() * units::giga) + link.latencySeconds;
}

double CommModel::pointToPointSeconds(double bytes, const Link& link)
{
    if (bytes <= 0.0)
        return 0.0;
    return bytes / (link.effectiveGBs() * units::giga) + link.latencySeconds;
}

} // namespace gpuatlas::engine::inline perf
