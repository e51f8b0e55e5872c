// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecommendationPage.h"

#include "AssumptionsPanel.h"
#include "WhatIfControls.h"
#include "state/Workspace.h"
#include "text/ArticleComparison.h"
#include "text/EngineText.h"
#include "text/EstimateExplanation.h"
#include "text/GpuFields.h"
#include "text/OwnershipTable.h"
#include "text/Prose.h"
#include "text/WorkloadSummary.h"
#include "ui/charts/ResultChartsView.h"
#include "ui/models/ResultsModel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using engine::Estimate;
using text::EstimateExplanation;

namespace {

QLabel* makeLabel(const char* objectName, bool wrap)
{
    auto* label = new QLabel;
    label->setObjectName(QString::fromLatin1(objectName));
    label->setWordWrap(wrap);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

void scaleFont(QLabel* label, double factor)
{
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(true);
    label->setFont(font);
}

} // namespace

RecommendationPage::RecommendationPage(CurrentResult& current, QWidget* parent)
    : QWidget(parent)
    , m_current(current)
    , m_workspace(current.workspace())
    , m_results(new ResultsModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_stack(new QStackedWidget)
    , m_welcomeTitle(makeLabel("welcomeTitle", true))
    , m_welcomeText(makeLabel("welcomeText", true))
    , m_startButton(new QPushButton)
    , m_title(makeLabel("resultsTitle", true))
    , m_summary(makeLabel("resultsSummary", true))
    , m_marketNote(makeLabel("marketNote", true))
    , m_editButton(new QPushButton)
    , m_newButton(new QPushButton)
    , m_whatIf(new WhatIfControls)
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_table(new QTableView)
    , m_details(new QTabWidget)
    , m_explanation(new QTextBrowser)
    , m_charts(new charts::ResultChartsView)
    , m_assumptions(new AssumptionsPanel)
{
    setObjectName(QStringLiteral("recommendationPage"));
    m_stack->addWidget(buildWelcome());
    m_stack->addWidget(buildResults());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    connectAll();

    m_assumptions->setAssumptions(m_workspace.assumptions());
    retranslateUi();
    showWorkload();
    showResult(m_current.result());
}

QWidget* RecommendationPage::buildWelcome()
{
    // Empty state: nothing to recommend until a workload is described.
    auto* welcome = new QWidget;
    auto* layout = new QVBoxLayout(welcome);
    scaleFont(m_welcomeTitle, 1.5);
    m_welcomeTitle->setAlignment(Qt::AlignCenter);
    m_welcomeText->setAlignment(Qt::AlignCenter);
    m_welcomeText->setMaximumWidth(640);
    m_startButton->setObjectName(QStringLiteral("startWizardButton"));
    m_startButton->setDefault(true);
    layout->addStretch();
    layout->addWidget(m_welcomeTitle, 0, Qt::AlignHCenter);
    layout->addWidget(m_welcomeText, 0, Qt::AlignHCenter);
    layout->addSpacing(12);
    layout->addWidget(m_startButton, 0, Qt::AlignHCenter);
    layout->addStretch();
    return welcome;
}

QWidget* RecommendationPage::buildResults()
{
    auto* results = new QWidget;
    scaleFont(m_title, 1.25);
    // The workload's and the GPUs' names come from files: never let QLabel guess rich
    // text, which would load any image they name from disk (tst_RichTextInjection).
    m_title->setTextFormat(Qt::PlainText);
    m_summary->setTextFormat(Qt::PlainText);
    // Our own text and one link ("Show all markets"); no file text goes in it.
    m_marketNote->setTextFormat(Qt::RichText);
    m_marketNote->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_editButton->setObjectName(QStringLiteral("editWorkloadButton"));
    m_newButton->setObjectName(QStringLiteral("newWorkloadButton"));
    m_sorted->setSourceModel(m_results);
    m_sorted->setSortRole(Qt::UserRole);
    m_table->setObjectName(QStringLiteral("resultsTable"));
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the engine's ranking until the user sorts
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The score is the verdict: show it beside "Fits", where it stays in view when the
    // details pane takes width; only the view's order changes, not the model's.
    m_table->horizontalHeader()->moveSection(ResultsModel::ScoreColumn, ResultsModel::FitsColumn + 1);
    m_table->setAlternatingRowColors(true);
    m_table->setColumnHidden(ResultsModel::ComparisonColumn, true);
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_explanation->setOpenLinks(false);
    m_details->setObjectName(QStringLiteral("resultDetails"));
    m_details->addTab(m_explanation, QString());
    m_details->addTab(m_charts, QString());
    m_details->addTab(m_assumptions, QString());
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_details);
    // The table needs most of the width: ten numeric columns.
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setSizes({700, 300});

    auto* header = new QHBoxLayout;
    auto* headerText = new QVBoxLayout;
    headerText->addWidget(m_title);
    headerText->addWidget(m_summary);
    headerText->addWidget(m_marketNote);
    header->addLayout(headerText, 1);
    header->addWidget(m_editButton, 0, Qt::AlignTop);
    header->addWidget(m_newButton, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(results);
    layout->addLayout(header);
    layout->addWidget(m_whatIf);
    layout->addWidget(m_splitter, 1);
    return results;
}

void RecommendationPage::connectAll()
{
    connect(m_startButton, &QPushButton::clicked, this, &RecommendationPage::newWorkloadRequested);
    connect(m_newButton, &QPushButton::clicked, this, &RecommendationPage::newWorkloadRequested);
    connect(m_editButton, &QPushButton::clicked, this, &RecommendationPage::editWorkloadRequested);

    connect(&m_current, &CurrentResult::workloadChanged, this, &RecommendationPage::showWorkload);
    connect(&m_current, &CurrentResult::resultChanged, this, &RecommendationPage::showResult);
    // What the user changes goes to the current result, which runs the engine once.
    connect(m_whatIf, &WhatIfControls::changed, this, [this] {
        m_current.setWhatIf(m_whatIf->whatIf());
        // The count and the layout the controls pin; the other task's pins stay as they are.
        state::Pins pins = m_current.pins();
        pins.gpuCount = m_whatIf->gpuCount();
        if (m_current.workload() && m_current.workload()->isTraining()) {
            pins.trainingTensorParallel = m_whatIf->tensorParallel();
            pins.trainingPipelineParallel = m_whatIf->pipelineParallel();
        } else {
            pins.inferenceTensorParallel = m_whatIf->tensorParallel();
        }
        m_current.setPins(pins);
    });
    connect(m_whatIf, &WhatIfControls::pinToggled, this, &RecommendationPage::setComparisonPinned);
    connect(&m_workspace, &state::Workspace::assumptionsChanged, this,
            [this] { m_assumptions->setAssumptions(m_workspace.assumptions()); });
    connect(m_assumptions, &AssumptionsPanel::assumptionsEdited, &m_workspace, &state::Workspace::setAssumptions);
    connect(&m_workspace, &state::Workspace::ownershipChanged, this, &RecommendationPage::updateSummary);
    connect(&m_workspace, &state::Workspace::marketChanged, this, &RecommendationPage::updateMarketNote);
    connect(m_marketNote, &QLabel::linkActivated, this, [this] { m_workspace.setMarket(engine::MarketScope::All); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (const Estimate* estimate = m_results->estimateAt(m_sorted->mapToSource(current).row()))
                    m_selectedGpu = estimate->gpuId;
                updateExplanation();
            });
}

void RecommendationPage::showCharts()
{
    m_details->setCurrentWidget(m_charts);
    const int width = m_splitter->width() > 0 ? m_splitter->width() : this->width();
    m_splitter->setSizes({width / 2, width - width / 2});
}

void RecommendationPage::retranslateUi()
{
    m_welcomeTitle->setText(tr("Which GPU should run your job?"));
    m_welcomeText->setText(tr("Describe the job (training, fine-tuning or inference, the model, how much data, "
                              "your limits) and GPU Atlas estimates memory, speed, GPU count and cost for every "
                              "GPU, ranks them and explains each verdict."));
    m_startButton->setText(tr("Describe your workload…"));
    m_editButton->setText(tr("&Edit workload…"));
    m_newButton->setText(tr("&New…"));
    m_table->setAccessibleName(tr("GPUs ranked for this workload"));
    m_table->setAccessibleDescription(
        tr("One row per GPU, best first: whether it fits, its score, speed and cost. Select a row to read why."));
    m_details->setTabText(0, tr("Why"));
    m_details->setTabText(m_details->indexOf(m_assumptions), tr("Assumptions"));
    m_details->setTabText(m_details->indexOf(m_charts), tr("Charts"));
    updateSummary();
}

void RecommendationPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // Reasons and units are rendered in the new language; the result is the same.
        m_results->retranslate();
        updateExplanation();
    }
    QWidget::changeEvent(event);
}

