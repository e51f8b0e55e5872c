// SPDX-License-Identifier: GPL-3.0-or-later
#include "XlsxWriter.h"

#include "ChartPart.h"
#include "OfficeXml.h"
#include "OpcPackage.h"

#include <QDateTime>
#include <QDir>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui::exporting::office {

namespace {

const QString mainNs = QStringLiteral("http://schemas.openxmlformats.org/spreadsheetml/2006/main");
const QString sml = QStringLiteral("application/vnd.openxmlformats-officedocument.spreadsheetml.");

// Cell styles (cellXfs in styles.xml): the order there.
enum Style
{
    DefaultStyle = 0,
    TextStyle = 1,    // "@"
    HeaderStyle = 2,  // bold, shaded, ruled, "@", wrapped
    WrappedStyle = 3, // "@", wrapped, top-aligned
};

QString sheetCellText(const QString& text)
{
    QString clean = OfficeXml::text(text);
    if (clean.size() > XlsxWriter::maxCellText)
        clean = clean.left(XlsxWriter::maxCellText - 1) + QChar(0x2026);
    return clean;
}

// Every text of the workbook once, in the order first used.
class SharedStrings
{
public:
    int index(const QString& text)
    {
        const QString clean = sheetCellText(text);
        ++m_count;
        const auto found = m_index.constFind(clean);
        if (found != m_index.cend())
            return found.value();
        const auto n = static_cast<int>(m_strings.size());
        m_index.insert(clean, n);
        m_strings << clean;
        return n;
    }

