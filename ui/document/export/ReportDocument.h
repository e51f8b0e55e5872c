// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableExporter.h"
#include "engine/core/Catalog.h"
#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"
#include "state/CurrentResult.h"
#include "state/Forward.h"
#include "ui/document/charts/ChartData.h"
#include "ui/document/charts/ChartFacade.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuatlas::ui {
using state::Workspace;
}

namespace gpuatlas::ui::exporting {

// Renting one configuration against buying another, as chosen on the Cost of ownership page.
using RentOrBuyPick = state::RentOrBuyChoice;

// What a report is about: a workload as explored, its ranking (the current result's, or
// the CLI's), and the GPUs to set side by side; the Workspace gives the catalogue,
// models, prices and assumptions.
struct ReportInput
{
    const Workspace* workspace = nullptr;
    engine::Workload workload;
    std::vector<engine::Estimate> ranking; // best first
    // GPU ids for the spec table and the radar. Empty: the workload's candidates when it
    // names at most ReportDocument::maxCompared, else the best-ranked ones.
    QStringList comparedGpus;
    // The report's date: prices are judged old or not on it, not on the day it is read.
    QDateTime generated = QDateTime::currentDateTime();
    // Rent or buy as the app's page compares it; nullopt: the default comparison
    // (CostOfOwnership::defaultRentOrBuy).
    std::optional<RentOrBuyPick> rentOrBuy;
    // The currency the ranking's costs are in (Workspace::currency, --currency); the cost
    // section names the rates that converted the quotes into it.
    engine::Currency currency = engine::Currency::USD;
};

struct ReportChart
{
    charts::ChartKind kind = charts::ChartKind::Radar;
    charts::ChartData data;
    QSizeF size;  // logical size the figure is laid out at
    QString name; // file name stem ("radar"), for Markdown's image files
};

struct ReportBlock
{
    enum class Kind
    {
        Heading,   // text, level 1-3
        Paragraph, // text
        Table,     // table
        Chart,     // chart: index into ReportDocument::charts
        Html,      // text is HTML made by the app (EstimateExplanation), already escaped
    };

    Kind kind = Kind::Paragraph;
    QString text;
    int level = 2;
    bool newPage = false; // headings: start a new page in print
    ExportTable table;
    int chart = -1;
};

// The report as a sequence of blocks in the current language: what ReportWriter turns
// into PDF, HTML or Markdown, so the three say the same. User-provided text (workload,
// GPU and model names) is kept as plain text here and escaped by each writer.
class ReportDocument
{
    Q_DECLARE_TR_FUNCTIONS(ReportDocument)

public:
    static ReportDocument build(const ReportInput& input);

    QString title;    // "GPU recommendation report"
    QString subtitle; // the workload's name
    QString dateText; // the date in the locale's words
    QString language; // BCP 47 ("zh-CN")
    QList<ReportBlock> blocks;
    std::vector<ReportChart> charts;

    // GPUs compared side by side when nobody chose: beyond this the spec table and the
    // radar stop being readable.
    static constexpr int maxCompared = 5;
    // The GPUs set side by side (spec table, radar): as chosen, else the workload's own
    // short list, else the best-ranked; `why` gets the sentence that says which.
    static std::vector<const engine::Gpu*> comparedGpus(const ReportInput& input, QString* why = nullptr);

    // The parts a section is made of, in order (RentOrBuySection adds its own).
    void heading(const QString& text, int level = 2, bool newPage = false);
    void paragraph(const QString& text);
    void table(ExportTable table);
    void chart(charts::ChartKind kind, charts::ChartData data, const QSizeF& size, const QString& name);
    void html(const QString& html);

    // A source as one cell: its title, and its address on the next line.
    static QString sourceCell(const engine::Source& source);
    // The GPU's name, or its id when the catalogue does not have it.
    static QString gpuName(const engine::Catalog& catalog, const std::string& id);

private:
    // The sections, in order.
    void summary(const ReportInput& input);
    void workload(const ReportInput& input);
    std::vector<const engine::Gpu*> compared(const ReportInput& input);
    void ranking(const ReportInput& input);
    void reasons(const ReportInput& input);
    void assumptions(const ReportInput& input);
    void sources(const ReportInput& input, const std::vector<const engine::Gpu*>& compared);
    void specificationSources(const ReportInput& input, const std::vector<std::string>& shown);
    void rentalSources(const ReportInput& input, const std::vector<std::string>& shown);
};

} // namespace gpuatlas::ui::exporting