const std::vector<Estimate>& RecommendationPage::results() const
{
    return m_results->estimates();
}

void RecommendationPage::showWorkload()
{
    const auto explored = m_current.explored();
    m_stack->setCurrentIndex(explored ? 1 : 0);
    if (!explored)
        return;
    m_whatIf->setPinned(false);
    m_whatIf->setWorkload(*explored);
    m_selectedGpu.clear();
}

void RecommendationPage::showResult(const state::ResultPtr& result)
{
    m_result = result;
    if (!result) {
        m_results->setResults({}, engine::Workload{}, m_workspace.catalog());
        updateExplanation();
        return;
    }
    m_results->setResults(result->ranking, result->workload, m_workspace.catalog(), m_workspace.market());
    m_charts->setResults(result->ranking, result->workload,
                         [model = m_results](const std::string& id) { return model->gpuName(id); });
    selectRow();
    updateSummary();
    updateExplanation();
}

void RecommendationPage::selectRow()
{
    // Keep the user's row selected across re-runs; otherwise select the winner.
    int row = 0;
    for (int i = 0; i < m_results->rowCount(); ++i) {
        if (m_results->estimateAt(i)->gpuId == m_selectedGpu)
            row = i;
    }
    if (m_results->rowCount() > 0)
        m_table->setCurrentIndex(m_sorted->mapFromSource(m_results->index(row, 0)));
}

