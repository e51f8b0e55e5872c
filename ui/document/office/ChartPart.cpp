// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartPart.h"

#include "OfficeXml.h"
#include "ui/document/charts/ChartTheme.h"

#include <QRegularExpression>

namespace gpuatlas::ui::exporting::office {

namespace {

const QString c = QString::fromLatin1(OfficeXml::chartNs);
const QString a = QString::fromLatin1(OfficeXml::drawingNs);

class ChartXml
{
public:
    ChartXml(QXmlStreamWriter& xml, const OfficeChart& chart, const ChartPart::Cells& cells, const QString& language,
             const QString& eastAsian)
        : m_xml(xml)
        , m_chart(chart)
        , m_cells(cells)
        , m_language(language)
        , m_eastAsian(eastAsian)
    {
    }

    void write(const QString& workbookRelationship);

private:
    void val(const char* name, const QString& value)
    {
        m_xml.writeEmptyElement(c, QString::fromLatin1(name));
        m_xml.writeAttribute(QStringLiteral("val"), value);
    }
    void val(const char* name, int value) { val(name, QString::number(value)); }
    void runProperties(int size, bool bold, bool start);
    void richText(const QString& text, int size, bool bold);
    void title(const QString& text, int size);
    void textProperties(int size);
    void shape(unsigned color, bool line, bool dashed);
    void stringReference(const QString& formula, const QStringList& values);
    void numberReference(const QString& formula, const QList<std::optional<double>>& values);
    void series(int index);
    void plot();
    void categoryAxis(int id, int cross, const char* position, bool reversed);
    void valueAxis(int id, int cross, const char* position, const QString& titleText, bool logarithmic, bool grid,
                   const char* crossBetween);

