// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartsPage.h"

#include "state/Workspace.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/charts/EngineMetrics.h"
#include "ui/charts/SensitivityChartBuilder.h"
#include "ui/charts/SpecMetrics.h"
#include "ui/export/ChartExportButtons.h"
#include "ui/export/ExportDialogs.h"
#include "ui/export/TableExporter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace gpuatlas::ui::charts {

using exporting::ChartExporter;
using exporting::ExportDialogs;
using exporting::ExportResult;
using exporting::ImageExportOptions;
using exporting::TableExporter;

namespace {

constexpr std::array modes{ValueMode::Raw, ValueMode::RelativeToBest, ValueMode::RelativeToBaseline,
                           ValueMode::Logarithmic};
constexpr std::array modeKeys{"raw", "best", "baseline", "log"};

int modeIndex(ValueMode mode)
{
    return static_cast<int>(std::find(modes.begin(), modes.end(), mode) - modes.begin());
}

QString settingsKey(const char* name)
{
    return QStringLiteral("charts/") + QLatin1String(name);
}

QString kindKey(ChartKind kind)
{
    switch (kind) {
    case ChartKind::BarPanels:
        return QStringLiteral("bars");
    case ChartKind::Lines:
        return QStringLiteral("sensitivity");
    default:
        break;
    }
    return QStringLiteral("radar");
}

QString baseName(ChartKind kind)
{
    switch (kind) {
    case ChartKind::BarPanels:
        return QStringLiteral("gpu-bars");
    case ChartKind::Lines:
        return QStringLiteral("gpu-sensitivity");
    default:
        break;
    }
    return QStringLiteral("gpu-radar");
}

} // namespace

