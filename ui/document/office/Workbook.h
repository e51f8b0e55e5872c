// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfficeChart.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace gpuatlas::ui::exporting::office {

// A cell of a spreadsheet: empty, a real number (never a number written as text, so
// that sums and charts work), or text.
using SheetCell = std::variant<std::monostate, double, QString>;

struct Sheet
{
    QString name;        // at most 31 characters, none of []:*?/\ (XlsxWriter::sheetName makes it so)
    QStringList headers; // row 1; units belong here, never in the cells
    QList<QList<SheetCell>> rows;
    QList<double> widths;  // per column, in characters; missing: from the content
    bool wrapText = false; // long text (sources) wraps instead of running on
};

// A native chart of some columns of one sheet, on a sheet of its own.
struct SheetChart
{
    OfficeChartType type = OfficeChartType::Column;
    QString title;
    QString categoryTitle;
    QString valueTitle;
    QString sheetName; // the chart's own sheet
    int dataSheet = 0; // index into Workbook::sheets
    int categoryColumn = 0;
    QList<int> valueColumns; // each a series, named by its header
    bool logarithmicX = false;
};

struct Workbook
{
    QString title;   // document properties
    QString subject; // document properties
    QList<Sheet> sheets;
    std::optional<SheetChart> chart;
};

} // namespace gpuatlas::ui::exporting::office
