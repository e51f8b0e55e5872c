// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/LocalizedText.h"
#include "engine/core/Precision.h"
#include "engine/core/Source.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace gpuatlas::engine::inline core {

enum class FormFactor
{
    SXM,
    PCIe,
    OAM,
    Superchip, // a Grace-Blackwell module in a rack (GB200/GB300 NVL72); one entry is one of its GPUs
    Desktop,   // a whole desk-side computer built around the GPU (DGX Spark's GB10)
};

// Where the part is sold. China-market parts are cut to fit US export rules (H20, H800,
// A800, L20, RTX 4090 D, RTX 5090 D); the filters and notes set them apart.
enum class Market
{
    Global,
    China,
};

// Which parts a user is shown first: the market setting of the app (its default follows
// the interface language) and --market of the CLI (default All, so scripts keep their
// answers). China holds the China-market parts alone; All both.
enum class MarketScope
{
    Global,
    China,
    All,
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
    std::string name; // "NVLink", "Infinity Fabric", "Ethernet" (Gaudi 3's RoCE, DGX Spark's ConnectX-7)
    std::optional<int> generation;
    double bandwidthGBs = 0; // total bidirectional per GPU
    LinkTopology topology = LinkTopology::Switch;
    // The GPU-to-GPU domain: the largest group joined at this bandwidth (2 for a bridge,
    // 8 for an HGX board's NVSwitch, 72 for an NVL72 rack). Beyond it GPUs talk over the
    // network or PCIe; the layout planner reads this as the size of a tensor-parallel domain.
    int maxGpus = 2;
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
    Market market = Market::Global;
    // The id of the part this one is cut down from (h20 -> h100-sxm); empty for none.
    std::string variantOf;
    int shaderCores = 0; // 0: not published (Gaudi 3, B300, the China-market Hopper parts)
    std::optional<int> tensorCores;
    std::optional<int> tensorCoreGeneration;
    std::optional<double> fp64Tflops;
    double fp32Tflops = 0;
    std::array<std::optional<TensorRate>, allTensorFormats.size()> tensor{};
    bool sparsityDoubles = false;
    double memoryGB = 0;
    std::string memoryType;
    // The GPU's memory is the system's memory, shared with the CPU (GB10): memoryGB is the
    // whole pool, of which the operating system and the host program take their share.
    bool unifiedMemory = false;
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
    // Figures no vendor or maker document covers (a China-market part's power, say), in
    // the form of a source's `covers`: field names or JSON pointers relative to the GPU.
    // The figure rests on the best secondary source; the app marks it, the report says so.
    std::vector<std::string> unverified;
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
    // Fits a desk: a PCIe card for a workstation, or a desk-side system of its own.
    bool fitsWorkstation() const { return formFactor == FormFactor::PCIe || formFactor == FormFactor::Desktop; }
    const Source* sourceFor(std::string_view pointer) const { return sourceForField(sources, pointer); }
    // Whether the figure at `pointer` (e.g. "/tensor_tflops/fp8/dense") is listed as unverified,
    // by itself or by an ancestor ("/tensor_tflops/fp8").
    bool isUnverified(std::string_view pointer) const;
};

// Bidirectional bandwidth of a PCIe x16 slot of the given generation in GB/s
// (PCI-SIG: 16 GT/s x 16 lanes x 128b/130b = 31.5 GB/s per direction for Gen4).
double pcieX16BandwidthGBs(int generation);

std::string_view formFactorId(FormFactor formFactor);
std::optional<FormFactor> formFactorFromId(std::string_view id);
std::string_view linkTopologyId(LinkTopology topology);
std::string_view marketId(Market market);
std::optional<Market> marketFromId(std::string_view id);
bool inMarket(const Gpu& gpu, MarketScope scope);
std::string_view marketScopeId(MarketScope scope); // "global", "china", "all"
std::optional<MarketScope> marketScopeFromId(std::string_view id);

} // namespace gpuatlas::engine::inline core
