// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartChoices.h"
#include "state/CurrentResult.h"
#include "ui/document/charts/ChartData.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/document/charts/ComparisonChartBuilder.h"
#include "ui/document/charts/Crossovers.h"
#include "ui/document/charts/Metric.h"
#include "ui/document/charts/SensitivitySweep.h"
#include "ui/document/export/ChartExporter.h"

#include <QList>
#include <QWidget>

#include <functional>
#include <vector>

namespace gpuatlas::ui {
class ChartControls;
}

namespace gpuatlas::ui::charts {

class ChartFigureView;

// The charts tab: the GPUs selected in the Workspace as a radar or as bar panels, on
// the metrics the user ticks (the spec's, and the engine's from the current result),
// normalised as chosen, or as a sensitivity chart of the explored workload against
// batch size or context length; in a light or dark presentation theme, with export to
// PNG, SVG, PDF and the clipboard and of the spec table. The controls are a
// ChartControls; the choices a ChartChoices.
class ChartsPage : public QWidget
{
    Q_OBJECT

public:
    // Supplies metrics for the axis list; called again whenever the metrics may
    // have changed (language, prices, and for engine results a new result).
    using MetricProvider = std::function<QList<Metric>()>;

    // With `persistent`, the choices (chart, axes, values, theme) are restored from
    // and saved to the settings; screenshots and tests start from the defaults instead.
    explicit ChartsPage(state::CurrentResult& current, bool persistent = true, QWidget* parent = nullptr);
    ~ChartsPage() override;

    // More axes plug in here, listed after the spec metrics and the engine's. Call
    // refreshMetrics() when what they return changes; the page does so itself on new
    // results, prices and catalogue changes.
    void addMetricProvider(MetricProvider provider);
    void refreshMetrics();

    // Radar, BarPanels, or Lines for the sensitivity chart.
    ChartKind chartKind() const { return m_choices.kind; }
    void setChartKind(ChartKind kind);
    // Each kind keeps its own mode: a radar opens relative to the best, bars in units.
    ValueMode valueMode() const { return m_choices.mode(); }
    void setValueMode(ValueMode mode);
    static bool supports(ChartKind kind, ValueMode mode) { return ChartChoices::supports(kind, mode); }
    // Keys of the ticked metrics, in axis order.
    QStringList axisKeys() const;
    void setAxisKeys(const QStringList& keys);
    QString baselineId() const { return m_choices.baselineId; }
    void setBaselineId(const QString& id);
    ChartThemeKind themeKind() const { return m_choices.theme; }
    void setThemeKind(ChartThemeKind theme);
    // The sensitivity chart's choices, and the crossovers it found (all of them).
    void setSweepOptions(const SweepOptions& options);
    const std::vector<Crossover>& crossovers() const { return m_crossovers; }

    // What is on screen now.
    const ChartData& chartData() const { return m_data; }
    ChartFigure* figure() const;

    // Exports of what is on screen, in the current theme; used by the buttons.
    exporting::ExportResult exportChart(const QString& path, const exporting::ImageExportOptions& options) const;
    exporting::ExportResult exportTable(const QString& path) const;
    void copyChart() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void connectControls();
    void showControls();
    void choicesChanged();
    void updateChart();
    std::vector<const engine::Gpu*> selectedGpus() const;
    // The spec table exports the selection, or the whole catalogue when none.
    std::vector<const engine::Gpu*> tableGpus() const;
    QList<Metric> chosenMetrics() const;
    // The workload the charts are of: the current result's (what-if values and pins applied).
    std::optional<engine::Workload> workload() const;

    state::CurrentResult& m_current;
    state::Workspace& m_workspace;
    state::ResultPtr m_result;
    QList<MetricProvider> m_providers;
    QList<Metric> m_metrics;
    ChartChoices m_choices;
    ChartData m_data;
    std::vector<Crossover> m_crossovers;
    bool m_persistent = true;
    ChartControls* m_controls = nullptr;
    ChartFigureView* m_view = nullptr;
};

} // namespace gpuatlas::ui::charts
