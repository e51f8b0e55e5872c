// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gpuatlas::ui::exporting {

struct ExportTable;

// GitHub-flavoured Markdown for the exports: text escaped so that names never turn
// into markup (or, through Markdown's raw HTML, into script), tables, and HTML made by
// the app (explanations) converted to Markdown with the same escaping.
class Markdown
{
public:
    // | \ * _ ` [ ] ~ # ! escaped (no emphasis, link, image or table cell can start),
    // < > & as entities (no raw HTML, autolink or entity), line breaks as <br>, and
    // directions left open closed (UntrustedText::withDirectionsClosed).
    static QString escaped(const QString& text);
    // A table cell: each line escaped, or, when it is a web address
    // (UntrustedText::isWebAddress: http and https only), an autolink; lines joined by <br>.
    static QString cell(const QString& text);
    // The header row, the alignment row (numbers right-aligned) and the rows; no title.
    static QString table(const ExportTable& table);
    // Headings, paragraphs (bold kept), bullet lists and tables (under an empty header
    // row: the app's tables are label-value lists) of `html`, as Markdown.
    static QString fromHtml(const QString& html);
};

} // namespace gpuatlas::ui::exporting
