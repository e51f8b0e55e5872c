// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartChoices.h"
#include "engine/core/Gpu.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "ui/document/charts/Metric.h"

#include <QList>
#include <QScrollArea>

#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace gpuatlas::ui::exporting {
class ChartExportButtons;
}

namespace gpuatlas::ui {

// The Charts page's column of controls: chart kind, values, baseline, theme, the axes
// to draw, the sensitivity chart's choices, and export. It shows ChartChoices and says
// what the user picks; the page decides what that means.
class ChartControls : public QScrollArea
{
    Q_OBJECT

public:
    explicit ChartControls(QWidget* parent = nullptr);

    exporting::ChartExportButtons* exportButtons() const { return m_exportButtons; }

    // Everything the controls show: the choices, the axes on offer, the GPUs a baseline
    // may be, and the workload (and its model) whose results a sensitivity chart follows.
    struct Shown
    {
        const ChartChoices& choices;
        const QList<charts::Metric>& metrics;
        const std::vector<const engine::Gpu*>& gpus;
        const engine::Workload& workload;
        const engine::Model* model;
    };
    // Sets every control (without signalling) in the current language.
    void show(const Shown& shown);
    // Only what depends on the choices (after a kind, mode or theme change).
    void showChoices(const ChartChoices& choices);
    void showBaselines(const ChartChoices& choices, const std::vector<const engine::Gpu*>& gpus);

signals:
    void kindChosen(charts::ChartKind kind);
    void modeChosen(charts::ValueMode mode);
    void baselineChosen(const QString& gpuId);
    void themeChosen(charts::ChartThemeKind theme);
    void axesChosen(const QStringList& keys);
    void sweepChosen(const charts::SweepOptions& options);
    void specTableRequested();

private:
    void build();
    void buildSweepBox();
    void connectAll();
    void retranslate();
    void rebuildAxisChecks(const QList<charts::Metric>& metrics, const QStringList& keys);
    void showSweep(const ChartChoices& choices, const engine::Workload& workload, const engine::Model* model);
    void showControlsFor(charts::ChartKind kind);
    void fitWidth();
    charts::SweepOptions sweepShown(const charts::SweepOptions& base) const;

    QWidget* m_controls = nullptr;
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
    charts::SweepOptions m_sweep; // the sweep the controls show, to fill in what one control changes
};

} // namespace gpuatlas::ui
