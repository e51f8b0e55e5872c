// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/Forward.h"
#include "ui/charts/ChartData.h"
#include "ui/charts/ChartFacade.h"
#include "ui/charts/ComparisonChartBuilder.h"
#include "ui/charts/Crossovers.h"
#include "ui/charts/Metric.h"
#include "ui/charts/SensitivitySweep.h"
#include "ui/export/ChartExporter.h"

#include <QList>
#include <QWidget>

#include <array>
#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QFormLayout;
class QScrollArea;
class QVBoxLayout;

namespace gpuatlas::ui {
using state::Workspace;
}

namespace gpuatlas::ui::exporting {
class ChartExportButtons;
}

namespace gpuatlas::ui::charts {

class ChartFigureView;

// The charts tab: the GPUs selected in the Workspace as a radar or as bar panels, on
// the metrics the user ticks (the spec's and the engine's for the current workload),
// normalised as chosen, or as a sensitivity chart of an engine result against batch
// size or context length; in a light or dark presentation theme, with export to PNG,
// SVG, PDF and the clipboard and of the spec table.
class ChartsPage : public QWidget
{
    Q_OBJECT

public:
    // Supplies metrics for the axis list; called again whenever the metrics may
    // have changed (language, prices, and for engine results the workload).
    using MetricProvider = std::function<QList<Metric>()>;

    // With `persistent`, the choices (chart, axes, values, theme) are restored from
    // and saved to QSettings; screenshots and tests start from the defaults instead.
    explicit ChartsPage(Workspace& workspace, bool persistent = true, QWidget* parent = nullptr);
    ~ChartsPage() override;

    // More axes plug in here, listed after the spec metrics and the engine's
    // (throughput and cost for the current workload). Call refreshMetrics() when what
    // they return changes; the page does so itself on workload, assumption, price and
    // catalogue changes.
    void addMetricProvider(MetricProvider provider);
    void refreshMetrics();

    // Radar, BarPanels, or Lines for the sensitivity chart.
    ChartKind chartKind() const { return m_kind; }
    void setChartKind(ChartKind kind);
    // Each kind keeps its own mode: a radar opens relative to the best, bars in units.
    ValueMode valueMode() const { return m_modes[kindIndex(m_kind)]; }
    void setValueMode(ValueMode mode);
    // Whether `mode` makes sense for `kind` (a radar cannot mix units; log bars do not
    // read well).
    static bool supports(ChartKind kind, ValueMode mode);
    // Keys of the ticked metrics, in axis order.
    QStringList axisKeys() const;
    void setAxisKeys(const QStringList& keys);
    QString baselineId() const { return m_baselineId; }
    void setBaselineId(const QString& id);
    ChartThemeKind themeKind() const { return m_theme; }
    void setThemeKind(ChartThemeKind theme);
    // The sensitivity chart's choices, and the crossovers it found (all of them).
    SweepOptions sweepOptions() const { return m_sweep; }
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
    // Modes are kept for the radar and the bars; the sensitivity chart has none.
    static std::size_t kindIndex(ChartKind kind) { return kind == ChartKind::Radar ? 0 : 1; }

    void buildUi();
    void retranslateUi();
    void rebuildAxisChecks();
    void fitControls();
    void refreshBaselines();
    void updateModeItems();
    void updateSweepItems();
    void showControlsFor(ChartKind kind);
    void updateChart();
    void loadSettings();
    void saveSettings() const;
    std::vector<const engine::Gpu*> selectedGpus() const;
    // The spec table exports the selection, or the whole catalogue when none.
    std::vector<const engine::Gpu*> tableGpus() const;
    QList<Metric> chosenMetrics() const;

    Workspace& m_workspace;
    QList<MetricProvider> m_providers;
    QList<Metric> m_metrics;
    QStringList m_axisKeys;
    ChartKind m_kind = ChartKind::Radar;
    std::array<ValueMode, 2> m_modes{ValueMode::RelativeToBest, ValueMode::Raw};
    QString m_baselineId;
    ChartThemeKind m_theme = ChartThemeKind::Light;
    SweepOptions m_sweep;
    ChartData m_data;
    std::vector<Crossover> m_crossovers;
    bool m_persistent = true;

    QFormLayout* m_form = nullptr;
    QLabel* m_kindLabel = nullptr;
    QComboBox* m_kindCombo = nullptr;
    QGroupBox* m_axesBox = nullptr;
    QVBoxLayout* m_axesLayout = nullptr;
    QList<QCheckBox*> m_axisChecks;
    QLabel* m_modeLabel = nullptr;
    QComboBox* m_modeCombo = nullptr;
    QLabel* m_baselineLabel = nullptr;
    QComboBox* m_baselineCombo = nullptr;
    QLabel* m_themeLabel = nullptr;
    QComboBox* m_themeCombo = nullptr;
    QGroupBox* m_sweepBox = nullptr;
    QLabel* m_sweepResultLabel = nullptr;
    QComboBox* m_sweepResult = nullptr;
    QLabel* m_sweepVariableLabel = nullptr;
    QComboBox* m_sweepVariable = nullptr;
    QCheckBox* m_sweepLog = nullptr;
    QGroupBox* m_exportBox = nullptr;
    exporting::ChartExportButtons* m_exportButtons = nullptr;
    QPushButton* m_tableButton = nullptr;
    QWidget* m_controls = nullptr;
    QScrollArea* m_scroll = nullptr;
    ChartFigureView* m_view = nullptr;
};

} // namespace gpuatlas::ui::charts