    QByteArray xml() const
    {
        QByteArray bytes;
        OfficeXml doc(bytes);
        QXmlStreamWriter& xml = doc.xml();
        xml.writeStartElement(QStringLiteral("sst"));
        xml.writeDefaultNamespace(mainNs);
        xml.writeAttribute(QStringLiteral("count"), QString::number(m_count));
        xml.writeAttribute(QStringLiteral("uniqueCount"), QString::number(m_strings.size()));
        for (const QString& text : m_strings) {
            xml.writeStartElement(QStringLiteral("si"));
            xml.writeStartElement(QStringLiteral("t"));
            xml.writeAttribute(QStringLiteral("xml:space"), QStringLiteral("preserve"));
            xml.writeCharacters(text);
            xml.writeEndElement();
            xml.writeEndElement();
        }
        xml.writeEndElement();
        doc.finish();
        return bytes;
    }

private:
    QStringList m_strings;
    QHash<QString, int> m_index;
    int m_count = 0;
};

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

double columnWidth(const Sheet& sheet, int column)
{
    return column < sheet.widths.size() ? sheet.widths[column] : contentWidth(sheet, column);
}

// Characters of the default font across a landscape page (A4 or Letter, default
// margins) at about 90%.
constexpr double pageCharacters = 160;

void writeCell(QXmlStreamWriter& xml, int row, int column, const SheetCell& value, int textStyle,
               SharedStrings& strings)
{
    const QString reference = ChartPart::columnName(column) + QString::number(row + 1);
    if (const auto* number = std::get_if<double>(&value)) {
        xml.writeStartElement(QStringLiteral("c"));
        xml.writeAttribute(QStringLiteral("r"), reference);
        xml.writeTextElement(QStringLiteral("v"), OfficeXml::number(*number));
        xml.writeEndElement();
    } else if (const auto* text = std::get_if<QString>(&value); text && !text->isEmpty()) {
        xml.writeStartElement(QStringLiteral("c"));
        xml.writeAttribute(QStringLiteral("r"), reference);
        xml.writeAttribute(QStringLiteral("s"), QString::number(textStyle));
        xml.writeAttribute(QStringLiteral("t"), QStringLiteral("s"));
        xml.writeTextElement(QStringLiteral("v"), QString::number(strings.index(*text)));
        xml.writeEndElement();
    }
}

// Margins and scaling of a printed sheet `width` characters wide.
void writePageSetup(QXmlStreamWriter& xml, double width, bool table)
{
    xml.writeEmptyElement(QStringLiteral("pageMargins"));
    for (const auto& [name, value] : {std::pair{"left", "0.7"},
                                      {"right", "0.7"},
                                      {"top", "0.75"},
                                      {"bottom", "0.75"},
                                      {"header", "0.3"},
                                      {"footer", "0.3"}})
        xml.writeAttribute(QString::fromLatin1(name), QString::fromLatin1(value));
    // A table prints as many pages wide as it takes at about 90%, each page with the
    // GPU column and the header row (the print titles in workbook.xml), so no page is
    // a stray column without the names its figures belong to.
    xml.writeEmptyElement(QStringLiteral("pageSetup"));
    xml.writeAttribute(QStringLiteral("orientation"), QStringLiteral("landscape"));
    xml.writeAttribute(QStringLiteral("fitToWidth"),
                       QString::number(std::max(1, static_cast<int>(std::ceil(width / pageCharacters)))));
    // 0: as many pages down as the rows need.
    xml.writeAttribute(QStringLiteral("fitToHeight"), table ? QStringLiteral("0") : QStringLiteral("1"));
}

QByteArray worksheet(const Sheet* sheet, bool hasDrawing, SharedStrings& strings)
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    QXmlStreamWriter& xml = doc.xml();
    xml.writeStartElement(QStringLiteral("worksheet"));
    xml.writeDefaultNamespace(mainNs);
    xml.writeNamespace(QString::fromLatin1(OfficeXml::relationshipsNs), QStringLiteral("r"));
    const auto columns = sheet ? static_cast<int>(sheet->headers.size()) : 0;
    // The width of the columns in characters: how many pages wide the table prints.
    double width = 0;
    for (int c = 0; c < columns; ++c)
        width += columnWidth(*sheet, c);
    // Scaled to fit (pageSetup below): the chart one page, a table as many pages wide
    // as it takes at about 90%.
    xml.writeStartElement(QStringLiteral("sheetPr"));
    xml.writeEmptyElement(QStringLiteral("pageSetUpPr"));
    xml.writeAttribute(QStringLiteral("fitToPage"), QStringLiteral("1"));
    xml.writeEndElement();
    xml.writeStartElement(QStringLiteral("sheetViews"));
    xml.writeStartElement(QStringLiteral("sheetView"));
    xml.writeAttribute(QStringLiteral("workbookViewId"), QStringLiteral("0"));
    if (columns > 0) {
        // The header row and the first column (the GPU) stay in view.
        xml.writeEmptyElement(QStringLiteral("pane"));
        xml.writeAttribute(QStringLiteral("xSplit"), QStringLiteral("1"));
        xml.writeAttribute(QStringLiteral("ySplit"), QStringLiteral("1"));
        xml.writeAttribute(QStringLiteral("topLeftCell"), QStringLiteral("B2"));
        xml.writeAttribute(QStringLiteral("activePane"), QStringLiteral("bottomRight"));
        xml.writeAttribute(QStringLiteral("state"), QStringLiteral("frozen"));
    }
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEmptyElement(QStringLiteral("sheetFormatPr"));
    xml.writeAttribute(QStringLiteral("defaultRowHeight"), QStringLiteral("15"));
    if (columns > 0) {
        xml.writeStartElement(QStringLiteral("cols"));
        for (int c = 0; c < columns; ++c) {
            xml.writeEmptyElement(QStringLiteral("col"));
            xml.writeAttribute(QStringLiteral("min"), QString::number(c + 1));
            xml.writeAttribute(QStringLiteral("max"), QString::number(c + 1));
            xml.writeAttribute(QStringLiteral("width"), OfficeXml::number(columnWidth(*sheet, c)));
            xml.writeAttribute(QStringLiteral("customWidth"), QStringLiteral("1"));
        }
        xml.writeEndElement();
    }
    xml.writeStartElement(QStringLiteral("sheetData"));
    if (sheet) {
        const int textStyle = sheet->wrapText ? WrappedStyle : TextStyle;
        for (qsizetype r = -1; r < sheet->rows.size(); ++r) {
            xml.writeStartElement(QStringLiteral("row"));
            xml.writeAttribute(QStringLiteral("r"), QString::number(r + 2));
            if (r < 0) {
                for (int c = 0; c < columns; ++c)
                    writeCell(xml, 0, c, sheet->headers[c], HeaderStyle, strings);
            } else {
                const auto& cells = sheet->rows[r];
                for (qsizetype c = 0; c < cells.size(); ++c)
                    writeCell(xml, static_cast<int>(r) + 1, static_cast<int>(c), cells[c], textStyle, strings);
            }
            xml.writeEndElement();
        }
    }
    xml.writeEndElement(); // sheetData
    writePageSetup(xml, width, sheet != nullptr);
    if (hasDrawing) {
        xml.writeEmptyElement(QStringLiteral("drawing"));
        xml.writeAttribute(QString::fromLatin1(OfficeXml::relationshipsNs), QStringLiteral("id"),
                           QStringLiteral("rId1"));
    }
    xml.writeEndElement();
    doc.finish();
    return bytes;
}

