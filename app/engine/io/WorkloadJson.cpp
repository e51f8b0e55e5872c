// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/WorkloadJson.h"

#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonRead.h"
#include "engine/io/JsonSchema.h"
#include "engine/io/ModelJson.h"

#include <algorithm>

namespace gpuatlas::engine::inline io {

using nlohmann::json;
namespace jr = jsonread;

namespace {

template <class Enum, std::size_t N>
Enum enumFrom(const std::string& id, const std::array<Enum, N>& values, std::string_view (*name)(Enum), Enum fallback)
{
    for (const auto value : values) {
        if (name(value) == id)
            return value;
    }
    return fallback;
}

constexpr std::array allTasks{Task::Inference, Task::Training, Task::Finetune};
constexpr std::array allMethods{FinetuneMethod::Full, FinetuneMethod::Lora, FinetuneMethod::Qlora};
constexpr std::array allOptimizers{Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::Sgd};
constexpr std::array allRecomputes{Recompute::None, Recompute::Selective, Recompute::Full};
constexpr std::array allSettings{Setting::Cloud, Setting::Node, Setting::Workstation};

InferenceSpec inferenceFrom(const json& value)
{
    InferenceSpec spec;
    if (!value.is_object())
        return spec;
    spec.promptTokens = jr::optionalInt(value, "prompt_tokens").value_or(spec.promptTokens);
    spec.outputTokens = jr::optionalInt(value, "output_tokens").value_or(spec.outputTokens);
    if (const auto batch = value.find("batch"); batch != value.end())
        spec.batch = batch->is_string() ? std::nullopt : jr::optionalInt(value, "batch");
    if (const auto kv = value.find("kv_precision"); kv != value.end() && kv->is_string())
        spec.kvPrecision = precisionFromId(kv->get<std::string>());
    spec.requestsPerS = jr::optionalNumber(value, "requests_per_s");
    spec.maxTtftMs = jr::optionalNumber(value, "max_ttft_ms");
    spec.maxItlMs = jr::optionalNumber(value, "max_itl_ms");
    spec.mode = jr::stringOr(value, "mode", "online") == "offline" ? InferenceMode::Offline : InferenceMode::Online;
    spec.tensorParallel = jr::optionalInt(value, "tensor_parallel");
    spec.gpuLayers = jr::optionalInt(value, "gpu_layers");
    if (const auto kv = value.find("kv_in_host_memory"); kv != value.end() && kv->is_boolean())
        spec.kvInHostMemory = kv->get<bool>();
    return spec;
}

TrainingSpec trainingFrom(const json& value)
{
    TrainingSpec spec;
    if (!value.is_object())
        return spec;
    spec.tokens = jr::optionalNumber(value, "tokens").value_or(spec.tokens);
    spec.seqLen = jr::optionalInt(value, "seq_len").value_or(spec.seqLen);
    if (const auto micro = value.find("micro_batch"); micro != value.end() && micro->is_string())
        spec.microBatchMax = true;
    else
        spec.microBatch = jr::optionalInt(value, "micro_batch").value_or(spec.microBatch);
    spec.method = enumFrom(jr::stringOr(value, "method", "full"), allMethods, finetuneMethodId, spec.method);
    spec.optimizer = enumFrom(jr::stringOr(value, "optimizer", "adamw"), allOptimizers, optimizerId, spec.optimizer);
    spec.recompute =
        enumFrom(jr::stringOr(value, "recompute", "selective"), allRecomputes, recomputeId, spec.recompute);
    spec.zeroStage = jr::optionalInt(value, "zero_stage").value_or(spec.zeroStage);
    spec.loraRank = jr::optionalInt(value, "lora_rank").value_or(spec.loraRank);
    spec.epochs = jr::optionalNumber(value, "epochs");
    spec.datasetTokens = jr::optionalNumber(value, "dataset_tokens");
    spec.samples = jr::optionalNumber(value, "samples");
    spec.tensorParallel = jr::optionalInt(value, "tensor_parallel");
    spec.pipelineParallel = jr::optionalInt(value, "pipeline_parallel");
    return spec;
}

Constraints constraintsFrom(const json& value)
{
    Constraints constraints;
    if (!value.is_object())
        return constraints;
    constraints.maxGpus = jr::optionalInt(value, "max_gpus").value_or(constraints.maxGpus);
    constraints.gpuCount = jr::optionalInt(value, "gpu_count");
    constraints.maxUsdPerHour = jr::optionalNumber(value, "max_usd_per_hour");
    constraints.deadlineHours = jr::optionalNumber(value, "deadline_hours");
    constraints.maxUsdTotal = jr::optionalNumber(value, "max_usd_total");
    constraints.setting =
        enumFrom(jr::stringOr(value, "setting", "cloud"), allSettings, settingId, constraints.setting);
    return constraints;
}

Priorities prioritiesFrom(const json& value)
{
    Priorities priorities;
    if (!value.is_object())
        return priorities;
    priorities.speed = jr::optionalNumber(value, "speed").value_or(priorities.speed);
    priorities.cost = jr::optionalNumber(value, "cost").value_or(priorities.cost);
    priorities.energy = jr::optionalNumber(value, "energy").value_or(priorities.energy);
    return priorities;
}

} // namespace

Result<Workload> readWorkload(std::string_view text, const std::string& file, const ModelCatalog& models)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    const json& document = parsed.value();
    static const JsonSchema schema(json::parse(schemas::workload));
    Diagnostics errors;
    if (!schema.validate(document, file, errors))
        return errors;

