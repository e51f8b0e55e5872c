// SPDX-License-Identifier: GPL-3.0-or-later
#include "RuntimePage.h"

#include "WorkloadWizard.h"
#include "engine/core/Layout.h"
#include "text/EngineText.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuatlas::ui {

using namespace gpuatlas::engine;

namespace {

constexpr int maxGpuLayers = 1000;

// A size field whose lowest value means "let the engine choose".
QSpinBox* makeSizeSpin(const char* objectName, int lowest, int maximum)
{
    auto* spin = new QSpinBox;
    spin->setObjectName(QString::fromLatin1(objectName));
    spin->setRange(lowest, maximum);
    spin->setMinimumWidth(160);
    return spin;
}

std::optional<int> pinned(const QSpinBox* spin)
{
    return spin->isEnabled() && spin->value() > spin->minimum() ? std::optional<int>(spin->value()) : std::nullopt;
}

void showPinned(QSpinBox* spin, const std::optional<int>& value)
{
    spin->setValue(value.value_or(spin->minimum()));
}

} // namespace

RuntimePage::RuntimePage(WorkloadWizard& wizard)
    : WorkloadPage(wizard)
{
    setObjectName(QStringLiteral("runtimePage"));
    m_runtimeLabel = new QLabel;
    m_runtime = new QComboBox;
    m_runtime->setObjectName(QStringLiteral("runtimeCombo"));
    m_runtime->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_tensorLabel = new QLabel;
    m_tensor = makeSizeSpin("tensorParallelSpin", 0, engine::maxPinnedTensorParallel);
    m_pipelineLabel = new QLabel;
    m_pipeline = makeSizeSpin("pipelineParallelSpin", 0, engine::maxPinnedPipelineParallel);
    m_gpuLayersLabel = new QLabel;
    m_gpuLayers = makeSizeSpin("gpuLayersSpin", -1, maxGpuLayers);
    m_message = makeMessageLabel(QStringLiteral("runtimeMessage"));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(m_runtimeLabel, m_runtime);
    form->addRow(m_tensorLabel, m_tensor);
    form->addRow(m_pipelineLabel, m_pipeline);
    form->addRow(m_gpuLayersLabel, m_gpuLayers);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addStretch();
    connect(m_runtime, &QComboBox::currentIndexChanged, this, &RuntimePage::showApplicableFields);
    retranslateUi();
}

void RuntimePage::retranslateUi()
{
    setTitle(tr("How it runs"));
    setSubTitle(tr("The software the job runs on and, if you want to fix it, the layout. Left on automatic, "
                   "GPU Atlas chooses the fastest layout that fits."));
    m_runtimeLabel->setText(tr("&Runtime:"));
    m_runtimeLabel->setBuddy(m_runtime);
    m_tensorLabel->setText(tr("&Tensor parallel:"));
    m_tensorLabel->setBuddy(m_tensor);
    m_tensor->setSpecialValueText(tr("Automatic"));
    m_tensor->setToolTip(tr("GPUs that split every layer between them; the other GPUs hold copies of the model."));
    m_pipelineLabel->setText(tr("&Pipeline parallel:"));
    m_pipelineLabel->setBuddy(m_pipeline);
    m_pipeline->setSpecialValueText(tr("Automatic"));
    m_pipeline->setToolTip(tr("Stages the layers are divided into, each on its own GPUs (training)."));
    m_gpuLayersLabel->setText(tr("&Layers on the GPU:"));
    m_gpuLayersLabel->setBuddy(m_gpuLayers);
    m_gpuLayers->setSpecialValueText(tr("As many as fit"));
    m_gpuLayers->setToolTip(tr("llama.cpp keeps the other layers in system memory and runs them on the CPU."));
    fillRuntimes(m_training);
}

void RuntimePage::fillRuntimes(bool training)
{
    const QString current = m_runtime->currentData().toString();
    const QSignalBlocker blocker(m_runtime);
    m_runtime->clear();
    m_runtime->addItem(tr("Automatic (the engine's optimised defaults)"),
                       QString::fromLatin1(runtimeId(Runtime::Optimized).data()));
    for (const Runtime runtime : allRuntimes) {
        if (runtime == Runtime::Optimized || !(training ? runtimeTrains(runtime) : runtimeServes(runtime)))
            continue;
        m_runtime->addItem(text::EngineText::runtime(runtime), QString::fromLatin1(runtimeId(runtime).data()));
    }
    m_runtime->setCurrentIndex(std::max(0, m_runtime->findData(current)));
    showApplicableFields();
}

Runtime RuntimePage::chosenRuntime() const
{
    return runtimeFromId(m_runtime->currentData().toString().toStdString()).value_or(Runtime::Optimized);
}

void RuntimePage::showApplicableFields()
{
    m_pipelineLabel->setVisible(m_training);
    m_pipeline->setVisible(m_training);
    m_pipeline->setEnabled(m_training);
    const bool llama = !m_training && chosenRuntime() == Runtime::LlamaCpp;
    m_gpuLayersLabel->setVisible(llama);
    m_gpuLayers->setVisible(llama);
    m_gpuLayers->setEnabled(llama);
}

void RuntimePage::load(const Workload& workload)
{
    m_training = workload.isTraining();
    fillRuntimes(m_training);
    const QString id = QString::fromLatin1(runtimeId(workload.runtime.value_or(Runtime::Optimized)).data());
    m_runtime->setCurrentIndex(std::max(0, m_runtime->findData(id)));
    showPinned(m_tensor, m_training ? workload.training.tensorParallel : workload.inference.tensorParallel);
    showPinned(m_pipeline, workload.training.pipelineParallel);
    showPinned(m_gpuLayers, workload.inference.gpuLayers);
    showApplicableFields();
    showMessage(m_message, {});
}

bool RuntimePage::check()
{
    const Workload& w = draft();
    QString problem;
    const Runtime runtime = chosenRuntime();
    const int gpus = pinned(m_tensor).value_or(1) * pinned(m_pipeline).value_or(1);
    if (!runtimeSupports(runtime, w.precision, m_training))
        problem = tr("%1 has no %2 format: choose another precision on the model page, or another runtime.")
                      .arg(text::EngineText::runtime(runtime), text::EngineText::precision(w.precision));
    else if (gpus > w.constraints.maxGpus)
        problem = tr("The layout pinned needs %1 GPUs, more than the %n allowed on the previous page.", nullptr,
                     w.constraints.maxGpus)
                      .arg(gpus);
    showMessage(m_message, problem);
    return problem.isEmpty();
}

void RuntimePage::store(Workload& workload)
{
    const Runtime runtime = chosenRuntime();
    workload.runtime = runtime == Runtime::Optimized ? std::nullopt : std::optional<Runtime>(runtime);
    if (workload.isTraining()) {
        workload.training.tensorParallel = pinned(m_tensor);
        workload.training.pipelineParallel = pinned(m_pipeline);
        workload.inference.tensorParallel.reset();
    } else {
        workload.inference.tensorParallel = pinned(m_tensor);
        workload.training.tensorParallel.reset();
        workload.training.pipelineParallel.reset();
    }
    workload.inference.gpuLayers =
        runtime == Runtime::LlamaCpp && !workload.isTraining() ? pinned(m_gpuLayers) : std::nullopt;
}

} // namespace gpuatlas::ui
