// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/document/charts/ChartData.h"
#include "ui/document/charts/ResultChartsBuilder.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;

namespace gpuatlas::ui::exporting {
class ChartExportButtons;
}

namespace gpuatlas::ui::charts {

class ChartFigure;
class ChartFigureView;

// The recommendation's charts: memory per GPU against capacity, throughput and cost of
// the feasible candidates, the pinned result beside the current one, with export.
// Follows every re-run of the engine; while hidden it keeps only the chart's data and
// draws the figure when it is shown, so what-if changes cost nothing here unseen.
class ResultChartsView : public QWidget
{
    Q_OBJECT

public:
    explicit ResultChartsView(QWidget* parent = nullptr);
    ~ResultChartsView() override;

    // The new ranking (pinned results are kept: see setPinned).
    void setResults(std::vector<engine::Estimate> estimates, const engine::Workload& workload,
                    std::function<QString(const std::string&)> gpuName);
    void setPinned(std::optional<std::vector<engine::Estimate>> pinned);
    bool hasPinned() const { return m_results.pinned.has_value(); }

    ResultChart currentChart() const { return m_chart; }
    void setCurrentChart(ResultChart chart);
    // The chart shown (or shown when this view is next visible).
    const ChartData& chartData() const { return m_data; }
    // The figure on screen; nullptr until the view has been visible with results.
    ChartFigure* figure() const;

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void drawIfVisible();

    ResultSet m_results;
    ResultChart m_chart = ResultChart::Memory;
    ChartData m_data;
    bool m_figureStale = true;
    QLabel* m_chartLabel = nullptr;
    QComboBox* m_chartCombo = nullptr;
    ChartFigureView* m_view = nullptr;
    exporting::ChartExportButtons* m_export = nullptr;
};

} // namespace gpuatlas::ui::charts
