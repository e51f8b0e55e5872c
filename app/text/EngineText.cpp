// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineText.h"

#include "SizingText.h"
#include "Units.h"

#include <cmath>

namespace gpuatlas::text {

using engine::AssumptionId;
using engine::ReasonCode;

namespace {

QString num(const engine::Reason& reason, const char* name, const QLocale& locale, int decimals = 1)
{
    return Units::number(reason.number(name), decimals, locale);
}

// A count for a plural form: 0 when the reason lacks it (NaN is no int).
int countOf(const engine::Reason& reason, const char* name)
{
    const double value = reason.number(name);
    return std::isfinite(value) ? static_cast<int>(value) : 0;
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

// Limits a configuration misses, and what runs instead (memory, GPUs, links, precision, budget, deadline, latency,
// load, price, form factor). Empty for a code another part words.
QString EngineText::constraintReason(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money)
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
    default:
        break;
    }
    return {};
}

// How the GPUs are used: sharding, parallelism, nodes, experts, batches, context, the layout chosen and its runner-ups.
// Empty for a code another part words.
QString EngineText::layoutReason(const engine::Reason& r, const QLocale& locale,
                                 const DisplayCurrency& /*money: no money in these*/)
{
    switch (r.code) {
    case ReasonCode::ZeroShardsStates:
        return tr("ZeRO stage %1 shards the model states across %2 data-parallel GPUs.")
            .arg(num(r, "stage", locale, 0), num(r, "data_parallel", locale, 0));
    case ReasonCode::TensorParallel:
        return tr("The model is split over %1 GPUs (tensor parallel); %n copies of it serve in parallel.", nullptr,
                  countOf(r, "replicas"))
            .arg(num(r, "tensor_parallel", locale, 0));
    case ReasonCode::MultiNode:
        return tr("Spans %1 servers; data-parallel traffic crosses the network.").arg(num(r, "nodes", locale, 0));
    case ReasonCode::MoeAllExpertsResident:
        return tr("Mixture of experts: all %1 experts stay in memory, %2 work on each token.")
            .arg(num(r, "experts", locale, 0), num(r, "active_experts", locale, 0));
    case ReasonCode::ServesLoad:
        return tr("Serves %1 with up to %2 requests in flight per copy, %n copies; it could serve about %3.", nullptr,
                  countOf(r, "replicas"))
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
    default:
        break;
    }
    return {};
}

// The runtime, offload to system memory, and how a GPU compares with the best. Empty for a code another part words.
QString EngineText::runtimeReason(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money)
{
    switch (r.code) {
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
    default:
        break;
    }
    return {};
}

QString EngineText::reason(const engine::Reason& r, const QLocale& locale, const DisplayCurrency& money)
{
    for (const auto part : {&EngineText::constraintReason, &EngineText::layoutReason, &EngineText::runtimeReason}) {
        if (QString text = part(r, locale, money); !text.isEmpty())
            return text;
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
