// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Assumptions.h"
#include "Gpu.h"

namespace gpuatlas::engine {

enum class LinkKind
{
    Nvlink,  // NVLink, NVSwitch or Infinity Fabric
    Pcie,    // PCIe x16 of the card's generation
    Network, // between nodes
};

struct Link
{
    LinkKind kind = LinkKind::Pcie;
    double bandwidthGBs = 0; // per direction, per GPU, as specified
    double efficiency = 1;   // share of it a collective reaches
    double latencySeconds = 0;
    bool fellBackToPcie = false; // the GPU has NVLink but the group is larger than it joins

    double effectiveGBs() const { return bandwidthGBs * efficiency; }
};

// Collective communication between GPUs: ring algorithms over the link the GPUs
// really share. docs/engine.md, "Interconnect".
class CommModel
{
public:
    // The link `gpus` GPUs of one node talk over. A bridge joins only interconnect.maxGpus
    // cards; beyond that, and for cards without NVLink (L40S), it is PCIe.
    static Link intraNode(const Gpu& gpu, int gpus, const Assumptions& assumptions);
    static Link interNode(const Assumptions& assumptions);

    // Ring all-reduce: each GPU sends and receives 2(n-1)/n x bytes (Patarasuk & Yuan 2009).
    static double allReduceSeconds(double bytes, int gpus, const Link& link);
    // Ring all-gather or reduce-scatter: (n-1)/n x bytes.
    static double allGatherSeconds(double bytes, int gpus, const Link& link);
};

} // namespace gpuatlas::engine
