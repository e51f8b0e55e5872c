// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartControls.h"

#include "ui/document/charts/SensitivityChartBuilder.h"
#include "ui/export/ChartExportButtons.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuatlas::ui {

using charts::ChartKind;
using charts::ChartThemeKind;
using charts::SweepOptions;
using charts::SweepResult;
using charts::SweepVariable;
using charts::ValueMode;

namespace {

QComboBox* combo(QWidget* parent, const char* objectName)
{
    auto* box = new QComboBox(parent);
    box->setObjectName(QString::fromLatin1(objectName));
    return box;
}

} // namespace

ChartControls::ChartControls(QWidget* parent)
    : QScrollArea(parent)
{
    build();
    connectAll();
    retranslate();
}

void ChartControls::build()
{
    m_controls = new QWidget;
    m_kindLabel = new QLabel(m_controls);
    m_kindCombo = combo(m_controls, "chartKind");
    for (const ChartKind kind : {ChartKind::Radar, ChartKind::BarPanels, ChartKind::Lines})
        m_kindCombo->addItem(QString(), static_cast<int>(kind));
    m_kindLabel->setBuddy(m_kindCombo);
    m_modeLabel = new QLabel(m_controls);
    m_modeCombo = combo(m_controls, "valueMode");
    for (const ValueMode mode : ChartChoices::allModes)
        m_modeCombo->addItem(QString(), static_cast<int>(mode));
    m_modeLabel->setBuddy(m_modeCombo);
    m_baselineLabel = new QLabel(m_controls);
    m_baselineCombo = combo(m_controls, "baseline");
    m_baselineCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_baselineCombo->setMinimumContentsLength(12);
    m_baselineLabel->setBuddy(m_baselineCombo);
    m_themeLabel = new QLabel(m_controls);
    m_themeCombo = combo(m_controls, "theme");
    m_themeCombo->addItem(QString(), static_cast<int>(ChartThemeKind::Light));
    m_themeCombo->addItem(QString(), static_cast<int>(ChartThemeKind::Dark));
    m_themeLabel->setBuddy(m_themeCombo);

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(m_kindLabel, m_kindCombo);
    m_form->addRow(m_modeLabel, m_modeCombo);
    m_form->addRow(m_baselineLabel, m_baselineCombo);
    m_form->addRow(m_themeLabel, m_themeCombo);
    m_axesBox = new QGroupBox(m_controls);
    m_axesLayout = new QVBoxLayout(m_axesBox);
    buildSweepBox();
    m_exportBox = new QGroupBox(m_controls);
    m_exportButtons = new exporting::ChartExportButtons(Qt::Vertical, m_exportBox);
    m_tableButton = new QPushButton(m_exportBox);
    auto* exportLayout = new QVBoxLayout(m_exportBox);
    exportLayout->addWidget(m_exportButtons);
    exportLayout->addWidget(m_tableButton);

    auto* layout = new QVBoxLayout(m_controls);
    layout->addLayout(m_form);
    layout->addWidget(m_axesBox);
    layout->addWidget(m_sweepBox);
    layout->addWidget(m_exportBox);
    layout->addStretch();
    setWidget(m_controls);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void ChartControls::buildSweepBox()
{
    m_sweepBox = new QGroupBox(m_controls);
    m_sweepResultLabel = new QLabel(m_sweepBox);
    m_sweepResult = combo(m_sweepBox, "sweepResult");
    m_sweepResultLabel->setBuddy(m_sweepResult);
    m_sweepVariableLabel = new QLabel(m_sweepBox);
    m_sweepVariable = combo(m_sweepBox, "sweepVariable");
    m_sweepVariableLabel->setBuddy(m_sweepVariable);
    m_sweepLog = new QCheckBox(m_sweepBox);
    m_sweepLog->setObjectName(QStringLiteral("sweepLogX"));
    auto* form = new QFormLayout(m_sweepBox);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_sweepResultLabel, m_sweepResult);
    form->addRow(m_sweepVariableLabel, m_sweepVariable);
    form->addRow(m_sweepLog);
}

