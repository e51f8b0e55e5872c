// SPDX-License-Identifier: GPL-3.0-or-later
#include "XlsxWriter.h"

#include "OfficeXml.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <memory>
#include <xlsxwriter.h>

namespace gpuatlas::ui::exporting::office {

namespace {

// libxlsxwriter's text: UTF-8 without what XML cannot hold, within Excel's cell limit.
QByteArray cellText(const QString& text)
{
    QString clean = OfficeXml::text(text);
    if (clean.size() > XlsxWriter::maxCellText)
        clean = clean.left(XlsxWriter::maxCellText - 1) + QChar(0x2026);
    return clean.toUtf8();
}

// Chart and axis titles are set by value: libxlsxwriter reads a leading '=' as a
// reference to a cell, so a title never starts with one.
QByteArray titleText(const QString& text)
{
    QString clean = OfficeXml::text(text);
    while (clean.startsWith(QLatin1Char('=')))
        clean.remove(0, 1);
    return clean.toUtf8();
}

struct Formats
{
    lxw_format* header = nullptr;
    lxw_format* text = nullptr;
    lxw_format* wrapped = nullptr;
};

Formats addFormats(lxw_workbook* workbook)
{
    Formats formats;
    // "@" is Excel's Text format: what the cell holds stays text when someone edits it,
    // so "=HYPERLINK(...)" in a GPU's name can never turn into a formula.
    formats.header = workbook_add_format(workbook);
    format_set_bold(formats.header);
    format_set_num_format(formats.header, "@");
    format_set_text_wrap(formats.header);
    format_set_align(formats.header, LXW_ALIGN_VERTICAL_TOP);
    format_set_bg_color(formats.header, 0xEEF1F5);
    format_set_bottom(formats.header, LXW_BORDER_THIN);
    formats.text = workbook_add_format(workbook);
    format_set_num_format(formats.text, "@");
    formats.wrapped = workbook_add_format(workbook);
    format_set_num_format(formats.wrapped, "@");
    format_set_text_wrap(formats.wrapped);
    format_set_align(formats.wrapped, LXW_ALIGN_VERTICAL_TOP);
    return formats;
}

double contentWidth(const Sheet& sheet, int column)
{
    // Characters, with CJK characters counting double as Excel draws them.
    const auto width = [](const QString& text) {
        double w = 0;
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            double lineWidth = 0;
            for (const QChar c : line)
                lineWidth += c.unicode() >= 0x2E80 ? 2.0 : 1.0;
            w = std::max(w, lineWidth);
        }
        return w;
    };
    double best = column < sheet.headers.size() ? std::min(24.0, width(sheet.headers[column])) : 0;
    for (const auto& row : sheet.rows) {
        if (column >= row.size())
            continue;
        if (const auto* text = std::get_if<QString>(&row[column]))
            best = std::max(best, width(*text));
        else if (const auto* number = std::get_if<double>(&row[column]))
            best = std::max(best, static_cast<double>(OfficeXml::number(*number).size()));
    }
    return std::clamp(best + 2, 8.0, sheet.wrapText ? 70.0 : 48.0);
}

lxw_error writeSheet(lxw_workbook* workbook, const Sheet& sheet, const QByteArray& name, const Formats& formats)
{
    lxw_worksheet* worksheet = workbook_add_worksheet(workbook, name.constData());
    if (!worksheet)
        return LXW_ERROR_SHEETNAME_ALREADY_USED;
    const auto columns = static_cast<int>(sheet.headers.size());
    for (int c = 0; c < columns; ++c) {
        const double width = c < sheet.widths.size() ? sheet.widths[c] : contentWidth(sheet, c);
        worksheet_set_column(worksheet, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c), width, nullptr);
        if (const lxw_error error = worksheet_write_string(worksheet, 0, static_cast<lxw_col_t>(c),
                                                           cellText(sheet.headers[c]).constData(), formats.header))
            return error;
    }
    lxw_format* text = sheet.wrapText ? formats.wrapped : formats.text;
    for (qsizetype r = 0; r < sheet.rows.size(); ++r) {
        const auto row = static_cast<lxw_row_t>(r + 1);
        const auto& cells = sheet.rows[r];
        for (qsizetype c = 0; c < cells.size(); ++c) {
            const auto column = static_cast<lxw_col_t>(c);
            lxw_error error = LXW_NO_ERROR;
            if (const auto* number = std::get_if<double>(&cells[c]))
                error = worksheet_write_number(worksheet, row, column, *number, nullptr);
            else if (const auto* value = std::get_if<QString>(&cells[c]); value && !value->isEmpty())
                error = worksheet_write_string(worksheet, row, column, cellText(*value).constData(), text);
            if (error)
                return error;
        }
    }
    if (columns > 0) {
        worksheet_freeze_panes(worksheet, 1, 1);
        worksheet_autofilter(worksheet, 0, 0, static_cast<lxw_row_t>(sheet.rows.size()),
                             static_cast<lxw_col_t>(columns - 1));
    }
    return LXW_NO_ERROR;
}

uint8_t chartType(OfficeChartType type)
{
    switch (type) {
    case OfficeChartType::Column:
        return LXW_CHART_COLUMN;
    case OfficeChartType::Bar:
        return LXW_CHART_BAR;
    case OfficeChartType::Radar:
        return LXW_CHART_RADAR_WITH_MARKERS;
    case OfficeChartType::Lines:
        return LXW_CHART_SCATTER_STRAIGHT_WITH_MARKERS;
    }
    return LXW_CHART_COLUMN;
}

