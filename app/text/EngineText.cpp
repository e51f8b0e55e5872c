// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineText.h"

#include "SizingText.h"
#include "Units.h"

namespace gpuatlas::text {

using engine::AssumptionId;
using engine::ReasonCode;

namespace {

QString num(const engine::Reason& reason, const char* name, const QLocale& locale, int decimals = 1)
{
    return Units::number(reason.number(name), decimals, locale);
}

engine::Runtime runtimeOf(const engine::Reason& reason)
{
    return engine::runtimeFromId(reason.text("runtime")).value_or(engine::Runtime::Optimized);
}

engine::Task taskOf(const engine::Reason& reason)
{
    const auto task = reason.text("task");
    return task == "training"   ? engine::Task::Training
           : task == "finetune" ? engine::Task::Finetune
                                : engine::Task::Inference;
}

QString word(const engine::Reason& reason, const char* name)
{
    return QString::fromUtf8(reason.text(name).data(), static_cast<qsizetype>(reason.text(name).size()));
}

} // namespace

QString EngineText::reason(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money)
{
    switch (r.code) {
    case ReasonCode::OutOfMemory:
        // The card's size as the vendor prints it (binary) and in the decimal GB of the
        // other two figures, so the three can be compared.
        return tr("Out of memory: needs %1 GB per GPU, but only %2 GB of the card's %3 are usable.")
            .arg(num(r, "needs_gb", locale), num(r, "usable_gb", locale),
                 Units::cardMemory(r.number("capacity_gb"), locale));
    case ReasonCode::TooManyGpus:
        if (r.number("max_gpus") == 1)
            return tr("No single-GPU configuration fits and meets the constraints.");
        return tr("No configuration of up to %1 GPUs fits and meets the constraints.")
            .arg(num(r, "max_gpus", locale, 0));
    case ReasonCode::NoNvlink:
        return tr("No NVLink: the %1 GPUs exchange data over PCIe, which makes multi-GPU work slower.")
            .arg(num(r, "count", locale, 0));
    case ReasonCode::PcieFallback:
        return tr("The NVLink bridge joins only %1 GPUs; with %2 GPUs the traffic goes over PCIe.")
            .arg(num(r, "nvlink_max_gpus", locale, 0), num(r, "count", locale, 0));
    case ReasonCode::PrecisionNotNative:
        return tr("This GPU has no native %1; it runs at %2 instead.")
            .arg(precision(engine::precisionFromId(r.text("requested")).value_or(engine::Precision::FP16)),
                 precision(engine::precisionFromId(r.text("used")).value_or(engine::Precision::FP16)));
    case ReasonCode::KvPrecisionUsed:
        return tr("KV cache stored as %1.")
            .arg(precision(engine::precisionFromId(r.text("kv")).value_or(engine::Precision::FP16)));
    case ReasonCode::OverBudget:
        return tr("Over budget: %1 per hour, the limit is %2.")
            .arg(Money::fromUsd(r.number("usd_per_hour"), money, locale),
                 Money::fromUsd(r.number("max_usd_per_hour"), money, locale));
    case ReasonCode::OverTotalBudget:
        return tr("Over budget: %1 in total, the limit is %2.")
            .arg(Money::fromUsd(r.number("usd_total"), money, locale),
                 Money::fromUsd(r.number("max_usd_total"), money, locale));
    case ReasonCode::MissesDeadline:
        return tr("Misses the deadline: %1 instead of at most %2.")
            .arg(Units::hours(r.number("hours"), locale), Units::hours(r.number("deadline_hours"), locale));
    case ReasonCode::MissesTtft:
        return tr("Time to first token %1, the target is %2.")
            .arg(Units::milliseconds(r.number("ttft_ms"), locale),
                 Units::milliseconds(r.number("max_ttft_ms"), locale));
    case ReasonCode::MissesItl:
        return tr("Inter-token latency %1, the target is %2.")
            .arg(Units::milliseconds(r.number("itl_ms"), locale), Units::milliseconds(r.number("max_itl_ms"), locale));
    case ReasonCode::CannotSustainLoad:
        return tr("Cannot sustain %1; this configuration serves at most %2.")
            .arg(Units::requestsPerSecond(r.number("requests_per_s"), locale),
                 Units::requestsPerSecond(r.number("max_requests_per_s"), locale));
    case ReasonCode::NoPrice:
        return tr("No rental price is known for this GPU, so its cost is not estimated.");
    case ReasonCode::NotForWorkstation:
        return tr("%1 modules need a server board; they do not fit a workstation.").arg(word(r, "form_factor"));
    case ReasonCode::ZeroShardsStates:
        return tr("ZeRO stage %1 shards the model states across %2 data-parallel GPUs.")
            .arg(num(r, "stage", locale, 0), num(r, "data_parallel", locale, 0));
    case ReasonCode::TensorParallel:
        return tr("The model is split over %1 GPUs (tensor parallel); %n copies of it serve in parallel.", nullptr,
                  static_cast<int>(r.number("replicas")))
            .arg(num(r, "tensor_parallel", locale, 0));
    case ReasonCode::MultiNode:
        return tr("Spans %1 servers; data-parallel traffic crosses the network.").arg(num(r, "nodes", locale, 0));
    case ReasonCode::MoeAllExpertsResident:
        return tr("Mixture of experts: all %1 experts stay in memory, %2 work on each token.")
            .arg(num(r, "experts", locale, 0), num(r, "active_experts", locale, 0));
    case ReasonCode::ServesLoad:
        return tr("Serves %1 with up to %2 requests in flight per copy, %n copies; it could serve about %3.", nullptr,
                  static_cast<int>(r.number("replicas")))
            .arg(Units::requestsPerSecond(r.number("requests_per_s"), locale), num(r, "batch", locale, 0),
                 Units::requestsPerSecond(r.number("capacity_requests_per_s"), locale));
    case ReasonCode::BatchLimitedByMemory:
        return tr("Memory limits the batch to %1 sequences.").arg(num(r, "batch", locale, 0));
    case ReasonCode::BatchLimitedByTtft:
        return tr("The time-to-first-token target limits the batch to %1 sequences, which are prefilled together.")
            .arg(num(r, "batch", locale, 0));
    case ReasonCode::CountAboveMaxGpus:
        return tr("%1 GPUs asked for, more than the workload's limit of %2 GPUs.")
            .arg(num(r, "count", locale, 0), num(r, "max_gpus", locale, 0));
    case ReasonCode::TrainsIn16Bit:
        return tr("Training updates 16-bit weights: a %1 model is trained at %2 (only QLoRA keeps a quantised base).")
            .arg(precision(engine::precisionFromId(r.text("requested")).value_or(engine::Precision::FP16)),
                 precision(engine::precisionFromId(r.text("used")).value_or(engine::Precision::FP16)));
    case ReasonCode::ExceedsContext:
        return tr("The prompt of %1 tokens is longer than the model's context of %2 tokens.")
            .arg(num(r, "prompt_tokens", locale, 0), num(r, "max_context", locale, 0));
    case ReasonCode::PipelineParallel:
        if (r.number("bubble") > 0.0)
            return tr("The model runs in %1 pipeline stages (%2 virtual stages each); with %3 micro-batches per step "
                      "the pipeline stands idle %4 of the time.")
                .arg(num(r, "pipeline_parallel", locale, 0), num(r, "virtual_stages", locale, 0),
                     num(r, "micro_batches", locale, 0), Units::percent(r.number("bubble"), locale));
        return tr("The model runs in %1 pipeline stages, each on its own GPUs; the batch flows through them in "
                  "micro-batches.")
            .arg(num(r, "pipeline_parallel", locale, 0));
    case ReasonCode::ExpertParallel:
        if (r.number("attention_data_parallel") > 1.0)
            return tr("The experts are spread whole over %1 GPUs, which exchange tokens all-to-all; attention runs as "
                      "%2 data-parallel copies, each with its own KV cache.")
                .arg(num(r, "expert_parallel", locale, 0), num(r, "attention_data_parallel", locale, 0));
        return tr("The experts are spread whole over %1 GPUs, which exchange tokens all-to-all.")
            .arg(num(r, "expert_parallel", locale, 0));
    case ReasonCode::LayoutPinned:
        return tr("Layout fixed by the workload: tensor parallel %1, pipeline parallel %2.")
            .arg(num(r, "tensor_parallel", locale, 0), num(r, "pipeline_parallel", locale, 0));
    case ReasonCode::LayoutNotPossible:
        return tr("The fixed layout (tensor parallel %1 x pipeline parallel %2) does not fit %3 GPUs or a model of "
                  "%4 heads and %5 layers.")
            .arg(num(r, "tensor_parallel", locale, 0), num(r, "pipeline_parallel", locale, 0),
                 num(r, "count", locale, 0), num(r, "heads", locale, 0), num(r, "layers", locale, 0));
    case ReasonCode::MicroBatchMax:
        return tr("Micro-batch %1: the largest that fits.").arg(num(r, "micro_batch", locale, 0));
    case ReasonCode::SmallerMicroBatchFits:
        return tr("A micro-batch of %1 fits: set the micro-batch to %1 or to \"max\".")
            .arg(num(r, "micro_batch", locale, 0));
    case ReasonCode::Fp8Training:
        return tr("FP8 training: linear layers in FP8, attention in 16 bit, FP32 master weights; the FP8 weight copies "
                  "take %1 GB per GPU.")
            .arg(num(r, "cache_gb", locale));
    case ReasonCode::LayoutSlower:
        return tr("%1 against %2 for the layout chosen.")
            .arg(Units::tokensPerSecond(r.number("tokens_per_s"), locale),
                 Units::tokensPerSecond(r.number("best_tokens_per_s"), locale));
    case ReasonCode::LayoutBatchLimited:
        return tr("Memory limits the batch to %1 (the layout chosen runs %2): %3 against %4.")
            .arg(num(r, "batch", locale, 0), num(r, "best_batch", locale, 0),
                 Units::tokensPerSecond(r.number("tokens_per_s"), locale),
                 Units::tokensPerSecond(r.number("best_tokens_per_s"), locale));
    case ReasonCode::RuntimeUsed:
        return tr("Estimated for %1.").arg(runtime(runtimeOf(r)));
    case ReasonCode::RuntimeLacksPrecision:
        return tr("%1 has no %2 format.")
            .arg(runtime(runtimeOf(r)),
                 precision(engine::precisionFromId(r.text("precision")).value_or(engine::Precision::FP16)));
    case ReasonCode::RuntimeNotForTask:
        return tr("%1 does not do %2.").arg(runtime(runtimeOf(r)), task(taskOf(r)));
    case ReasonCode::PartialOffload:
        return tr("%1 of %2 layers on the GPU; the rest (%3 GB) stays in system memory and is read from there for "
                  "every "
                  "token.")
            .arg(num(r, "gpu_layers", locale, 0), num(r, "layers", locale, 0), num(r, "host_gb", locale));
    case ReasonCode::OffloadTooSlow:
        return tr("With layers in system memory a reply comes at %1, slower than people read (%2): too slow to be "
                  "useful for chat.")
            .arg(Units::tokensPerSecond(r.number("tokens_per_s"), locale),
                 Units::tokensPerSecond(r.number("min_tokens_per_s"), locale));
    case ReasonCode::HostOutOfMemory:
        return tr("The layers kept in system memory need %1 GB; the machine has %2 GB.")
            .arg(num(r, "needs_gb", locale), num(r, "host_gb", locale, 0));
    case ReasonCode::NoContinuousBatching:
        return tr("%1 batches requests statically: each waits for a batch to start and for its prefill.")
            .arg(runtime(runtimeOf(r)));
    case ReasonCode::BelowBestScore:
        return tr("Scores %1 of the best GPU here, the %2.")
            .arg(Units::percent(r.number("share"), locale), word(r, "best_gpu"));
    case ReasonCode::CostsMoreThanBest:
        return tr("Costs %1 times as much as the %2 for the same work.")
            .arg(num(r, "ratio", locale), word(r, "best_gpu"));
    case ReasonCode::SlowerThanBest:
        return tr("Takes %1 times as long as the %2 for the same work.")
            .arg(num(r, "ratio", locale), word(r, "best_gpu"));
    case ReasonCode::LayoutLowerCapacity:
        return tr("Serves at most %1 within the latency targets, against %2 for the layout chosen.")
            .arg(Units::requestsPerSecond(r.number("requests_per_s"), locale),
                 Units::requestsPerSecond(r.number("best_requests_per_s"), locale));
    case ReasonCode::LayoutTiedSimpler:
        return tr("As fast as the layout chosen (%1), which is simpler: fewer GPUs work on each copy of the model, "
                  "or fewer pipeline stages.")
            .arg(Units::tokensPerSecond(r.number("tokens_per_s"), locale));
    case ReasonCode::CountChosen:
        return SizingText::countChosen(r, locale, money);
    }
    return {};
}

QString EngineText::bottleneck(engine::Bottleneck bottleneck)
{
    switch (bottleneck) {
    case engine::Bottleneck::Compute:
        return tr("compute");
    case engine::Bottleneck::MemoryBandwidth:
        return tr("memory bandwidth");
    case engine::Bottleneck::Interconnect:
        return tr("interconnect");
    case engine::Bottleneck::MemoryCapacity:
        return tr("memory capacity");
    case engine::Bottleneck::Overhead:
        return tr("fixed overhead");
    }
    return {};
}

QString EngineText::precision(engine::Precision precision)
{
    switch (precision) {
    case engine::Precision::FP32:
        return tr("FP32");
    case engine::Precision::TF32:
        return tr("TF32");
    case engine::Precision::BF16:
        return tr("BF16");
    case engine::Precision::FP16:
        return tr("FP16");
    case engine::Precision::FP8:
        return tr("FP8");
    case engine::Precision::INT8:
        return tr("INT8");
    case engine::Precision::INT4:
        return tr("INT4");
    case engine::Precision::FP4:
        return tr("FP4");
    }
    return {};
}

QString EngineText::task(engine::Task task)
{
    switch (task) {
    case engine::Task::Inference:
        return tr("inference");
    case engine::Task::Training:
        return tr("training");
    case engine::Task::Finetune:
        return tr("fine-tuning");
    }
    return {};
}

QString EngineText::runtime(engine::Runtime runtime)
{
    switch (runtime) {
    case engine::Runtime::Optimized:
        return tr("optimized server (vLLM, TensorRT-LLM)");
    case engine::Runtime::LlamaCpp:
        return tr("llama.cpp (Ollama, LM Studio)");
    case engine::Runtime::Vllm:
        return tr("vLLM");
    case engine::Runtime::Sglang:
        return tr("SGLang");
    case engine::Runtime::TensorRtLlm:
        return tr("TensorRT-LLM");
    case engine::Runtime::Transformers:
        return tr("Hugging Face transformers (plain PyTorch)");
    case engine::Runtime::Megatron:
        return tr("NeMo / Megatron-LM");
    case engine::Runtime::DeepSpeed:
        return tr("DeepSpeed");
    case engine::Runtime::Fsdp:
        return tr("PyTorch FSDP");
    }
    return {};
}

QString EngineText::assumptionGroup(engine::AssumptionGroup group)
{
    switch (group) {
    case engine::AssumptionGroup::Memory:
        return tr("Memory");
    case engine::AssumptionGroup::Performance:
        return tr("Performance");
    case engine::AssumptionGroup::Interconnect:
        return tr("Interconnect");
    case engine::AssumptionGroup::Energy:
        return tr("Energy");
    case engine::AssumptionGroup::Host:
        return tr("System memory");
    case engine::AssumptionGroup::Uncertainty:
        return tr("Uncertainty");
    case engine::AssumptionGroup::Suitability:
        return tr("Suitability matrix");
    }
    return {};
}

QString EngineText::assumptionLabel(AssumptionId id)
{
    switch (id) {
    case AssumptionId::UsableMemoryFraction:
        return tr("Usable share of GPU memory");
    case AssumptionId::RuntimeReserveGB:
        return tr("Runtime reserve");
    case AssumptionId::BatchedTokens:
        return tr("Tokens per forward pass");
    case AssumptionId::InferenceActivationBytes:
        return tr("Bytes per activation");
    case AssumptionId::LogitsBytes:
        return tr("Bytes per logit");
    case AssumptionId::MaxBatch:
        return tr("Largest batch");
    case AssumptionId::HostDesktopBandwidthGBs:
        return tr("System memory bandwidth (desktop)");
    case AssumptionId::HostServerBandwidthGBs:
        return tr("System memory bandwidth (server)");
    case AssumptionId::HostBandwidthEfficiency:
        return tr("System memory efficiency");
    case AssumptionId::HostMemoryGB:
        return tr("System memory");
    case AssumptionId::DiffusionEfficiency:
        return tr("Diffusion denoiser efficiency");
    case AssumptionId::HostAttentionLayerUs:
        return tr("Attention on the CPU, per layer");
    case AssumptionId::HostAttentionGflops:
        return tr("Attention on the CPU, prompt rate");
    case AssumptionId::MinUsefulTokensPerS:
        return tr("Slowest useful generation");
    case AssumptionId::TrainUsableMemoryFraction:
        return tr("Usable share of GPU memory (training)");
    case AssumptionId::EightBitTrainEfficiency:
        return tr("FP8 training efficiency");
    case AssumptionId::TensorParallelOverlap:
        return tr("Tensor-parallel overlap (training)");
    case AssumptionId::LargeGpuGiB:
        return tr("Large-GPU threshold");
    case AssumptionId::BatchedTokensSmallGpu:
        return tr("Tokens per forward pass (smaller GPUs)");
    case AssumptionId::MaxBatchSmallGpu:
        return tr("Largest batch (smaller GPUs)");
    case AssumptionId::Fp4BitsPerWeight:
        return tr("FP4 bits per weight");
    case AssumptionId::Fp8WeightCacheBytes:
        return tr("FP8 weight cache");
    case AssumptionId::Fp8ActivationSaving:
        return tr("FP8 activation saving");
    case AssumptionId::DiffusionLiveActivationShare:
        return tr("Live activations of a denoising step");
    case AssumptionId::HostStagedFraction:
        return tr("PCIe rate without peer-to-peer");
    case AssumptionId::HostStagedLatencyUs:
        return tr("Latency without peer-to-peer");
    case AssumptionId::InterNodeGBsPcie4:
        return tr("Network bandwidth per GPU (PCIe Gen 4)");
    case AssumptionId::InterNodeGBsPcie6:
        return tr("Network bandwidth per GPU (PCIe Gen 6)");
    case AssumptionId::ElementwiseTrafficFactorTransformer:
        return tr("Elementwise traffic (transformers)");
    case AssumptionId::Int4BitsPerWeight:
        return tr("INT4 bits per weight");
    case AssumptionId::Nf4BitsPerWeight:
        return tr("NF4 bits per weight (QLoRA)");
    case AssumptionId::QuantEmbeddings16Bit:
        return tr("Embeddings kept at 16 bits");
    case AssumptionId::TrainWeightBytes:
        return tr("Training weight bytes");
    case AssumptionId::TrainGradientBytes:
        return tr("Gradient bytes");
    case AssumptionId::TrainMasterBytes:
        return tr("Master weight bytes");
    case AssumptionId::AdamStateBytes:
        return tr("Adam state bytes");
    case AssumptionId::Adam8bitStateBytes:
        return tr("8-bit Adam state bytes");
    case AssumptionId::SgdStateBytes:
        return tr("SGD momentum bytes");
    case AssumptionId::LoraStateBytes:
        return tr("LoRA adapter bytes");
    case AssumptionId::ActivationCoeffStored:
        return tr("Activation coefficient (per layer)");
    case AssumptionId::ActivationCoeffAttention:
        return tr("Attention score coefficient");
    case AssumptionId::ActivationCoeffFullRecompute:
        return tr("Full recomputation coefficient");
    case AssumptionId::PrefillEfficiency:
        return tr("Prefill compute efficiency");
    case AssumptionId::DecodeComputeEfficiency:
        return tr("Decode compute efficiency");
    case AssumptionId::EightBitPathEfficiency:
        return tr("FP8/INT8 efficiency");
    case AssumptionId::DecodeBandwidthEfficiencyHbm:
        return tr("Decode bandwidth efficiency (HBM)");
    case AssumptionId::DecodeBandwidthEfficiencyGddr:
        return tr("Decode bandwidth efficiency (GDDR)");
    case AssumptionId::KvReadEfficiency:
        return tr("KV-cache read efficiency");
    case AssumptionId::StepOverheadMs:
        return tr("Overhead per decode step");
    case AssumptionId::Fp4PathEfficiency:
        return tr("FP4 tensor path efficiency");
    case AssumptionId::WeightOnlyEfficiency:
        return tr("4-bit weights in 16-bit kernels");
    case AssumptionId::MoeLayerOverheadUs:
        return tr("Routing cost per MoE layer");
    case AssumptionId::MlaAttentionEfficiency:
        return tr("MLA decode attention efficiency");
    case AssumptionId::SequenceOverheadUs:
        return tr("Host work per sequence and step");
    case AssumptionId::TrainComputeEfficiency:
        return tr("Training compute efficiency");
    case AssumptionId::TrainBandwidthEfficiencyHbm:
        return tr("Training bandwidth efficiency (HBM)");
    case AssumptionId::TrainBandwidthEfficiencyGddr:
        return tr("Training bandwidth efficiency (GDDR)");
    case AssumptionId::ElementwiseTrafficFactor:
        return tr("Elementwise traffic factor");
    case AssumptionId::FullRecomputeFlopsFactor:
        return tr("FLOPs with full recomputation");
    case AssumptionId::LoraFlopsFactor:
        return tr("FLOPs with LoRA");
    case AssumptionId::GlobalBatchTokens:
        return tr("Tokens per optimizer step");
    case AssumptionId::NvlinkEfficiency:
        return tr("NVLink efficiency");
    case AssumptionId::PcieEfficiency:
        return tr("PCIe efficiency");
    case AssumptionId::NvlinkLatencyUs:
        return tr("NVLink latency");
    case AssumptionId::PcieLatencyUs:
        return tr("PCIe latency");
    case AssumptionId::InterNodeGBs:
        return tr("Network bandwidth per GPU");
    case AssumptionId::DataParallelOverlap:
        return tr("Gradient communication overlap");
    case AssumptionId::NodeSize:
        return tr("GPUs per server");
    case AssumptionId::WorkstationMaxGpus:
        return tr("GPUs per workstation");
    case AssumptionId::PowerUtilisation:
        return tr("Average power");
    case AssumptionId::Pue:
        return tr("PUE");
    case AssumptionId::RangeLow:
        return tr("Range, low");
    case AssumptionId::RangeHigh:
        return tr("Range, high");
    case AssumptionId::RangeInterconnectLow:
        return tr("Range when communication dominates, low");
    case AssumptionId::RangeInterconnectHigh:
        return tr("Range when communication dominates, high");
    case AssumptionId::RangeNotNativeWiden:
        return tr("Range widening for emulated precision");
    case AssumptionId::MatrixRecommendedShare:
        return tr("Recommended: share of the best score");
    case AssumptionId::MatrixSuitableShare:
        return tr("Suitable: share of the best score");
    case AssumptionId::MatrixGapRatio:
        return tr("Gap worth pointing out");
    case AssumptionId::Count:
        break;
    }
    return {};
}

QString EngineText::assumptionDescription(AssumptionId id)
{
    switch (id) {
    case AssumptionId::UsableMemoryFraction:
        return tr("Share of the card's memory the runtime may fill; the rest is left to the driver, fragmentation and "
                  "other processes.");
    case AssumptionId::RuntimeReserveGB:
        return tr("Memory the runtime keeps for the CUDA context, library workspaces and CUDA graphs.");
    case AssumptionId::BatchedTokens:
        return tr("Tokens an inference server processes in one forward pass; sizes its activation workspace.");
    case AssumptionId::InferenceActivationBytes:
        return tr("Bytes per activation value during inference.");
    case AssumptionId::LogitsBytes:
        return tr("Bytes per output logit (kept in FP32 for the softmax and the loss).");
    case AssumptionId::MaxBatch:
        return tr("The most sequences a server runs at once when the batch is \"max\".");
    case AssumptionId::HostDesktopBandwidthGBs:
        return tr("Bandwidth of a desktop's system memory (dual-channel DDR5), where llama.cpp keeps the layers that "
                  "do not fit the GPU.");
    case AssumptionId::HostServerBandwidthGBs:
        return tr("Bandwidth of a server's or large workstation's system memory (eight-channel DDR5).");
    case AssumptionId::HostBandwidthEfficiency:
        return tr("Share of the system memory's bandwidth that token generation on the CPU reaches.");
    case AssumptionId::HostMemoryGB:
        return tr("System memory available for the layers that stay off the GPU.");
    case AssumptionId::DiffusionEfficiency:
        return tr("Share of the dense tensor peak an image model's denoiser (a UNet or a diffusion transformer) "
                  "reaches while it generates.");
    case AssumptionId::HostAttentionLayerUs:
        return tr("With the KV cache in system memory, what each layer on the GPU adds to a generated token: its "
                  "attention runs on the CPU and its activations cross the PCIe link both ways.");
    case AssumptionId::HostAttentionGflops:
        return tr("With the KV cache in system memory, the rate at which the CPU computes the prompt's attention.");
    case AssumptionId::MinUsefulTokensPerS:
        return tr("Below this a reply comes slower than people read; an offloaded model that slow is flagged.");
    case AssumptionId::TrainUsableMemoryFraction:
        return tr("Share of the card's memory a training job may fill; training frameworks reserve nothing up front.");
    case AssumptionId::EightBitTrainEfficiency:
        return tr("Share of the 16-bit efficiency FP8 training GEMMs reach against their doubled peak.");
    case AssumptionId::TensorParallelOverlap:
        return tr("Share of a training step's computation that can hide tensor-parallel traffic.");
    case AssumptionId::LargeGpuGiB:
        return tr("GPU memory from which the serving runtime uses its large scheduler defaults (vLLM: 70 GiB, A100s "
                  "excluded).");
    case AssumptionId::BatchedTokensSmallGpu:
        return tr("Tokens an inference server processes in one forward pass on GPUs below the large-GPU threshold.");
    case AssumptionId::MaxBatchSmallGpu:
        return tr("The most sequences a server runs at once on GPUs below the large-GPU threshold.");
    case AssumptionId::Fp4BitsPerWeight:
        return tr("Real storage of an FP4 weight including its block scales (NVFP4: 4.5 bits).");
    case AssumptionId::Fp8WeightCacheBytes:
        return tr("Bytes per parameter that FP8 training keeps as FP8 copies of the weights (and their transposes).");
    case AssumptionId::Fp8ActivationSaving:
        return tr("Bytes per token and hidden unit saved in each layer when FP8 training keeps the linear layers' "
                  "inputs in FP8.");
    case AssumptionId::DiffusionLiveActivationShare:
        return tr("Share of a training sample's stored activations that an image model keeps at once while it "
                  "generates an image.");
    case AssumptionId::HostStagedFraction:
        return tr("Share of the PCIe all-reduce rate left when cards without peer-to-peer (GeForce) exchange data "
                  "through host memory.");
    case AssumptionId::HostStagedLatencyUs:
        return tr("Fixed latency of one collective through host memory.");
    case AssumptionId::InterNodeGBsPcie4:
        return tr(
            "Network bandwidth per GPU between servers, each way, for GPUs on PCIe Gen 4 (half of it for Gen 3).");
    case AssumptionId::InterNodeGBsPcie6:
        return tr("Network bandwidth per GPU between servers, each way, for GPUs on PCIe Gen 6.");
    case AssumptionId::ElementwiseTrafficFactorTransformer:
        return tr("Bytes moved by a transformer's memory-bound kernels per training step, as a multiple of the "
                  "activations kept for backward.");
    case AssumptionId::Int4BitsPerWeight:
        return tr("Real storage of a 4-bit weight including group scales and zero points.");
    case AssumptionId::Nf4BitsPerWeight:
        return tr("Storage of a QLoRA NF4 weight with double quantisation.");
    case AssumptionId::QuantEmbeddings16Bit:
        return tr(
            "Share of the embedding and output-head weights a quantised (INT4, INT8, FP8) model keeps at 16 bits.");
    case AssumptionId::TrainWeightBytes:
        return tr("Bytes per working weight in mixed-precision training.");
    case AssumptionId::TrainGradientBytes:
        return tr("Bytes per gradient in mixed-precision training.");
    case AssumptionId::TrainMasterBytes:
        return tr("Bytes per FP32 master weight kept by the optimizer.");
    case AssumptionId::AdamStateBytes:
        return tr("Bytes of Adam/AdamW moments per parameter.");
    case AssumptionId::Adam8bitStateBytes:
        return tr("Bytes of 8-bit Adam moments per parameter.");
    case AssumptionId::SgdStateBytes:
        return tr("Bytes of SGD momentum per parameter.");
    case AssumptionId::LoraStateBytes:
        return tr("Bytes per trained adapter parameter: weight, gradient and optimizer state.");
    case AssumptionId::ActivationCoeffStored:
        return tr("Bytes stored per token and hidden unit in each layer (Korthikanti et al. 2022).");
    case AssumptionId::ActivationCoeffAttention:
        return tr("Bytes of attention scores per token, head and token of context, without recomputation.");
    case AssumptionId::ActivationCoeffFullRecompute:
        return tr("Bytes kept per token and hidden unit in each layer with full recomputation.");
    case AssumptionId::PrefillEfficiency:
        return tr("Share of the dense tensor peak reached while processing prompts and encoder inputs.");
    case AssumptionId::DecodeComputeEfficiency:
        return tr("Share of the dense tensor peak reached by large decode batches.");
    case AssumptionId::EightBitPathEfficiency:
        return tr("Efficiency of FP8/INT8 kernels relative to 16-bit ones, against their doubled peak.");
    case AssumptionId::DecodeBandwidthEfficiencyHbm:
        return tr("Share of an HBM card's memory bandwidth reached while generating tokens.");
    case AssumptionId::DecodeBandwidthEfficiencyGddr:
        return tr("Share of a GDDR card's memory bandwidth reached while generating tokens.");
    case AssumptionId::KvReadEfficiency:
        return tr("Reading the KV cache relative to streaming weights.");
    case AssumptionId::StepOverheadMs:
        return tr("Fixed time per generated token step: scheduling, sampling, kernel launches.");
    case AssumptionId::Fp4PathEfficiency:
        return tr("Share of the 16-bit efficiency that NVFP4 kernels reach against the FP4 tensor peak (Blackwell).");
    case AssumptionId::WeightOnlyEfficiency:
        return tr("Share of a 16-bit GEMM's speed when 4-bit weights are unpacked inside it, on GPUs without FP4 "
                  "tensor cores.");
    case AssumptionId::MoeLayerOverheadUs:
        return tr("Time each mixture-of-experts layer spends routing and sorting tokens to their experts, per "
                  "decode step, whatever the batch.");
    case AssumptionId::MlaAttentionEfficiency:
        return tr("Share of the 16-bit peak reached by multi-head latent attention (DeepSeek) while generating.");
    case AssumptionId::SequenceOverheadUs:
        return tr("Time the serving software's scheduler spends on each sequence in every decode step, which the "
                  "GPU waits for.");
    case AssumptionId::TrainComputeEfficiency:
        return tr("Share of the dense tensor peak reached by training matrix multiplies.");
    case AssumptionId::TrainBandwidthEfficiencyHbm:
        return tr("Share of HBM bandwidth reached by training's elementwise kernels.");
    case AssumptionId::TrainBandwidthEfficiencyGddr:
        return tr("Share of GDDR bandwidth reached by training's elementwise kernels.");
    case AssumptionId::ElementwiseTrafficFactor:
        return tr("Bytes moved by memory-bound training kernels, as a multiple of the stored activations.");
    case AssumptionId::FullRecomputeFlopsFactor:
        return tr("Training FLOPs per parameter and token with full recomputation.");
    case AssumptionId::LoraFlopsFactor:
        return tr("Training FLOPs per parameter and token with LoRA adapters.");
    case AssumptionId::GlobalBatchTokens:
        return tr("Global batch of a transformer training step; micro-batches are accumulated up to it before the "
                  "gradients are exchanged and the optimizer runs.");
    case AssumptionId::NvlinkEfficiency:
        return tr("Share of the NVLink rate an all-reduce reaches.");
    case AssumptionId::PcieEfficiency:
        return tr("Share of the PCIe x16 rate an all-reduce reaches.");
    case AssumptionId::NvlinkLatencyUs:
        return tr("Fixed latency of one collective over NVLink.");
    case AssumptionId::PcieLatencyUs:
        return tr("Fixed latency of one collective over PCIe or the network.");
    case AssumptionId::InterNodeGBs:
        return tr("Network bandwidth per GPU between servers, each way.");
    case AssumptionId::DataParallelOverlap:
        return tr("Share of the computation that can hide the data-parallel gradient and weight exchange.");
    case AssumptionId::NodeSize:
        return tr("GPUs in one server; tensor parallelism stays inside it.");
    case AssumptionId::WorkstationMaxGpus:
        return tr("PCIe cards a workstation holds.");
    case AssumptionId::PowerUtilisation:
        return tr("Average power draw as a share of the board power (TDP).");
    case AssumptionId::Pue:
        return tr("Power usage effectiveness of the data centre; 1 counts the GPUs only.");
    case AssumptionId::RangeLow:
        return tr("Lower end of the uncertainty range, as a factor of the estimate.");
    case AssumptionId::RangeHigh:
        return tr("Upper end of the uncertainty range, as a factor of the estimate.");
    case AssumptionId::RangeInterconnectLow:
        return tr("Lower end of the range when communication limits the speed.");
    case AssumptionId::RangeInterconnectHigh:
        return tr("Upper end of the range when communication limits the speed.");
    case AssumptionId::RangeNotNativeWiden:
        return tr("Extra width of the range when the GPU lacks the requested precision.");
    case AssumptionId::MatrixRecommendedShare:
        return tr("In the suitability matrix, a GPU scoring at least this share of the best GPU's score is "
                  "recommended for the workload.");
    case AssumptionId::MatrixSuitableShare:
        return tr("In the suitability matrix, a GPU that can run the workload and scores at least this share of the "
                  "best is suitable; below it, possible.");
    case AssumptionId::MatrixGapRatio:
        return tr("In the suitability matrix, a cell says a GPU costs more, or takes longer, than the best for the "
                  "same work when the gap reaches this factor.");
    case AssumptionId::Count:
        break;
    }
    return {};
}

QString EngineText::assumptionValue(AssumptionId id, double value, const QLocale& locale)
{
    const auto unit = engine::Assumptions::info(id).unit;
    const QString number = Units::number(value, 3, locale);
    if (unit == "GB")
        return Units::gigabytes(value, locale);
    if (unit == "GiB")
        return tr("%1 GiB").arg(number);
    if (unit == "GB/s")
        return Units::bandwidth(value, locale);
    if (unit == "tokens/s")
        return Units::tokensPerSecond(value, locale);
    if (unit == "ms")
        return Units::milliseconds(value, locale);
    if (unit == "tokens")
        return tr("%1 tokens").arg(number);
    if (unit == "sequences")
        return tr("%1 sequences").arg(number);
    if (unit == "bits/weight")
        return tr("%1 bits/weight").arg(number);
    if (unit == "bytes/param")
        return tr("%1 bytes/parameter").arg(number);
    if (unit == "us")
        return tr("%1 µs").arg(number);
    if (unit == "GPUs")
        return tr("%1 GPUs").arg(number);
    if (unit == "GB/s per GPU")
        return Units::bandwidth(value, locale);
    return number;
}

} // namespace gpuatlas::text
