// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadPresets.h"

namespace gpuatlas::ui {

using namespace gpuatlas::engine;

namespace {

Workload inference(const char* model, int prompt, int output, std::optional<double> requestsPerS,
                   std::optional<double> ttftMs, std::optional<double> itlMs)
{
    Workload w;
    w.task = Task::Inference;
    w.modelId = model;
    w.precision = Precision::FP16;
    w.inference.promptTokens = prompt;
    w.inference.outputTokens = output;
    // With a load to serve, the engine sizes the batch (continuous batching) within
    // memory and the latency targets; without one, a single stream.
    w.inference.batch = requestsPerS ? std::nullopt : std::optional<int>(1);
    w.inference.requestsPerS = requestsPerS;
    w.inference.maxTtftMs = ttftMs;
    w.inference.maxItlMs = itlMs;
    w.constraints.maxGpus = 8;
    return w;
}

// Latency targets: ~50 ms between tokens (20 tokens/s) reads faster than people do;
// code completion must answer within a few hundred milliseconds to feel instant.
std::vector<WorkloadPreset> makePresets()
{
    std::vector<WorkloadPreset> presets;

    presets.push_back({QStringLiteral("chat"), inference("llama-3-8b", 1024, 256, 5.0, 1000.0, 50.0)});

    Workload summarise = inference("llama-3-8b", 4000, 300, std::nullopt, std::nullopt, std::nullopt);
    summarise.inference.mode = InferenceMode::Offline;
    summarise.inference.batch = std::nullopt; // the largest batch that fits
    summarise.priorities = {1.0, 2.0, 0.0};
    presets.push_back({QStringLiteral("summarisation"), summarise});

    presets.push_back({QStringLiteral("code-completion"), inference("llama-3-8b", 2048, 64, 10.0, 300.0, 30.0)});
    presets.push_back({QStringLiteral("rag"), inference("llama-3-70b", 3000, 300, 2.0, 2000.0, 60.0)});

    Workload image = inference("sdxl", 77, 1, 0.5, std::nullopt, std::nullopt);
    presets.push_back({QStringLiteral("text-to-image"), image});

    Workload pretrain;
    pretrain.task = Task::Training;
    pretrain.modelId = "llama-2-7b";
    pretrain.precision = Precision::BF16;
    pretrain.training.tokens = 100e9;
    pretrain.training.datasetTokens = 100e9;
    pretrain.training.epochs = 1.0;
    pretrain.training.seqLen = 4096;
    pretrain.training.microBatch = 4;
    pretrain.training.zeroStage = 1;
    pretrain.constraints.maxGpus = 64;
    pretrain.constraints.setting = Setting::Cloud;
    pretrain.constraints.deadlineHours = 30 * 24.0;
    presets.push_back({QStringLiteral("pre-training"), pretrain});

    Workload finetune;
    finetune.task = Task::Finetune;
    finetune.modelId = "llama-3-8b";
    finetune.precision = Precision::BF16;
    finetune.training.method = FinetuneMethod::Lora;
    finetune.training.datasetTokens = 50e6;
    finetune.training.epochs = 3.0;
    finetune.training.tokens = 150e6;
    finetune.training.seqLen = 2048;
    finetune.training.microBatch = 4;
    finetune.training.zeroStage = 0;
    finetune.constraints.maxGpus = 8;
    presets.push_back({QStringLiteral("domain-finetune"), finetune});

    // A reasoning model thinks for thousands of tokens before it answers (DeepSeek-R1-Zero's
    // average response grew to about 10,000 tokens during training, Guo et al. 2025, figure
    // 3), so the output, not the prompt, sets the KV cache and the time; it ships in FP8.
    Workload reasoning = inference("deepseek-r1", 1024, 8192, 0.5, 3000.0, 50.0);
    reasoning.precision = Precision::FP8;
    reasoning.constraints.maxGpus = 16;
    presets.push_back({QStringLiteral("reasoning"), reasoning});

    Workload qwenChat = inference("qwen3-30b-a3b", 1024, 512, 5.0, 1000.0, 50.0);
    qwenChat.precision = Precision::BF16;
    presets.push_back({QStringLiteral("qwen-chat"), qwenChat});

    Workload custom;
    custom.modelId = "llama-3-8b";
    presets.push_back({QStringLiteral("custom"), custom});
    return presets;
}

} // namespace

const std::vector<WorkloadPreset>& WorkloadPresets::all()
{
    static const std::vector<WorkloadPreset> presets = makePresets();
    return presets;
}

const WorkloadPreset* WorkloadPresets::find(const QString& id)
{
    for (const auto& preset : all()) {
        if (preset.id == id)
            return &preset;
    }
    return nullptr;
}

QString WorkloadPresets::name(const QString& id)
{
    if (id == QLatin1String("chat"))
        return tr("Chat assistant");
    if (id == QLatin1String("summarisation"))
        return tr("Summarisation (offline batch)");
    if (id == QLatin1String("code-completion"))
        return tr("Code completion");
    if (id == QLatin1String("rag"))
        return tr("Retrieval-augmented generation (RAG)");
    if (id == QLatin1String("text-to-image"))
        return tr("Text-to-image");
    if (id == QLatin1String("pre-training"))
        return tr("Pre-training");
    if (id == QLatin1String("domain-finetune"))
        return tr("Domain fine-tune");
    if (id == QLatin1String("reasoning"))
        return tr("Reasoning with long answers (DeepSeek-R1)");
    if (id == QLatin1String("qwen-chat"))
        return tr("Qwen3 chat (mixture of experts)");
    return tr("Custom");
}

QString WorkloadPresets::description(const QString& id)
{
    if (id == QLatin1String("chat"))
        return tr("Serve a chat model to many users: short prompts, answers streamed as they are generated.");
    if (id == QLatin1String("summarisation"))
        return tr(
            "Summarise a large collection of documents overnight: long prompts, throughput matters, latency does not.");
    if (id == QLatin1String("code-completion"))
        return tr("Complete code in an editor: the first token must arrive within a few hundred milliseconds.");
    if (id == QLatin1String("rag"))
        return tr("Answer questions over your documents: long prompts with retrieved passages, a larger model.");
    if (id == QLatin1String("text-to-image"))
        return tr("Generate images from text with a diffusion model such as SDXL.");
    if (id == QLatin1String("pre-training"))
        return tr("Train a language model from scratch on billions of tokens across many GPUs.");
    if (id == QLatin1String("domain-finetune"))
        return tr("Adapt an existing model to your domain with LoRA on a few GPUs.");
    if (id == QLatin1String("reasoning"))
        return tr("Serve a reasoning model that thinks for thousands of tokens before it answers: output length, the "
                  "KV cache and decode speed decide the GPUs.");
    if (id == QLatin1String("qwen-chat"))
        return tr("Serve Qwen3-30B-A3B to many users: 30 billion parameters in memory, only about 3 billion read per "
                  "token.");
    return tr("Start from defaults and set everything yourself.");
}

} // namespace gpuatlas::ui
