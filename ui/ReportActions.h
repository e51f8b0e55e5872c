// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/document/export/AtomicWriter.h"
#include "ui/document/export/ReportDocument.h"

#include <QList>
#include <QObject>

class QAction;

namespace gpuatlas::ui {
class MainWindow;
} // namespace gpuatlas::ui

namespace gpuatlas::ui::exporting {

// File > Export report… (Ctrl+E), Export presentation…, Export results… and Export
// spec table…: the report (PDF, HTML, Markdown, OpenDocument) and the deck (.pptx) of
// the current result (the workload as explored with the what-if controls, its ranking,
// the rent-or-buy comparison of the Cost of ownership page, the GPUs ticked in the spec
// table), the ranking as a workbook (.xlsx), and the spec table of the ticked GPUs (all
// of them when none is ticked).
class ReportActions : public QObject
{
    Q_OBJECT

public:
    explicit ReportActions(MainWindow& window);

    QList<QAction*> actions() const;

    // What the report would hold now; nullopt before a workload exists.
    std::optional<ReportInput> reportInput() const;
    ExportResult exportReport(const QString& path) const;
    ExportResult exportSpecTable(const QString& path) const;
    ExportResult exportResults(const QString& path) const;

private:
    void retranslate();
    void exportReportInteractively();
    void exportPresentationInteractively();
    void exportResultsInteractively();
    QString suggestedName(const ReportInput& input) const;
    std::vector<const engine::Gpu*> tableGpus() const;

    MainWindow& m_window;
    QAction* m_report;
    QAction* m_specTable;
    QAction* m_presentation;
    QAction* m_results;
};

} // namespace gpuatlas::ui::exporting
