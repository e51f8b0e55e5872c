// SPDX-License-Identifier: GPL-3.0-or-later
#include "TaskPage.h"

#include "WorkloadPresets.h"
#include "WorkloadWizard.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using engine::FinetuneMethod;
using engine::InferenceMode;
using engine::Task;

TaskPage::TaskPage(WorkloadWizard& wizard)
    : WorkloadPage(wizard)
{
    setObjectName(QStringLiteral("taskPage"));
    m_presetLabel = new QLabel;
    m_presets = new QListWidget;
    m_presets->setObjectName(QStringLiteral("presetList"));
    for (const auto& preset : WorkloadPresets::all()) {
        auto* item = new QListWidgetItem(m_presets);
        item->setData(Qt::UserRole, preset.id);
    }
    m_presetDescription = new QLabel;
    m_presetDescription->setObjectName(QStringLiteral("presetDescription"));
    m_presetDescription->setWordWrap(true);
    QFont italic = m_presetDescription->font();
    italic.setItalic(true);
    m_presetDescription->setFont(italic);

    m_taskLabel = new QLabel;
    m_inference = new QRadioButton;
    m_inference->setObjectName(QStringLiteral("taskInference"));
    m_finetune = new QRadioButton;
    m_finetune->setObjectName(QStringLiteral("taskFinetune"));
    m_training = new QRadioButton;
    m_training->setObjectName(QStringLiteral("taskTraining"));
    auto* tasks = new QButtonGroup(this);
    for (auto* button : {m_inference, m_finetune, m_training})
        tasks->addButton(button);
    auto* taskRow = new QHBoxLayout;
    taskRow->addWidget(m_inference);
    taskRow->addWidget(m_finetune);
    taskRow->addWidget(m_training);
    taskRow->addStretch();

    m_modeLabel = new QLabel;
    m_online = new QRadioButton;
    m_online->setObjectName(QStringLiteral("modeOnline"));
    m_offline = new QRadioButton;
    m_offline->setObjectName(QStringLiteral("modeOffline"));
    auto* modes = new QButtonGroup(this);
    modes->addButton(m_online);
    modes->addButton(m_offline);
    auto* modeRow = new QHBoxLayout;
    modeRow->addWidget(m_online);
    modeRow->addWidget(m_offline);
    modeRow->addStretch();

    m_methodLabel = new QLabel;
    m_method = new QComboBox;
    m_method->setObjectName(QStringLiteral("methodCombo"));
    for (const auto method : {FinetuneMethod::Full, FinetuneMethod::Lora, FinetuneMethod::Qlora})
        m_method->addItem(QString(), QString::fromLatin1(engine::finetuneMethodId(method).data()));

    m_nameLabel = new QLabel;
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setMaxLength(200);
    m_nameMessage = makeMessageLabel(QStringLiteral("nameMessage"));

    auto* form = new QFormLayout;
    form->addRow(m_taskLabel, taskRow);
    form->addRow(m_modeLabel, modeRow);
    form->addRow(m_methodLabel, m_method);
    form->addRow(m_nameLabel, m_name);
    form->addRow(QString(), m_nameMessage);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_presetLabel);
    layout->addWidget(m_presets);
    layout->addWidget(m_presetDescription);
    layout->addSpacing(8);
    layout->addLayout(form);
    layout->addStretch();

    selectPresetSilently(QStringLiteral("chat")); // the wizard's initial draft
    connect(m_presets, &QListWidget::currentRowChanged, this, &TaskPage::applyPreset);
    for (auto* button : {m_inference, m_finetune, m_training})
        connect(button, &QRadioButton::toggled, this, &TaskPage::updateVisibility);
    retranslateUi();
}