void ChartControls::connectAll()
{
    connect(m_kindCombo, &QComboBox::currentIndexChanged, this,
            [this] { emit kindChosen(static_cast<ChartKind>(m_kindCombo->currentData().toInt())); });
    connect(m_modeCombo, &QComboBox::currentIndexChanged, this,
            [this] { emit modeChosen(static_cast<ValueMode>(m_modeCombo->currentData().toInt())); });
    connect(m_baselineCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_baselineCombo->currentIndex() >= 0)
            emit baselineChosen(m_baselineCombo->currentData().toString());
    });
    connect(m_themeCombo, &QComboBox::currentIndexChanged, this,
            [this] { emit themeChosen(static_cast<ChartThemeKind>(m_themeCombo->currentData().toInt())); });
    const auto sweepChanged = [this] { emit sweepChosen(sweepShown(m_sweep)); };
    connect(m_sweepResult, &QComboBox::currentIndexChanged, this, sweepChanged);
    connect(m_sweepVariable, &QComboBox::currentIndexChanged, this, sweepChanged);
    connect(m_sweepLog, &QCheckBox::toggled, this, sweepChanged);
    connect(m_tableButton, &QPushButton::clicked, this, &ChartControls::specTableRequested);
}

SweepOptions ChartControls::sweepShown(const SweepOptions& base) const
{
    SweepOptions options = base;
    if (m_sweepResult->currentIndex() >= 0)
        options.result = static_cast<SweepResult>(m_sweepResult->currentData().toInt());
    if (m_sweepVariable->currentIndex() >= 0)
        options.variable = static_cast<SweepVariable>(m_sweepVariable->currentData().toInt());
    options.logX = m_sweepLog->isChecked();
    return options;
}

void ChartControls::retranslate()
{
    m_kindLabel->setText(tr("&Chart:"));
    m_kindCombo->setItemText(0, tr("Radar"));
    m_kindCombo->setItemText(1, tr("Bars per metric"));
    m_kindCombo->setItemText(2, tr("Sensitivity"));
    m_modeLabel->setText(tr("&Values:"));
    m_modeCombo->setItemText(ChartChoices::modeIndex(ValueMode::Raw), tr("As specified (units)"));
    m_modeCombo->setItemText(ChartChoices::modeIndex(ValueMode::RelativeToBest), tr("Relative to the best"));
    m_modeCombo->setItemText(ChartChoices::modeIndex(ValueMode::RelativeToBaseline), tr("Relative to a baseline GPU"));
    m_modeCombo->setItemText(ChartChoices::modeIndex(ValueMode::Logarithmic), tr("Logarithmic"));
    m_modeCombo->setToolTip(tr("Radar axes have different units, so the radar shows each value relative to the "
                               "best GPU, to a baseline GPU or on a logarithmic scale"));
    m_baselineLabel->setText(tr("&Baseline:"));
    m_baselineCombo->setToolTip(tr("The GPU drawn as 100% on every axis"));
    m_themeLabel->setText(tr("&Theme:"));
    m_themeCombo->setItemText(0, tr("Light"));
    m_themeCombo->setItemText(1, tr("Dark"));
    m_axesBox->setTitle(tr("Axes"));
    m_sweepBox->setTitle(tr("Sensitivity"));
    m_sweepResultLabel->setText(tr("&Result:"));
    m_sweepResult->setToolTip(tr("The engine result drawn for each selected GPU"));
    m_sweepVariableLabel->setText(tr("&Vary:"));
    m_sweepVariable->setToolTip(tr("What changes along the x axis; everything else stays as in the workload"));
    m_sweepLog->setText(tr("&Logarithmic x axis"));
    m_exportBox->setTitle(tr("Export"));
    m_tableButton->setText(tr("Spec table…"));
    m_tableButton->setToolTip(tr("Save the specifications of the selected GPUs as CSV, Markdown or HTML"));
}

void ChartControls::show(const Shown& shown)
{
    // Metric labels and sweep names are made in the current language: made again here
    // rather than translated piece by piece.
    retranslate();
    rebuildAxisChecks(shown.metrics, shown.choices.axisKeys);
    showBaselines(shown.choices, shown.gpus);
    showChoices(shown.choices);
    showSweep(shown.choices, shown.workload, shown.model);
    fitWidth();
}

void ChartControls::rebuildAxisChecks(const QList<charts::Metric>& metrics, const QStringList& keys)
{
    qDeleteAll(m_axisChecks);
    m_axisChecks.clear();
    for (const auto& metric : metrics) {
        auto* check = new QCheckBox(metric.label, m_axesBox);
        check->setObjectName(metric.key);
        check->setToolTip(metric.description);
        check->setChecked(keys.contains(metric.key));
        check->setEnabled(metric.available);
        connect(check, &QCheckBox::toggled, this, [this] {
            QStringList chosen;
            for (const QCheckBox* box : std::as_const(m_axisChecks)) {
                if (box->isChecked())
                    chosen << box->objectName();
            }
            emit axesChosen(chosen);
        });
        m_axesLayout->addWidget(check);
        // Made after the export buttons: Tab goes from the theme down the axes, as they are shown.
        QWidget::setTabOrder(m_axisChecks.isEmpty() ? static_cast<QWidget*>(m_themeCombo) : m_axisChecks.last(), check);
        m_axisChecks.append(check);
    }
}