void RecommendationPage::updateSummary()
{
    if (!m_result)
        return;
    const engine::Workload& workload = m_result->workload;
    m_title->setText(text::WorkloadSummary::title(workload, m_workspace.models()));
    const Estimate* best = m_results->estimateAt(0);
    if (!best) {
        m_summary->setText(tr("No GPU to consider: tick some in the workload's priorities."));
    } else if (!best->feasible) {
        m_summary->setText(
            tr("No candidate fits this workload within its constraints. The reasons beside each GPU say "
               "what is missing: more GPUs, a smaller model or batch, a lower precision, or looser limits."));
    } else {
        QString summary = tr("Recommended: %1 Bottleneck: %2.")
                              .arg(EstimateExplanation::summary(*best, m_results->gpuName(best->gpuId), workload),
                                   text::EngineText::bottleneck(best->performance.bottleneck));
        // The cheapest GPU is not always the cheapest way to run: renting or buying may change the winner.
        const text::OwnershipTable::Data data{m_workspace.catalog(), m_workspace.prices(), m_workspace.ownership(),
                                              m_workspace.displayCurrency()};
        if (const QString way = text::OwnershipTable::cheapestWayLine(data, m_result->ranking, workload);
            !way.isEmpty())
            summary = text::Prose::sentences({summary, way});
        m_summary->setText(summary);
    }
    updateMarketNote();
}

void RecommendationPage::updateMarketNote()
{
    // Only the workloads that leave the candidates to the market (no GPU list of their own).
    const int outside = m_workspace.outsideMarketCount();
    const bool shown = m_result && m_result->workload.gpus.empty() && outside > 0;
    m_marketNote->setVisible(shown);
    if (!shown)
        return;
    const QString market = text::GpuFields::marketScopeName(m_workspace.market());
    m_marketNote->setText(tr("%1 only: %n other GPUs left out.", nullptr, outside).arg(market).toHtmlEscaped() +
                          QStringLiteral(" <a href=\"all\">%1</a>").arg(tr("Show all markets").toHtmlEscaped()));
}

void RecommendationPage::updateExplanation()
{
    const QModelIndex current = m_sorted->mapToSource(m_table->currentIndex());
    const Estimate* estimate = m_results->estimateAt(current.row());
    if (!estimate) {
        m_explanation->setHtml(QString());
        return;
    }
    QString html = EstimateExplanation::html(*estimate, m_results->gpuName(estimate->gpuId), m_results->workload());
    // Where the ranking parts from the source article, which figure decides.
    const QString article =
        text::ArticleComparison::disagreement(*estimate, m_results->estimates(), m_results->workload(),
                                              [this](const std::string& id) { return m_results->gpuName(id); });
    if (!article.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(article.toHtmlEscaped());
    m_explanation->setHtml(html);
}

void RecommendationPage::setComparisonPinned(bool pinned)
{
    // "Pin for comparison" keeps the results shown now beside the ones to come.
    m_results->setPinned(pinned ? std::optional<std::vector<Estimate>>(m_results->estimates()) : std::nullopt);
    m_charts->setPinned(pinned ? std::optional<std::vector<Estimate>>(m_results->estimates()) : std::nullopt);
    m_table->setColumnHidden(ResultsModel::ComparisonColumn, !pinned);
}

} // namespace gpuatlas::ui
