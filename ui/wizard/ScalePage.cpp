// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScalePage.h"

#include "WorkloadWizard.h"
#include "state/Workspace.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using namespace gpuatlas::engine;

namespace {

// A desktop tower takes at most four double-width PCIe cards.
constexpr int workstationMaxGpus = 4;

QDoubleSpinBox* makeScaleSpin(const char* objectName, double minimum, double maximum, int decimals)
{
    auto* spin = new QDoubleSpinBox;
    spin->setObjectName(QString::fromLatin1(objectName));
    spin->setRange(minimum, maximum);
    spin->setDecimals(decimals);
    spin->setGroupSeparatorShown(true);
    return spin;
}

QCheckBox* makeCheck(const char* objectName, QDoubleSpinBox* controlled)
{
    auto* check = new QCheckBox;
    check->setObjectName(QString::fromLatin1(objectName));
    QObject::connect(check, &QCheckBox::toggled, controlled, &QDoubleSpinBox::setEnabled);
    return check;
}

void setOptional(QCheckBox* check, QDoubleSpinBox* spin, const std::optional<double>& value, double fallback)
{
    check->setChecked(value.has_value());
    spin->setValue(value.value_or(fallback));
    spin->setEnabled(value.has_value());
}

std::optional<double> optionalValue(const QCheckBox* check, const QDoubleSpinBox* spin)
{
    return check->isChecked() ? std::optional<double>(spin->value()) : std::nullopt;
}

QHBoxLayout* row(QWidget* first, QWidget* second)
{
    auto* layout = new QHBoxLayout;
    layout->addWidget(first);
    layout->addWidget(second);
    layout->addStretch();
    return layout;
}

} // namespace

ScalePage::ScalePage(WorkloadWizard& wizard)
    : WorkloadPage(wizard)
{
    setObjectName(QStringLiteral("scalePage"));
    m_maxGpusLabel = new QLabel;
    m_maxGpus = new QSpinBox;
    m_maxGpus->setObjectName(QStringLiteral("maxGpusSpin"));
    m_maxGpus->setRange(1, 100000);
    m_settingLabel = new QLabel;
    m_workstation = new QRadioButton;
    m_workstation->setObjectName(QStringLiteral("settingWorkstation"));
    m_node = new QRadioButton;
    m_node->setObjectName(QStringLiteral("settingNode"));
    m_cloud = new QRadioButton;
    m_cloud->setObjectName(QStringLiteral("settingCloud"));
    auto* settings = new QButtonGroup(this);
    for (auto* button : {m_workstation, m_node, m_cloud})
        settings->addButton(button);
    auto* settingColumn = new QVBoxLayout;
    for (auto* button : {m_cloud, m_node, m_workstation})
        settingColumn->addWidget(button);

    m_budgetGroup = new QGroupBox;
    m_budgetHour = makeScaleSpin("budgetHourSpin", 0.01, 1e7, 2);
    m_budgetHourCheck = makeCheck("budgetHourCheck", m_budgetHour);
    m_budgetTotal = makeScaleSpin("budgetTotalSpin", 1, 1e10, 0);
    m_budgetTotalCheck = makeCheck("budgetTotalCheck", m_budgetTotal);
    m_deadline = makeScaleSpin("deadlineSpin", 0.1, 1e6, 1);
    m_deadlineCheck = makeCheck("deadlineCheck", m_deadline);
    auto* budgetForm = new QFormLayout(m_budgetGroup);
    budgetForm->addRow(row(m_budgetHourCheck, m_budgetHour));
    budgetForm->addRow(row(m_budgetTotalCheck, m_budgetTotal));
    budgetForm->addRow(row(m_deadlineCheck, m_deadline));

    m_latencyGroup = new QGroupBox;
    m_ttft = makeScaleSpin("ttftSpin", 1, 1e6, 0);
    m_ttftCheck = makeCheck("ttftCheck", m_ttft);
    m_itl = makeScaleSpin("itlSpin", 0.1, 1e5, 1);
    m_itlCheck = makeCheck("itlCheck", m_itl);
    auto* latencyForm = new QFormLayout(m_latencyGroup);
    latencyForm->addRow(row(m_ttftCheck, m_ttft));
    latencyForm->addRow(row(m_itlCheck, m_itl));

    m_message = makeMessageLabel(QStringLiteral("scaleMessage"));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_maxGpus->setMinimumWidth(120);
    form->addRow(m_maxGpusLabel, m_maxGpus);
    form->addRow(m_settingLabel, settingColumn);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_budgetGroup);
    layout->addWidget(m_latencyGroup);
    layout->addWidget(m_message);
    layout->addStretch();
    retranslateUi();
}