// Fonts, fills, borders and the four cell styles of Style. 49 is Excel's built-in "@".
QByteArray styles()
{
    return QByteArrayLiteral(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
        "<styleSheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">"
        "<fonts count=\"2\"><font><sz val=\"11\"/><name val=\"Calibri\"/><family val=\"2\"/></font>"
        "<font><b/><sz val=\"11\"/><name val=\"Calibri\"/><family val=\"2\"/></font></fonts>"
        "<fills count=\"3\"><fill><patternFill patternType=\"none\"/></fill>"
        "<fill><patternFill patternType=\"gray125\"/></fill>"
        "<fill><patternFill patternType=\"solid\"><fgColor rgb=\"FFEEF1F5\"/><bgColor indexed=\"64\"/></patternFill>"
        "</fill></fills>"
        "<borders count=\"2\"><border><left/><right/><top/><bottom/><diagonal/></border>"
        "<border><left/><right/><top/><bottom style=\"thin\"><color auto=\"1\"/></bottom><diagonal/></border>"
        "</borders>"
        "<cellStyleXfs count=\"1\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\"/></cellStyleXfs>"
        "<cellXfs count=\"4\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\"/>"
        "<xf numFmtId=\"49\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
        "<xf numFmtId=\"49\" fontId=\"1\" fillId=\"2\" borderId=\"1\" xfId=\"0\" applyNumberFormat=\"1\" "
        "applyFont=\"1\" applyFill=\"1\" applyBorder=\"1\" applyAlignment=\"1\"><alignment vertical=\"top\" "
        "wrapText=\"1\"/></xf>"
        "<xf numFmtId=\"49\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\" "
        "applyAlignment=\"1\"><alignment vertical=\"top\" wrapText=\"1\"/></xf></cellXfs>"
        "<cellStyles count=\"1\"><cellStyle name=\"Normal\" xfId=\"0\" builtinId=\"0\"/></cellStyles>"
        "</styleSheet>");
}

// `tables`: how many of the sheets (the first ones) are tables, which repeat their first
// column and header row on every printed page.
QByteArray workbookXml(const QStringList& names, qsizetype tables)
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    QXmlStreamWriter& xml = doc.xml();
    xml.writeStartElement(QStringLiteral("workbook"));
    xml.writeDefaultNamespace(mainNs);
    xml.writeNamespace(QString::fromLatin1(OfficeXml::relationshipsNs), QStringLiteral("r"));
    xml.writeStartElement(QStringLiteral("bookViews"));
    xml.writeEmptyElement(QStringLiteral("workbookView"));
    xml.writeEndElement();
    xml.writeStartElement(QStringLiteral("sheets"));
    for (qsizetype i = 0; i < names.size(); ++i) {
        xml.writeEmptyElement(QStringLiteral("sheet"));
        xml.writeAttribute(QStringLiteral("name"), names[i]);
        xml.writeAttribute(QStringLiteral("sheetId"), QString::number(i + 1));
        xml.writeAttribute(QString::fromLatin1(OfficeXml::relationshipsNs), QStringLiteral("id"),
                           QStringLiteral("rId%1").arg(i + 1));
    }
    xml.writeEndElement(); // sheets
    if (tables > 0)
        xml.writeStartElement(QStringLiteral("definedNames"));
    for (qsizetype i = 0; i < tables; ++i) {
        const QString sheet = ChartPart::sheetReference(names[i]);
        xml.writeStartElement(QStringLiteral("definedName"));
        xml.writeAttribute(QStringLiteral("name"), QStringLiteral("_xlnm.Print_Titles"));
        xml.writeAttribute(QStringLiteral("localSheetId"), QString::number(i));
        xml.writeCharacters(sheet + QStringLiteral("$A:$A,") + sheet + QStringLiteral("$1:$1"));
        xml.writeEndElement();
    }
    if (tables > 0)
        xml.writeEndElement(); // definedNames
    xml.writeEndElement();
    doc.finish();
    return bytes;
}

// The chart's frame on its sheet: columns A to P, rows 1 to 32.
QByteArray drawing()
{
    return QByteArrayLiteral(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
        "<xdr:wsDr xmlns:xdr=\"http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing\" "
        "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\">"
        "<xdr:twoCellAnchor><xdr:from><xdr:col>0</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>0</xdr:row>"
        "<xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>16</xdr:col><xdr:colOff>0</xdr:colOff>"
        "<xdr:row>32</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:graphicFrame macro=\"\">"
        "<xdr:nvGraphicFramePr><xdr:cNvPr id=\"2\" name=\"Chart 1\"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>"
        "<xdr:xfrm><a:off x=\"0\" y=\"0\"/><a:ext cx=\"0\" cy=\"0\"/></xdr:xfrm><a:graphic>"
        "<a:graphicData uri=\"http://schemas.openxmlformats.org/drawingml/2006/chart\">"
        "<c:chart xmlns:c=\"http://schemas.openxmlformats.org/drawingml/2006/chart\" "
        "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" r:id=\"rId1\"/>"
        "</a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>");
}

