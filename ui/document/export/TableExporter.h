// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AtomicWriter.h"
#include "engine/core/Gpu.h"
#include "text/GpuFields.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <vector>

namespace gpuatlas::ui::exporting {

// A table as exported: what the spec table shows, as plain text cells.
struct ExportTable
{
    QString title;
    QStringList headers;
    QList<QStringList> rows;
    // Per column: cells are numbers (right-aligned in Markdown and HTML). CSV treats
    // every cell alike: a plain number is never taken for a formula (Csv::startsFormula).
    QList<bool> numeric;
    // Per column, percent of the table's width in reports (HTML, PDF); empty: automatic.
    QList<int> widths;
};

// The spec table to CSV, Markdown and HTML.
class TableExporter
{
    Q_DECLARE_TR_FUNCTIONS(TableExporter)

public:
    enum class Format
    {
        Csv,
        Markdown,
        Html,
    };

    // By suffix: .csv, .md / .markdown, .html / .htm.
    static std::optional<Format> formatFor(const QString& path);

    // One row per GPU, one column per field: headers are the GpuFields labels with
    // their units, numbers are raw and locale-independent ("989.4", no grouping), a
    // missing value is an empty cell.
    static ExportTable specTable(const std::vector<const engine::Gpu*>& gpus,
                                 std::span<const text::GpuField> fields = text::GpuFields::all(),
                                 text::Sparsity sparsity = text::Sparsity::Dense);

    // Csv::document: RFC 4180, UTF-8 with a byte-order mark, and a cell that would
    // start a formula (= + - @ tab CR LF, but not a number such as -3.5) gets a leading
    // apostrophe and quotes, so that spreadsheets show it instead of running it.
    static QByteArray csv(const ExportTable& table);
    // A GitHub-flavoured Markdown table (Markdown::table) under the title; | \ and
    // Markdown/HTML specials are escaped, line breaks become <br>.
    static QString markdown(const ExportTable& table);
    // A self-contained HTML page (inline CSS); every cell escaped (Html::lines).
    static QString html(const ExportTable& table);

    static ExportResult write(const ExportTable& table, const QString& path, Format format);
    // Format by suffix; an unknown suffix is an error naming it.
    static ExportResult write(const ExportTable& table, const QString& path);
};

} // namespace gpuatlas::ui::exporting