ChartsPage::ChartsPage(Workspace& workspace, bool persistent, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_persistent(persistent)
{
    m_axisKeys = SpecMetrics::defaultKeys() + EngineMetrics::keys();
    m_providers.append([this] { return SpecMetrics::all(m_workspace.prices()); });
    m_providers.append([this] { return EngineMetrics::all(m_workspace, m_workspace.workload()); });
    buildUi();
    if (m_persistent)
        loadSettings();
    refreshMetrics(); // also retranslates the controls and draws the chart

    connect(&m_workspace, &Workspace::selectionChanged, this, [this] {
        refreshBaselines();
        updateChart();
    });
    // Engine results depend on all of these: the engine axes and the sensitivity
    // chart are made again.
    connect(&m_workspace, &Workspace::catalogChanged, this, &ChartsPage::refreshMetrics);
    connect(&m_workspace, &Workspace::pricesChanged, this, &ChartsPage::refreshMetrics);
    connect(&m_workspace, &Workspace::workloadChanged, this, &ChartsPage::refreshMetrics);
    connect(&m_workspace, &Workspace::assumptionsChanged, this, &ChartsPage::refreshMetrics);
}

ChartsPage::~ChartsPage() = default;

void ChartsPage::buildUi()
{
    m_kindLabel = new QLabel(this);
    m_kindCombo = new QComboBox(this);
    m_kindCombo->setObjectName(QStringLiteral("chartKind"));
    m_kindCombo->addItem(QString(), static_cast<int>(ChartKind::Radar));
    m_kindCombo->addItem(QString(), static_cast<int>(ChartKind::BarPanels));
    m_kindCombo->addItem(QString(), static_cast<int>(ChartKind::Lines));
    m_kindLabel->setBuddy(m_kindCombo);

    m_modeLabel = new QLabel(this);
    m_modeCombo = new QComboBox(this);
    m_modeCombo->setObjectName(QStringLiteral("valueMode"));
    for (const ValueMode mode : modes)
        m_modeCombo->addItem(QString(), static_cast<int>(mode));
    m_modeLabel->setBuddy(m_modeCombo);

    m_baselineLabel = new QLabel(this);
    m_baselineCombo = new QComboBox(this);
    m_baselineCombo->setObjectName(QStringLiteral("baseline"));
    m_baselineCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_baselineCombo->setMinimumContentsLength(12);
    m_baselineLabel->setBuddy(m_baselineCombo);

    m_themeLabel = new QLabel(this);
    m_themeCombo = new QComboBox(this);
    m_themeCombo->setObjectName(QStringLiteral("theme"));
    m_themeCombo->addItem(QString(), static_cast<int>(ChartThemeKind::Light));
    m_themeCombo->addItem(QString(), static_cast<int>(ChartThemeKind::Dark));
    m_themeLabel->setBuddy(m_themeCombo);

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(m_kindLabel, m_kindCombo);
    m_form->addRow(m_modeLabel, m_modeCombo);
    m_form->addRow(m_baselineLabel, m_baselineCombo);
    m_form->addRow(m_themeLabel, m_themeCombo);

    m_axesBox = new QGroupBox(this);
    m_axesLayout = new QVBoxLayout(m_axesBox);

    m_sweepBox = new QGroupBox(this);
    m_sweepResultLabel = new QLabel(m_sweepBox);
    m_sweepResult = new QComboBox(m_sweepBox);
    m_sweepResult->setObjectName(QStringLiteral("sweepResult"));
    m_sweepResultLabel->setBuddy(m_sweepResult);
    m_sweepVariableLabel = new QLabel(m_sweepBox);
    m_sweepVariable = new QComboBox(m_sweepBox);
    m_sweepVariable->setObjectName(QStringLiteral("sweepVariable"));
    m_sweepVariableLabel->setBuddy(m_sweepVariable);
    m_sweepLog = new QCheckBox(m_sweepBox);
    m_sweepLog->setObjectName(QStringLiteral("sweepLogX"));
    auto* sweepForm = new QFormLayout(m_sweepBox);
    sweepForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    sweepForm->addRow(m_sweepResultLabel, m_sweepResult);
    sweepForm->addRow(m_sweepVariableLabel, m_sweepVariable);
    sweepForm->addRow(m_sweepLog);

    m_exportBox = new QGroupBox(this);
    m_exportButtons = new exporting::ChartExportButtons(Qt::Vertical, m_exportBox);
    m_exportButtons->setFigureFactory(
        [this](const QSizeF& size) { return ChartFacade::create(m_kind, m_data, ChartTheme(m_theme), size); });
    m_tableButton = new QPushButton(m_exportBox);
    auto* exportLayout = new QVBoxLayout(m_exportBox);
    exportLayout->addWidget(m_exportButtons);
    exportLayout->addWidget(m_tableButton);

    m_controls = new QWidget;
    auto* controlsLayout = new QVBoxLayout(m_controls);
    controlsLayout->addLayout(m_form);
    controlsLayout->addWidget(m_axesBox);
    controlsLayout->addWidget(m_sweepBox);
    controlsLayout->addWidget(m_exportBox);
    controlsLayout->addStretch();
    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(m_controls);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_view = new ChartFigureView(this);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_scroll);
    layout->addWidget(m_view, 1);

    connect(m_kindCombo, &QComboBox::currentIndexChanged, this,
            [this] { setChartKind(static_cast<ChartKind>(m_kindCombo->currentData().toInt())); });
    connect(m_modeCombo, &QComboBox::currentIndexChanged, this,
            [this] { setValueMode(static_cast<ValueMode>(m_modeCombo->currentData().toInt())); });
    connect(m_baselineCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_baselineCombo->currentIndex() >= 0)
            setBaselineId(m_baselineCombo->currentData().toString());
    });
    connect(m_themeCombo, &QComboBox::currentIndexChanged, this,
            [this] { setThemeKind(static_cast<ChartThemeKind>(m_themeCombo->currentData().toInt())); });
    const auto sweepChanged = [this] {
        SweepOptions options = m_sweep;
        if (m_sweepResult->currentIndex() >= 0)
            options.result = static_cast<SweepResult>(m_sweepResult->currentData().toInt());
        if (m_sweepVariable->currentIndex() >= 0)
            options.variable = static_cast<SweepVariable>(m_sweepVariable->currentData().toInt());
        options.logX = m_sweepLog->isChecked();
        setSweepOptions(options);
    };
    connect(m_sweepResult, &QComboBox::currentIndexChanged, this, sweepChanged);
    connect(m_sweepVariable, &QComboBox::currentIndexChanged, this, sweepChanged);
    connect(m_sweepLog, &QCheckBox::toggled, this, sweepChanged);
    connect(m_tableButton, &QPushButton::clicked, this, [this] { ExportDialogs::exportSpecTable(this, tableGpus()); });
}