void ChartControls::showBaselines(const ChartChoices& choices, const std::vector<const engine::Gpu*>& gpus)
{
    const QSignalBlocker blocker(m_baselineCombo);
    m_baselineCombo->clear();
    for (const engine::Gpu* gpu : gpus)
        m_baselineCombo->addItem(QString::fromStdString(gpu->name), QString::fromStdString(gpu->id));
    const int index = m_baselineCombo->findData(choices.baselineId);
    m_baselineCombo->setCurrentIndex(index >= 0 ? index : 0);
    m_baselineCombo->setEnabled(choices.mode() == ValueMode::RelativeToBaseline && m_baselineCombo->count() > 0);
}

void ChartControls::showChoices(const ChartChoices& choices)
{
    {
        const QSignalBlocker blocker(m_modeCombo);
        auto* model = qobject_cast<QStandardItemModel*>(m_modeCombo->model());
        for (std::size_t i = 0; i < ChartChoices::allModes.size(); ++i) {
            if (QStandardItem* item = model ? model->item(static_cast<int>(i)) : nullptr)
                item->setEnabled(ChartChoices::supports(choices.kind, ChartChoices::allModes[i]));
        }
        m_modeCombo->setCurrentIndex(ChartChoices::modeIndex(choices.mode()));
    }
    {
        const QSignalBlocker blocker(m_kindCombo);
        m_kindCombo->setCurrentIndex(m_kindCombo->findData(static_cast<int>(choices.kind)));
    }
    {
        const QSignalBlocker blocker(m_themeCombo);
        m_themeCombo->setCurrentIndex(m_themeCombo->findData(static_cast<int>(choices.theme)));
    }
    for (QCheckBox* check : std::as_const(m_axisChecks)) {
        const QSignalBlocker blocker(check);
        check->setChecked(choices.axisKeys.contains(check->objectName()));
    }
    m_baselineCombo->setEnabled(choices.mode() == ValueMode::RelativeToBaseline && m_baselineCombo->count() > 0);
    showControlsFor(choices.kind);
}

void ChartControls::showSweep(const ChartChoices& choices, const engine::Workload& workload, const engine::Model* model)
{
    // The choices depend on the workload: training has a time to train, image models
    // no context length.
    m_sweep = choices.sweep;
    {
        const QSignalBlocker blocker(m_sweepResult);
        m_sweepResult->clear();
        charts::Sweep names;
        names.basis = workload.isTraining() ? charts::CostBasis::PerRun : charts::CostBasis::PerMillionTokens;
        for (const SweepResult result : charts::SensitivitySweep::results(workload))
            m_sweepResult->addItem(charts::SensitivityChartBuilder::resultTitle(result, names),
                                   static_cast<int>(result));
        const int index = m_sweepResult->findData(static_cast<int>(m_sweep.result));
        m_sweepResult->setCurrentIndex(std::max(index, 0));
    }
    {
        const QSignalBlocker blocker(m_sweepVariable);
        m_sweepVariable->clear();
        for (const SweepVariable variable : charts::SensitivitySweep::variables(workload, model))
            m_sweepVariable->addItem(charts::SensitivityChartBuilder::variableName(variable, workload.isTraining()),
                                     static_cast<int>(variable));
        const int index = m_sweepVariable->findData(static_cast<int>(m_sweep.variable));
        m_sweepVariable->setCurrentIndex(std::max(index, 0));
    }
    const QSignalBlocker blocker(m_sweepLog);
    m_sweepLog->setChecked(m_sweep.logX);
}

void ChartControls::showControlsFor(ChartKind kind)
{
    const bool sensitivity = kind == ChartKind::Lines;
    m_form->setRowVisible(m_modeCombo, !sensitivity);
    m_form->setRowVisible(m_baselineCombo, !sensitivity);
    m_axesBox->setVisible(!sensitivity);
    m_sweepBox->setVisible(sensitivity);
}

void ChartControls::fitWidth()
{
    // As wide as the longest text of the current language needs, room kept for the
    // vertical scroll bar.
    m_controls->adjustSize();
    const int scrollBar = verticalScrollBar()->sizeHint().width();
    setFixedWidth(std::min(m_controls->sizeHint().width() + scrollBar, 420));
}

} // namespace gpuatlas::ui
