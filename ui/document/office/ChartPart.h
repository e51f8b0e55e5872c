// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfficeChart.h"
#include "Workbook.h"

#include <QByteArray>
#include <QString>

namespace gpuatlas::ui::exporting::office {

// An OfficeChart as a DrawingML chart part (c:chartSpace, ECMA-376 part 1, 21.2): the
// series with their values cached in the part, so that a reader draws it without the
// data, and formulas into the workbook: in a deck the one embedded beside it
// (dataWorkbook), so that PowerPoint's and LibreOffice's "Edit data" open the same
// numbers; in a .xlsx the sheet it charts.
class ChartPart
{
public:
    // Where a chart's data lives in its workbook: the category (or x) column, one column
    // per series (empty: the columns after the categories), data from row 2, the series
    // names in row 1.
    struct Cells
    {
        QString sheet = QStringLiteral("Sheet1");
        int categoryColumn = 0;
        QList<int> valueColumns;

        int valueColumn(int series) const { return valueColumns.value(series, categoryColumn + 1 + series); }
    };

    // `workbookRelationship`: the chart part's relationship id of its embedded workbook
    // (a deck's chart), empty when the chart lives in the workbook itself (.xlsx);
    // `language`: BCP 47 of the text ("zh-CN"); `eastAsianFont`: typeface of Han text.
    static QByteArray xml(const OfficeChart& chart, const Cells& cells, const QString& workbookRelationship,
                          const QString& language, const QString& eastAsianFont);
    // Sheet1: the categories (or x values) in column A under the category title, one
    // column per series under its name; a missing value is an empty cell.
    static Workbook dataWorkbook(const OfficeChart& chart);
    // The cell range of series `index` (0-based) or of the categories (-1), "Sheet1!$B$2:$B$5".
    static QString range(const OfficeChart& chart, const Cells& cells, int index);
    static QString nameCell(const Cells& cells, int index);
    // A sheet as a formula names it: "Sheet1!", "'Spec table'!" (quotes doubled).
    static QString sheetReference(const QString& sheet);
    // A column's letters: 0 -> A, 26 -> AA.
    static QString columnName(int column);
    // The palette (Okabe-Ito, as the app's charts) as 0xRRGGBB.
    static unsigned paletteColor(int index);
};

} // namespace gpuatlas::ui::exporting::office
