// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecommendationPage.h"

#include "AssumptionsPanel.h"
#include "CostOfOwnershipPage.h"
#include "WhatIfControls.h"
#include "engine/Ranker.h"
#include "state/Workspace.h"
#include "text/DiagnosticText.h"
#include "text/EngineText.h"
#include "text/Prose.h"
#include "text/WorkloadFiles.h"
#include "ui/charts/ResultChartsView.h"
#include "ui/models/ResultsModel.h"
#include "ui/widgets/EstimateExplanation.h"
#include "ui/wizard/WorkloadWizard.h"

#include <QAction>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using engine::Estimate;
using engine::Workload;

namespace {

QLabel* makeLabel(const char* objectName, bool wrap)
{
    auto* label = new QLabel;
    label->setObjectName(QString::fromLatin1(objectName));
    label->setWordWrap(wrap);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

RecommendationPage::RecommendationPage(Workspace& workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_results(new ResultsModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_stack(new QStackedWidget)
    , m_welcomeTitle(makeLabel("welcomeTitle", true))
    , m_welcomeText(makeLabel("welcomeText", true))
    , m_startButton(new QPushButton)
    , m_title(makeLabel("resultsTitle", true))
    , m_summary(makeLabel("resultsSummary", true))
    , m_editButton(new QPushButton)
    , m_newButton(new QPushButton)
    , m_whatIf(new WhatIfControls)
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_table(new QTableView)
    , m_details(new QTabWidget)
    , m_explanation(new QTextBrowser)
    , m_charts(new charts::ResultChartsView)
    , m_assumptions(new AssumptionsPanel)
    , m_newAction(new QAction(this))
    , m_openAction(new QAction(this))
    , m_saveAction(new QAction(this))
    , m_recentMenu(new QMenu(this)) // owned: the menu bar that shows it does not take it (LeakSanitizer)
{
    setObjectName(QStringLiteral("recommendationPage"));

    // Empty state: nothing to recommend until a workload is described.
    auto* welcome = new QWidget;
    auto* welcomeLayout = new QVBoxLayout(welcome);
    QFont titleFont = m_welcomeTitle->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_welcomeTitle->setFont(titleFont);
    m_welcomeTitle->setAlignment(Qt::AlignCenter);
    m_welcomeText->setAlignment(Qt::AlignCenter);
    m_welcomeText->setMaximumWidth(640);
    m_startButton->setObjectName(QStringLiteral("startWizardButton"));
    m_startButton->setDefault(true);
    welcomeLayout->addStretch();
    welcomeLayout->addWidget(m_welcomeTitle, 0, Qt::AlignHCenter);
    welcomeLayout->addWidget(m_welcomeText, 0, Qt::AlignHCenter);
    welcomeLayout->addSpacing(12);
    welcomeLayout->addWidget(m_startButton, 0, Qt::AlignHCenter);
    welcomeLayout->addStretch();

    // Results
    auto* results = new QWidget;
    QFont headingFont = m_title->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.25);
    headingFont.setBold(true);
    m_title->setFont(headingFont);
    // The workload's and the GPUs' names come from files: never let QLabel guess rich
    // text, which would load any image they name from disk (tst_RichTextInjection).
    m_title->setTextFormat(Qt::PlainText);
    m_summary->setTextFormat(Qt::PlainText);
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
    header->addLayout(headerText, 1);
    header->addWidget(m_editButton, 0, Qt::AlignTop);
    header->addWidget(m_newButton, 0, Qt::AlignTop);
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->addLayout(header);
    resultsLayout->addWidget(m_whatIf);
    resultsLayout->addWidget(m_splitter, 1);

    m_stack->addWidget(welcome);
    m_stack->addWidget(results);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    m_newAction->setShortcut(QKeySequence::New);
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_newAction, &QAction::triggered, this, [this] { openWizard(false); });
    connect(m_openAction, &QAction::triggered, this, &RecommendationPage::openInteractively);
    connect(m_saveAction, &QAction::triggered, this, &RecommendationPage::saveInteractively);
    connect(m_startButton, &QPushButton::clicked, m_newAction, &QAction::trigger);
    connect(m_newButton, &QPushButton::clicked, m_newAction, &QAction::trigger);
    connect(m_editButton, &QPushButton::clicked, this, [this] { openWizard(true); });
    connect(m_recentMenu, &QMenu::aboutToShow, this, &RecommendationPage::updateRecentMenu);

    connect(&m_workspace, &Workspace::workloadChanged, this, &RecommendationPage::showWorkload);
    connect(&m_workspace, &Workspace::assumptionsChanged, this, [this] {
        m_assumptions->setAssumptions(m_workspace.assumptions());
        scheduleRecompute();
    });
    connect(&m_workspace, &Workspace::pricesChanged, this, &RecommendationPage::scheduleRecompute);
    connect(&m_workspace, &Workspace::ownershipChanged, this, &RecommendationPage::updateSummary);
    connect(&m_workspace, &Workspace::catalogChanged, this, &RecommendationPage::scheduleRecompute);
    connect(m_assumptions, &AssumptionsPanel::assumptionsEdited, &m_workspace, &Workspace::setAssumptions);
    connect(m_whatIf, &WhatIfControls::changed, this, &RecommendationPage::scheduleRecompute);
    connect(m_whatIf, &WhatIfControls::pinToggled, this, &RecommendationPage::setPinned);
    connect(this, &RecommendationPage::resultsChanged, m_charts, [this] {
        m_charts->setResults(m_results->estimates(), m_results->workload(),
                             [model = m_results](const std::string& id) { return model->gpuName(id); });
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (const Estimate* estimate = m_results->estimateAt(m_sorted->mapToSource(current).row()))
                    m_selectedGpu = estimate->gpuId;
                updateExplanation();
            });

    m_assumptions->setAssumptions(m_workspace.assumptions());
    retranslateUi();
    showWorkload();
}

void RecommendationPage::showCharts()
{
    m_details->setCurrentWidget(m_charts);
    const int width = m_splitter->width() > 0 ? m_splitter->width() : this->width();
    m_splitter->setSizes({width / 2, width - width / 2});
}

QList<QAction*> RecommendationPage::fileActions() const
{
    return {m_newAction, m_openAction, m_saveAction};
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
    m_details->setTabText(0, tr("Why"));
    m_details->setTabText(m_details->indexOf(m_assumptions), tr("Assumptions"));
    if (m_charts)
        m_details->setTabText(m_details->indexOf(m_charts), tr("Charts"));
    m_newAction->setText(tr("&New workload…"));
    m_openAction->setText(tr("&Open workload…"));
    m_saveAction->setText(tr("&Save workload…"));
    m_recentMenu->setTitle(tr("Open &recent"));
    updateSummary();
}

void RecommendationPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        scheduleRecompute(); // reasons and units are re-rendered in the new language
    }
    QWidget::changeEvent(event);
}