    QXmlStreamWriter& m_xml;
    const OfficeChart& m_chart;
    const ChartPart::Cells& m_cells;
    QString m_language;
    QString m_eastAsian;
};

void ChartXml::runProperties(int size, bool bold, bool start)
{
    if (start)
        m_xml.writeStartElement(a, QStringLiteral("defRPr"));
    else
        m_xml.writeStartElement(a, QStringLiteral("rPr"));
    m_xml.writeAttribute(QStringLiteral("lang"), m_language);
    m_xml.writeAttribute(QStringLiteral("sz"), QString::number(size * 100));
    m_xml.writeAttribute(QStringLiteral("b"), bold ? QStringLiteral("1") : QStringLiteral("0"));
    m_xml.writeStartElement(a, QStringLiteral("solidFill"));
    m_xml.writeEmptyElement(a, QStringLiteral("srgbClr"));
    m_xml.writeAttribute(QStringLiteral("val"), QStringLiteral("404040"));
    m_xml.writeEndElement();
    if (!m_eastAsian.isEmpty()) {
        m_xml.writeEmptyElement(a, QStringLiteral("ea"));
        m_xml.writeAttribute(QStringLiteral("typeface"), m_eastAsian);
    }
    m_xml.writeEndElement();
}

void ChartXml::richText(const QString& text, int size, bool bold)
{
    m_xml.writeStartElement(c, QStringLiteral("rich"));
    m_xml.writeEmptyElement(a, QStringLiteral("bodyPr"));
    m_xml.writeEmptyElement(a, QStringLiteral("lstStyle"));
    m_xml.writeStartElement(a, QStringLiteral("p"));
    m_xml.writeStartElement(a, QStringLiteral("pPr"));
    runProperties(size, bold, true);
    m_xml.writeEndElement();
    m_xml.writeStartElement(a, QStringLiteral("r"));
    runProperties(size, bold, false);
    m_xml.writeTextElement(a, QStringLiteral("t"), OfficeXml::text(text));
    m_xml.writeEndElement(); // r
    m_xml.writeEndElement(); // p
    m_xml.writeEndElement(); // rich
}

void ChartXml::title(const QString& text, int size)
{
    m_xml.writeStartElement(c, QStringLiteral("title"));
    m_xml.writeStartElement(c, QStringLiteral("tx"));
    richText(text, size, size >= 14);
    m_xml.writeEndElement();
    val("overlay", 0);
    m_xml.writeEndElement();
}

void ChartXml::textProperties(int size)
{
    m_xml.writeStartElement(c, QStringLiteral("txPr"));
    m_xml.writeEmptyElement(a, QStringLiteral("bodyPr"));
    m_xml.writeEmptyElement(a, QStringLiteral("lstStyle"));
    m_xml.writeStartElement(a, QStringLiteral("p"));
    m_xml.writeStartElement(a, QStringLiteral("pPr"));
    runProperties(size, false, true);
    m_xml.writeEndElement();
    m_xml.writeEmptyElement(a, QStringLiteral("endParaRPr"));
    m_xml.writeAttribute(QStringLiteral("lang"), m_language);
    m_xml.writeEndElement(); // p
    m_xml.writeEndElement(); // txPr
}

void ChartXml::shape(unsigned color, bool line, bool dashed)
{
    const QString rgb = QStringLiteral("%1").arg(color & 0xFFFFFF, 6, 16, QLatin1Char('0')).toUpper();
    m_xml.writeStartElement(c, QStringLiteral("spPr"));
    if (!line) {
        m_xml.writeStartElement(a, QStringLiteral("solidFill"));
        m_xml.writeEmptyElement(a, QStringLiteral("srgbClr"));
        m_xml.writeAttribute(QStringLiteral("val"), rgb);
        m_xml.writeEndElement();
    }
    m_xml.writeStartElement(a, QStringLiteral("ln"));
    m_xml.writeAttribute(QStringLiteral("w"), line ? QStringLiteral("28575") : QStringLiteral("6350"));
    m_xml.writeStartElement(a, QStringLiteral("solidFill"));
    m_xml.writeEmptyElement(a, QStringLiteral("srgbClr"));
    m_xml.writeAttribute(QStringLiteral("val"), rgb);
    m_xml.writeEndElement();
    if (dashed) {
        m_xml.writeEmptyElement(a, QStringLiteral("prstDash"));
        m_xml.writeAttribute(QStringLiteral("val"), QStringLiteral("dash"));
    }
    m_xml.writeEndElement(); // ln
    m_xml.writeEndElement(); // spPr
}

void ChartXml::stringReference(const QString& formula, const QStringList& values)
{
    m_xml.writeStartElement(c, QStringLiteral("strRef"));
    m_xml.writeTextElement(c, QStringLiteral("f"), formula);
    m_xml.writeStartElement(c, QStringLiteral("strCache"));
    val("ptCount", static_cast<int>(values.size()));
    for (qsizetype i = 0; i < values.size(); ++i) {
        m_xml.writeStartElement(c, QStringLiteral("pt"));
        m_xml.writeAttribute(QStringLiteral("idx"), QString::number(i));
        m_xml.writeTextElement(c, QStringLiteral("v"), OfficeXml::text(values[i]));
        m_xml.writeEndElement();
    }
    m_xml.writeEndElement();
    m_xml.writeEndElement();
}

void ChartXml::numberReference(const QString& formula, const QList<std::optional<double>>& values)
{
    m_xml.writeStartElement(c, QStringLiteral("numRef"));
    m_xml.writeTextElement(c, QStringLiteral("f"), formula);
    m_xml.writeStartElement(c, QStringLiteral("numCache"));
    m_xml.writeTextElement(c, QStringLiteral("formatCode"), QStringLiteral("General"));
    val("ptCount", static_cast<int>(values.size()));
    // A missing value has no point: the chart shows a gap (dispBlanksAs), not a zero.
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (!values[i])
            continue;
        m_xml.writeStartElement(c, QStringLiteral("pt"));
        m_xml.writeAttribute(QStringLiteral("idx"), QString::number(i));
        m_xml.writeTextElement(c, QStringLiteral("v"), OfficeXml::number(*values[i]));
        m_xml.writeEndElement();
    }
    m_xml.writeEndElement();
    m_xml.writeEndElement();
}

void ChartXml::series(int index)
{
    const OfficeSeries& series = m_chart.series[index];
    const bool lines = m_chart.type == OfficeChartType::Lines;
    const bool radar = m_chart.type == OfficeChartType::Radar;
    m_xml.writeStartElement(c, QStringLiteral("ser"));
    val("idx", index);
    val("order", index);
    m_xml.writeStartElement(c, QStringLiteral("tx"));
    stringReference(ChartPart::nameCell(m_cells, index), {series.name});
    m_xml.writeEndElement();
    shape(series.color.value_or(ChartPart::paletteColor(index)), lines || radar, series.dashed);
    if (lines || radar) {
        m_xml.writeStartElement(c, QStringLiteral("marker"));
        val("symbol", QStringLiteral("circle"));
        val("size", 5);
        m_xml.writeEndElement();
    } else {
        val("invertIfNegative", 0);
    }
    const QList<std::optional<double>> values = [&] {
        QList<std::optional<double>> out = series.values;
        out.resize(m_chart.pointCount());
        return out;
    }();
    if (lines) {
        QList<std::optional<double>> xs;
        for (const double x : m_chart.xValues)
            xs << x;
        m_xml.writeStartElement(c, QStringLiteral("xVal"));
        numberReference(ChartPart::range(m_chart, m_cells, -1), xs);
        m_xml.writeEndElement();
        m_xml.writeStartElement(c, QStringLiteral("yVal"));
        numberReference(ChartPart::range(m_chart, m_cells, index), values);
        m_xml.writeEndElement();
        val("smooth", 0);
    } else {
        m_xml.writeStartElement(c, QStringLiteral("cat"));
        stringReference(ChartPart::range(m_chart, m_cells, -1), m_chart.categories);
        m_xml.writeEndElement();
        m_xml.writeStartElement(c, QStringLiteral("val"));
        numberReference(ChartPart::range(m_chart, m_cells, index), values);
        m_xml.writeEndElement();
    }
    m_xml.writeEndElement(); // ser
}

void ChartXml::categoryAxis(int id, int cross, const char* position, bool reversed)
{
    m_xml.writeStartElement(c, QStringLiteral("catAx"));
    val("axId", id);
    m_xml.writeStartElement(c, QStringLiteral("scaling"));
    val("orientation", reversed ? QStringLiteral("maxMin") : QStringLiteral("minMax"));
    m_xml.writeEndElement();
    val("delete", 0);
    val("axPos", QString::fromLatin1(position));
    if (!m_chart.categoryTitle.isEmpty())
        title(m_chart.categoryTitle, 11);
    val("majorTickMark", QStringLiteral("none"));
    val("minorTickMark", QStringLiteral("none"));
    val("tickLblPos", QStringLiteral("nextTo"));
    textProperties(11);
    val("crossAx", cross);
    val("crosses", QStringLiteral("autoZero"));
    val("auto", 1);
    val("lblAlgn", QStringLiteral("ctr"));
    val("lblOffset", 100);
    val("noMultiLvlLbl", 0);
    m_xml.writeEndElement();
}

void ChartXml::valueAxis(int id, int cross, const char* position, const QString& titleText, bool logarithmic, bool grid,
                         const char* crossBetween)
{
    m_xml.writeStartElement(c, QStringLiteral("valAx"));
    val("axId", id);
    m_xml.writeStartElement(c, QStringLiteral("scaling"));
    if (logarithmic)
        val("logBase", 10);
    val("orientation", QStringLiteral("minMax"));
    m_xml.writeEndElement();
    val("delete", 0);
    val("axPos", QString::fromLatin1(position));
    if (grid) {
        m_xml.writeStartElement(c, QStringLiteral("majorGridlines"));
        m_xml.writeStartElement(c, QStringLiteral("spPr"));
        m_xml.writeStartElement(a, QStringLiteral("ln"));
        m_xml.writeAttribute(QStringLiteral("w"), QStringLiteral("6350"));
        m_xml.writeStartElement(a, QStringLiteral("solidFill"));
        m_xml.writeEmptyElement(a, QStringLiteral("srgbClr"));
        m_xml.writeAttribute(QStringLiteral("val"), QStringLiteral("D9D9D9"));
        m_xml.writeEndElement();
        m_xml.writeEndElement();
        m_xml.writeEndElement();
        m_xml.writeEndElement();
    }
    if (!titleText.isEmpty())
        title(titleText, 11);
    m_xml.writeEmptyElement(c, QStringLiteral("numFmt"));
    m_xml.writeAttribute(QStringLiteral("formatCode"), QStringLiteral("General"));
    m_xml.writeAttribute(QStringLiteral("sourceLinked"), QStringLiteral("0"));
    val("majorTickMark", QStringLiteral("none"));
    val("minorTickMark", QStringLiteral("none"));
    val("tickLblPos", QStringLiteral("nextTo"));
    textProperties(11);
    val("crossAx", cross);
    val("crosses", QStringLiteral("autoZero"));
    val("crossBetween", QString::fromLatin1(crossBetween));
    m_xml.writeEndElement();
}

void ChartXml::plot()
{
    constexpr int categoryId = 500100;
    constexpr int valueId = 500200;
    m_xml.writeStartElement(c, QStringLiteral("plotArea"));
    m_xml.writeEmptyElement(c, QStringLiteral("layout"));
    const auto seriesCount = static_cast<int>(m_chart.series.size());
    switch (m_chart.type) {
    case OfficeChartType::Column:
    case OfficeChartType::Bar: {
        const bool bar = m_chart.type == OfficeChartType::Bar;
        m_xml.writeStartElement(c, QStringLiteral("barChart"));
        val("barDir", bar ? QStringLiteral("bar") : QStringLiteral("col"));
        val("grouping", QStringLiteral("clustered"));
        val("varyColors", 0);
        for (int i = 0; i < seriesCount; ++i)
            series(i);
        val("gapWidth", 60);
        val("axId", categoryId);
        val("axId", valueId);
        m_xml.writeEndElement();
        // A ranking reads top down: the first category on top, the value axis below.
        categoryAxis(categoryId, valueId, bar ? "l" : "b", bar);
        valueAxis(valueId, categoryId, bar ? "b" : "l", m_chart.valueTitle, false, true, "between");
        break;
    }
    case OfficeChartType::Radar:
        m_xml.writeStartElement(c, QStringLiteral("radarChart"));
        val("radarStyle", QStringLiteral("marker"));
        val("varyColors", 0);
        for (int i = 0; i < seriesCount; ++i)
            series(i);
        val("axId", categoryId);
        val("axId", valueId);
        m_xml.writeEndElement();
        categoryAxis(categoryId, valueId, "b", false);
        valueAxis(valueId, categoryId, "l", QString(), false, true, "between");
        break;
    case OfficeChartType::Lines:
        m_xml.writeStartElement(c, QStringLiteral("scatterChart"));
        val("scatterStyle", QStringLiteral("lineMarker"));
        val("varyColors", 0);
        for (int i = 0; i < seriesCount; ++i)
            series(i);
        val("axId", categoryId);
        val("axId", valueId);
        m_xml.writeEndElement();
        valueAxis(categoryId, valueId, "b", m_chart.categoryTitle, m_chart.logarithmicX, false, "midCat");
        valueAxis(valueId, categoryId, "l", m_chart.valueTitle, false, true, "midCat");
        break;
    }
    m_xml.writeEndElement(); // plotArea
}

void ChartXml::write(const QString& workbookRelationship)
{
    m_xml.writeNamespace(c, QStringLiteral("c"));
    m_xml.writeNamespace(a, QStringLiteral("a"));
    m_xml.writeNamespace(QString::fromLatin1(OfficeXml::relationshipsNs), QStringLiteral("r"));
    m_xml.writeStartElement(c, QStringLiteral("chartSpace"));
    val("date1904", 0);
    val("lang", m_language);
    val("roundedCorners", 0);
    m_xml.writeStartElement(c, QStringLiteral("chart"));
    if (!m_chart.title.isEmpty())
        title(m_chart.title, 16);
    val("autoTitleDeleted", m_chart.title.isEmpty() ? 1 : 0);
    plot();
    m_xml.writeStartElement(c, QStringLiteral("legend"));
    val("legendPos", QStringLiteral("b"));
    val("overlay", 0);
    textProperties(12);
    m_xml.writeEndElement();
    val("plotVisOnly", 1);
    val("dispBlanksAs", m_chart.joinGaps ? QStringLiteral("span") : QStringLiteral("gap"));
    m_xml.writeEndElement(); // chart
    textProperties(12);
    if (!workbookRelationship.isEmpty()) {
        m_xml.writeStartElement(c, QStringLiteral("externalData"));
        m_xml.writeAttribute(QString::fromLatin1(OfficeXml::relationshipsNs), QStringLiteral("id"),
                             workbookRelationship);
        val("autoUpdate", 0);
        m_xml.writeEndElement();
    }
    m_xml.writeEndElement(); // chartSpace
}

} // namespace

