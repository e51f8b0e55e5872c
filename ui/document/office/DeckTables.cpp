// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeckTables.h"

#include "SlideXml.h"
#include "engine/core/Assumptions.h"
#include "state/Workspace.h"
#include "text/EngineText.h"
#include "text/GpuFields.h"
#include "text/Units.h"
#include "text/WorkloadSummary.h"

namespace gpuatlas::ui::exporting::office {

using text::GpuField;
using text::GpuFields;
using text::Sparsity;

namespace {

// The fields of the general specification slide, in the spec table's order.
constexpr GpuField generalFields[] = {
    GpuField::Architecture, GpuField::LaunchYear,     GpuField::FormFactor,
    GpuField::MemorySize,   GpuField::MemoryType,     GpuField::MemoryBandwidth,
    GpuField::Interconnect, GpuField::PcieGeneration, GpuField::Tdp,
    GpuField::Mig,          GpuField::Fp64,           GpuField::Fp32,
};

QString labelWithUnit(const QString& label, GpuField field)
{
    const QString unit = GpuFields::unit(field);
    return unit.isEmpty() ? label : DeckTables::tr("%1 (%2)", "label (unit)").arg(label, unit);
}

// Rows of fields, one column per GPU of `gpus` from `first`.
SlideTable fieldTable(const std::vector<const engine::Gpu*>& gpus, std::size_t first, std::size_t last,
                      const std::vector<std::pair<GpuField, Sparsity>>& rows, bool sparsityInLabel)
{
    const QLocale locale;
    SlideTable table;
    table.headers << DeckTables::tr("Specification");
    table.numeric << false;
    table.widths << 1.6;
    for (std::size_t g = first; g < last; ++g) {
        table.headers << GpuFields::displayName(*gpus[g]);
        table.numeric << true;
        table.widths << 1.0;
    }
    for (const auto& [field, sparsity] : rows) {
        QString label = GpuFields::label(field);
        if (sparsityInLabel)
            label = sparsity == Sparsity::Dense ? DeckTables::tr("%1 dense").arg(label)
                                                : DeckTables::tr("%1 sparse").arg(label);
        QStringList row{labelWithUnit(label, field)};
        for (std::size_t g = first; g < last; ++g) {
            const QString value = GpuFields::plain(*gpus[g], field, sparsity, locale);
            row << (value.isEmpty() ? text::Units::notAvailable() : value);
        }
        table.rows << row;
    }
    return table;
}

QList<Slide> byGpuGroups(const QString& title, const std::vector<const engine::Gpu*>& gpus,
                         const std::vector<std::pair<GpuField, Sparsity>>& rows, bool sparsityInLabel,
                         const QStringList& notes, const QString& caption)
{
    QList<Slide> slides;
    for (std::size_t first = 0; first < gpus.size(); first += DeckTables::gpusPerSlide) {
        const std::size_t last = std::min(gpus.size(), first + DeckTables::gpusPerSlide);
        slides << DeckTables::paginate(title, fieldTable(gpus, first, last, rows, sparsityInLabel), notes, caption);
    }
    return slides;
}

QStringList specNotes(const std::vector<const engine::Gpu*>& gpus)
{
    QStringList notes{DeckTables::tr("Each figure is the vendor's, from the sources below; \"%1\" means the GPU "
                                     "does not have it.")
                          .arg(text::Units::notAvailable())};
    for (const engine::Gpu* gpu : gpus) {
        for (const auto& source : gpu->sources)
            notes << DeckTables::tr("%1: %2 (%3, retrieved %4)")
                         .arg(QString::fromStdString(gpu->name), QString::fromStdString(source.title),
                              QString::fromStdString(source.url), QString::fromStdString(source.retrieved));
    }
    return notes;
}

} // namespace

QList<Slide> DeckTables::paginate(const QString& title, const SlideTable& table, const QStringList& notes,
                                  const QString& caption, int rowsPerSlide)
{
    QList<Slide> slides;
    const qsizetype perSlide = rowsPerSlide > 0 ? rowsPerSlide : SlideXml::maxTableRows;
    const auto pages = std::max<qsizetype>(1, (table.rows.size() + perSlide - 1) / perSlide);
    for (qsizetype page = 0; page < pages; ++page) {
        Slide slide;
        slide.title = pages == 1 ? title : tr("%1 (%2/%3)", "title (page/pages)").arg(title).arg(page + 1).arg(pages);
        SlideTable part = table;
        part.rows = table.rows.mid(page * perSlide, perSlide);
        slide.table = part;
        slide.caption = caption;
        // Every page carries the notes: the presenter is asked about the rows in front of them.
        slide.notes = notes;
        slides << slide;
    }
    return slides;
}

QList<Slide> DeckTables::specifications(const std::vector<const engine::Gpu*>& gpus)
{
    std::vector<std::pair<GpuField, Sparsity>> rows;
    for (const GpuField field : generalFields)
        rows.emplace_back(field, Sparsity::Dense);
    return byGpuGroups(tr("Specifications"), gpus, rows, false, specNotes(gpus), {});
}

QList<Slide> DeckTables::tensor(const std::vector<const engine::Gpu*>& gpus)
{
    // Dense first, then sparse: two rows per format, never one figure standing for both.
    std::vector<std::pair<GpuField, Sparsity>> rows;
    for (const Sparsity sparsity : {Sparsity::Dense, Sparsity::Sparse}) {
        for (const GpuField field : GpuFields::all()) {
            if (GpuFields::isTensor(field))
                rows.emplace_back(field, sparsity);
        }
    }
    return byGpuGroups(tr("Tensor Core performance"), gpus, rows, true,
                       {tr("Sparse figures assume 2:4 structured sparsity, which few models use: compare GPUs by "
                           "their dense figures.")},
                       tr("Dense and sparse figures in rows of their own. Sources: the vendors' datasheets."));
}

QList<Slide> DeckTables::assumptions(const ReportInput& input, const ReportDocument& document)
{
    const QLocale locale;
    const Workspace& workspace = *input.workspace;
    SlideTable table;
    table.headers = {tr("Field"), tr("Value")};
    table.numeric = {false, false};
    table.widths = {1.0, 2.0};
    for (const auto& field : text::WorkloadSummary::fields(input.workload, workspace.models(), workspace.catalog(),
                                                           locale, workspace.displayCurrency()))
        table.rows << QStringList{field.label, field.value};
    const engine::Assumptions& assumptions = workspace.assumptions();
    QStringList notes{tr("Serving stack: %1.").arg(text::EngineText::runtime(assumptions.runtime()))};
    const engine::Assumptions defaults = engine::Assumptions::forRuntime(assumptions.runtime());
    int changed = 0;
    for (const auto& info : engine::Assumptions::all()) {
        if (assumptions.isDefault(info.id))
            continue;
        ++changed;
        notes << tr("%1: %2 (default %3)")
                     .arg(text::EngineText::assumptionLabel(info.id),
                          text::EngineText::assumptionValue(info.id, assumptions[info.id], locale),
                          text::EngineText::assumptionValue(info.id, defaults[info.id], locale));
    }
    if (changed == 0)
        notes << tr("Every engine constant is at its default; the report lists them all with their sources.");
    notes << tr("The full report (%1) gives every constant, its source and the reasons for each verdict.")
                 .arg(document.title);
    return paginate(tr("Assumptions"), table, notes,
                    tr("%n engine constant(s) changed from the default.", nullptr, changed));
}

QList<Slide> DeckTables::sources(const ReportInput& input, const std::vector<const engine::Gpu*>& gpus)
{
    SlideTable table;
    table.headers = {tr("GPU"), tr("Source"), tr("Retrieved")};
    table.numeric = {false, false, false};
    table.widths = {1.0, 3.2, 0.8};
    for (const engine::Gpu* gpu : gpus) {
        for (const auto& source : gpu->sources)
            table.rows << QStringList{QString::fromStdString(gpu->name),
                                      QString::fromStdString(source.title) + QLatin1Char('\n') +
                                          QString::fromStdString(source.url),
                                      QString::fromStdString(source.retrieved)};
    }
    QStringList notes;
    const QLocale locale;
    for (const auto& estimate : input.ranking) {
        const engine::Price* price = input.workspace->prices().defaultRental(estimate.gpuId);
        const engine::Gpu* gpu = input.workspace->catalog().find(estimate.gpuId);
        if (!price || !gpu)
            continue;
        notes << tr("%1: %2 from %3, %4 (%5)")
                     .arg(QString::fromStdString(gpu->name), text::Money::quote(*price, locale),
                          QString::fromStdString(price->provider), QString::fromStdString(price->date),
                          price->userProvided ? tr("your own quote") : QString::fromStdString(price->source.url));
    }
    if (!notes.isEmpty())
        notes.prepend(tr("Rental prices used (per GPU-hour):"));
    return paginate(tr("Sources"), table, notes,
                    tr("Every figure is an estimate by the GPU Atlas engine from these sources; check prices "
                       "before you buy."),
                    SlideXml::maxTableRows / 2); // two lines a row: the title and the address
}

} // namespace gpuatlas::ui::exporting::office
