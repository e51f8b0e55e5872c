// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommModel.h"

namespace gpuatlas::engine {

using A = AssumptionId;

namespace {

constexpr double microsecond = 1.0e-6;

Link pcieLink(const Gpu& gpu, const Assumptions& a)
{
    // pcieX16BandwidthGBs is both directions together; a ring sends one way at a time.
    return {LinkKind::Pcie, pcieX16BandwidthGBs(gpu.pcieGen) / 2.0, a[A::PcieEfficiency],
            a[A::PcieLatencyUs] * microsecond, false};
}

} // namespace

Link CommModel::intraNode(const Gpu& gpu, int gpus, const Assumptions& a)
{
    if (gpu.interconnect && gpu.interconnect->bandwidthGBs > 0) {
        if (gpus <= gpu.interconnect->maxGpus) {
            // The catalogue gives the total bidirectional figure (H100 SXM 900 GB/s = 450 each way).
            return {LinkKind::Nvlink, gpu.interconnect->bandwidthGBs / 2.0, a[A::NvlinkEfficiency],
                    a[A::NvlinkLatencyUs] * microsecond, false};
        }
        Link link = pcieLink(gpu, a);
        link.fellBackToPcie = true;
        return link;
    }
    return pcieLink(gpu, a);
}

Link CommModel::interNode(const Assumptions& a)
{
    // The network figure is already an achievable per-direction rate per GPU.
    return {LinkKind::Network, a[A::InterNodeGBs], 1.0, a[A::PcieLatencyUs] * microsecond, false};
}

double CommModel::allReduceSeconds(double bytes, int gpus, const Link& link)
{
    if (gpus <= 1 || bytes <= 0.0)
        return 0.0;
    const double n = gpus;
    return 2.0 * (n - 1.0) / n * bytes / (link.effectiveGBs() * 1.0e9) + link.latencySeconds;
}

double CommModel::allGatherSeconds(double bytes, int gpus, const Link& link)
{
    if (gpus <= 1 || bytes <= 0.0)
        return 0.0;
    const double n = gpus;
    return (n - 1.0) / n * bytes / (link.effectiveGBs() * 1.0e9) + link.latencySeconds;
}

} // namespace gpuatlas::engine
