// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gpuatlas::ui::exporting {

// The report's look in print: heading sizes, a grey byline, ruled tables.
struct ReportStyle
{
    static QString pdf()
    {
        return QStringLiteral("h1 { font-size: 20pt; } h2 { font-size: 14pt; } h3 { font-size: 11pt; } "
                              "h4 { font-size: 10pt; } .byline { color: #555555; } "
                              "table.data { font-size: 8pt; border-color: #c8c8c8; border-collapse: collapse; } "
                              "th { background-color: #eef1f5; } a { color: #0b5cad; }");
    }
};

} // namespace gpuatlas::ui::exporting