void ChartsPage::retranslateUi()
{
    m_kindLabel->setText(tr("&Chart:"));
    m_kindCombo->setItemText(0, tr("Radar"));
    m_kindCombo->setItemText(1, tr("Bars per metric"));
    m_kindCombo->setItemText(2, tr("Sensitivity"));
    m_modeLabel->setText(tr("&Values:"));
    m_modeCombo->setItemText(modeIndex(ValueMode::Raw), tr("As specified (units)"));
    m_modeCombo->setItemText(modeIndex(ValueMode::RelativeToBest), tr("Relative to the best"));
    m_modeCombo->setItemText(modeIndex(ValueMode::RelativeToBaseline), tr("Relative to a baseline GPU"));
    m_modeCombo->setItemText(modeIndex(ValueMode::Logarithmic), tr("Logarithmic"));
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

void ChartsPage::fitControls()
{
    // As wide as the longest text of the current language needs, room kept for the
    // vertical scroll bar.
    m_controls->adjustSize();
    const int scrollBar = m_scroll->verticalScrollBar()->sizeHint().width();
    m_scroll->setFixedWidth(std::min(m_controls->sizeHint().width() + scrollBar, 420));
}

void ChartsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        // Metric labels and the chart's text are made in the current language: make
        // them again rather than translate pieces.
        refreshMetrics();
    }
    QWidget::changeEvent(event);
}

void ChartsPage::addMetricProvider(MetricProvider provider)
{
    m_providers.append(std::move(provider));
    refreshMetrics();
}

void ChartsPage::refreshMetrics()
{
    m_metrics.clear();
    for (const auto& provider : m_providers)
        m_metrics.append(provider());
    retranslateUi();
    rebuildAxisChecks();
    refreshBaselines();
    updateModeItems();
    updateSweepItems();
    showControlsFor(m_kind);
    fitControls();
    updateChart();
}

void ChartsPage::updateSweepItems()
{
    // The choices depend on the workload: training has a time to train, image models
    // no context length.
    const auto& workload = m_workspace.workload();
    const engine::Workload shown = workload.value_or(engine::Workload{});
    const engine::Model* model = workload ? engine::resolveModel(*workload, m_workspace.models()) : nullptr;
    {
        const QSignalBlocker blocker(m_sweepResult);
        m_sweepResult->clear();
        Sweep names;
        names.basis = shown.isTraining() ? CostBasis::PerRun : CostBasis::PerMillionTokens;
        for (const SweepResult result : SensitivitySweep::results(shown))
            m_sweepResult->addItem(SensitivityChartBuilder::resultTitle(result, names), static_cast<int>(result));
        const int index = m_sweepResult->findData(static_cast<int>(m_sweep.result));
        m_sweepResult->setCurrentIndex(std::max(index, 0));
    }
    {
        const QSignalBlocker blocker(m_sweepVariable);
        m_sweepVariable->clear();
        for (const SweepVariable variable : SensitivitySweep::variables(shown, model))
            m_sweepVariable->addItem(SensitivityChartBuilder::variableName(variable, shown.isTraining()),
                                     static_cast<int>(variable));
        const int index = m_sweepVariable->findData(static_cast<int>(m_sweep.variable));
        m_sweepVariable->setCurrentIndex(std::max(index, 0));
    }
    const QSignalBlocker blocker(m_sweepLog);
    m_sweepLog->setChecked(m_sweep.logX);
}

void ChartsPage::showControlsFor(ChartKind kind)
{
    const bool sensitivity = kind == ChartKind::Lines;
    m_form->setRowVisible(m_modeCombo, !sensitivity);
    m_form->setRowVisible(m_baselineCombo, !sensitivity);
    m_axesBox->setVisible(!sensitivity);
    m_sweepBox->setVisible(sensitivity);
    m_exportButtons->setBaseName(baseName(kind));
}

void ChartsPage::setSweepOptions(const SweepOptions& options)
{
    if (options.result == m_sweep.result && options.variable == m_sweep.variable && options.logX == m_sweep.logX)
        return;
    m_sweep = options;
    updateSweepItems();
    saveSettings();
    updateChart();
}

void ChartsPage::rebuildAxisChecks()
{
    qDeleteAll(m_axisChecks);
    m_axisChecks.clear();
    for (const auto& metric : m_metrics) {
        auto* check = new QCheckBox(metric.label, m_axesBox);
        check->setObjectName(metric.key);
        check->setToolTip(metric.description);
        check->setChecked(m_axisKeys.contains(metric.key));
        check->setEnabled(metric.available);
        connect(check, &QCheckBox::toggled, this, [this] {
            QStringList keys;
            for (const QCheckBox* box : std::as_const(m_axisChecks)) {
                if (box->isChecked())
                    keys << box->objectName();
            }
            m_axisKeys = keys;
            saveSettings();
            updateChart();
        });
        m_axesLayout->addWidget(check);
        m_axisChecks.append(check);
    }
}