WorkloadWizard* RecommendationPage::openWizard(bool fromCurrent, bool show)
{
    auto* wizard = new WorkloadWizard(m_workspace, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    if (fromCurrent) {
        if (const auto explored = exploredWorkload())
            wizard->setWorkload(*explored);
    }
    connect(wizard, &WorkloadWizard::workloadAccepted, &m_workspace, &Workspace::setWorkload);
    if (show)
        wizard->show();
    return wizard;
}

QString RecommendationPage::openFile(const QString& path)
{
    auto loaded = text::WorkloadFiles::load(path, m_workspace.models());
    if (!loaded)
        return text::DiagnosticText::lines(loaded.errors(), 5);
    WorkloadWizard::addRecentFile(path);
    m_workspace.setWorkload(loaded.value());
    return {};
}

QString RecommendationPage::saveFile(const QString& path) const
{
    const auto workload = exploredWorkload();
    if (!workload)
        return tr("There is no workload to save yet.");
    const QString error = text::WorkloadFiles::save(path, *workload);
    if (error.isEmpty())
        WorkloadWizard::addRecentFile(path);
    return error;
}

void RecommendationPage::openInteractively()
{
    const QStringList recent = WorkloadWizard::recentFiles();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open workload"), recent.isEmpty() ? QString() : QFileInfo(recent.front()).absolutePath(),
        tr("Workload (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString error = openFile(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Open workload"), tr("Could not open the workload:\n%1").arg(error));
}

void RecommendationPage::saveInteractively()
{
    const auto workload = exploredWorkload();
    if (!workload) {
        openWizard(false);
        return;
    }
    const QString suggested =
        workload->name.empty() ? tr("workload.json") : QString::fromStdString(workload->name) + QStringLiteral(".json");
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save workload"), suggested, tr("Workload (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString error = saveFile(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Save workload"), tr("Could not save %1:\n%2").arg(path, error));
}

void RecommendationPage::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = WorkloadWizard::recentFiles();
    for (const QString& path : recent) {
        QAction* action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (const QString error = openFile(path); !error.isEmpty())
                QMessageBox::warning(this, tr("Open workload"), tr("Could not open the workload:\n%1").arg(error));
        });
    }
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent workloads"))->setEnabled(false);
}

std::optional<Workload> RecommendationPage::exploredWorkload() const
{
    const auto& base = m_workspace.workload();
    if (!base)
        return std::nullopt;
    return m_whatIf->apply(*base);
}

