// SPDX-License-Identifier: GPL-3.0-or-later
// The assumptions' names and descriptions as the Assumptions view, the report and the docs
// show them: one row per AssumptionId, in the enum's order, translated in the EngineText
// context (translations/*.ts).
#include "EngineText.h"

#include <QCoreApplication>

#include <array>
#include <cstddef>

namespace gpuatlas::text {

using engine::AssumptionId;

namespace {

struct AssumptionText
{
    AssumptionId id;
    const char* label;
    const char* description;
};

constexpr AssumptionText assumptionTexts[] = {
    {AssumptionId::UsableMemoryFraction, QT_TRANSLATE_NOOP("EngineText", "Usable share of GPU memory"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "Share of the card's memory the runtime may fill; the rest is left to the driver, fragmentation and "
         "other processes.")},
    {AssumptionId::TrainUsableMemoryFraction, QT_TRANSLATE_NOOP("EngineText", "Usable share of GPU memory (training)"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "Share of the card's memory a training job may fill; training frameworks reserve nothing up front.")},
    {AssumptionId::RuntimeReserveGB, QT_TRANSLATE_NOOP("EngineText", "Runtime reserve"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Memory the runtime keeps for the CUDA context, library workspaces and CUDA graphs.")},
    {AssumptionId::BatchedTokens, QT_TRANSLATE_NOOP("EngineText", "Tokens per forward pass"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Tokens an inference server processes in one forward pass; sizes its activation workspace.")},
    {AssumptionId::InferenceActivationBytes, QT_TRANSLATE_NOOP("EngineText", "Bytes per activation"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes per activation value during inference.")},
    {AssumptionId::LogitsBytes, QT_TRANSLATE_NOOP("EngineText", "Bytes per logit"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes per output logit (kept in FP32 for the softmax and the loss).")},
    {AssumptionId::MaxBatch, QT_TRANSLATE_NOOP("EngineText", "Largest batch"),
     QT_TRANSLATE_NOOP("EngineText", "The most sequences a server runs at once when the batch is \"max\".")},
    {AssumptionId::LargeGpuGiB, QT_TRANSLATE_NOOP("EngineText", "Large-GPU threshold"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "GPU memory from which the serving runtime uses its large scheduler defaults (vLLM: 70 GiB, A100s "
         "excluded).")},
    {AssumptionId::BatchedTokensSmallGpu, QT_TRANSLATE_NOOP("EngineText", "Tokens per forward pass (smaller GPUs)"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "Tokens an inference server processes in one forward pass on GPUs below the large-GPU threshold.")},
    {AssumptionId::MaxBatchSmallGpu, QT_TRANSLATE_NOOP("EngineText", "Largest batch (smaller GPUs)"),
     QT_TRANSLATE_NOOP("EngineText",
                       "The most sequences a server runs at once on GPUs below the large-GPU threshold.")},
    {AssumptionId::Int4BitsPerWeight, QT_TRANSLATE_NOOP("EngineText", "INT4 bits per weight"),
     QT_TRANSLATE_NOOP("EngineText", "Real storage of a 4-bit weight including group scales and zero points.")},
    {AssumptionId::Nf4BitsPerWeight, QT_TRANSLATE_NOOP("EngineText", "NF4 bits per weight (QLoRA)"),
     QT_TRANSLATE_NOOP("EngineText", "Storage of a QLoRA NF4 weight with double quantisation.")},
    {AssumptionId::QuantEmbeddings16Bit, QT_TRANSLATE_NOOP("EngineText", "Embeddings kept at 16 bits"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "Share of the embedding and output-head weights a quantised (INT4, INT8, FP8) model keeps at 16 bits.")},
    {AssumptionId::TrainWeightBytes, QT_TRANSLATE_NOOP("EngineText", "Training weight bytes"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes per working weight in mixed-precision training.")},
    {AssumptionId::TrainGradientBytes, QT_TRANSLATE_NOOP("EngineText", "Gradient bytes"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes per gradient in mixed-precision training.")},
    {AssumptionId::TrainMasterBytes, QT_TRANSLATE_NOOP("EngineText", "Master weight bytes"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes per FP32 master weight kept by the optimizer.")},
    {AssumptionId::AdamStateBytes, QT_TRANSLATE_NOOP("EngineText", "Adam state bytes"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes of Adam/AdamW moments per parameter.")},
    {AssumptionId::Adam8bitStateBytes, QT_TRANSLATE_NOOP("EngineText", "8-bit Adam state bytes"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes of 8-bit Adam moments per parameter.")},
    {AssumptionId::SgdStateBytes, QT_TRANSLATE_NOOP("EngineText", "SGD momentum bytes"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes of SGD momentum per parameter.")},
    {AssumptionId::LoraStateBytes, QT_TRANSLATE_NOOP("EngineText", "LoRA adapter bytes"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes per trained adapter parameter: weight, gradient and optimizer state.")},
    {AssumptionId::ActivationCoeffStored, QT_TRANSLATE_NOOP("EngineText", "Activation coefficient (per layer)"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Bytes stored per token and hidden unit in each layer (Korthikanti et al. 2022).")},
    {AssumptionId::ActivationCoeffAttention, QT_TRANSLATE_NOOP("EngineText", "Attention score coefficient"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Bytes of attention scores per token, head and token of context, without recomputation.")},
    {AssumptionId::ActivationCoeffFullRecompute, QT_TRANSLATE_NOOP("EngineText", "Full recomputation coefficient"),
     QT_TRANSLATE_NOOP("EngineText", "Bytes kept per token and hidden unit in each layer with full recomputation.")},
    {AssumptionId::Fp4BitsPerWeight, QT_TRANSLATE_NOOP("EngineText", "FP4 bits per weight"),
     QT_TRANSLATE_NOOP("EngineText", "Real storage of an FP4 weight including its block scales (NVFP4: 4.5 bits).")},
    {AssumptionId::Fp8WeightCacheBytes, QT_TRANSLATE_NOOP("EngineText", "FP8 weight cache"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "Bytes per parameter that FP8 training keeps as FP8 copies of the weights (and their transposes).")},
    {AssumptionId::Fp8ActivationSaving, QT_TRANSLATE_NOOP("EngineText", "FP8 activation saving"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Bytes per token and hidden unit saved in each layer when FP8 training keeps the linear layers' "
                       "inputs in FP8.")},
    {AssumptionId::DiffusionLiveActivationShare,
     QT_TRANSLATE_NOOP("EngineText", "Live activations of a denoising step"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Share of a training sample's stored activations that an image model keeps at once while it "
                       "generates an image.")},
    {AssumptionId::PrefillEfficiency, QT_TRANSLATE_NOOP("EngineText", "Prefill compute efficiency"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Share of the dense tensor peak reached while processing prompts and encoder inputs.")},
    {AssumptionId::DecodeComputeEfficiency, QT_TRANSLATE_NOOP("EngineText", "Decode compute efficiency"),
     QT_TRANSLATE_NOOP("EngineText", "Share of the dense tensor peak reached by large decode batches.")},
    {AssumptionId::EightBitPathEfficiency, QT_TRANSLATE_NOOP("EngineText", "FP8/INT8 efficiency"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Efficiency of FP8/INT8 kernels relative to 16-bit ones, against their doubled peak.")},
    {AssumptionId::DiffusionEfficiency, QT_TRANSLATE_NOOP("EngineText", "Diffusion denoiser efficiency"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Share of the dense tensor peak an image model's denoiser (a UNet or a diffusion transformer) "
                       "reaches while it generates.")},
    {AssumptionId::EightBitTrainEfficiency, QT_TRANSLATE_NOOP("EngineText", "FP8 training efficiency"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Share of the 16-bit efficiency FP8 training GEMMs reach against their doubled peak.")},
    {AssumptionId::DecodeBandwidthEfficiencyHbm, QT_TRANSLATE_NOOP("EngineText", "Decode bandwidth efficiency (HBM)"),
     QT_TRANSLATE_NOOP("EngineText", "Share of an HBM card's memory bandwidth reached while generating tokens.")},
    {AssumptionId::DecodeBandwidthEfficiencyGddr, QT_TRANSLATE_NOOP("EngineText", "Decode bandwidth efficiency (GDDR)"),
     QT_TRANSLATE_NOOP("EngineText", "Share of a GDDR card's memory bandwidth reached while generating tokens.")},
    {AssumptionId::KvReadEfficiency, QT_TRANSLATE_NOOP("EngineText", "KV-cache read efficiency"),
     QT_TRANSLATE_NOOP("EngineText", "Reading the KV cache relative to streaming weights.")},
    {AssumptionId::StepOverheadMs, QT_TRANSLATE_NOOP("EngineText", "Overhead per decode step"),
     QT_TRANSLATE_NOOP("EngineText", "Fixed time per generated token step: scheduling, sampling, kernel launches.")},
    {AssumptionId::Fp4PathEfficiency, QT_TRANSLATE_NOOP("EngineText", "FP4 tensor path efficiency"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "Share of the 16-bit efficiency that NVFP4 kernels reach against the FP4 tensor peak (Blackwell).")},
    {AssumptionId::WeightOnlyEfficiency, QT_TRANSLATE_NOOP("EngineText", "4-bit weights in 16-bit kernels"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Share of a 16-bit GEMM's speed when 4-bit weights are unpacked inside it, on GPUs without FP4 "
                       "tensor cores.")},
    {AssumptionId::MoeLayerOverheadUs, QT_TRANSLATE_NOOP("EngineText", "Routing cost per MoE layer"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Time each mixture-of-experts layer spends routing and sorting tokens to their experts, per "
                       "decode step, whatever the batch.")},
    {AssumptionId::MlaAttentionEfficiency, QT_TRANSLATE_NOOP("EngineText", "MLA decode attention efficiency"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Share of the 16-bit peak reached by multi-head latent attention (DeepSeek) while generating.")},
    {AssumptionId::SequenceOverheadUs, QT_TRANSLATE_NOOP("EngineText", "Host work per sequence and step"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Time the serving software's scheduler spends on each sequence in every decode step, which the "
                       "GPU waits for.")},
    {AssumptionId::TrainComputeEfficiency, QT_TRANSLATE_NOOP("EngineText", "Training compute efficiency"),
     QT_TRANSLATE_NOOP("EngineText", "Share of the dense tensor peak reached by training matrix multiplies.")},
    {AssumptionId::TrainBandwidthEfficiencyHbm, QT_TRANSLATE_NOOP("EngineText", "Training bandwidth efficiency (HBM)"),
     QT_TRANSLATE_NOOP("EngineText", "Share of HBM bandwidth reached by training's elementwise kernels.")},
    {AssumptionId::TrainBandwidthEfficiencyGddr,
     QT_TRANSLATE_NOOP("EngineText", "Training bandwidth efficiency (GDDR)"),
     QT_TRANSLATE_NOOP("EngineText", "Share of GDDR bandwidth reached by training's elementwise kernels.")},
    {AssumptionId::ElementwiseTrafficFactor, QT_TRANSLATE_NOOP("EngineText", "Elementwise traffic factor"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Bytes moved by memory-bound training kernels, as a multiple of the stored activations.")},
    {AssumptionId::ElementwiseTrafficFactorTransformer,
     QT_TRANSLATE_NOOP("EngineText", "Elementwise traffic (transformers)"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Bytes moved by a transformer's memory-bound kernels per training step, as a multiple of the "
                       "activations kept for backward.")},
    {AssumptionId::FullRecomputeFlopsFactor, QT_TRANSLATE_NOOP("EngineText", "FLOPs with full recomputation"),
     QT_TRANSLATE_NOOP("EngineText", "Training FLOPs per parameter and token with full recomputation.")},
    {AssumptionId::LoraFlopsFactor, QT_TRANSLATE_NOOP("EngineText", "FLOPs with LoRA"),
     QT_TRANSLATE_NOOP("EngineText", "Training FLOPs per parameter and token with LoRA adapters.")},
    {AssumptionId::GlobalBatchTokens, QT_TRANSLATE_NOOP("EngineText", "Tokens per optimizer step"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Global batch of a transformer training step; micro-batches are accumulated up to it before the "
                       "gradients are exchanged and the optimizer runs.")},
    {AssumptionId::NvlinkEfficiency, QT_TRANSLATE_NOOP("EngineText", "NVLink efficiency"),
     QT_TRANSLATE_NOOP("EngineText", "Share of the NVLink rate an all-reduce reaches.")},
    {AssumptionId::PcieEfficiency, QT_TRANSLATE_NOOP("EngineText", "PCIe efficiency"),
     QT_TRANSLATE_NOOP("EngineText", "Share of the PCIe x16 rate an all-reduce reaches.")},
    {AssumptionId::NvlinkLatencyUs, QT_TRANSLATE_NOOP("EngineText", "NVLink latency"),
     QT_TRANSLATE_NOOP("EngineText", "Fixed latency of one collective over NVLink.")},
    {AssumptionId::PcieLatencyUs, QT_TRANSLATE_NOOP("EngineText", "PCIe latency"),
     QT_TRANSLATE_NOOP("EngineText", "Fixed latency of one collective over PCIe or the network.")},
    {AssumptionId::HostStagedFraction, QT_TRANSLATE_NOOP("EngineText", "PCIe rate without peer-to-peer"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Share of the PCIe all-reduce rate left when cards without peer-to-peer (GeForce) exchange data "
                       "through host memory.")},
    {AssumptionId::HostStagedLatencyUs, QT_TRANSLATE_NOOP("EngineText", "Latency without peer-to-peer"),
     QT_TRANSLATE_NOOP("EngineText", "Fixed latency of one collective through host memory.")},
    {AssumptionId::InterNodeGBs, QT_TRANSLATE_NOOP("EngineText", "Network bandwidth per GPU"),
     QT_TRANSLATE_NOOP("EngineText", "Network bandwidth per GPU between servers, each way.")},
    {AssumptionId::InterNodeGBsPcie4, QT_TRANSLATE_NOOP("EngineText", "Network bandwidth per GPU (PCIe Gen 4)"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "Network bandwidth per GPU between servers, each way, for GPUs on PCIe Gen 4 (half of it for Gen 3).")},
    {AssumptionId::InterNodeGBsPcie6, QT_TRANSLATE_NOOP("EngineText", "Network bandwidth per GPU (PCIe Gen 6)"),
     QT_TRANSLATE_NOOP("EngineText", "Network bandwidth per GPU between servers, each way, for GPUs on PCIe Gen 6.")},
    {AssumptionId::DataParallelOverlap, QT_TRANSLATE_NOOP("EngineText", "Gradient communication overlap"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Share of the computation that can hide the data-parallel gradient and weight exchange.")},
    {AssumptionId::TensorParallelOverlap, QT_TRANSLATE_NOOP("EngineText", "Tensor-parallel overlap (training)"),
     QT_TRANSLATE_NOOP("EngineText", "Share of a training step's computation that can hide tensor-parallel traffic.")},
    {AssumptionId::NodeSize, QT_TRANSLATE_NOOP("EngineText", "GPUs per server"),
     QT_TRANSLATE_NOOP("EngineText", "GPUs in one server; tensor parallelism stays inside it.")},
    {AssumptionId::WorkstationMaxGpus, QT_TRANSLATE_NOOP("EngineText", "GPUs per workstation"),
     QT_TRANSLATE_NOOP("EngineText", "PCIe cards a workstation holds.")},
    {AssumptionId::PowerUtilisation, QT_TRANSLATE_NOOP("EngineText", "Average power"),
     QT_TRANSLATE_NOOP("EngineText", "Average power draw as a share of the board power (TDP).")},
    {AssumptionId::Pue, QT_TRANSLATE_NOOP("EngineText", "PUE"),
     QT_TRANSLATE_NOOP("EngineText", "Power usage effectiveness of the data centre; 1 counts the GPUs only.")},
    {AssumptionId::HostDesktopBandwidthGBs, QT_TRANSLATE_NOOP("EngineText", "System memory bandwidth (desktop)"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "Bandwidth of a desktop's system memory (dual-channel DDR5), where llama.cpp keeps the layers that "
         "do not fit the GPU.")},
    {AssumptionId::HostServerBandwidthGBs, QT_TRANSLATE_NOOP("EngineText", "System memory bandwidth (server)"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Bandwidth of a server's or large workstation's system memory (eight-channel DDR5).")},
    {AssumptionId::HostBandwidthEfficiency, QT_TRANSLATE_NOOP("EngineText", "System memory efficiency"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Share of the system memory's bandwidth that token generation on the CPU reaches.")},
    {AssumptionId::HostMemoryGB, QT_TRANSLATE_NOOP("EngineText", "System memory"),
     QT_TRANSLATE_NOOP("EngineText", "System memory available for the layers that stay off the GPU.")},
    {AssumptionId::HostAttentionLayerUs, QT_TRANSLATE_NOOP("EngineText", "Attention on the CPU, per layer"),
     QT_TRANSLATE_NOOP("EngineText",
                       "With the KV cache in system memory, what each layer on the GPU adds to a generated token: its "
                       "attention runs on the CPU and its activations cross the PCIe link both ways.")},
    {AssumptionId::HostAttentionGflops, QT_TRANSLATE_NOOP("EngineText", "Attention on the CPU, prompt rate"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "With the KV cache in system memory, the rate at which the CPU computes the prompt's attention.")},
    {AssumptionId::MinUsefulTokensPerS, QT_TRANSLATE_NOOP("EngineText", "Slowest useful generation"),
     QT_TRANSLATE_NOOP("EngineText",
                       "Below this a reply comes slower than people read; an offloaded model that slow is flagged.")},
    {AssumptionId::RangeLow, QT_TRANSLATE_NOOP("EngineText", "Range, low"),
     QT_TRANSLATE_NOOP("EngineText", "Lower end of the uncertainty range, as a factor of the estimate.")},
    {AssumptionId::RangeHigh, QT_TRANSLATE_NOOP("EngineText", "Range, high"),
     QT_TRANSLATE_NOOP("EngineText", "Upper end of the uncertainty range, as a factor of the estimate.")},
    {AssumptionId::RangeInterconnectLow, QT_TRANSLATE_NOOP("EngineText", "Range when communication dominates, low"),
     QT_TRANSLATE_NOOP("EngineText", "Lower end of the range when communication limits the speed.")},
    {AssumptionId::RangeInterconnectHigh, QT_TRANSLATE_NOOP("EngineText", "Range when communication dominates, high"),
     QT_TRANSLATE_NOOP("EngineText", "Upper end of the range when communication limits the speed.")},
    {AssumptionId::RangeNotNativeWiden, QT_TRANSLATE_NOOP("EngineText", "Range widening for emulated precision"),
     QT_TRANSLATE_NOOP("EngineText", "Extra width of the range when the GPU lacks the requested precision.")},
    {AssumptionId::MatrixRecommendedShare, QT_TRANSLATE_NOOP("EngineText", "Recommended: share of the best score"),
     QT_TRANSLATE_NOOP("EngineText",
                       "In the suitability matrix, a GPU scoring at least this share of the best GPU's score is "
                       "recommended for the workload.")},
    {AssumptionId::MatrixSuitableShare, QT_TRANSLATE_NOOP("EngineText", "Suitable: share of the best score"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "In the suitability matrix, a GPU that can run the workload and scores at least this share of the "
         "best is suitable; below it, possible.")},
    {AssumptionId::MatrixGapRatio, QT_TRANSLATE_NOOP("EngineText", "Gap worth pointing out"),
     QT_TRANSLATE_NOOP(
         "EngineText",
         "In the suitability matrix, a cell says a GPU costs more, or takes longer, than the best for the "
         "same work when the gap reaches this factor.")},
};
static_assert(std::size(assumptionTexts) == static_cast<std::size_t>(AssumptionId::Count), "one row per AssumptionId");

const AssumptionText* textOf(AssumptionId id)
{
    const auto index = static_cast<std::size_t>(id);
    return index < std::size(assumptionTexts) && assumptionTexts[index].id == id ? &assumptionTexts[index] : nullptr;
}

} // namespace

QString EngineText::assumptionLabel(AssumptionId id)
{
    const AssumptionText* text = textOf(id);
    return text ? QCoreApplication::translate("EngineText", text->label) : QString();
}

QString EngineText::assumptionDescription(AssumptionId id)
{
    const AssumptionText* text = textOf(id);
    return text ? QCoreApplication::translate("EngineText", text->description) : QString();
}

} // namespace gpuatlas::text