    Workload workload;
    workload.name = jr::stringOr(document, "name");
    workload.task = enumFrom(document["task"].get<std::string>(), allTasks, taskId, Task::Inference);
    workload.precision = precisionFromId(document["precision"].get<std::string>()).value_or(Precision::FP16);
    if (const auto runtime = document.find("runtime"); runtime != document.end() && runtime->is_string())
        workload.runtime = runtimeFromId(runtime->get<std::string>());
    const auto& model = document["model"];
    if (model.is_string()) {
        workload.modelId = model.get<std::string>();
        if (!models.find(workload.modelId))
            return Diagnostic{DiagnosticCode::UnknownModel, file, "/model", {workload.modelId}, {}};
    } else {
        auto inlineModel = modelFromJson(model, file, "/model");
        if (!inlineModel)
            return inlineModel.errors();
        workload.inlineModel = std::move(inlineModel).value();
    }
    workload.inference = inferenceFrom(document.value("inference", json()));
    workload.training = trainingFrom(document.value("training", json()));
    workload.constraints = constraintsFrom(document.value("constraints", json()));
    workload.priorities = prioritiesFrom(document.value("priorities", json()));
    if (const auto gpus = document.find("gpus"); gpus != document.end()) {
        // Each id once, in the order first given: a repeated id would otherwise be
        // ranked twice (docs/cli.md).
        for (const auto& id : *gpus) {
            auto text = id.get<std::string>();
            if (std::find(workload.gpus.begin(), workload.gpus.end(), text) == workload.gpus.end())
                workload.gpus.push_back(std::move(text));
        }
    }
    return workload;
}

json workloadToJson(const Workload& workload)
{
    const auto& inference = workload.inference;
    const auto& training = workload.training;
    const auto& constraints = workload.constraints;
    json out{
        {"format", "gpu-atlas-workload"}, {"version", 1}, {"name", workload.name}, {"task", taskId(workload.task)}};
    out["model"] = workload.inlineModel ? modelToJson(*workload.inlineModel) : json(workload.modelId);
    out["precision"] = precisionId(workload.precision);
    if (workload.runtime)
        out["runtime"] = runtimeId(*workload.runtime);
    out["inference"] =
        json{{"prompt_tokens", inference.promptTokens},
             {"output_tokens", inference.outputTokens},
             {"batch", inference.batch ? json(*inference.batch) : json("max")},
             {"kv_precision", inference.kvPrecision ? json(precisionId(*inference.kvPrecision)) : json(nullptr)},
             {"requests_per_s", jr::orNull(inference.requestsPerS)},
             {"max_ttft_ms", jr::orNull(inference.maxTtftMs)},
             {"max_itl_ms", jr::orNull(inference.maxItlMs)},
             {"mode", inference.mode == InferenceMode::Offline ? "offline" : "online"}};
    if (inference.tensorParallel)
        out["inference"]["tensor_parallel"] = *inference.tensorParallel;
    if (inference.gpuLayers)
        out["inference"]["gpu_layers"] = *inference.gpuLayers;
    if (inference.kvInHostMemory)
        out["inference"]["kv_in_host_memory"] = true;
    out["training"] = json{{"tokens", training.tokens},
                           {"seq_len", training.seqLen},
                           {"micro_batch", training.microBatchMax ? json("max") : json(training.microBatch)},
                           {"method", finetuneMethodId(training.method)},
                           {"optimizer", optimizerId(training.optimizer)},
                           {"recompute", recomputeId(training.recompute)},
                           {"zero_stage", training.zeroStage},
                           {"lora_rank", training.loraRank},
                           {"epochs", jr::orNull(training.epochs)},
                           {"dataset_tokens", jr::orNull(training.datasetTokens)},
                           {"samples", jr::orNull(training.samples)}};
    if (training.tensorParallel)
        out["training"]["tensor_parallel"] = *training.tensorParallel;
    if (training.pipelineParallel)
        out["training"]["pipeline_parallel"] = *training.pipelineParallel;
    out["constraints"] = json{{"max_gpus", constraints.maxGpus},
                              {"max_usd_per_hour", jr::orNull(constraints.maxUsdPerHour)},
                              {"deadline_hours", jr::orNull(constraints.deadlineHours)},
                              {"max_usd_total", jr::orNull(constraints.maxUsdTotal)},
                              {"setting", settingId(constraints.setting)}};
    // Only when pinned: a file without a pin stays readable by versions before gpu_count.
    if (constraints.gpuCount)
        out["constraints"]["gpu_count"] = *constraints.gpuCount;
    out["priorities"] = json{{"speed", workload.priorities.speed},
                             {"cost", workload.priorities.cost},
                             {"energy", workload.priorities.energy}};
    if (!workload.gpus.empty())
        out["gpus"] = workload.gpus;
    return out;
}

} // namespace gpuatlas::engine::inline io