lxw_error writeChart(lxw_workbook* workbook, const Workbook& book, const QList<QByteArray>& names)
{
    const SheetChart& spec = *book.chart;
    if (spec.dataSheet < 0 || spec.dataSheet >= book.sheets.size())
        return LXW_ERROR_PARAMETER_VALIDATION;
    const Sheet& data = book.sheets[spec.dataSheet];
    const QByteArray& dataName = names[spec.dataSheet];
    const QByteArray chartName = XlsxWriter::sheetName(spec.sheetName).toUtf8();
    lxw_worksheet* sheet = workbook_add_worksheet(workbook, chartName.constData());
    lxw_chart* chart = workbook_add_chart(workbook, chartType(spec.type));
    if (!sheet || !chart)
        return LXW_ERROR_MEMORY_MALLOC_FAILED;
    const QByteArray title = titleText(spec.title);
    chart_title_set_name(chart, title.constData());
    const auto last = static_cast<lxw_row_t>(std::max<qsizetype>(1, data.rows.size()));
    for (const int column : spec.valueColumns) {
        lxw_chart_series* series = chart_add_series(chart, nullptr, nullptr);
        const auto categoryColumn = static_cast<lxw_col_t>(spec.categoryColumn);
        chart_series_set_categories(series, dataName.constData(), 1, categoryColumn, last, categoryColumn);
        chart_series_set_values(series, dataName.constData(), 1, static_cast<lxw_col_t>(column), last,
                                static_cast<lxw_col_t>(column));
        chart_series_set_name_range(series, dataName.constData(), 0, static_cast<lxw_col_t>(column));
    }
    const QByteArray categoryTitle = titleText(spec.categoryTitle);
    const QByteArray valueTitle = titleText(spec.valueTitle);
    if (!categoryTitle.isEmpty())
        chart_axis_set_name(chart->x_axis, categoryTitle.constData());
    if (!valueTitle.isEmpty())
        chart_axis_set_name(chart->y_axis, valueTitle.constData());
    if (spec.logarithmicX)
        chart_axis_set_log_base(chart->x_axis, 10);
    chart_legend_set_position(chart, spec.valueColumns.size() > 1 ? LXW_CHART_LEGEND_BOTTOM : LXW_CHART_LEGEND_NONE);
    lxw_chart_options options{};
    options.x_offset = 10;
    options.y_offset = 10;
    options.x_scale = 2.2;
    options.y_scale = 2.0;
    return worksheet_insert_chart_opt(sheet, 0, 0, chart, &options);
}

} // namespace

QString XlsxWriter::sheetName(const QString& name)
{
    QString out = OfficeXml::text(name);
    static const QString forbidden = QStringLiteral("[]:*?/\\");
    for (QChar& c : out) {
        if (forbidden.contains(c) || c.unicode() < 0x20)
            c = QLatin1Char(' ');
    }
    out = out.trimmed();
    while (out.startsWith(QLatin1Char('\'')))
        out.remove(0, 1);
    while (out.endsWith(QLatin1Char('\'')))
        out.chop(1);
    out = out.left(31).trimmed();
    return out.isEmpty() ? QStringLiteral("Sheet") : out;
}

bool XlsxWriter::bytes(const Workbook& book, QByteArray& out, QString& error)
{
    // libxlsxwriter writes to a file name only: a private folder, read back, removed.
    QTemporaryDir folder;
    if (!folder.isValid()) {
        error = tr("cannot create a temporary folder: %1").arg(folder.errorString());
        return false;
    }
    const QString path = folder.filePath(QStringLiteral("workbook.xlsx"));
    const QByteArray encoded = QFile::encodeName(path);
    lxw_workbook* workbook = workbook_new(encoded.constData());
    if (!workbook) {
        error = tr("cannot start the workbook");
        return false;
    }
    QByteArray title = cellText(book.title);
    QByteArray subject = cellText(book.subject);
    QByteArray author("GPU Atlas");
    lxw_doc_properties properties{};
    properties.title = title.data();
    properties.subject = subject.data();
    properties.author = author.data();
    workbook_set_properties(workbook, &properties);

    const Formats formats = addFormats(workbook);
    QList<QByteArray> names;
    lxw_error status = LXW_NO_ERROR;
    for (const Sheet& sheet : book.sheets) {
        QString name = sheetName(sheet.name);
        // Two sheets of the same name (after cleaning) would make the workbook invalid.
        for (int n = 2; names.contains(name.toUtf8()); ++n)
            name = sheetName(sheet.name).left(27) + QStringLiteral(" (%1)").arg(n);
        names << name.toUtf8();
        if (status == LXW_NO_ERROR)
            status = writeSheet(workbook, sheet, names.back(), formats);
    }
    if (status == LXW_NO_ERROR && book.chart)
        status = writeChart(workbook, book, names);
    // Closed in every case: that frees the workbook.
    const lxw_error closed = workbook_close(workbook);
    if (status == LXW_NO_ERROR)
        status = closed;
    if (status != LXW_NO_ERROR) {
        error = tr("the spreadsheet writer failed: %1").arg(QString::fromUtf8(lxw_strerror(status)));
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = tr("cannot read the finished workbook back: %1").arg(file.errorString());
        return false;
    }
    out = file.readAll();
    return true;
}

ExportResult XlsxWriter::write(const Workbook& workbook, const QString& path)
{
    QByteArray out;
    QString error;
    if (!bytes(workbook, out, error))
        return ExportResult::failure(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
    return AtomicWriter::write(path, out);
}

} // namespace gpuatlas::ui::exporting::office
