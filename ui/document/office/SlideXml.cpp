// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlideXml.h"

#include "OfficeXml.h"

#include <algorithm>
#include <numeric>

namespace gpuatlas::ui::exporting::office {

namespace {

const QString a = QString::fromLatin1(OfficeXml::drawingNs);
const QString p = QString::fromLatin1(OfficeXml::presentationNs);
const QString r = QString::fromLatin1(OfficeXml::relationshipsNs);
const QString c = QString::fromLatin1(OfficeXml::chartNs);

struct Box
{
    long long x, y, cx, cy;
};

// The slide's regions (EMU), under a title band as the content layout places it.
constexpr Box titleBox{457200, 274320, 11277600, 868680};
constexpr Box bodyBox{457200, 1234440, 11277600, 5029200};
constexpr Box captionBox{457200, 6309360, 11277600, 365760};
constexpr long long tableRowHeight = 320040;

struct RunStyle
{
    int size = 0; // hundredths of a point; 0: inherited
    bool bold = false;
    QString color; // RRGGBB; empty: inherited
};

class Writer
{
public:
    Writer(QXmlStreamWriter& xml, const DeckStyle& style)
        : m_xml(xml)
        , m_style(style)
    {
    }

    void begin(const QString& root);
    void end();
    void title(const QString& text, const char* type, int id, const Box& box, int size);
    void body(const QList<SlideParagraph>& paragraphs, int id, const Box& box, int size);
    void textBox(const QString& text, int id, const Box& box, const RunStyle& style);
    void table(const SlideTable& table, int id, const Box& box);
    void chartFrame(const QString& relationship, int id, const Box& box);
    void notesBody(const QStringList& paragraphs);

private:
    // A shape's position (a:xfrm); a graphic frame's is p:xfrm.
    void box(const Box& box, const QString& ns = a);
    // A graphic frame up to its open a:graphicData of type `uri`; graphicFrameEnd closes it.
    void graphicFrameStart(int id, const QString& name, bool lockGrouping, const Box& box, const QString& uri);
    void graphicFrameEnd();
    void shapeStart(int id, const QString& name, const char* placeholderType, int index, bool textBox);
    void run(const QString& text, const RunStyle& style);
    void paragraph(const QString& text, const RunStyle& style, const char* align = nullptr);
    void bodyProperties(bool autofit, const char* anchor = nullptr);
    void cell(const QString& text, bool header, bool numeric, bool shaded);

