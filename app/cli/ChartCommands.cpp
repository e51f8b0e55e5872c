// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartCommands.h"

#include "CliContext.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/document/charts/ComparisonChartBuilder.h"
#include "ui/document/charts/SpecMetrics.h"
#include "ui/document/export/ChartExporter.h"

#include <QDir>
#include <QFileInfo>

namespace gpuatlas::cli {

using namespace ui::charts;
using ui::exporting::ChartExporter;
using ui::exporting::ImageExportOptions;

int ChartCommands::chart(CliContext& context)
{
    const QString type = context.arguments().value(0);
    ChartKind kind = ChartKind::Radar;
    if (type == QLatin1String("radar"))
        kind = ChartKind::Radar;
    else if (type == QLatin1String("bars"))
        kind = ChartKind::BarPanels;
    else if (type.isEmpty())
        return context.badInput(tr("chart: say which chart: radar or bars"));
    else
        return context.badInput(tr("chart: unknown chart \"%1\"; use radar or bars").arg(type));
    if (context.arguments().size() > 1)
        return context.badInput(tr("chart %1: unexpected argument \"%2\"").arg(type, context.arguments().at(1)));

    if (!context.isSet(QStringLiteral("gpus")))
        return context.badInput(tr("chart %1: --gpus ID,ID,... is required").arg(type));
    if (!context.isSet(QStringLiteral("out")))
        return context.badInput(tr("chart %1: --out FILE.png, .svg or .pdf is required").arg(type));
    const QString out = context.option(QStringLiteral("out"));
    const auto format = ChartExporter::formatFor(out);
    if (!format) {
        return context.badInput(tr("--out: unknown file type \"%1\" in %2; use .png, .svg or .pdf")
                                    .arg(QFileInfo(out).suffix(), QDir::toNativeSeparators(out)));
    }
    const auto dpi = context.intOption(QStringLiteral("dpi"), ImageExportOptions::minimumDpi,
                                       ImageExportOptions::maximumDpi, ImageExportOptions().dpi);
    if (!dpi)
        return BadInput;

    const engine::Catalog* catalog = context.catalog();
    if (!catalog)
        return BadInput;
    const engine::PriceBook* prices = context.prices();
    if (!prices)
        return BadInput;

    const auto gpus = context.gpusOption(*catalog);
    if (!gpus)
        return BadInput;

    ComparisonOptions options;
    options.metrics = SpecMetrics::all(*prices);
    options.mode = kind == ChartKind::Radar ? ValueMode::RelativeToBest : ValueMode::Raw;
    const ChartData data = kind == ChartKind::Radar ? ComparisonChartBuilder::radar(*gpus, options)
                                                    : ComparisonChartBuilder::bars(*gpus, options);
    const auto figure = ChartFacade::create(kind, data, ChartTheme(ChartThemeKind::Light));

    ImageExportOptions exportOptions;
    exportOptions.size = ChartFacade::defaultSize();
    exportOptions.dpi = *dpi;
    const auto result = ChartExporter::write(*figure, out, *format, exportOptions);
    if (!result)
        return context.failure(result.error);
    return Success;
}

} // namespace gpuatlas::cli
