// SPDX-License-Identifier: GPL-3.0-or-later
#include "TableCommands.h"

#include "CliContext.h"
#include "ui/document/export/TableExporter.h"
#include "ui/document/office/SpreadsheetTables.h"
#include "ui/document/office/XlsxWriter.h"

#include <QDir>
#include <QFileInfo>

namespace gpuatlas::cli {

using ui::exporting::ExportResult;
using ui::exporting::ExportTable;
using ui::exporting::TableExporter;

namespace {

// The file types `table --out` writes, by suffix (lower case, space-separated). Text
// from the catalogue is escaped by each writer: Csv (no cell starts a formula), Markdown,
// Html, XlsxWriter (text only in Text-formatted shared-string cells, never a formula).
struct TableWriter
{
    const char* suffixes;
    ExportResult (*write)(const ExportTable& table, const QString& path);
};

const TableWriter writers[] = {
    {"csv", [](const ExportTable& t,
               const QString& path) { return TableExporter::write(t, path, TableExporter::Format::Csv); }},
    {"md markdown", [](const ExportTable& t,
                       const QString& path) { return TableExporter::write(t, path, TableExporter::Format::Markdown); }},
    {"html htm", [](const ExportTable& t,
                    const QString& path) { return TableExporter::write(t, path, TableExporter::Format::Html); }},
};

// The workbook is built from the GPUs, not from the text table: its cells are numbers.
ExportResult writeWorkbook(const std::vector<const engine::Gpu*>& gpus, const QString& path)
{
    return ui::exporting::office::XlsxWriter::write(ui::exporting::office::SpreadsheetTables::specTable(gpus), path);
}

const TableWriter* writerFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const auto& writer : writers) {
        if (!suffix.isEmpty() && QString::fromLatin1(writer.suffixes).split(QLatin1Char(' ')).contains(suffix))
            return &writer;
    }
    return nullptr;
}

bool isWorkbook(const QString& path)
{
    return QFileInfo(path).suffix().toLower() == QLatin1String("xlsx");
}

// ".csv, .md, .html, .xlsx": the first suffix of each writer.
QString knownSuffixes()
{
    QStringList names;
    for (const auto& writer : writers)
        names << QLatin1Char('.') + QString::fromLatin1(writer.suffixes).section(QLatin1Char(' '), 0, 0);
    names << QStringLiteral(".xlsx");
    return names.join(QStringLiteral(", "));
}

} // namespace

int TableCommands::table(CliContext& context)
{
    if (!context.isSet(QStringLiteral("out")))
        return context.badInput(tr("table: --out FILE is required (%1)").arg(knownSuffixes()));
    const QString out = context.option(QStringLiteral("out"));
    const TableWriter* writer = writerFor(out);
    if (!writer && !isWorkbook(out)) {
        return context.badInput(tr("--out: unknown file type \"%1\" in %2; use %3")
                                    .arg(QFileInfo(out).suffix(), QDir::toNativeSeparators(out), knownSuffixes()));
    }
    const engine::Catalog* catalog = context.catalog();
    if (!catalog)
        return BadInput;
    std::vector<const engine::Gpu*> gpus;
    if (context.isSet(QStringLiteral("gpus"))) {
        const auto chosen = context.gpusOption(*catalog);
        if (!chosen)
            return BadInput;
        gpus = *chosen;
    } else {
        for (const auto& gpu : catalog->gpus())
            gpus.push_back(&gpu);
    }
    const ExportResult result = writer ? writer->write(TableExporter::specTable(gpus), out) : writeWorkbook(gpus, out);
    if (!result)
        return context.failure(result.error);
    return Success;
}

} // namespace gpuatlas::cli
