// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartsPage.h"

#include "ChartControls.h"
#include "state/Workspace.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/document/charts/EngineMetrics.h"
#include "ui/document/charts/SensitivityChartBuilder.h"
#include "ui/document/charts/SpecMetrics.h"
#include "ui/document/export/TableExporter.h"
#include "ui/export/ChartExportButtons.h"
#include "ui/export/ExportDialogs.h"

#include <QEvent>
#include <QHBoxLayout>

namespace gpuatlas::ui::charts {

using exporting::ChartExporter;
using exporting::ExportDialogs;
using exporting::ExportResult;
using exporting::ImageExportOptions;
using exporting::TableExporter;

namespace {

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

ChartsPage::ChartsPage(state::CurrentResult& current, bool persistent, QWidget* parent)
    : QWidget(parent)
    , m_current(current)
    , m_workspace(current.workspace())
    , m_result(current.result())
    , m_persistent(persistent)
    , m_controls(new ChartControls(this))
    , m_view(new ChartFigureView(this))
{
    const QStringList defaultAxes = SpecMetrics::defaultKeys() + EngineMetrics::keys();
    if (m_persistent)
        m_choices = ChartChoices::load(defaultAxes);
    else
        m_choices.axisKeys = defaultAxes;
    m_providers.append([this] { return SpecMetrics::all(m_workspace.prices()); });
    m_providers.append([this] { return EngineMetrics::all(m_result); });
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_controls);
    layout->addWidget(m_view, 1);
    m_controls->exportButtons()->setFigureFactory([this](const QSizeF& size) {
        return ChartFacade::create(m_choices.kind, m_data, ChartTheme(m_choices.theme), size);
    });
    connectControls();
    refreshMetrics(); // also shows the controls and draws the chart

