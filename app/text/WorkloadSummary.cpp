// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadSummary.h"

#include "EngineText.h"
#include "Prose.h"
#include "Units.h"

#include <functional>

namespace gpuatlas::text {

using engine::Workload;
using text::EngineText;
using text::Units;

namespace {

QString method(engine::FinetuneMethod method)
{
    switch (method) {
    case engine::FinetuneMethod::Full:
        return WorkloadSummary::tr("full (all weights)");
    case engine::FinetuneMethod::Lora:
        return WorkloadSummary::tr("LoRA");
    case engine::FinetuneMethod::Qlora:
        return WorkloadSummary::tr("QLoRA (4-bit base model)");
    }
    return {};
}

QString optimizer(engine::Optimizer optimizer)
{
    switch (optimizer) {
    case engine::Optimizer::AdamW:
        return WorkloadSummary::tr("AdamW");
    case engine::Optimizer::AdamW8bit:
        return WorkloadSummary::tr("AdamW, 8-bit states");
    case engine::Optimizer::Sgd:
        return WorkloadSummary::tr("SGD with momentum");
    }
    return {};
}

QString recompute(engine::Recompute recompute)
{
    switch (recompute) {
    case engine::Recompute::None:
        return WorkloadSummary::tr("none (all activations kept)");
    case engine::Recompute::Selective:
        return WorkloadSummary::tr("selective (attention recomputed)");
    case engine::Recompute::Full:
        return WorkloadSummary::tr("full (every layer recomputed)");
    }
    return {};
}

QString setting(engine::Setting setting)
{
    switch (setting) {
    case engine::Setting::Cloud:
        return WorkloadSummary::tr("cloud");
    case engine::Setting::Node:
        return WorkloadSummary::tr("a data-centre server (up to 8 GPUs)");
    case engine::Setting::Workstation:
        return WorkloadSummary::tr("a workstation (a few PCIe cards)");
    }
    return {};
}

// The value formatted, or `none` when there is none.
QString orElse(const std::optional<double>& value, const QString& none, const std::function<QString(double)>& format)
{
    return value ? format(*value) : none;
}

} // namespace

QString WorkloadSummary::title(const Workload& workload, const engine::ModelCatalog& models)
{
    if (!workload.name.empty())
        return QString::fromStdString(workload.name);
    const engine::Model* model = engine::resolveModel(workload, models);
    const QString name = model ? QString::fromStdString(model->name) : tr("a custom model");
    switch (workload.task) {
    case engine::Task::Inference:
        return tr("Inference on %1").arg(name);
    case engine::Task::Finetune:
        return tr("Fine-tuning %1").arg(name);
    case engine::Task::Training:
        return tr("Training %1").arg(name);
    }
    return name;
}

void WorkloadSummary::inferenceFields(QList<Field>& out, const Workload& w, const QLocale& locale)
{
    const auto add = [&out](const QString& label, const QString& value) { out.append({label, value}); };
    const QString noLimit = tr("no limit");
    const auto& in = w.inference;
    add(tr("Mode"), in.mode == engine::InferenceMode::Online ? tr("online serving (latency matters)")
                                                             : tr("offline batch processing"));
    add(tr("Prompt"), tr("%1 tokens").arg(Units::count(in.promptTokens, locale)));
    add(tr("Output"), tr("%1 tokens").arg(Units::count(in.outputTokens, locale)));
    add(tr("Batch"), in.batch ? Units::count(*in.batch, locale) : tr("as large as fits in memory"));
    QString kv = EngineText::precision(w.effectiveKvPrecision());
    if (!in.kvPrecision)
        kv = tr("%1 (default for the precision)").arg(kv);
    add(tr("KV cache"), kv);
    add(tr("Request rate"), orElse(in.requestsPerS, tr("not set (peak throughput)"),
                                   [&locale](double v) { return Units::requestsPerSecond(v, locale); }));
    add(tr("Time to first token"), orElse(in.maxTtftMs, noLimit, [&locale](double v) {
            return tr("at most %1").arg(Units::milliseconds(v, locale));
        }));
    add(tr("Time between tokens"), orElse(in.maxItlMs, noLimit, [&locale](double v) {
            return tr("at most %1").arg(Units::milliseconds(v, locale));
        }));
}

void WorkloadSummary::trainingFields(QList<Field>& out, const Workload& w, const QLocale& locale)
{
    const auto add = [&out](const QString& label, const QString& value) { out.append({label, value}); };
    const auto& t = w.training;
    add(tr("Training tokens"), Units::largeCount(t.tokens, locale));
    if (t.epochs)
        add(tr("Epochs"), Units::number(*t.epochs, 2, locale));
    if (t.datasetTokens)
        add(tr("Dataset"), Units::withLargeCount(tr("%1 tokens"), *t.datasetTokens, locale));
    if (t.samples)
        add(tr("Samples"), Units::largeCount(*t.samples, locale));
    add(tr("Sequence length"), tr("%1 tokens").arg(Units::count(t.seqLen, locale)));
    add(tr("Micro-batch per GPU"), Units::count(t.microBatch, locale));
    if (w.task == engine::Task::Training)
        add(tr("Method"), method(t.method));
    if (t.method != engine::FinetuneMethod::Full)
        add(tr("LoRA rank"), Units::count(t.loraRank, locale));
    add(tr("Optimizer"), optimizer(t.optimizer));
    add(tr("Activation recomputation"), recompute(t.recompute));
    add(tr("ZeRO stage"), Units::count(t.zeroStage, locale));
}

QList<WorkloadSummary::Field> WorkloadSummary::fields(const Workload& w, const engine::ModelCatalog& models,
                                                      const engine::Catalog& catalog, const QLocale& locale,
                                                      const DisplayCurrency& shown)
{
    QList<Field> out;
    const auto add = [&out](const QString& label, const QString& value) { out.append({label, value}); };
    const QString noLimit = tr("no limit");

    add(tr("Name"), w.name.empty() ? tr("(none)") : QString::fromStdString(w.name));
    QString task = EngineText::task(w.task);
    if (w.task == engine::Task::Finetune)
        task = tr("%1, %2").arg(task, method(w.training.method));
    add(tr("Task"), task);
    const engine::Model* model = engine::resolveModel(w, models);
    if (model) {
        QString text =
            tr("%1 (%2 parameters)").arg(QString::fromStdString(model->name), Units::largeCount(model->params, locale));
        if (model->custom)
            text = tr("%1, given in the workload").arg(text);
        add(tr("Model"), text);
    }
    add(tr("Precision"), EngineText::precision(w.precision));

    if (w.isTraining())
        trainingFields(out, w, locale);
    else
        inferenceFields(out, w, locale);

    const auto& c = w.constraints;
    add(tr("Where"), setting(c.setting));
    add(tr("Most GPUs"), Units::count(c.maxGpus, locale));
    // A count the user fixed (the what-if GPU count) holds for every candidate.
    add(tr("GPU count"), c.gpuCount ? tr("%1 for every candidate").arg(Units::count(*c.gpuCount, locale))
                                    : tr("for each GPU, the count that serves the job best"));
    add(tr("Budget per hour"), orElse(c.maxUsdPerHour, noLimit, [&](double v) {
            return Money::perHour(shown.convert(v), shown.currency, locale);
        }));
    if (w.isTraining()) {
        add(tr("Deadline"),
            orElse(c.deadlineHours, tr("none"), [&locale](double v) { return Units::hours(v, locale); }));
        add(tr("Budget for the run"),
            orElse(c.maxUsdTotal, noLimit, [&](double v) { return Money::fromUsd(v, shown, locale); }));
    }
    add(tr("Priorities"),
        tr("speed %1, cost %2, energy %3")
            .arg(Units::number(w.priorities.speed, 2, locale), Units::number(w.priorities.cost, 2, locale),
                 Units::number(w.priorities.energy, 2, locale)));
    QStringList gpus;
    for (const auto& id : w.gpus) {
        const engine::Gpu* gpu = catalog.find(id);
        gpus << (gpu ? QString::fromStdString(gpu->name) : QString::fromStdString(id));
    }
    add(tr("GPUs considered"), gpus.isEmpty() ? tr("every GPU in the catalogue") : text::Prose::list(gpus));
    return out;
}

} // namespace gpuatlas::text
