// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LocalizedText.h"
#include "Precision.h"
#include "Source.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace gpuatlas::engine {

enum class FormFactor
{
    SXM,
    PCIe,
    OAM,
};

enum class LinkTopology
{
    Switch, // every GPU of a node reaches every other at full rate (NVSwitch)
    Bridge, // pairs joined by a bridge
    Mesh,   // point-to-point links between all GPUs of a node
};

// Dense and 2:4-sparse tensor throughput in TFLOPS (TOPS for INT8). Never mixed.
struct TensorRate
{
    double dense = 0;
    std::optional<double> sparse;
};

struct Interconnect
{
    std::string name; // "NVLink", "Infinity Fabric"
    std::optional<int> generation;
    double bandwidthGBs = 0; // total bidirectional per GPU
    LinkTopology topology = LinkTopology::Switch;
    int maxGpus = 2; // largest group joined at this bandwidth
};

struct Deployment
{
    LocalizedText name;
    LocalizedText text;
};

// What the source article says about a GPU, where it speaks of it.
struct ArticleNotes
{
    LocalizedText training;
    LocalizedText inference;
    std::vector<Deployment> deployments;

    bool empty() const { return training.empty() && inference.empty() && deployments.empty(); }
};

struct Gpu
{
    std::string id;
    std::string vendor;
    std::string name;
    std::string architecture;
    int launchYear = 0;
    FormFactor formFactor = FormFactor::PCIe;
    int shaderCores = 0;
    std::optional<int> tensorCores;
    std::optional<int> tensorCoreGeneration;
    std::optional<double> fp64Tflops;
    double fp32Tflops = 0;
    std::array<std::optional<TensorRate>, allTensorFormats.size()> tensor{};
    bool sparsityDoubles = false;
    double memoryGB = 0;
    std::string memoryType;
    double memoryBandwidthGBs = 0;
    std::optional<Interconnect> interconnect;
    int pcieGen = 4;
    // Peer-to-peer transfers over PCIe (GPU to GPU without host memory). NVIDIA disables
    // them on GeForce cards, so their collectives go through host memory (CommModel).
    bool peerToPeer = true;
    double tdpW = 0;
    int migInstances = 0;
    bool custom = false;
    std::vector<Source> sources;
    std::vector<LocalizedText> notes;
    ArticleNotes article;

    const std::optional<TensorRate>& tensorRate(TensorFormat format) const
    {
        return tensor[static_cast<std::size_t>(format)];
    }
    std::optional<TensorRate>& tensorRate(TensorFormat format) { return tensor[static_cast<std::size_t>(format)]; }

    // Bidirectional GPU-to-GPU bandwidth in GB/s: the NVLink/Infinity Fabric figure,
    // 0 without one (see pcieBandwidthGBs for the fallback path).
    double linkBandwidthGBs() const { return interconnect ? interconnect->bandwidthGBs : 0.0; }
    bool isHbm() const { return memoryType.rfind("HBM", 0) == 0; }
    const Source* sourceFor(std::string_view pointer) const { return sourceForField(sources, pointer); }
};

// Bidirectional bandwidth of a PCIe x16 slot of the given generation in GB/s
// (PCI-SIG: 16 GT/s x 16 lanes x 128b/130b = 31.5 GB/s per direction for Gen4).
double pcieX16BandwidthGBs(int generation);

std::string_view formFactorId(FormFactor formFactor);
std::string_view linkTopologyId(LinkTopology topology);

} // namespace gpuatlas::engine
