// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfficeChart.h"
#include "Workbook.h"

#include <QByteArray>
#include <QString>

namespace gpuatlas::ui::exporting::office {

// An OfficeChart as a DrawingML chart part (c:chartSpace, ECMA-376 part 1, 21.2): the
// series with their values cached in the part, so that a reader draws it without the
// data, and formulas into "Sheet1" of the workbook embedded beside it (dataWorkbook),
// so that PowerPoint's and LibreOffice's "Edit data" open the same numbers.
class ChartPart
{
public:
    // `workbookRelationship`: the chart part's relationship id of the embedded workbook;
    // `language`: BCP 47 of the text ("zh-CN"); `eastAsianFont`: typeface of Han text.
    static QByteArray xml(const OfficeChart& chart, const QString& workbookRelationship, const QString& language,
                          const QString& eastAsianFont);
    // Sheet1: the categories (or x values) in column A under the category title, one
    // column per series under its name; a missing value is an empty cell.
    static Workbook dataWorkbook(const OfficeChart& chart);
    // The cell range of series `index` (0-based) or of the categories (-1), "Sheet1!$B$2:$B$5".
    static QString range(const OfficeChart& chart, int index);
    static QString nameCell(int index);
    // The palette (Okabe-Ito, as the app's charts) as 0xRRGGBB.
    static unsigned paletteColor(int index);
};

} // namespace gpuatlas::ui::exporting::office
