// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportActions.h"

#include "MainWindow.h"
#include "state/Workspace.h"
#include "text/LanguageManager.h"
#include "text/WorkloadSummary.h"
#include "ui/document/export/ReportWriter.h"
#include "ui/document/export/TableExporter.h"
#include "ui/document/office/DeckBuilder.h"
#include "ui/document/office/PptxWriter.h"
#include "ui/document/office/SpreadsheetTables.h"
#include "ui/document/office/XlsxWriter.h"
#include "ui/export/ExportDialogs.h"
#include "ui/pages/CostOfOwnershipPage.h"
#include "ui/pages/RecommendationPage.h"

#include <QAction>
#include <QGuiApplication>
#include <QMessageBox>
#include <QRegularExpression>

namespace gpuatlas::ui::exporting {

using text::WorkloadSummary;

ReportActions::ReportActions(MainWindow& window)
    : QObject(&window)
    , m_window(window)
    , m_report(new QAction(this))
    , m_specTable(new QAction(this))
    , m_presentation(new QAction(this))
    , m_results(new QAction(this))
{
    m_report->setObjectName(QStringLiteral("exportReportAction"));
    m_report->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_specTable->setObjectName(QStringLiteral("exportSpecTableAction"));
    m_presentation->setObjectName(QStringLiteral("exportPresentationAction"));
    m_results->setObjectName(QStringLiteral("exportResultsAction"));
    connect(m_report, &QAction::triggered, this, &ReportActions::exportReportInteractively);
    connect(m_presentation, &QAction::triggered, this, &ReportActions::exportPresentationInteractively);
    connect(m_results, &QAction::triggered, this, &ReportActions::exportResultsInteractively);
    connect(m_specTable, &QAction::triggered, this, [this] { ExportDialogs::exportSpecTable(&m_window, tableGpus()); });
    // Actions are not widgets: they hear of a new language from the language manager.
    connect(&m_window.languages(), &text::LanguageManager::languageChanged, this, &ReportActions::retranslate);
    retranslate();
}

QList<QAction*> ReportActions::actions() const
{
    return {m_report, m_presentation, m_results, m_specTable};
}

void ReportActions::retranslate()
{
    m_report->setText(tr("Export &report…"));
    m_report->setToolTip(tr("Write the recommendation as a PDF, HTML, Markdown or OpenDocument report"));
    m_presentation->setText(tr("Export &presentation…"));
    m_presentation->setToolTip(tr("Write the recommendation as a PowerPoint deck with native charts and tables"));
    m_results->setText(tr("Export res&ults…"));
    m_results->setToolTip(tr("Save the ranking as an Excel workbook with a chart and the prices used"));
    m_specTable->setText(tr("Export spec &table…"));
    m_specTable->setToolTip(tr("Save the specifications of the ticked GPUs as CSV, Excel, Markdown or HTML"));
}

std::vector<const engine::Gpu*> ReportActions::tableGpus() const
{
    const Workspace& workspace = m_window.workspace();
    std::vector<const engine::Gpu*> gpus;
    for (const auto& gpu : workspace.catalog().gpus()) {
        if (workspace.selection().isEmpty() || workspace.isSelected(QString::fromStdString(gpu.id)))
            gpus.push_back(&gpu);
    }
    return gpus;
}

std::optional<ReportInput> ReportActions::reportInput() const
{
    state::CurrentResult& current = m_window.currentResult();
    const state::ResultPtr result = current.result();
    if (!result)
        return std::nullopt;
    ReportInput input;
    input.workspace = &m_window.workspace();
    input.workload = result->workload;
    input.ranking = result->ranking;
    input.currency = m_window.workspace().currency();
    input.comparedGpus = m_window.workspace().selection();
    // The report compares renting with buying as the Cost of ownership page does now
    // (its choice is part of the current result; nullopt: the default comparison).
    input.rentOrBuy = current.rentOrBuy();
    return input;
}

ExportResult ReportActions::exportReport(const QString& path) const
{
    const auto input = reportInput();
    if (!input)
        return ExportResult::failure(tr("There is no recommendation to report yet: describe a workload first."));
    return ReportWriter::write(ReportDocument::build(*input), path);
}

ExportResult ReportActions::exportSpecTable(const QString& path) const
{
    return ExportDialogs::writeSpecTable(tableGpus(), path);
}

ExportResult ReportActions::exportResults(const QString& path) const
{
    const auto input = reportInput();
    if (!input)
        return ExportResult::failure(tr("There is no recommendation to report yet: describe a workload first."));
    const Workspace& workspace = *input->workspace;
    return office::XlsxWriter::write(
        office::SpreadsheetTables::results(input->ranking, input->workload, workspace.catalog(), workspace.prices()),
        path);
}

QString ReportActions::suggestedName(const ReportInput& input) const
{
    // A file name from the workload's name, without characters file systems refuse.
    QString name = WorkloadSummary::title(input.workload, m_window.workspace().models());
    name.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]+")), QStringLiteral("-"));
    return name.trimmed();
}

void ReportActions::exportPresentationInteractively()
{
    const auto input = reportInput();
    if (!input) {
        QMessageBox::information(&m_window, tr("Export presentation"),
                                 tr("There is no recommendation to report yet: describe a workload first."));
        return;
    }
    const QString path = ExportDialogs::askSavePath(&m_window, tr("Export presentation"), suggestedName(*input),
                                                    {{tr("PowerPoint presentation (*.pptx)"), QStringLiteral("pptx")}});
    if (path.isEmpty())
        return;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const ExportResult result = office::PptxWriter::write(office::DeckBuilder::build(*input), path);
    QGuiApplication::restoreOverrideCursor();
    ExportDialogs::reportFailure(&m_window, result);
}

void ReportActions::exportResultsInteractively()
{
    const auto input = reportInput();
    if (!input) {
        QMessageBox::information(&m_window, tr("Export results"),
                                 tr("There is no recommendation to report yet: describe a workload first."));
        return;
    }
    const QString path = ExportDialogs::askSavePath(&m_window, tr("Export results"), suggestedName(*input),
                                                    {{tr("Excel workbook (*.xlsx)"), QStringLiteral("xlsx")}});
    if (!path.isEmpty())
        ExportDialogs::reportFailure(&m_window, exportResults(path));
}

void ReportActions::exportReportInteractively()
{
    const auto input = reportInput();
    if (!input) {
        QMessageBox::information(&m_window, tr("Export report"),
                                 tr("There is no recommendation to report yet: describe a workload first."));
        return;
    }
    const QList<ExportDialogs::FileType> types{
        {tr("PDF document (*.pdf)"), QStringLiteral("pdf")},
        {tr("Web page (*.html)"), QStringLiteral("html")},
        {tr("Markdown, charts as PNG files beside it (*.md)"), QStringLiteral("md")},
        {tr("OpenDocument text (*.odt)"), QStringLiteral("odt")}};
    const QString path = ExportDialogs::askSavePath(&m_window, tr("Export report"), suggestedName(*input), types);
    if (path.isEmpty())
        return;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const ExportResult result = ReportWriter::write(ReportDocument::build(*input), path);
    QGuiApplication::restoreOverrideCursor();
    ExportDialogs::reportFailure(&m_window, result);
}

} // namespace gpuatlas::ui::exporting
