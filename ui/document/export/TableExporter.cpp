// SPDX-License-Identifier: GPL-3.0-or-later
#include "TableExporter.h"

#include "Csv.h"
#include "Html.h"
#include "Markdown.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace gpuatlas::ui::exporting {

using text::GpuField;
using text::GpuFields;

std::optional<TableExporter::Format> TableExporter::formatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return Format::Csv;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return Format::Markdown;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return Format::Html;
    return std::nullopt;
}

ExportTable TableExporter::specTable(const std::vector<const engine::Gpu*>& gpus, std::span<const GpuField> fields,
                                     text::Sparsity sparsity)
{
    ExportTable table;
    table.title = tr("GPU specifications");
    for (const GpuField field : fields) {
        const QString unit = GpuFields::unit(field);
        table.headers << (unit.isEmpty() ? GpuFields::label(field) : tr("%1 (%2)").arg(GpuFields::label(field), unit));
        table.numeric << GpuFields::isNumeric(field);
    }
    for (const engine::Gpu* gpu : gpus) {
        QStringList row;
        for (const GpuField field : fields) {
            if (!GpuFields::isNumeric(field)) {
                row << GpuFields::plain(*gpu, field, sparsity, QLocale::c());
                continue;
            }
            // Full precision and '.' whatever the interface language: a spreadsheet
            // must read the number back, not a rounded, grouped display string.
            const auto value = GpuFields::value(*gpu, field, sparsity);
            row << (value ? QString::number(*value, 'g', 15) : QString());
        }
        table.rows << row;
    }
    return table;
}

QByteArray TableExporter::csv(const ExportTable& table)
{
    return Csv::document(QList<QStringList>{table.headers} + table.rows);
}

QString TableExporter::markdown(const ExportTable& table)
{
    QString text;
    if (!table.title.isEmpty())
        text += QLatin1String("# ") + Markdown::escaped(table.title) + QLatin1String("\n\n");
    return text + Markdown::table(table);
}

QString TableExporter::html(const ExportTable& table)
{
    QString text =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n<title>%2</title>\n"
                       "<style>\n"
                       "body { font-family: \"Noto Sans\", \"Segoe UI\", \"Helvetica Neue\", Arial, "
                       "\"Noto Sans CJK SC\", \"Microsoft YaHei\", \"PingFang SC\", sans-serif; color: #1a1a1a; "
                       "margin: 2em; }\n"
                       "h1 { font-size: 1.4em; }\n"
                       "table { border-collapse: collapse; font-size: 0.9em; }\n"
                       "th, td { border: 1px solid #c8c8c8; padding: 0.35em 0.6em; vertical-align: top; }\n"
                       "th { background: #eef1f5; text-align: left; }\n"
                       "tbody tr:nth-child(even) { background: #f8f9fb; }\n"
                       "td.num { text-align: right; font-variant-numeric: tabular-nums; }\n"
                       "</style>\n</head>\n<body>\n")
            .arg(Html::escaped(QLocale().bcp47Name()), Html::escaped(table.title));
    if (!table.title.isEmpty())
        text += QStringLiteral("<h1>%1</h1>\n").arg(Html::lines(table.title));
    text += QLatin1String("<table>\n<thead>\n<tr>");
    for (const auto& header : table.headers)
        text += QStringLiteral("<th>%1</th>").arg(Html::lines(header));
    text += QLatin1String("</tr>\n</thead>\n<tbody>\n");
    for (const auto& row : table.rows) {
        text += QLatin1String("<tr>");
        for (int i = 0; i < row.size(); ++i) {
            text += table.numeric.value(i, false) ? QLatin1String("<td class=\"num\">") : QLatin1String("<td>");
            text += Html::lines(row[i]) + QLatin1String("</td>");
        }
        text += QLatin1String("</tr>\n");
    }
    text += QLatin1String("</tbody>\n</table>\n</body>\n</html>\n");
    return text;
}

ExportResult TableExporter::write(const ExportTable& table, const QString& path, Format format)
{
    switch (format) {
    case Format::Csv:
        return AtomicWriter::write(path, csv(table));
    case Format::Markdown:
        return AtomicWriter::write(path, markdown(table).toUtf8());
    case Format::Html:
        return AtomicWriter::write(path, html(table).toUtf8());
    }
    return ExportResult::failure(tr("unknown format"));
}

ExportResult TableExporter::write(const ExportTable& table, const QString& path)
{
    const auto format = formatFor(path);
    if (!format) {
        return ExportResult::failure(tr("%1: unknown file type \"%2\"; use .csv, .md or .html")
                                         .arg(QDir::toNativeSeparators(path), QFileInfo(path).suffix()));
    }
    return write(table, path, *format);
}

} // namespace gpuatlas::ui::exporting