void TaskPage::retranslateUi()
{
    setTitle(tr("What do you want to run?"));
    setSubTitle(tr("Pick the job closest to yours; every value can be changed on the next pages."));
    m_presetLabel->setText(tr("&Start from:"));
    m_presetLabel->setBuddy(m_presets);
    for (int row = 0; row < m_presets->count(); ++row) {
        auto* item = m_presets->item(row);
        item->setText(WorkloadPresets::name(item->data(Qt::UserRole).toString()));
    }
    // Tall enough for every preset without a scroll bar, no taller; measured on the
    // translated names, since Chinese rows are taller than Latin ones.
    int rowsHeight = 0;
    for (int row = 0; row < m_presets->count(); ++row)
        rowsHeight += m_presets->sizeHintForRow(row);
    m_presets->setFixedHeight(rowsHeight + 2 * m_presets->frameWidth());
    if (auto* item = m_presets->currentItem())
        m_presetDescription->setText(WorkloadPresets::description(item->data(Qt::UserRole).toString()));
    m_taskLabel->setText(tr("Task:"));
    m_inference->setText(tr("&Inference"));
    m_finetune->setText(tr("&Fine-tuning"));
    m_training->setText(tr("&Training from scratch"));
    m_modeLabel->setText(tr("Serving:"));
    m_online->setText(tr("&Online (users wait for answers)"));
    m_offline->setText(tr("O&ffline batch (throughput only)"));
    m_methodLabel->setText(tr("&Method:"));
    m_methodLabel->setBuddy(m_method);
    m_method->setItemText(0, tr("Full fine-tuning (all weights)"));
    m_method->setItemText(1, tr("LoRA (small adapters, frozen 16-bit base)"));
    m_method->setItemText(2, tr("QLoRA (adapters on a 4-bit base)"));
    m_nameLabel->setText(tr("&Name:"));
    m_nameLabel->setBuddy(m_name);
    m_name->setPlaceholderText(tr("e.g. Support chat on Llama 3 8B"));
}

void TaskPage::applyPreset()
{
    const auto* item = m_presets->currentItem();
    if (!item)
        return;
    const QString id = item->data(Qt::UserRole).toString();
    m_presetDescription->setText(WorkloadPresets::description(id));
    const auto* preset = WorkloadPresets::find(id);
    if (!preset || m_selectingPreset)
        return;
    wizard().applyPreset(*preset);
    load(draft());
}

void TaskPage::selectPresetSilently(const QString& id)
{
    m_selectingPreset = true;
    for (int row = 0; row < m_presets->count(); ++row) {
        if (m_presets->item(row)->data(Qt::UserRole).toString() == id)
            m_presets->setCurrentRow(row);
    }
    m_selectingPreset = false;
}

engine::Task TaskPage::selectedTask() const
{
    if (m_training->isChecked())
        return Task::Training;
    if (m_finetune->isChecked())
        return Task::Finetune;
    return Task::Inference;
}

void TaskPage::updateVisibility()
{
    const Task task = selectedTask();
    m_modeLabel->setVisible(task == Task::Inference);
    m_online->setVisible(task == Task::Inference);
    m_offline->setVisible(task == Task::Inference);
    m_methodLabel->setVisible(task == Task::Finetune);
    m_method->setVisible(task == Task::Finetune);
}

void TaskPage::load(const engine::Workload& workload)
{
    m_inference->setChecked(workload.task == Task::Inference);
    m_finetune->setChecked(workload.task == Task::Finetune);
    m_training->setChecked(workload.task == Task::Training);
    m_online->setChecked(workload.inference.mode == InferenceMode::Online);
    m_offline->setChecked(workload.inference.mode == InferenceMode::Offline);
    m_method->setCurrentIndex(
        m_method->findData(QString::fromLatin1(engine::finetuneMethodId(workload.training.method).data())));
    m_name->setText(QString::fromStdString(workload.name));
    updateVisibility();
}

bool TaskPage::check()
{
    const QString name = m_name->text().trimmed();
    showMessage(m_nameMessage, name.contains(QLatin1Char('\n')) ? tr("The name must fit on one line.") : QString());
    return m_nameMessage->text().isEmpty();
}

void TaskPage::store(engine::Workload& workload)
{
    workload.task = selectedTask();
    workload.inference.mode = m_offline->isChecked() ? InferenceMode::Offline : InferenceMode::Online;
    const QString method = m_method->currentData().toString();
    for (const auto candidate : {FinetuneMethod::Full, FinetuneMethod::Lora, FinetuneMethod::Qlora}) {
        if (method == QLatin1String(engine::finetuneMethodId(candidate).data()))
            workload.training.method = candidate;
    }
    if (workload.task == Task::Training)
        workload.training.method = FinetuneMethod::Full; // pre-training trains every weight
    workload.name = m_name->text().trimmed().toStdString();
}

} // namespace gpuatlas::ui