unsigned ChartPart::paletteColor(int index)
{
    return charts::ChartTheme().seriesColor(index).rgb() & 0xFFFFFFu;
}

QString ChartPart::columnName(int column)
{
    QString name;
    for (int n = column + 1; n > 0; n = (n - 1) / 26)
        name.prepend(QChar(u'A' + (n - 1) % 26));
    return name;
}

namespace {

// 'Sheet name'!, quotes doubled, as Excel writes a reference to any sheet.
} // namespace

QString ChartPart::sheetReference(const QString& sheet)
{
    QString quoted = sheet;
    quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return (plain.match(sheet).hasMatch() ? sheet : QLatin1Char('\'') + quoted + QLatin1Char('\'')) + QLatin1Char('!');
}

QString ChartPart::nameCell(const Cells& cells, int index)
{
    return sheetReference(cells.sheet) + QStringLiteral("$%1$1").arg(columnName(cells.valueColumn(index)));
}

QString ChartPart::range(const OfficeChart& chart, const Cells& cells, int index)
{
    const QString column = columnName(index < 0 ? cells.categoryColumn : cells.valueColumn(index));
    const auto last = std::max<qsizetype>(2, chart.pointCount() + 1);
    return sheetReference(cells.sheet) + QStringLiteral("$%1$2:$%1$%2").arg(column).arg(last);
}

QByteArray ChartPart::xml(const OfficeChart& chart, const Cells& cells, const QString& workbookRelationship,
                          const QString& language, const QString& eastAsianFont)
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    ChartXml(doc.xml(), chart, cells, language, eastAsianFont).write(workbookRelationship);
    doc.finish();
    return bytes;
}

Workbook ChartPart::dataWorkbook(const OfficeChart& chart)
{
    Sheet sheet;
    sheet.name = QStringLiteral("Sheet1");
    sheet.headers << chart.categoryTitle;
    for (const auto& series : chart.series)
        sheet.headers << series.name;
    for (qsizetype p = 0; p < chart.pointCount(); ++p) {
        QList<SheetCell> row;
        if (chart.type == OfficeChartType::Lines)
            row << chart.xValues[p];
        else
            row << chart.categories[p];
        for (const auto& series : chart.series) {
            const std::optional<double> value = series.values.value(p);
            row << (value ? SheetCell(*value) : SheetCell());
        }
        sheet.rows << row;
    }
    Workbook book;
    book.title = chart.title;
    book.sheets << sheet;
    return book;
}

} // namespace gpuatlas::ui::exporting::office
