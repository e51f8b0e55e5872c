// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadPresets.h"

#include "engine/rank/StandardWorkloads.h"
#include "files/DataFiles.h"
#include "text/DiagnosticText.h"
#include "text/LanguageManager.h"

#include <QLocale>

#include <cstdio>

namespace gpuatlas::ui {

namespace {

const QString customId = QStringLiteral("custom");

// The standard workloads the wizard offers. A broken installed workloads.json must not
// leave the wizard without presets: the copy built into the program is used instead,
// and the problem goes to stderr (the suitability matrix page shows it in full).
std::vector<engine::StandardWorkload> loadStandardWorkloads()
{
    const auto models = files::DataFiles::loadModels();
    if (!models)
        return {};
    auto loaded = files::DataFiles::loadStandardWorkloads(models.value());
    if (loaded)
        return std::move(loaded).value();
    std::fprintf(stderr, "gpu-atlas: %s\n", qPrintable(text::DiagnosticText::summaryLine(loaded.errors())));
    auto builtIn = files::DataFiles::loadStandardWorkloads(models.value(), QStringLiteral(":/data/workloads.json"));
    return builtIn ? std::move(builtIn).value() : std::vector<engine::StandardWorkload>();
}

const std::vector<engine::StandardWorkload>& standardWorkloads()
{
    static const std::vector<engine::StandardWorkload> workloads = loadStandardWorkloads();
    return workloads;
}

const engine::StandardWorkload* standard(const QString& id)
{
    for (const auto& entry : standardWorkloads()) {
        if (id == QString::fromStdString(entry.id))
            return &entry;
    }
    return nullptr;
}

std::vector<WorkloadPreset> makePresets()
{
    std::vector<WorkloadPreset> presets;
    for (const auto& entry : standardWorkloads()) {
        if (entry.inWizard)
            presets.push_back({QString::fromStdString(entry.id), entry.workload});
    }
    engine::Workload custom;
    custom.modelId = "llama-3-8b";
    presets.push_back({customId, custom});
    return presets;
}

engine::Language interfaceLanguage()
{
    return text::LanguageManager::engineLanguage(text::LanguageManager::languageFor(QLocale()));
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
    if (const auto* entry = standard(id))
        return QString::fromStdString(entry->name.in(interfaceLanguage()));
    return tr("Custom");
}

QString WorkloadPresets::description(const QString& id)
{
    if (const auto* entry = standard(id))
        return QString::fromStdString(entry->description.in(interfaceLanguage()));
    return tr("Start from defaults and set everything yourself.");
}

} // namespace gpuatlas::ui
