// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "ChartFacade.h"
#include "ComparisonChartBuilder.h"
#include "Metric.h"

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
class QScrollArea;
class QVBoxLayout;

namespace gpuatlas::ui {
class Workspace;
}

namespace gpuatlas::ui::charts {

class ChartFigureView;

// The charts tab: the GPUs selected in the Workspace as a radar or as bar panels, on
// the metrics the user ticks, normalised as chosen, in a light or dark presentation
// theme, with export to PNG, SVG, PDF and the clipboard and of the spec table.
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

    // Engine-result axes (throughput, cost efficiency for the current workload) plug
    // in here; they are listed after the spec metrics. Call refreshMetrics() when
    // what they return changes.
    void addMetricProvider(MetricProvider provider);
    void refreshMetrics();

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
    static std::size_t kindIndex(ChartKind kind) { return kind == ChartKind::Radar ? 0 : 1; }

    void buildUi();
    void retranslateUi();
    void rebuildAxisChecks();
    void fitControls();
    void refreshBaselines();
    void updateModeItems();
    void updateChart();
    void loadSettings();
    void saveSettings() const;
    void exportChartInteractively(exporting::ChartExporter::Format format);
    void exportTableInteractively();
    std::vector<const engine::Gpu*> selectedGpus() const;
    QList<Metric> chosenMetrics() const;

    Workspace& m_workspace;
    QList<MetricProvider> m_providers;
    QList<Metric> m_metrics;
    QStringList m_axisKeys;
    ChartKind m_kind = ChartKind::Radar;
    std::array<ValueMode, 2> m_modes{ValueMode::RelativeToBest, ValueMode::Raw};
    QString m_baselineId;
    ChartThemeKind m_theme = ChartThemeKind::Light;
    ChartData m_data;
    exporting::ImageExportOptions m_imageOptions;
    bool m_persistent = true;

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
    QGroupBox* m_exportBox = nullptr;
    QPushButton* m_pngButton = nullptr;
    QPushButton* m_svgButton = nullptr;
    QPushButton* m_pdfButton = nullptr;
    QPushButton* m_copyButton = nullptr;
    QPushButton* m_tableButton = nullptr;
    QWidget* m_controls = nullptr;
    QScrollArea* m_scroll = nullptr;
    ChartFigureView* m_view = nullptr;
};

} // namespace gpuatlas::ui::charts
