// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogCommands.h"

#include "CliContext.h"
#include "TextTable.h"
#include "engine/io/CatalogJson.h"
#include "engine/io/ModelJson.h"
#include "text/GpuFields.h"
#include "text/Units.h"

#include <QCoreApplication>

namespace gpuatlas::cli {

using text::GpuField;
using text::GpuFields;
using text::Sparsity;

namespace {

QString field(const engine::Gpu& gpu, GpuField column)
{
    return GpuFields::display(gpu, column, Sparsity::Dense);
}

} // namespace

QString CatalogCommands::modelParams(const engine::Model& model)
{
    const QLocale locale;
    if (model.params >= 1e9)
        return tr("%1 B").arg(text::Units::number(model.params / 1e9, 2, locale));
    return tr("%1 M").arg(text::Units::number(model.params / 1e6, 1, locale));
}

int CatalogCommands::gpus(CliContext& context)
{
    const auto* catalog = context.catalog();
    if (!catalog)
        return BadInput;
    const engine::MarketScope market = *context.market(); // checked when the command line was read
    if (context.json()) {
        auto list = nlohmann::json::array();
        for (const auto& gpu : catalog->gpus()) {
            if (inMarket(gpu, market))
                list.push_back(engine::gpuToContractJson(gpu));
        }
        context.printJson(list);
        return Success;
    }
    using Align = TextTable::Align;
    const std::vector<GpuField> columns{
        GpuField::Name, GpuField::Architecture, GpuField::LaunchYear, GpuField::MemorySize, GpuField::MemoryBandwidth,
        GpuField::Fp16, GpuField::Fp8,          GpuField::Tdp};
    TextTable table;
    QStringList header{tr("ID")};
    std::vector<Align> align{Align::Left};
    for (const auto column : columns) {
        header << (GpuFields::isTensor(column) ? tr("%1 (dense)").arg(GpuFields::label(column))
                                               : GpuFields::label(column));
        align.push_back(GpuFields::isNumeric(column) && column != GpuField::LaunchYear ? Align::Right : Align::Left);
    }
    // NVLink, Infinity Fabric or none, named: AMD's link is no NVLink (its nvlink_gbs in
    // --json stays 0, as the contract says).
    header << tr("GPU link");
    align.push_back(Align::Left);
    table.setHeader(header, align);
    for (const auto& gpu : catalog->gpus()) {
        if (!inMarket(gpu, market))
            continue;
        QStringList row{QString::fromStdString(gpu.id)};
        for (const auto column : columns)
            row << field(gpu, column);
        row << (gpu.interconnect ? tr("%1 %2").arg(QString::fromStdString(gpu.interconnect->name),
                                                   text::Units::bandwidth(gpu.interconnect->bandwidthGBs))
                                 : tr("none"));
        table.addRow(row);
    }
    context.print(table.render());
    return Success;
}

int CatalogCommands::gpu(CliContext& context)
{
    if (context.arguments().size() != 1)
        return context.badInput(tr("gpu: give exactly one GPU id, e.g. gpu-atlas-cli gpu h100-sxm"));
    const auto* catalog = context.catalog();
    if (!catalog)
        return BadInput;
    const QString id = context.arguments().front();
    const auto* gpu = catalog->find(id.toStdString());
    if (!gpu)
        return context.badInput(tr("gpu: unknown GPU id \"%1\" (see gpu-atlas-cli gpus)").arg(id));
    if (context.json()) {
        context.printJson(engine::gpuToContractJson(*gpu));
        return Success;
    }
    TextTable table;
    table.setHeader({tr("Field"), tr("Dense"), tr("Sparse")});
    for (const auto column : GpuFields::all()) {
        // The catalogue's label says "NVLink"; this row also holds Infinity Fabric.
        const QString label = column == GpuField::Interconnect ? tr("GPU link") : GpuFields::label(column);
        QStringList row{label, field(*gpu, column)};
        if (GpuFields::isTensor(column))
            row << GpuFields::display(*gpu, column, Sparsity::Sparse);
        table.addRow(row);
    }
    QString out = QString::fromStdString(gpu->name) + QLatin1Char('\n') + table.render();
    const auto language = context.languages().engineLanguage();
    for (const auto& note : gpu->notes)
        out += QLatin1String("* ") + QString::fromStdString(note.in(language)) + QLatin1Char('\n');
    out += tr("Sources:") + QLatin1Char('\n');
    for (const auto& source : gpu->sources)
        out += QStringLiteral("  - %1 <%2> (%3)\n")
                   .arg(QString::fromStdString(source.title), QString::fromStdString(source.url),
                        QString::fromStdString(source.retrieved));
    context.print(out);
    return Success;
}

int CatalogCommands::models(CliContext& context)
{
    // Models do not come from the GPU catalogue, but a --catalog given here is still read
    // and checked, so that a script passing the same options to every command learns of
    // a broken file (docs/cli.md).
    if (context.isSet(QStringLiteral("catalog")) && !context.catalog())
        return BadInput;
    const auto* models = context.models();
    if (!models)
        return BadInput;
    if (context.json()) {
        auto list = nlohmann::json::array();
        for (const auto& model : models->models()) {
            auto item = engine::modelToJson(model);
            item["sources"] = nlohmann::json::array();
            for (const auto& source : model.sources)
                item["sources"].push_back(
                    {{"title", source.title}, {"url", source.url}, {"retrieved", source.retrieved}});
            list.push_back(std::move(item));
        }
        context.printJson(list);
        return Success;
    }
    using Align = TextTable::Align;
    TextTable table;
    table.setHeader(
        {tr("ID"), tr("Name"), tr("Kind"), tr("Parameters"), tr("Layers"), tr("Hidden"), tr("Heads / KV heads"),
         tr("Context")},
        {Align::Left, Align::Left, Align::Left, Align::Right, Align::Right, Align::Right, Align::Right, Align::Right});
    for (const auto& model : models->models()) {
        const bool transformer = model.isTransformer();
        table.addRow({QString::fromStdString(model.id), QString::fromStdString(model.name),
                      QString::fromLatin1(engine::modelKindId(model.kind).data()), modelParams(model),
                      transformer ? QString::number(model.layers) : QString(),
                      transformer ? QString::number(model.hidden) : QString(),
                      transformer ? QStringLiteral("%1 / %2").arg(model.heads).arg(model.kvHeads) : QString(),
                      model.maxContext > 0 ? QString::number(model.maxContext) : QString()});
    }
    context.print(table.render());
    return Success;
}

} // namespace gpuatlas::cli
