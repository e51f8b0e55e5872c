// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccuracyDialog.h"

#include "text/AccuracyReport.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/document/charts/AccuracyChart.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/models/AccuracyModel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using text::AccuracyReport;

namespace {

// The split choice's items, in order; the validation split first: it is what to quote.
std::optional<AccuracyReport::Split> splitAt(int index)
{
    switch (index) {
    case 0:
        return AccuracyReport::Split::Validation;
    case 1:
        return AccuracyReport::Split::Calibration;
    default:
        return std::nullopt;
    }
}

// Height of the chart for `rows` cases: a line of text per row plus the title, legend and
// axis around them.
int chartMinimumHeight(int rows)
{
    constexpr int pixelsPerRow = 20;
    constexpr int frame = 220;
    return frame + rows * pixelsPerRow;
}

} // namespace

AccuracyDialog::AccuracyDialog(std::vector<engine::AccuracyCase> cases, QWidget* parent)
    : QDialog(parent)
    , m_cases(std::move(cases))
    , m_model(new AccuracyModel(this))
    , m_split(new QComboBox(this))
    , m_splitLabel(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_perRuntime(new QLabel(this))
    , m_table(new QTableView(this))
    , m_chart(new charts::ChartFigureView(this))
{
    setObjectName(QStringLiteral("accuracyDialog"));
    for (int i = 0; i < 3; ++i)
        m_split->addItem(QString());
    m_split->setObjectName(QStringLiteral("accuracySplit"));
    m_splitLabel->setBuddy(m_split);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_perRuntime->setWordWrap(true);
    m_perRuntime->setTextFormat(Qt::PlainText);

    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(Qt::UserRole);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setObjectName(QStringLiteral("accuracyTable"));
    m_chart->setObjectName(QStringLiteral("accuracyChart"));

    auto* choice = new QHBoxLayout;
    choice->addWidget(m_splitLabel);
    choice->addWidget(m_split);
    choice->addStretch();
    // The table and the chart each get the whole height: a chart row per case stays
    // readable, and scrolls when there are more cases than fit.
    auto* chartArea = new QScrollArea(this);
    chartArea->setWidget(m_chart);
    chartArea->setWidgetResizable(true);
    chartArea->setFrameShape(QFrame::NoFrame);
    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("accuracyViews"));
    m_views->addTab(m_table, QString());
    m_views->addTab(chartArea, QString());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(choice);
    layout->addWidget(m_summary);
    layout->addWidget(m_perRuntime);
    layout->addWidget(m_views, 1);
    layout->addWidget(buttons);
    // The table was made before its tabs: Tab reaches the tabs first, then what they show.
    QWidget::setTabOrder(m_split, m_views);
    QWidget::setTabOrder(m_views, m_table);
    resize(1100, 760);

    connect(m_split, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_model->setSplit(splitAt(index));
        refresh();
    });
    retranslate();
}

AccuracyDialog::~AccuracyDialog() = default;

void AccuracyDialog::setInputs(const engine::Catalog& catalog, const engine::ModelCatalog& models,
                               const engine::Assumptions& assumptions)
{
    m_report = std::make_shared<const AccuracyReport>(m_cases, catalog, models, assumptions);
    m_model->setReport(m_report);
    // The words fit their column; the numbers keep the default width, so a case's
    // "not reproduced: ..." explanation elides there (its tool tip has it whole).
    for (int column = AccuracyModel::CaseColumn; column <= AccuracyModel::MetricColumn; ++column)
        m_table->resizeColumnToContents(column);
    refresh();
}

void AccuracyDialog::refresh()
{
    if (!m_report)
        return;
    const auto split = splitAt(m_split->currentIndex());
    m_summary->setText(m_report->summaryText(split, locale()));
    m_perRuntime->setText(m_report->perRuntimeText(split, locale()));
    const auto data = charts::AccuracyChart::build(*m_report, split, locale());
    m_chart->setFigure(charts::ChartFacade::create(charts::ChartKind::GroupedRows, data,
                                                   charts::ChartTheme(charts::ChartThemeKind::Light)));
    m_chart->setMinimumHeight(chartMinimumHeight(static_cast<int>(data.categories.size())));
    m_chart->setAccessibleName(data.title);
    m_chart->setAccessibleDescription(data.subtitle);
}

void AccuracyDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AccuracyDialog::retranslate()
{
    setWindowTitle(tr("Accuracy"));
    m_splitLabel->setText(tr("&Show:"));
    m_split->setItemText(0, tr("Validation (nothing was fitted to these)"));
    m_split->setItemText(1, tr("Calibration (what the constants were fitted to)"));
    m_split->setItemText(2, tr("All published measurements"));
    m_split->setAccessibleName(tr("Which measurements to show"));
    m_table->setAccessibleName(tr("Published measurements against the estimates"));
    m_views->setTabText(0, tr("&Table"));
    m_views->setTabText(1, tr("C&hart"));
    refresh();
}

} // namespace gpuatlas::ui
