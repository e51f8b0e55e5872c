// SPDX-License-Identifier: GPL-3.0-or-later
#include "PrioritiesPage.h"

#include "WorkloadWizard.h"
#include "state/Workspace.h"
#include "text/Units.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

namespace gpuatlas::ui {

namespace {

// Sliders run 0..10; the workload stores the weights as numbers (1 = slider at 5).
constexpr int sliderMax = 10;
constexpr double sliderPerUnit = 5.0;

QSlider* makeSlider(const char* objectName)
{
    auto* slider = new QSlider(Qt::Horizontal);
    slider->setObjectName(QString::fromLatin1(objectName));
    slider->setRange(0, sliderMax);
    slider->setTickPosition(QSlider::TicksBelow);
    slider->setPageStep(1);
    return slider;
}

int sliderValue(double weight)
{
    return std::clamp(static_cast<int>(std::lround(weight * sliderPerUnit)), 0, sliderMax);
}

} // namespace

PrioritiesPage::PrioritiesPage(WorkloadWizard& wizard)
    : WorkloadPage(wizard)
{
    setObjectName(QStringLiteral("prioritiesPage"));
    m_speed = makeSlider("speedSlider");
    m_cost = makeSlider("costSlider");
    m_energy = makeSlider("energySlider");
    m_weights = new QLabel;
    m_weights->setObjectName(QStringLiteral("weightsLabel"));
    for (auto** label : {&m_speedLabel, &m_costLabel, &m_energyLabel, &m_gpusLabel})
        *label = new QLabel;

    m_gpus = new QListWidget;
    m_gpus->setObjectName(QStringLiteral("gpuList"));
    for (const auto& gpu : wizard.workspace().catalog().gpus()) {
        auto* item = new QListWidgetItem(QString::fromStdString(gpu.name), m_gpus);
        item->setData(Qt::UserRole, QString::fromStdString(gpu.id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_all = new QPushButton;
    m_all->setObjectName(QStringLiteral("allGpusButton"));
    m_selected = new QPushButton;
    m_selected->setObjectName(QStringLiteral("selectedGpusButton"));
    m_none = new QPushButton;
    m_none->setObjectName(QStringLiteral("noGpusButton"));
    m_message = makeMessageLabel(QStringLiteral("prioritiesMessage"));

    auto* form = new QFormLayout;
    form->addRow(m_speedLabel, m_speed);
    form->addRow(m_costLabel, m_cost);
    form->addRow(m_energyLabel, m_energy);
    form->addRow(QString(), m_weights);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_all);
    buttons->addWidget(m_selected);
    buttons->addWidget(m_none);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_gpusLabel);
    layout->addWidget(m_gpus, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_message);

    for (auto* slider : {m_speed, m_cost, m_energy})
        connect(slider, &QSlider::valueChanged, this, &PrioritiesPage::updateWeights);
    connect(m_all, &QPushButton::clicked, this, [this] {
        QStringList ids;
        for (int row = 0; row < m_gpus->count(); ++row)
            ids << m_gpus->item(row)->data(Qt::UserRole).toString();
        checkGpus(ids);
    });
    connect(m_selected, &QPushButton::clicked, this, [this] { checkGpus(this->wizard().workspace().selection()); });
    connect(m_none, &QPushButton::clicked, this, [this] { checkGpus({}); });
    retranslateUi();
}

void PrioritiesPage::retranslateUi()
{
    setTitle(tr("Priorities"));
    setSubTitle(tr("How the candidates are scored, and which GPUs to consider."));
    m_speedLabel->setText(tr("&Speed:"));
    m_speedLabel->setBuddy(m_speed);
    m_costLabel->setText(tr("&Cost:"));
    m_costLabel->setBuddy(m_cost);
    m_energyLabel->setText(tr("&Energy:"));
    m_energyLabel->setBuddy(m_energy);
    m_gpusLabel->setText(tr("&GPUs to consider:"));
    m_gpusLabel->setBuddy(m_gpus);
    m_all->setText(tr("All"));
    m_selected->setText(tr("The spec table's selection"));
    m_none->setText(tr("None"));
    updateWeights();
}

void PrioritiesPage::updateWeights()
{
    const double total = m_speed->value() + m_cost->value() + m_energy->value();
    if (total <= 0) {
        m_weights->setText(tr("Give at least one priority some weight."));
        return;
    }
    m_weights->setText(tr("Score = %1 speed + %2 cost + %3 energy")
                           .arg(text::Units::percent(m_speed->value() / total),
                                text::Units::percent(m_cost->value() / total),
                                text::Units::percent(m_energy->value() / total)));
}

void PrioritiesPage::checkGpus(const QStringList& ids)
{
    for (int row = 0; row < m_gpus->count(); ++row) {
        auto* item = m_gpus->item(row);
        item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList PrioritiesPage::checkedGpus() const
{
    QStringList ids;
    for (int row = 0; row < m_gpus->count(); ++row) {
        if (m_gpus->item(row)->checkState() == Qt::Checked)
            ids << m_gpus->item(row)->data(Qt::UserRole).toString();
    }
    return ids;
}

void PrioritiesPage::load(const engine::Workload& workload)
{
    m_speed->setValue(sliderValue(workload.priorities.speed));
    m_cost->setValue(sliderValue(workload.priorities.cost));
    m_energy->setValue(sliderValue(workload.priorities.energy));
    QStringList ids;
    for (const auto& id : workload.gpus)
        ids << QString::fromStdString(id);
    // An empty list means every GPU (the wizard starts from the spec table's selection).
    if (ids.isEmpty())
        m_all->click();
    else
        checkGpus(ids);
    showMessage(m_message, {});
    updateWeights();
}

bool PrioritiesPage::check()
{
    QString problem;
    if (m_speed->value() + m_cost->value() + m_energy->value() == 0)
        problem = tr("Give at least one priority some weight.");
    else if (checkedGpus().isEmpty())
        problem = tr("Tick at least one GPU to consider.");
    showMessage(m_message, problem);
    return problem.isEmpty();
}

void PrioritiesPage::store(engine::Workload& workload)
{
    workload.priorities.speed = m_speed->value() / sliderPerUnit;
    workload.priorities.cost = m_cost->value() / sliderPerUnit;
    workload.priorities.energy = m_energy->value() / sliderPerUnit;
    workload.gpus.clear();
    const QStringList ids = checkedGpus();
    // All ticked is stored as "all", so GPUs added later are considered too.
    if (ids.size() != m_gpus->count()) {
        for (const auto& id : ids)
            workload.gpus.push_back(id.toStdString());
    }
}

} // namespace gpuatlas::ui
