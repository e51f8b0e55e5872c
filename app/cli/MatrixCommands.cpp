// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatrixCommands.h"

#include "CliContext.h"
#include "TextTable.h"
#include "engine/rank/MatrixJson.h"
#include "engine/rank/StandardWorkloads.h"
#include "engine/rank/SuitabilityMatrix.h"
#include "files/DataFiles.h"
#include "state/Workspace.h"
#include "text/MatrixText.h"
#include "text/Prose.h"
#include "ui/document/export/MatrixExport.h"

#include <QLocale>

#include <algorithm>
#include <iterator>

namespace gpuatlas::cli {

using engine::SuitabilityMatrix;
using text::MatrixText;
using ui::exporting::MatrixExport;
using ui::exporting::MatrixView;

namespace {

// --gpus, else the article's four (the app's default selection), which a custom
// catalogue may lack: then the message says to name the GPUs.
std::optional<std::vector<engine::Gpu>> columnsFor(CliContext& context, const engine::Catalog& catalog)
{
    std::vector<engine::Gpu> columns;
    if (context.isSet(QStringLiteral("gpus"))) {
        const auto gpus = context.gpusOption(catalog);
        if (!gpus)
            return std::nullopt;
        for (const engine::Gpu* gpu : *gpus)
            columns.push_back(*gpu);
        return columns;
    }
    // --market: every part of that market, in catalogue order.
    if (context.isSet(QStringLiteral("market"))) {
        const engine::MarketScope market = *context.market(); // checked when the command line was read
        std::copy_if(catalog.gpus().begin(), catalog.gpus().end(), std::back_inserter(columns),
                     [market](const engine::Gpu& gpu) { return inMarket(gpu, market); });
        return columns;
    }
    for (const QString& id : state::Workspace::defaultSelection()) {
        const engine::Gpu* gpu = catalog.find(id.toStdString());
        if (!gpu) {
            context.badInput(MatrixCommands::tr("matrix: the catalogue has no GPU \"%1\" of the default columns; "
                                                "name the GPUs with --gpus ID,...")
                                 .arg(id));
            return std::nullopt;
        }
        columns.push_back(*gpu);
    }
    return columns;
}

// The verdicts as a grid (symbol, verdict, GPUs needed), then the legend with the rule,
// then each cell's key figure and reasons.
QString plainText(const MatrixView& view)
{
    const auto& matrix = view.matrix;
    TextTable table;
    QStringList header{MatrixCommands::tr("Workload")};
    for (std::size_t c = 0; c < matrix.columnCount(); ++c)
        header << MatrixExport::gpuName(view, c);
    table.setHeader(header);
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        QStringList row{MatrixExport::rowName(view, r)};
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const auto& cell = matrix.cell(r, c);
            row << MatrixCommands::tr("%1 x%2").arg(MatrixText::verdictWithSymbol(cell.verdict)).arg(cell.count());
        }
        table.addRow(row);
    }
    QString out = table.render() + QLatin1Char('\n');
    for (const engine::Verdict verdict : engine::allVerdicts)
        out +=
            MatrixCommands::tr("%1: %2\n")
                .arg(MatrixText::verdictWithSymbol(verdict), MatrixText::rule(verdict, view.assumptions, view.locale));
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        out += QLatin1Char('\n') + MatrixExport::rowName(view, r) + QLatin1Char('\n');
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const auto& cell = matrix.cell(r, c);
            out += QStringLiteral("  %1: %2%3%4\n")
                       .arg(MatrixExport::gpuName(view, c), MatrixText::summary(cell, view.locale),
                            text::Prose::clauseSeparator(view.locale),
                            MatrixText::headline(cell, view.locale, view.shown));
            for (const QString& reason : MatrixText::reasons(cell, view.locale, view.shown))
                out += QStringLiteral("    - ") + reason + QLatin1Char('\n');
        }
    }
    return out;
}

} // namespace

int MatrixCommands::matrix(CliContext& context)
{
    if (!context.checkFileOptions())
        return BadInput;
    const auto* catalog = context.catalog();
    const auto* models = context.models();
    const auto* prices = context.prices();
    if (!catalog || !models || !prices)
        return BadInput;
    auto all = files::DataFiles::loadStandardWorkloads(*models);
    if (!all)
        return context.badInput(all.errors());
    const auto columns = columnsFor(context, *catalog);
    if (!columns)
        return BadInput;
    const auto rows = engine::matrixWorkloads(all.value());
    const engine::Assumptions assumptions;
    const auto matrix = SuitabilityMatrix::compute({rows, *columns, *models, prices, assumptions});
    // Costs in the currency of --currency, else the app's, as the app's matrix shows them.
    const auto shown = context.displayCurrency(*prices);
    if (!shown)
        return Failure;
    const MatrixView view{matrix, *columns, assumptions, QLocale(), *shown};

    if (context.isSet(QStringLiteral("out"))) {
        const QString out = context.option(QStringLiteral("out"));
        if (!MatrixExport::supports(out))
            return context.badInput(MatrixExport::unsupportedMessage(out));
        const auto result = MatrixExport::write(view, out);
        return result ? Success : context.failure(result.error);
    }
    if (context.json()) {
        const auto language = text::LanguageManager::engineLanguage(context.languages().language());
        context.printJson(engine::matrixToJson(matrix, language, [&view](const engine::MatrixCell& cell) {
            return MatrixText::headline(cell, view.locale, view.shown).toStdString();
        }));
        return Success;
    }
    context.print(plainText(view));
    return Success;
}

} // namespace gpuatlas::cli
