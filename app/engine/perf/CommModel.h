// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Gpu.h"

namespace gpuatlas::engine::inline perf {

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
    // The network a GPU reaches other servers over: one adapter per GPU at the rate its
    // PCIe generation carries (Gen 4: 200 Gb/s HDR, Gen 5: 400 Gb/s NDR, Gen 6: 800 Gb/s).
    static Link interNode(const Gpu& gpu, const Assumptions& assumptions);

    // GPUs that share one server's links: topology.node_size, or the NVLink switch domain
    // when it is larger (72 GPUs of a GB200/GB300 NVL72 rack are one domain).
    static int nodeSize(const Gpu& gpu, const Assumptions& assumptions);
    // The link a group of GPUs talks over when its members are spread over `span`
    // consecutive GPUs (a group of 4 at stride 2 spans 8): NVLink within the GPU's NVLink
    // group, PCIe within a node, beyond it the network. A ring that crosses nodes also
    // crosses the links inside each node, so it runs at the slower of the network and
    // the node's own link (an L40S ring across servers is limited by PCIe). Pipeline
    // stages that cross nodes use it too: their transfers reach the network adapter
    // through the same links.
    static Link groupLink(const Gpu& gpu, int span, const Assumptions& assumptions);

    // Ring all-reduce: each GPU sends and receives 2(n-1)/n x bytes (Patarasuk & Yuan 2009).
    static double allReduceSeconds(double bytes, int gpus, const Link& link);
    // Ring all-gather or reduce-scatter: (n-1)/n x bytes.
    static double allGatherSeconds(double bytes, int gpus, const Link& link);
    // One transfer between two GPUs (pipeline-parallel activations).
    static double pointToPointSeconds(double bytes, const Link& link);
};

} // namespace gpuatlas::engine::inline perf
