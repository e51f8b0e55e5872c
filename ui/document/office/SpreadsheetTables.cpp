// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpreadsheetTables.h"

#include "text/EngineText.h"
#include "text/Money.h"
#include "ui/document/charts/ResultValues.h"
#include "ui/document/export/TableExporter.h"

#include <algorithm>

namespace gpuatlas::ui::exporting::office {

using text::GpuField;
using text::GpuFields;

namespace {

// TableExporter's cells are locale-free raw numbers ("989.4"): read back exactly.
Sheet sheetOf(const ExportTable& table, const QString& name)
{
    Sheet sheet;
    sheet.name = name;
    sheet.headers = table.headers;
    for (const QStringList& cells : table.rows) {
        QList<SheetCell> row;
        for (qsizetype c = 0; c < cells.size(); ++c) {
            bool number = false;
            const double value = table.numeric.value(c, false) ? cells[c].toDouble(&number) : 0;
            if (number)
                row << value;
            else if (cells[c].isEmpty())
                row << SheetCell();
            else
                row << cells[c];
        }
        sheet.rows << row;
    }
    return sheet;
}

Sheet specSources(const std::vector<const engine::Gpu*>& gpus)
{
    Sheet sheet;
    sheet.name = SpreadsheetTables::tr("Sources");
    sheet.headers = {SpreadsheetTables::tr("GPU"), SpreadsheetTables::tr("Source"), SpreadsheetTables::tr("Address"),
                     SpreadsheetTables::tr("Retrieved")};
    sheet.widths = {28, 60, 60, 12};
    sheet.wrapText = true;
    for (const engine::Gpu* gpu : gpus) {
        const QString name = QString::fromStdString(gpu->name);
        if (gpu->sources.empty())
            sheet.rows << QList<SheetCell>{
                name, gpu->custom ? SpreadsheetTables::tr("your own entry") : SpreadsheetTables::tr("no source given"),
                SheetCell(), SheetCell()};
        for (const auto& source : gpu->sources)
            sheet.rows << QList<SheetCell>{name, QString::fromStdString(source.title),
                                           QString::fromStdString(source.url),
                                           QString::fromStdString(source.retrieved)};
    }
    return sheet;
}

SheetCell numberCell(const std::optional<double>& value)
{
    return value ? SheetCell(*value) : SheetCell();
}

} // namespace

Workbook SpreadsheetTables::specTable(const std::vector<const engine::Gpu*>& gpus, GpuField figure)
{
    Workbook book;
    book.title = TableExporter::tr("GPU specifications");
    book.subject = tr("GPU Atlas spec table");
    const auto fields = GpuFields::all();
    book.sheets << sheetOf(TableExporter::specTable(gpus, fields, text::Sparsity::Dense), tr("Specifications (dense)"));
    std::vector<GpuField> tensor{GpuField::Name};
    std::copy_if(fields.begin(), fields.end(), std::back_inserter(tensor),
                 [](GpuField field) { return GpuFields::isTensor(field); });
    book.sheets << sheetOf(TableExporter::specTable(gpus, tensor, text::Sparsity::Sparse), tr("Tensor, sparse"));
    book.sheets << specSources(gpus);

    const auto column = std::find(fields.begin(), fields.end(), figure);
    if (!gpus.empty() && column != fields.end() && GpuFields::isNumeric(figure)) {
        SheetChart chart;
        chart.type = OfficeChartType::Column;
        const QString unit = GpuFields::unit(figure);
        chart.title =
            GpuFields::isTensor(figure) ? tr("%1, dense").arg(GpuFields::label(figure)) : GpuFields::label(figure);
        chart.valueTitle = unit;
        chart.sheetName = tr("Chart");
        chart.dataSheet = 0;
        chart.categoryColumn =
            static_cast<int>(std::find(fields.begin(), fields.end(), GpuField::Name) - fields.begin());
        chart.valueColumns = {static_cast<int>(column - fields.begin())};
        book.chart = chart;
    }
    return book;
}

Workbook SpreadsheetTables::results(const std::vector<engine::Estimate>& ranking, const engine::Workload& workload,
                                    const engine::Catalog& catalog, const engine::PriceBook& prices)
{
    using charts::ResultValues;
    const auto name = [&catalog](const std::string& id) { return GpuFields::displayName(catalog, id); };
    const bool training = workload.isTraining();
    const QString throughputUnit =
        ranking.empty() ? ResultValues::tr("tokens/s") : ResultValues::throughputUnit(ranking.front(), workload);
    const charts::CostBasis basis = ResultValues::costBasis(ranking, workload);
    const engine::Currency currency = ResultValues::currency(ranking);

    Sheet sheet;
    sheet.name = tr("Results");
    sheet.headers = {tr("Rank"), tr("GPU"), tr("GPUs"), tr("Fits"), tr("Throughput (%1)").arg(throughputUnit)};
    if (training)
        sheet.headers << tr("Time to train (h)");
    else
        sheet.headers << tr("First token (ms)") << tr("Per token (ms)");
    sheet.headers << tr("Cost per hour (%1)").arg(text::Money::costUnit(engine::CostBasis::PerHour, currency))
                  << tr("%1 (%2)").arg(ResultValues::costTitle(basis), ResultValues::costUnit(basis, currency))
                  << tr("Score (0-100)") << tr("Bottleneck");
    int rank = 0;
    for (const auto& estimate : ranking) {
        QList<SheetCell> row;
        row << (estimate.feasible ? SheetCell(static_cast<double>(++rank)) : SheetCell()) << name(estimate.gpuId)
            << static_cast<double>(estimate.count()) << (estimate.feasible ? tr("Yes") : tr("No"))
            << numberCell(ResultValues::throughput(estimate, workload));
        if (training)
            row << numberCell(estimate.performance.timeToTrainHours);
        else
            row << numberCell(estimate.performance.ttftMs) << numberCell(estimate.performance.itlMs);
        row << numberCell(text::Money::perHourOf(estimate.cost)) << numberCell(ResultValues::cost(estimate, basis))
            << estimate.score << text::EngineText::bottleneck(estimate.performance.bottleneck);
        sheet.rows << row;
    }

    Sheet sources;
    sources.name = tr("Sources");
    // Each quote as quoted, with its currency: the results sheet converts them.
    sources.headers = {tr("GPU"),      tr("Provider"), tr("Instance"), tr("Per GPU-hour, as quoted"),
                       tr("Currency"), tr("Date"),     tr("Source"),   tr("Address")};
    sources.widths = {28, 18, 22, 14, 10, 12, 50, 50};
    sources.wrapText = true;
    for (const auto& estimate : ranking) {
        const engine::Price* price = prices.defaultRental(estimate.gpuId);
        if (!price)
            continue;
        sources.rows << QList<SheetCell>{name(estimate.gpuId),
                                         QString::fromStdString(price->provider),
                                         QString::fromStdString(price->instance),
                                         price->amount(),
                                         text::Money::code(price->currency),
                                         QString::fromStdString(price->date),
                                         price->userProvided ? tr("your own quote")
                                                             : QString::fromStdString(price->source.title),
                                         QString::fromStdString(price->source.url)};
    }

    Workbook book;
    book.title = tr("GPU ranking");
    book.subject = QString::fromStdString(workload.name);
    book.sheets << sheet << sources;
    if (!ranking.empty()) {
        SheetChart chart;
        chart.type = OfficeChartType::Bar;
        chart.title = tr("Throughput (%1)").arg(throughputUnit);
        chart.valueTitle = throughputUnit;
        chart.sheetName = tr("Chart");
        chart.categoryColumn = 1;
        chart.valueColumns = {4};
        book.chart = chart;
    }
    return book;
}

} // namespace gpuatlas::ui::exporting::office
