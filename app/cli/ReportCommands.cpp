// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportCommands.h"

#include "CliContext.h"
#include "files/WorkloadFiles.h"
#include "state/CurrentResult.h"
#include "state/Workspace.h"
#include "ui/document/export/ReportDocument.h"
#include "ui/document/export/ReportWriter.h"

#include <QDir>
#include <QFileInfo>

namespace gpuatlas::cli {

using ui::exporting::ReportDocument;
using ui::exporting::ReportInput;
using ui::exporting::ReportWriter;

int ReportCommands::report(CliContext& context)
{
    if (!context.arguments().isEmpty())
        return context.badInput(tr("report: unexpected argument \"%1\"").arg(context.arguments().front()));
    if (!context.isSet(QStringLiteral("workload")))
        return context.badInput(tr("--workload: give the workload file (JSON), e.g. --workload chat.json"));
    if (!context.isSet(QStringLiteral("out")))
        return context.badInput(tr("report: --out FILE.pdf, .html, .md or .odt is required"));
    const QString out = context.option(QStringLiteral("out"));
    const auto format = ReportWriter::formatFor(out);
    if (!format) {
        return context.badInput(tr("--out: unknown file type \"%1\" in %2; use .pdf, .html, .md or .odt")
                                    .arg(QFileInfo(out).suffix(), QDir::toNativeSeparators(out)));
    }
    return exportReport(context, [format](const ReportInput& input, const QString& path) {
        return ReportWriter::write(ReportDocument::build(input), path, *format);
    });
}

int ReportCommands::exportReport(CliContext& context, const Writer& write)
{
    const QString out = context.option(QStringLiteral("out"));
    // Every input is checked before anything is drawn or written.
    const engine::ModelCatalog* models = context.models();
    if (!models)
        return BadInput;
    auto loaded = files::WorkloadFiles::load(context.option(QStringLiteral("workload")), *models);
    if (!loaded)
        return context.badInput(loaded.errors());
    engine::Workload workload = std::move(loaded).value();
    const engine::Catalog* catalog = context.catalog();
    const engine::PriceBook* prices = context.prices();
    if (!catalog || !prices)
        return BadInput;
    QStringList compared;
    if (context.isSet(QStringLiteral("gpus"))) {
        const auto gpus = context.gpusOption(*catalog);
        if (!gpus)
            return BadInput;
        workload.gpus.clear();
        for (const engine::Gpu* gpu : *gpus) {
            workload.gpus.push_back(gpu->id);
            compared << QString::fromStdString(gpu->id);
        }
    }

    // The same owner of the result as the app's (Qt Core, no widgets): one run of the engine.
    state::Workspace workspace(*catalog, *models, *prices);
    // The costs in --currency, converted by the same owner as the app's.
    workspace.setCurrency(*context.currency()); // checked when the command line was read
    workspace.setMarket(*context.market());     // the candidates when neither --gpus nor the workload names any
    state::CurrentResult current(workspace);
    current.setWorkload(workload);
    const state::ResultPtr result = current.result();
    ReportInput input;
    input.workspace = &workspace;
    input.workload = result->workload;
    input.ranking = result->ranking;
    input.currency = workspace.currency();
    input.comparedGpus = compared;
    const auto written = write(input, out);
    if (!written)
        return context.failure(written.error);
    return Success;
}

} // namespace gpuatlas::cli