    QXmlStreamWriter& m_xml;
    const DeckStyle& m_style;
};

void Writer::begin(const QString& root)
{
    m_xml.writeNamespace(a, QStringLiteral("a"));
    m_xml.writeNamespace(r, QStringLiteral("r"));
    m_xml.writeNamespace(p, QStringLiteral("p"));
    m_xml.writeStartElement(p, root);
    m_xml.writeStartElement(p, QStringLiteral("cSld"));
    m_xml.writeStartElement(p, QStringLiteral("spTree"));
    m_xml.writeStartElement(p, QStringLiteral("nvGrpSpPr"));
    m_xml.writeEmptyElement(p, QStringLiteral("cNvPr"));
    m_xml.writeAttribute(QStringLiteral("id"), QStringLiteral("1"));
    m_xml.writeAttribute(QStringLiteral("name"), QString());
    m_xml.writeEmptyElement(p, QStringLiteral("cNvGrpSpPr"));
    m_xml.writeEmptyElement(p, QStringLiteral("nvPr"));
    m_xml.writeEndElement();
    m_xml.writeStartElement(p, QStringLiteral("grpSpPr"));
    m_xml.writeStartElement(a, QStringLiteral("xfrm"));
    for (const char* name : {"off", "ext", "chOff", "chExt"}) {
        const bool offset = name[0] == 'o' || name[2] == 'O';
        m_xml.writeEmptyElement(a, QString::fromLatin1(name));
        m_xml.writeAttribute(offset ? QStringLiteral("x") : QStringLiteral("cx"), QStringLiteral("0"));
        m_xml.writeAttribute(offset ? QStringLiteral("y") : QStringLiteral("cy"), QStringLiteral("0"));
    }
    m_xml.writeEndElement();
    m_xml.writeEndElement();
}

void Writer::end()
{
    m_xml.writeEndElement(); // spTree
    m_xml.writeEndElement(); // cSld
    m_xml.writeStartElement(p, QStringLiteral("clrMapOvr"));
    m_xml.writeEmptyElement(a, QStringLiteral("masterClrMapping"));
    m_xml.writeEndElement();
    m_xml.writeEndElement(); // root
}

void Writer::box(const Box& box, const QString& ns)
{
    m_xml.writeStartElement(ns, QStringLiteral("xfrm"));
    m_xml.writeEmptyElement(a, QStringLiteral("off"));
    m_xml.writeAttribute(QStringLiteral("x"), OfficeXml::integer(box.x));
    m_xml.writeAttribute(QStringLiteral("y"), OfficeXml::integer(box.y));
    m_xml.writeEmptyElement(a, QStringLiteral("ext"));
    m_xml.writeAttribute(QStringLiteral("cx"), OfficeXml::integer(box.cx));
    m_xml.writeAttribute(QStringLiteral("cy"), OfficeXml::integer(box.cy));
    m_xml.writeEndElement();
}

void Writer::shapeStart(int id, const QString& name, const char* placeholderType, int index, bool textBox)
{
    m_xml.writeStartElement(p, QStringLiteral("sp"));
    m_xml.writeStartElement(p, QStringLiteral("nvSpPr"));
    m_xml.writeEmptyElement(p, QStringLiteral("cNvPr"));
    m_xml.writeAttribute(QStringLiteral("id"), QString::number(id));
    m_xml.writeAttribute(QStringLiteral("name"), name);
    m_xml.writeStartElement(p, QStringLiteral("cNvSpPr"));
    if (textBox)
        m_xml.writeAttribute(QStringLiteral("txBox"), QStringLiteral("1"));
    if (placeholderType) {
        m_xml.writeEmptyElement(a, QStringLiteral("spLocks"));
        m_xml.writeAttribute(QStringLiteral("noGrp"), QStringLiteral("1"));
    }
    m_xml.writeEndElement();
    m_xml.writeStartElement(p, QStringLiteral("nvPr"));
    if (placeholderType) {
        m_xml.writeEmptyElement(p, QStringLiteral("ph"));
        m_xml.writeAttribute(QStringLiteral("type"), QString::fromLatin1(placeholderType));
        if (index > 0)
            m_xml.writeAttribute(QStringLiteral("idx"), QString::number(index));
    }
    m_xml.writeEndElement();
    m_xml.writeEndElement(); // nvSpPr
}

void Writer::run(const QString& text, const RunStyle& style)
{
    m_xml.writeStartElement(a, QStringLiteral("r"));
    m_xml.writeStartElement(a, QStringLiteral("rPr"));
    m_xml.writeAttribute(QStringLiteral("lang"), m_style.language);
    if (m_style.language != QLatin1String("en-US"))
        m_xml.writeAttribute(QStringLiteral("altLang"), QStringLiteral("en-US"));
    if (style.size > 0)
        m_xml.writeAttribute(QStringLiteral("sz"), QString::number(style.size));
    if (style.bold)
        m_xml.writeAttribute(QStringLiteral("b"), QStringLiteral("1"));
    m_xml.writeAttribute(QStringLiteral("dirty"), QStringLiteral("0"));
    if (!style.color.isEmpty()) {
        m_xml.writeStartElement(a, QStringLiteral("solidFill"));
        m_xml.writeEmptyElement(a, QStringLiteral("srgbClr"));
        m_xml.writeAttribute(QStringLiteral("val"), style.color);
        m_xml.writeEndElement();
    }
    if (!m_style.eastAsianFont.isEmpty()) {
        m_xml.writeEmptyElement(a, QStringLiteral("ea"));
        m_xml.writeAttribute(QStringLiteral("typeface"), m_style.eastAsianFont);
    }
    m_xml.writeEndElement(); // rPr
    m_xml.writeTextElement(a, QStringLiteral("t"), OfficeXml::text(text));
    m_xml.writeEndElement(); // r
}

void Writer::paragraph(const QString& text, const RunStyle& style, const char* align)
{
    m_xml.writeStartElement(a, QStringLiteral("p"));
    if (align) {
        m_xml.writeEmptyElement(a, QStringLiteral("pPr"));
        m_xml.writeAttribute(QStringLiteral("algn"), QString::fromLatin1(align));
    }
    if (!text.isEmpty())
        run(text, style);
    m_xml.writeEmptyElement(a, QStringLiteral("endParaRPr"));
    m_xml.writeAttribute(QStringLiteral("lang"), m_style.language);
    if (style.size > 0)
        m_xml.writeAttribute(QStringLiteral("sz"), QString::number(style.size));
    m_xml.writeEndElement();
}

void Writer::bodyProperties(bool autofit, const char* anchor)
{
    m_xml.writeStartElement(a, QStringLiteral("bodyPr"));
    m_xml.writeAttribute(QStringLiteral("wrap"), QStringLiteral("square"));
    if (anchor)
        m_xml.writeAttribute(QStringLiteral("anchor"), QString::fromLatin1(anchor));
    // Shrink on overflow: a long GPU name or a long translation stays on the slide.
    if (autofit)
        m_xml.writeEmptyElement(a, QStringLiteral("normAutofit"));
    m_xml.writeEndElement();
}

void Writer::title(const QString& text, const char* type, int id, const Box& where, int size)
{
    shapeStart(id, QStringLiteral("Title %1").arg(id), type, 0, false);
    m_xml.writeStartElement(p, QStringLiteral("spPr"));
    box(where);
    m_xml.writeEndElement();
    m_xml.writeStartElement(p, QStringLiteral("txBody"));
    bodyProperties(true, "b");
    m_xml.writeEmptyElement(a, QStringLiteral("lstStyle"));
    paragraph(text, {size, true, QString()}, type == QLatin1String("ctrTitle") ? "ctr" : nullptr);
    m_xml.writeEndElement();
    m_xml.writeEndElement(); // sp
}

void Writer::body(const QList<SlideParagraph>& paragraphs, int id, const Box& where, int size)
{
    shapeStart(id, QStringLiteral("Content %1").arg(id), "body", 1, false);
    m_xml.writeStartElement(p, QStringLiteral("spPr"));
    box(where);
    m_xml.writeEndElement();
    m_xml.writeStartElement(p, QStringLiteral("txBody"));
    bodyProperties(true);
    m_xml.writeEmptyElement(a, QStringLiteral("lstStyle"));
    for (const SlideParagraph& item : paragraphs) {
        m_xml.writeStartElement(a, QStringLiteral("p"));
        m_xml.writeStartElement(a, QStringLiteral("pPr"));
        if (item.level > 0)
            m_xml.writeAttribute(QStringLiteral("lvl"), QString::number(std::min(item.level, 2)));
        if (!item.bullet) {
            m_xml.writeAttribute(QStringLiteral("marL"), QStringLiteral("0"));
            m_xml.writeAttribute(QStringLiteral("indent"), QStringLiteral("0"));
            m_xml.writeEmptyElement(a, QStringLiteral("buNone"));
        }
        m_xml.writeEndElement();
        run(item.text, {item.level > 0 ? size - 400 : size, item.bold, QString()});
        m_xml.writeEndElement();
    }
    m_xml.writeEndElement(); // txBody
    m_xml.writeEndElement(); // sp
}

void Writer::textBox(const QString& text, int id, const Box& where, const RunStyle& style)
{
    shapeStart(id, QStringLiteral("Text %1").arg(id), nullptr, 0, true);
    m_xml.writeStartElement(p, QStringLiteral("spPr"));
    box(where);
    m_xml.writeStartElement(a, QStringLiteral("prstGeom"));
    m_xml.writeAttribute(QStringLiteral("prst"), QStringLiteral("rect"));
    m_xml.writeEmptyElement(a, QStringLiteral("avLst"));
    m_xml.writeEndElement();
    m_xml.writeEmptyElement(a, QStringLiteral("noFill"));
    m_xml.writeEndElement();
    m_xml.writeStartElement(p, QStringLiteral("txBody"));
    bodyProperties(true, "t");
    m_xml.writeEmptyElement(a, QStringLiteral("lstStyle"));
    for (const QString& line : text.split(QLatin1Char('\n')))
        paragraph(line, style);
    m_xml.writeEndElement();
    m_xml.writeEndElement();
}

void Writer::cell(const QString& text, bool header, bool numeric, bool shaded)
{
    m_xml.writeStartElement(a, QStringLiteral("tc"));
    m_xml.writeStartElement(a, QStringLiteral("txBody"));
    m_xml.writeEmptyElement(a, QStringLiteral("bodyPr"));
    m_xml.writeEmptyElement(a, QStringLiteral("lstStyle"));
    const RunStyle style{header ? 1100 : 1050, header, header ? QStringLiteral("FFFFFF") : QStringLiteral("1A1A1A")};
    for (const QString& line : text.split(QLatin1Char('\n')))
        paragraph(line, style, numeric && !header ? "r" : "l");
    m_xml.writeEndElement(); // txBody
    m_xml.writeStartElement(a, QStringLiteral("tcPr"));
    m_xml.writeAttribute(QStringLiteral("marL"), QStringLiteral("64008"));
    m_xml.writeAttribute(QStringLiteral("marR"), QStringLiteral("64008"));
    m_xml.writeAttribute(QStringLiteral("marT"), QStringLiteral("27432"));
    m_xml.writeAttribute(QStringLiteral("marB"), QStringLiteral("27432"));
    m_xml.writeAttribute(QStringLiteral("anchor"), QStringLiteral("ctr"));
    m_xml.writeStartElement(a, QStringLiteral("lnB"));
    m_xml.writeAttribute(QStringLiteral("w"), QStringLiteral("6350"));
    m_xml.writeStartElement(a, QStringLiteral("solidFill"));
    m_xml.writeEmptyElement(a, QStringLiteral("srgbClr"));
    m_xml.writeAttribute(QStringLiteral("val"), QStringLiteral("C8C8C8"));
    m_xml.writeEndElement();
    m_xml.writeEndElement(); // lnB
    m_xml.writeStartElement(a, QStringLiteral("solidFill"));
    m_xml.writeEmptyElement(a, QStringLiteral("srgbClr"));
    m_xml.writeAttribute(QStringLiteral("val"), header   ? QStringLiteral("2B3A4A")
                                                : shaded ? QStringLiteral("F3F5F8")
                                                         : QStringLiteral("FFFFFF"));
    m_xml.writeEndElement();
    m_xml.writeEndElement(); // tcPr
    m_xml.writeEndElement(); // tc
}

void Writer::table(const SlideTable& table, int id, const Box& where)
{
    const auto columns = static_cast<int>(table.headers.size());
    if (columns == 0)
        return;
    QList<double> weights = table.widths;
    weights.resize(columns, 0);
    for (double& w : weights)
        w = w > 0 ? w : 1;
    const double total = std::accumulate(weights.begin(), weights.end(), 0.0);
    const long long rows = table.rows.size() + 1;
    const Box frame{where.x, where.y, where.cx, std::min(where.cy, rows * tableRowHeight)};

    graphicFrameStart(id, QStringLiteral("Table %1").arg(id), true, frame,
                      QStringLiteral("http://schemas.openxmlformats.org/drawingml/2006/table"));
    m_xml.writeStartElement(a, QStringLiteral("tbl"));
    m_xml.writeEmptyElement(a, QStringLiteral("tblPr"));
    m_xml.writeAttribute(QStringLiteral("firstRow"), QStringLiteral("1"));
    m_xml.writeAttribute(QStringLiteral("bandRow"), QStringLiteral("1"));
    m_xml.writeStartElement(a, QStringLiteral("tblGrid"));
    for (const double w : weights) {
        m_xml.writeEmptyElement(a, QStringLiteral("gridCol"));
        m_xml.writeAttribute(QStringLiteral("w"),
                             OfficeXml::integer(static_cast<long long>(static_cast<double>(frame.cx) * w / total)));
    }
    m_xml.writeEndElement();
    const auto row = [&](const QStringList& cells, bool header, bool shaded) {
        m_xml.writeStartElement(a, QStringLiteral("tr"));
        m_xml.writeAttribute(QStringLiteral("h"), OfficeXml::integer(tableRowHeight));
        for (int col = 0; col < columns; ++col)
            cell(cells.value(col), header, table.numeric.value(col, false), shaded);
        m_xml.writeEndElement();
    };
    row(table.headers, true, false);
    for (qsizetype i = 0; i < table.rows.size(); ++i)
        row(table.rows[i], false, i % 2 == 1);
    m_xml.writeEndElement(); // tbl
    graphicFrameEnd();
}

void Writer::graphicFrameStart(int id, const QString& name, bool lockGrouping, const Box& where, const QString& uri)
{
    m_xml.writeStartElement(p, QStringLiteral("graphicFrame"));
    m_xml.writeStartElement(p, QStringLiteral("nvGraphicFramePr"));
    m_xml.writeEmptyElement(p, QStringLiteral("cNvPr"));
    m_xml.writeAttribute(QStringLiteral("id"), QString::number(id));
    m_xml.writeAttribute(QStringLiteral("name"), name);
    if (lockGrouping) {
        m_xml.writeStartElement(p, QStringLiteral("cNvGraphicFramePr"));
        m_xml.writeEmptyElement(a, QStringLiteral("graphicFrameLocks"));
        m_xml.writeAttribute(QStringLiteral("noGrp"), QStringLiteral("1"));
        m_xml.writeEndElement();
    } else {
        m_xml.writeEmptyElement(p, QStringLiteral("cNvGraphicFramePr"));
    }
    m_xml.writeEmptyElement(p, QStringLiteral("nvPr"));
    m_xml.writeEndElement();
    box(where, p);
    m_xml.writeStartElement(a, QStringLiteral("graphic"));
    m_xml.writeStartElement(a, QStringLiteral("graphicData"));
    m_xml.writeAttribute(QStringLiteral("uri"), uri);
}

void Writer::graphicFrameEnd()
{
    m_xml.writeEndElement(); // graphicData
    m_xml.writeEndElement(); // graphic
    m_xml.writeEndElement(); // graphicFrame
}

void Writer::chartFrame(const QString& relationship, int id, const Box& where)
{
    graphicFrameStart(id, QStringLiteral("Chart %1").arg(id), false, where, c);
    m_xml.writeNamespace(c, QStringLiteral("c"));
    m_xml.writeEmptyElement(c, QStringLiteral("chart"));
    m_xml.writeAttribute(r, QStringLiteral("id"), relationship);
    graphicFrameEnd();
}

void Writer::notesBody(const QStringList& paragraphs)
{
    shapeStart(2, QStringLiteral("Slide Image Placeholder 1"), "sldImg", 0, false);
    m_xml.writeEmptyElement(p, QStringLiteral("spPr"));
    m_xml.writeEndElement();
    shapeStart(3, QStringLiteral("Notes Placeholder 2"), "body", 1, false);
    m_xml.writeEmptyElement(p, QStringLiteral("spPr"));
    m_xml.writeStartElement(p, QStringLiteral("txBody"));
    m_xml.writeEmptyElement(a, QStringLiteral("bodyPr"));
    m_xml.writeEmptyElement(a, QStringLiteral("lstStyle"));
    for (const QString& text : paragraphs)
        paragraph(text, {1200, false, QString()});
    if (paragraphs.isEmpty())
        paragraph(QString(), {});
    m_xml.writeEndElement();
    m_xml.writeEndElement();
}

} // namespace

QByteArray SlideXml::slide(const Slide& slide, const QString& chartRelationship, const DeckStyle& style)
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    Writer out(doc.xml(), style);
    out.begin(QStringLiteral("sld"));
    if (slide.kind == Slide::Kind::Title) {
        out.title(slide.title, "ctrTitle", 2, {914400, 2011680, 10363200, 1463040}, 4000);
        out.textBox(slide.subtitle, 3, {914400, 3566160, 10363200, 1463040}, {2000, false, QStringLiteral("404040")});
        int id = 4;
        if (!slide.body.isEmpty()) {
            QStringList lines;
            for (const auto& item : slide.body)
                lines << item.text;
            out.textBox(lines.join(QLatin1Char('\n')), id++, {914400, 5120640, 10363200, 914400},
                        {1400, false, QStringLiteral("595959")});
        }
    } else {
        out.title(slide.title, "title", 2, titleBox, 2800);
        int id = 3;
        Box content = bodyBox;
        if (!slide.caption.isEmpty())
            content.cy = captionBox.y - bodyBox.y - 45720;
        // Text above a table or chart takes the room its lines need.
        if (!slide.body.isEmpty() && (slide.table || slide.chart)) {
            const long long height = std::min<long long>(1828800, 91440 + 411480 * slide.body.size());
            out.body(slide.body, id++, {content.x, content.y, content.cx, height}, 1800);
            content.y += height;
            content.cy -= height;
        } else if (!slide.body.isEmpty()) {
            out.body(slide.body, id++, content, 2000);
        }
        if (slide.table)
            out.table(*slide.table, id++, content);
        if (slide.chart && !chartRelationship.isEmpty())
            out.chartFrame(chartRelationship, id++, content);
        if (!slide.caption.isEmpty())
            out.textBox(slide.caption, id++, captionBox, {1000, false, QStringLiteral("595959")});
    }
    out.end();
    doc.finish();
    return bytes;
}

QByteArray SlideXml::notes(const Slide& slide, const DeckStyle& style)
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    Writer out(doc.xml(), style);
    out.begin(QStringLiteral("notes"));
    out.notesBody(slide.notes);
    out.end();
    doc.finish();
    return bytes;
}

} // namespace gpuatlas::ui::exporting::office