// The chart of a sheet's columns, with the sheet's values cached in it.
OfficeChart chartOf(const SheetChart& spec, const Sheet& data)
{
    OfficeChart chart;
    chart.type = spec.type;
    chart.title = spec.title;
    chart.categoryTitle = spec.categoryTitle;
    chart.valueTitle = spec.valueTitle;
    chart.logarithmicX = spec.logarithmicX;
    for (const auto& row : data.rows) {
        const SheetCell category = row.value(spec.categoryColumn);
        if (spec.type == OfficeChartType::Lines)
            chart.xValues << (std::holds_alternative<double>(category) ? std::get<double>(category) : 0.0);
        else if (const auto* text = std::get_if<QString>(&category))
            chart.categories << *text;
        else
            chart.categories << (std::holds_alternative<double>(category)
                                     ? OfficeXml::number(std::get<double>(category))
                                     : QString());
    }
    for (const int column : spec.valueColumns) {
        OfficeSeries series;
        series.name = data.headers.value(column);
        for (const auto& row : data.rows) {
            const SheetCell value = row.value(column);
            series.values << (std::holds_alternative<double>(value) ? std::optional(std::get<double>(value))
                                                                    : std::nullopt);
        }
        chart.series << series;
    }
    return chart;
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
    // Unique names (after cleaning): two sheets of one name make the workbook invalid.
    QStringList names;
    const auto unique = [&names](const QString& wanted) {
        QString name = sheetName(wanted);
        for (int n = 2; names.contains(name, Qt::CaseInsensitive); ++n)
            name = sheetName(wanted).left(26) + QStringLiteral(" (%1)").arg(n);
        names << name;
    };
    for (const Sheet& sheet : book.sheets)
        unique(sheet.name);
    const bool chart = book.chart && book.chart->dataSheet >= 0 && book.chart->dataSheet < book.sheets.size();
    if (chart)
        unique(book.chart->sheetName);

    OpcPackage package;
    const QString workbookPart = QStringLiteral("xl/workbook.xml");
    package.relate({}, OfficeXml::relationshipType("officeDocument"), workbookPart);
    package.addCoreProperties(book.title, book.subject, QStringLiteral("en-US"), QDateTime::currentDateTime());
    SharedStrings strings;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const bool chartSheet = i == book.sheets.size();
        const QString part = QStringLiteral("xl/worksheets/sheet%1.xml").arg(i + 1);
        package.relate(workbookPart, OfficeXml::relationshipType("worksheet"),
                       QStringLiteral("worksheets/sheet%1.xml").arg(i + 1));
        package.addPart(part, sml + QStringLiteral("worksheet+xml"),
                        worksheet(chartSheet ? nullptr : &book.sheets[i], chartSheet, strings));
        if (!chartSheet)
            continue;
        package.relate(part, OfficeXml::relationshipType("drawing"), QStringLiteral("../drawings/drawing1.xml"));
        package.addPart(QStringLiteral("xl/drawings/drawing1.xml"),
                        QStringLiteral("application/vnd.openxmlformats-officedocument.drawing+xml"), drawing());
        package.relate(QStringLiteral("xl/drawings/drawing1.xml"), OfficeXml::relationshipType("chart"),
                       QStringLiteral("../charts/chart1.xml"));
        const SheetChart& spec = *book.chart;
        ChartPart::Cells cells;
        cells.sheet = names[spec.dataSheet];
        cells.categoryColumn = spec.categoryColumn;
        cells.valueColumns = spec.valueColumns;
        package.addPart(
            QStringLiteral("xl/charts/chart1.xml"),
            QStringLiteral("application/vnd.openxmlformats-officedocument.drawingml.chart+xml"),
            ChartPart::xml(chartOf(spec, book.sheets[spec.dataSheet]), cells, {}, QStringLiteral("en-US"), {}));
    }
    package.relate(workbookPart, OfficeXml::relationshipType("styles"), QStringLiteral("styles.xml"));
    package.relate(workbookPart, OfficeXml::relationshipType("sharedStrings"), QStringLiteral("sharedStrings.xml"));
    package.addPart(workbookPart, sml + QStringLiteral("sheet.main+xml"), workbookXml(names, book.sheets.size()));
    package.addPart(QStringLiteral("xl/styles.xml"), sml + QStringLiteral("styles+xml"), styles());
    package.addPart(QStringLiteral("xl/sharedStrings.xml"), sml + QStringLiteral("sharedStrings+xml"), strings.xml());
    return package.zip(out, error);
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