void ScalePage::retranslateUi()
{
    setTitle(tr("Scale and constraints"));
    setSubTitle(tr("Limits the recommendation must respect. Leave a limit unticked if it does not matter."));
    m_maxGpusLabel->setText(tr("&Maximum GPUs:"));
    m_maxGpusLabel->setBuddy(m_maxGpus);
    m_settingLabel->setText(tr("Where it runs:"));
    m_cloud->setText(tr("Cloud instances (rented by the hour)"));
    m_node->setText(tr("Data-centre server (up to 8 GPUs joined by NVLink where the GPU has it)"));
    m_workstation->setText(tr("Workstation (up to %n PCIe cards)", nullptr, workstationMaxGpus));
    m_budgetGroup->setTitle(tr("Budget and time"));
    showBudgetLabels();
    m_deadlineCheck->setText(tr("Finish training within (hours):"));
    m_latencyGroup->setTitle(tr("Latency targets"));
    m_ttftCheck->setText(tr("Time to first token at most (ms):"));
    m_itlCheck->setText(tr("Time between tokens at most (ms):"));
    m_itl->setToolTip(tr("50 ms between tokens is 20 tokens per second, faster than people read."));
}

void ScalePage::showBudgetLabels()
{
    const QString code = text::Money::code(m_shown.currency);
    m_budgetHourCheck->setText(tr("At most, per hour (%1):").arg(code));
    m_budgetTotalCheck->setText(tr("At most, in total (%1):").arg(code));
    const QString saved = m_shown.fromUsd
                              ? tr("Typed in %1; the workload file keeps budgets in US dollars, converted at %2.")
                                    .arg(text::Money::name(m_shown.currency), text::Money::datedRate(*m_shown.fromUsd))
                              : QString();
    m_budgetHour->setToolTip(saved);
    m_budgetTotal->setToolTip(saved);
}

void ScalePage::loadBudget(QCheckBox* check, QDoubleSpinBox* spin, const std::optional<double>& usd, double fallbackUsd,
                           LoadedBudget& loaded)
{
    setOptional(check, spin, usd ? std::optional(m_shown.convert(*usd)) : std::nullopt, m_shown.convert(fallbackUsd));
    loaded = {usd, spin->value()};
}

std::optional<double> ScalePage::storedBudget(const QCheckBox* check, const QDoubleSpinBox* spin,
                                              const LoadedBudget& loaded) const
{
    if (!check->isChecked())
        return std::nullopt;
    if (loaded.usd && spin->value() == loaded.shown)
        return loaded.usd;
    const bool converted = m_shown.fromUsd && m_shown.fromUsd->rate > 0.0;
    return converted ? spin->value() / m_shown.fromUsd->rate : spin->value();
}

void ScalePage::load(const Workload& workload)
{
    m_shown = wizard().workspace().displayCurrency();
    showBudgetLabels();
    const bool training = workload.isTraining();
    m_maxGpus->setValue(workload.constraints.maxGpus);
    m_workstation->setChecked(workload.constraints.setting == Setting::Workstation);
    m_node->setChecked(workload.constraints.setting == Setting::Node);
    m_cloud->setChecked(workload.constraints.setting == Setting::Cloud);
    loadBudget(m_budgetHourCheck, m_budgetHour, workload.constraints.maxUsdPerHour, 30.0, m_hourLoaded);
    loadBudget(m_budgetTotalCheck, m_budgetTotal, workload.constraints.maxUsdTotal, 10000.0, m_totalLoaded);
    setOptional(m_deadlineCheck, m_deadline, workload.constraints.deadlineHours, 24.0 * 7);
    setOptional(m_ttftCheck, m_ttft, workload.inference.maxTtftMs, 1000.0);
    setOptional(m_itlCheck, m_itl, workload.inference.maxItlMs, 50.0);
    m_deadlineCheck->setVisible(training);
    m_deadline->setVisible(training);
    m_latencyGroup->setVisible(!training && workload.inference.mode == InferenceMode::Online);
    showMessage(m_message, {});
}

bool ScalePage::check()
{
    QString problem;
    if (m_workstation->isChecked() && m_maxGpus->value() > workstationMaxGpus)
        problem = tr("A workstation holds at most %n GPUs; lower the maximum or choose a server or the cloud.", nullptr,
                     workstationMaxGpus);
    showMessage(m_message, problem);
    return problem.isEmpty();
}

void ScalePage::store(Workload& workload)
{
    workload.constraints.maxGpus = m_maxGpus->value();
    workload.constraints.setting = m_workstation->isChecked() ? Setting::Workstation
                                   : m_node->isChecked()      ? Setting::Node
                                                              : Setting::Cloud;
    workload.constraints.maxUsdPerHour = storedBudget(m_budgetHourCheck, m_budgetHour, m_hourLoaded);
    workload.constraints.maxUsdTotal = storedBudget(m_budgetTotalCheck, m_budgetTotal, m_totalLoaded);
    workload.constraints.deadlineHours =
        workload.isTraining() ? optionalValue(m_deadlineCheck, m_deadline) : std::nullopt;
    const bool latency = !workload.isTraining() && workload.inference.mode == InferenceMode::Online;
    workload.inference.maxTtftMs = latency ? optionalValue(m_ttftCheck, m_ttft) : std::nullopt;
    workload.inference.maxItlMs = latency ? optionalValue(m_itlCheck, m_itl) : std::nullopt;
}

} // namespace gpuatlas::ui