void ChartsPage::refreshBaselines()
{
    const QSignalBlocker blocker(m_baselineCombo);
    m_baselineCombo->clear();
    for (const engine::Gpu* gpu : selectedGpus())
        m_baselineCombo->addItem(QString::fromStdString(gpu->name), QString::fromStdString(gpu->id));
    const int index = m_baselineCombo->findData(m_baselineId);
    m_baselineCombo->setCurrentIndex(index >= 0 ? index : 0);
    m_baselineCombo->setEnabled(valueMode() == ValueMode::RelativeToBaseline && m_baselineCombo->count() > 0);
}

bool ChartsPage::supports(ChartKind kind, ValueMode mode)
{
    switch (kind) {
    case ChartKind::Radar:
        return mode != ValueMode::Raw;
    case ChartKind::BarPanels:
        return mode != ValueMode::Logarithmic;
    default:
        break;
    }
    return false;
}

void ChartsPage::updateModeItems()
{
    const QSignalBlocker blocker(m_modeCombo);
    auto* model = qobject_cast<QStandardItemModel*>(m_modeCombo->model());
    for (std::size_t i = 0; i < modes.size(); ++i) {
        if (QStandardItem* item = model ? model->item(static_cast<int>(i)) : nullptr)
            item->setEnabled(supports(m_kind, modes[i]));
    }
    m_modeCombo->setCurrentIndex(modeIndex(valueMode()));
    {
        const QSignalBlocker kindBlocker(m_kindCombo);
        m_kindCombo->setCurrentIndex(m_kindCombo->findData(static_cast<int>(m_kind)));
    }
    {
        const QSignalBlocker themeBlocker(m_themeCombo);
        m_themeCombo->setCurrentIndex(m_themeCombo->findData(static_cast<int>(m_theme)));
    }
    m_baselineCombo->setEnabled(valueMode() == ValueMode::RelativeToBaseline && m_baselineCombo->count() > 0);
}

void ChartsPage::setChartKind(ChartKind kind)
{
    if (kind == m_kind && m_kindCombo->currentData().toInt() == static_cast<int>(kind))
        return;
    m_kind = kind;
    updateModeItems();
    showControlsFor(kind);
    saveSettings();
    updateChart();
}

void ChartsPage::setValueMode(ValueMode mode)
{
    if (!supports(m_kind, mode)) {
        updateModeItems(); // puts the combo back
        return;
    }
    if (mode == valueMode() && m_modeCombo->currentIndex() == modeIndex(mode))
        return;
    m_modes[kindIndex(m_kind)] = mode;
    updateModeItems();
    saveSettings();
    updateChart();
}

QStringList ChartsPage::axisKeys() const
{
    QStringList keys;
    for (const auto& metric : m_metrics) {
        if (m_axisKeys.contains(metric.key))
            keys << metric.key;
    }
    return keys;
}

void ChartsPage::setAxisKeys(const QStringList& keys)
{
    m_axisKeys = keys;
    for (QCheckBox* check : std::as_const(m_axisChecks)) {
        const QSignalBlocker blocker(check);
        check->setChecked(m_axisKeys.contains(check->objectName()));
    }
    saveSettings();
    updateChart();
}

void ChartsPage::setBaselineId(const QString& id)
{
    if (id == m_baselineId)
        return;
    m_baselineId = id;
    {
        const QSignalBlocker blocker(m_baselineCombo);
        const int index = m_baselineCombo->findData(id);
        if (index >= 0)
            m_baselineCombo->setCurrentIndex(index);
    }
    saveSettings();
    updateChart();
}

void ChartsPage::setThemeKind(ChartThemeKind theme)
{
    if (theme == m_theme)
        return;
    m_theme = theme;
    updateModeItems();
    saveSettings();
    updateChart();
}

std::vector<const engine::Gpu*> ChartsPage::selectedGpus() const
{
    std::vector<const engine::Gpu*> gpus;
    for (const QString& id : m_workspace.selection()) {
        if (const engine::Gpu* gpu = m_workspace.catalog().find(id.toStdString()))
            gpus.push_back(gpu);
    }
    return gpus;
}

QList<Metric> ChartsPage::chosenMetrics() const
{
    QList<Metric> chosen;
    for (const auto& metric : m_metrics) {
        if (m_axisKeys.contains(metric.key) && metric.available)
            chosen << metric;
    }
    return chosen;
}