    connect(&m_workspace, &state::Workspace::selectionChanged, this, [this] {
        m_controls->showBaselines(m_choices, selectedGpus());
        updateChart();
    });
    // The engine axes and the sensitivity chart follow the current result; the spec
    // axes follow the prices and the catalogue.
    connect(&m_current, &state::CurrentResult::resultChanged, this, [this](const state::ResultPtr& result) {
        m_result = result;
        refreshMetrics();
    });
    connect(&m_workspace, &state::Workspace::catalogChanged, this, &ChartsPage::refreshMetrics);
    connect(&m_workspace, &state::Workspace::pricesChanged, this, &ChartsPage::refreshMetrics);
}

ChartsPage::~ChartsPage() = default;

void ChartsPage::connectControls()
{
    connect(m_controls, &ChartControls::kindChosen, this, &ChartsPage::setChartKind);
    connect(m_controls, &ChartControls::modeChosen, this, &ChartsPage::setValueMode);
    connect(m_controls, &ChartControls::baselineChosen, this, &ChartsPage::setBaselineId);
    connect(m_controls, &ChartControls::themeChosen, this, &ChartsPage::setThemeKind);
    connect(m_controls, &ChartControls::axesChosen, this, [this](const QStringList& keys) {
        m_choices.axisKeys = keys;
        choicesChanged();
    });
    connect(m_controls, &ChartControls::sweepChosen, this, &ChartsPage::setSweepOptions);
    connect(m_controls, &ChartControls::specTableRequested, this,
            [this] { ExportDialogs::exportSpecTable(this, tableGpus()); });
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

std::optional<engine::Workload> ChartsPage::workload() const
{
    return m_result ? std::optional<engine::Workload>(m_result->workload) : std::nullopt;
}

void ChartsPage::refreshMetrics()
{
    m_metrics.clear();
    for (const auto& provider : m_providers)
        m_metrics.append(provider());
    showControls();
    updateChart();
}

void ChartsPage::showControls()
{
    const auto shownWorkload = workload();
    const engine::Workload shown = shownWorkload.value_or(engine::Workload{});
    const engine::Model* model = shownWorkload ? engine::resolveModel(shown, m_workspace.models()) : nullptr;
    const auto gpus = selectedGpus();
    m_controls->show({m_choices, m_metrics, gpus, shown, model});
    m_controls->exportButtons()->setBaseName(baseName(m_choices.kind));
}

void ChartsPage::choicesChanged()
{
    m_controls->showChoices(m_choices);
    m_controls->exportButtons()->setBaseName(baseName(m_choices.kind));
    if (m_persistent)
        m_choices.save();
    updateChart();
}

void ChartsPage::setSweepOptions(const SweepOptions& options)
{
    const SweepOptions& now = m_choices.sweep;
    if (options.result == now.result && options.variable == now.variable && options.logX == now.logX)
        return;
    m_choices.sweep = options;
    showControls();
    if (m_persistent)
        m_choices.save();
    updateChart();
}

void ChartsPage::setChartKind(ChartKind kind)
{
    if (kind == m_choices.kind)
        return;
    m_choices.kind = kind;
    choicesChanged();
}

void ChartsPage::setValueMode(ValueMode mode)
{
    if (!supports(m_choices.kind, mode)) {
        m_controls->showChoices(m_choices); // puts the combo back
        return;
    }
    if (mode == valueMode())
        return;
    m_choices.modes[ChartChoices::kindIndex(m_choices.kind)] = mode;
    choicesChanged();
}

QStringList ChartsPage::axisKeys() const
{
    QStringList keys;
    for (const auto& metric : m_metrics) {
        if (m_choices.axisKeys.contains(metric.key))
            keys << metric.key;
    }
    return keys;
}

void ChartsPage::setAxisKeys(const QStringList& keys)
{
    m_choices.axisKeys = keys;
    choicesChanged();
}

void ChartsPage::setBaselineId(const QString& id)
{
    if (id == m_choices.baselineId)
        return;
    m_choices.baselineId = id;
    m_controls->showBaselines(m_choices, selectedGpus());
    choicesChanged();
}

void ChartsPage::setThemeKind(ChartThemeKind theme)
{
    if (theme == m_choices.theme)
        return;
    m_choices.theme = theme;
    choicesChanged();
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
        if (m_choices.axisKeys.contains(metric.key) && metric.available)
            chosen << metric;
    }
    return chosen;
}

void ChartsPage::updateChart()
{
    const auto gpus = selectedGpus();
    if (m_choices.kind == ChartKind::Lines) {
        // The sweep runs here, on a change of its inputs, never while painting; it is of
        // the workload as explored, GPU count included.
        auto chart = SensitivityChartBuilder::build(m_workspace, workload(), gpus, m_choices.sweep);
        m_data = std::move(chart.data);
        m_crossovers = std::move(chart.crossovers);
    } else {
        ComparisonOptions options;
        options.metrics = chosenMetrics();
        options.mode = valueMode();
        options.baseline = 0;
        for (std::size_t i = 0; i < gpus.size(); ++i) {
            if (QString::fromStdString(gpus[i]->id) == m_choices.baselineId)
                options.baseline = static_cast<int>(i);
        }
        m_data = m_choices.kind == ChartKind::Radar ? ComparisonChartBuilder::radar(gpus, options)
                                                    : ComparisonChartBuilder::bars(gpus, options);
        m_crossovers.clear();
    }
    m_view->setFigure(
        ChartFacade::create(m_choices.kind, m_data, ChartTheme(m_choices.theme), QSizeF(m_view->viewport()->size())));
}

ChartFigure* ChartsPage::figure() const
{
    return m_view->figure();
}

ExportResult ChartsPage::exportChart(const QString& path, const ImageExportOptions& options) const
{
    const auto figure = ChartFacade::create(m_choices.kind, m_data, ChartTheme(m_choices.theme), options.size);
    return ChartExporter::write(*figure, path, options);
}

void ChartsPage::copyChart() const
{
    m_controls->exportButtons()->copy();
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
