// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultChartsView.h"

#include "ChartFigureView.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/export/ChartExportButtons.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gpuatlas::ui::charts {

namespace {

constexpr ResultChart charts[] = {ResultChart::Memory, ResultChart::Throughput, ResultChart::Cost,
                                  ResultChart::Frontier};

QString resultChartBaseName(ResultChart chart)
{
    switch (chart) {
    case ResultChart::Memory:
        return QStringLiteral("gpu-memory");
    case ResultChart::Throughput:
        return QStringLiteral("gpu-throughput");
    case ResultChart::Cost:
        return QStringLiteral("gpu-cost");
    case ResultChart::Frontier:
        return QStringLiteral("gpu-counts");
    }
    return QStringLiteral("chart");
}

} // namespace

ResultChartsView::ResultChartsView(QWidget* parent)
    : QWidget(parent)
    , m_chartLabel(new QLabel(this))
    , m_chartCombo(new QComboBox(this))
    , m_view(new ChartFigureView(this))
    , m_export(new exporting::ChartExportButtons(Qt::Horizontal, this))
{
    setObjectName(QStringLiteral("resultCharts"));
    m_chartCombo->setObjectName(QStringLiteral("resultChart"));
    for (const ResultChart chart : charts)
        m_chartCombo->addItem(QString(), static_cast<int>(chart));
    m_chartLabel->setBuddy(m_chartCombo);

    auto* top = new QHBoxLayout;
    top->addWidget(m_chartLabel);
    top->addWidget(m_chartCombo);
    top->addStretch();
    // The export buttons go below the chart: side by side with the chooser they would
    // make the recommendation page's details pane too wide for the results table.
    auto* bottom = new QHBoxLayout;
    bottom->addStretch();
    bottom->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addLayout(bottom);

    m_export->setFigureFactory([this](const QSizeF& size) {
        return ChartFacade::create(ResultChartsBuilder::kind(m_chart), m_data, ChartTheme(), size);
    });
    connect(m_chartCombo, &QComboBox::currentIndexChanged, this,
            [this] { setCurrentChart(static_cast<ResultChart>(m_chartCombo->currentData().toInt())); });
    retranslateUi();
    refresh();
}

ResultChartsView::~ResultChartsView() = default;

void ResultChartsView::retranslateUi()
{
    m_chartLabel->setText(tr("C&hart:"));
    m_chartCombo->setItemText(0, tr("Memory per GPU"));
    m_chartCombo->setItemText(1, tr("Throughput"));
    m_chartCombo->setItemText(2, tr("Cost"));
    m_chartCombo->setItemText(3, tr("Time and cost by GPU count"));
    m_chartCombo->setToolTip(tr("Memory of each candidate against its capacity, or throughput or cost of the "
                                "feasible candidates"));
}

void ResultChartsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh(); // the chart's text is made in the current language
    }
    QWidget::changeEvent(event);
}

void ResultChartsView::setResults(std::vector<engine::Estimate> estimates, const engine::Workload& workload,
                                  std::function<QString(const std::string&)> gpuName)
{
    m_results.estimates = std::move(estimates);
    m_results.workload = workload;
    m_results.gpuName = std::move(gpuName);
    refresh();
}

void ResultChartsView::setPinned(std::optional<std::vector<engine::Estimate>> pinned)
{
    m_results.pinned = std::move(pinned);
    refresh();
}

void ResultChartsView::setCurrentChart(ResultChart chart)
{
    {
        const QSignalBlocker blocker(m_chartCombo);
        m_chartCombo->setCurrentIndex(m_chartCombo->findData(static_cast<int>(chart)));
    }
    if (chart == m_chart)
        return;
    m_chart = chart;
    m_export->setBaseName(resultChartBaseName(chart));
    refresh();
}

ChartFigure* ResultChartsView::figure() const
{
    return m_view->figure();
}

void ResultChartsView::refresh()
{
    // The data is cheap and always current; the figure only where it can be seen.
    m_data = ResultChartsBuilder::build(m_chart, m_results);
    m_figureStale = true;
    drawIfVisible();
}

void ResultChartsView::drawIfVisible()
{
    if (!m_figureStale || !isVisible())
        return;
    m_figureStale = false;
    m_view->setFigure(ChartFacade::create(ResultChartsBuilder::kind(m_chart), m_data, ChartTheme(),
                                          QSizeF(m_view->viewport()->size())));
}

void ResultChartsView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    drawIfVisible();
}

} // namespace gpuatlas::ui::charts