void ChartsPage::updateChart()
{
    const auto gpus = selectedGpus();
    if (m_kind == ChartKind::Lines) {
        // The sweep runs here, on a change of its inputs, never while painting.
        auto chart = SensitivityChartBuilder::build(m_workspace, m_workspace.workload(), gpus, m_sweep);
        m_data = std::move(chart.data);
        m_crossovers = std::move(chart.crossovers);
    } else {
        ComparisonOptions options;
        options.metrics = chosenMetrics();
        options.mode = valueMode();
        options.baseline = 0;
        for (std::size_t i = 0; i < gpus.size(); ++i) {
            if (QString::fromStdString(gpus[i]->id) == m_baselineId)
                options.baseline = static_cast<int>(i);
        }
        m_data = m_kind == ChartKind::Radar ? ComparisonChartBuilder::radar(gpus, options)
                                            : ComparisonChartBuilder::bars(gpus, options);
        m_crossovers.clear();
    }
    m_view->setFigure(ChartFacade::create(m_kind, m_data, ChartTheme(m_theme), QSizeF(m_view->viewport()->size())));
}

ChartFigure* ChartsPage::figure() const
{
    return m_view->figure();
}

void ChartsPage::loadSettings()
{
    const QSettings settings;
    const QString kind = settings.value(settingsKey("kind")).toString();
    m_kind = ChartKind::Radar;
    for (const ChartKind each : {ChartKind::BarPanels, ChartKind::Lines}) {
        if (kind == kindKey(each))
            m_kind = each;
    }
    for (const ChartKind each : {ChartKind::Radar, ChartKind::BarPanels}) {
        const QString mode =
            settings.value(settingsKey(each == ChartKind::Radar ? "radarMode" : "barsMode")).toString();
        for (std::size_t i = 0; i < modes.size(); ++i) {
            if (mode == QLatin1String(modeKeys[i]) && supports(each, modes[i]))
                m_modes[kindIndex(each)] = modes[i];
        }
    }
    if (settings.contains(settingsKey("axes")))
        m_axisKeys = settings.value(settingsKey("axes")).toStringList();
    m_baselineId = settings.value(settingsKey("baseline")).toString();
    m_theme = settings.value(settingsKey("theme")).toString() == QLatin1String("dark") ? ChartThemeKind::Dark
                                                                                       : ChartThemeKind::Light;
    m_sweep.variable = settings.value(settingsKey("sweepVariable")).toString() == QLatin1String("context")
                           ? SweepVariable::Context
                           : SweepVariable::Batch;
    const QString result = settings.value(settingsKey("sweepResult")).toString();
    m_sweep.result = result == QLatin1String("cost")   ? SweepResult::UnitCost
                     : result == QLatin1String("time") ? SweepResult::TimeToTrain
                                                       : SweepResult::Throughput;
    m_sweep.logX = settings.value(settingsKey("sweepLogX"), true).toBool();
}

void ChartsPage::saveSettings() const
{
    if (!m_persistent)
        return;
    QSettings settings;
    settings.setValue(settingsKey("kind"), kindKey(m_kind));
    for (const ChartKind each : {ChartKind::Radar, ChartKind::BarPanels}) {
        const auto mode = static_cast<std::size_t>(modeIndex(m_modes[kindIndex(each)]));
        settings.setValue(settingsKey(each == ChartKind::Radar ? "radarMode" : "barsMode"),
                          QLatin1String(modeKeys[mode]));
    }
    settings.setValue(settingsKey("axes"), m_axisKeys);
    settings.setValue(settingsKey("baseline"), m_baselineId);
    settings.setValue(settingsKey("theme"),
                      m_theme == ChartThemeKind::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
    settings.setValue(settingsKey("sweepVariable"),
                      m_sweep.variable == SweepVariable::Context ? QStringLiteral("context") : QStringLiteral("batch"));
    const char* result = m_sweep.result == SweepResult::UnitCost      ? "cost"
                         : m_sweep.result == SweepResult::TimeToTrain ? "time"
                                                                      : "throughput";
    settings.setValue(settingsKey("sweepResult"), QLatin1String(result));
    settings.setValue(settingsKey("sweepLogX"), m_sweep.logX);
}

ExportResult ChartsPage::exportChart(const QString& path, const ImageExportOptions& options) const
{
    const auto figure = ChartFacade::create(m_kind, m_data, ChartTheme(m_theme), options.size);
    return ChartExporter::write(*figure, path, options);
}

void ChartsPage::copyChart() const
{
    m_exportButtons->copy();
}

std::vector<const engine::Gpu*> ChartsPage::tableGpus() const
{
    auto gpus = selectedGpus();
    if (gpus.empty()) {
        for (const auto& gpu : m_workspace.catalog().gpus())
            gpus.push_back(&gpu);
    }
    return gpus;
}

ExportResult ChartsPage::exportTable(const QString& path) const
{
    return TableExporter::write(TableExporter::specTable(tableGpus()), path);
}

} // namespace gpuatlas::ui::charts