const std::vector<Estimate>& RecommendationPage::results() const
{
    return m_results->estimates();
}

void RecommendationPage::showWorkload()
{
    const auto& workload = m_workspace.workload();
    m_stack->setCurrentIndex(workload ? 1 : 0);
    m_saveAction->setEnabled(workload.has_value());
    if (!workload)
        return;
    m_whatIf->setPinned(false);
    m_whatIf->setWorkload(*workload);
    m_selectedGpu.clear();
    recompute();
}

void RecommendationPage::scheduleRecompute()
{
    // Coalesce bursts (a slider drag, an edit that changes several values) into one run.
    if (m_recomputeScheduled)
        return;
    m_recomputeScheduled = true;
    QTimer::singleShot(0, this, &RecommendationPage::recompute);
}

void RecommendationPage::recompute()
{
    m_recomputeScheduled = false;
    const auto workload = exploredWorkload();
    if (!workload)
        return;
    std::vector<Estimate> estimates;
    if (const auto count = m_whatIf->fixedCount()) {
        // A fixed count for every candidate: estimate each at that count, then score.
        for (const auto& gpu : m_workspace.catalog().gpus()) {
            if (!workload->gpus.empty() &&
                std::find(workload->gpus.begin(), workload->gpus.end(), gpu.id) == workload->gpus.end())
                continue;
            if (auto estimate = m_workspace.estimate(*workload, gpu.id, count))
                estimates.push_back(std::move(*estimate));
        }
        engine::Ranker::scoreAndSort(estimates, *workload);
    } else {
        estimates = m_workspace.rank(*workload);
    }
    m_results->setResults(std::move(estimates), *workload, m_workspace.catalog());

    // Keep the user's row selected across re-runs; otherwise select the winner.
    int row = 0;
    for (int i = 0; i < m_results->rowCount(); ++i) {
        if (m_results->estimateAt(i)->gpuId == m_selectedGpu)
            row = i;
    }
    if (m_results->rowCount() > 0)
        m_table->setCurrentIndex(m_sorted->mapFromSource(m_results->index(row, 0)));
    updateSummary();
    updateExplanation();
    emit resultsChanged();
}

void RecommendationPage::updateSummary()
{
    const auto workload = exploredWorkload();
    if (!workload)
        return;
    QString name = QString::fromStdString(workload->name);
    if (name.isEmpty()) {
        const engine::Model* model = engine::resolveModel(*workload, m_workspace.models());
        const QString modelName = model ? QString::fromStdString(model->name) : tr("a custom model");
        switch (workload->task) {
        case engine::Task::Inference:
            name = tr("Inference on %1").arg(modelName);
            break;
        case engine::Task::Finetune:
            name = tr("Fine-tuning %1").arg(modelName);
            break;
        case engine::Task::Training:
            name = tr("Training %1").arg(modelName);
            break;
        }
    }
    m_title->setText(name);
    const Estimate* best = m_results->estimateAt(0);
    if (!best) {
        m_summary->setText(tr("No GPU to consider: tick some in the workload's priorities."));
    } else if (!best->feasible) {
        m_summary->setText(
            tr("No candidate fits this workload within its constraints. The reasons beside each GPU say "
               "what is missing: more GPUs, a smaller model or batch, a lower precision, or looser limits."));
    } else {
        QString summary = tr("Recommended: %1 Bottleneck: %2.")
                              .arg(EstimateExplanation::summary(*best, m_results->gpuName(best->gpuId), *workload),
                                   text::EngineText::bottleneck(best->performance.bottleneck));
        // The cheapest GPU is not always the cheapest way to run: renting or buying may change the winner.
        if (const QString way = CostOfOwnershipPage::cheapestWayLine(m_workspace, m_results->estimates(), *workload);
            !way.isEmpty())
            summary = text::Prose::sentences({summary, way});
        m_summary->setText(summary);
    }
}

void RecommendationPage::updateExplanation()
{
    const QModelIndex current = m_sorted->mapToSource(m_table->currentIndex());
    const Estimate* estimate = m_results->estimateAt(current.row());
    m_explanation->setHtml(
        estimate ? EstimateExplanation::html(*estimate, m_results->gpuName(estimate->gpuId), m_results->workload())
                 : QString());
}

void RecommendationPage::setPinned(bool pinned)
{
    m_results->setPinned(pinned ? std::optional<std::vector<Estimate>>(m_results->estimates()) : std::nullopt);
    m_charts->setPinned(pinned ? std::optional<std::vector<Estimate>>(m_results->estimates()) : std::nullopt);
    m_table->setColumnHidden(ResultsModel::ComparisonColumn, !pinned);
}

} // namespace gpuatlas::ui
