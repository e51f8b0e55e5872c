// SPDX-License-Identifier: GPL-3.0-or-later
#include "PptxMasterParts.h"

#include "ChartPart.h"

namespace gpuatlas::ui::exporting::office {

namespace {

#define GPUATLAS_PML_NAMESPACES                                                                                        \
    "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "                                               \
    "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "                                 \
    "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\""

constexpr const char* declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n";

QString hex(unsigned rgb)
{
    return QStringLiteral("%1").arg(rgb & 0xFFFFFF, 6, 16, QLatin1Char('0')).toUpper();
}

// The group shape every shape tree starts with.
constexpr const char* treeStart =
    "<p:nvGrpSpPr><p:cNvPr id=\"1\" name=\"\"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>"
    "<p:grpSpPr><a:xfrm><a:off x=\"0\" y=\"0\"/><a:ext cx=\"0\" cy=\"0\"/><a:chOff x=\"0\" y=\"0\"/>"
    "<a:chExt cx=\"0\" cy=\"0\"/></a:xfrm></p:grpSpPr>";

QByteArray placeholder(int id, const char* name, const char* type, int index, long long x, long long y, long long cx,
                       long long cy)
{
    QString ph = QStringLiteral("<p:ph type=\"%1\"").arg(QLatin1String(type));
    if (index > 0)
        ph += QStringLiteral(" idx=\"%1\"").arg(index);
    ph += QStringLiteral("/>");
    return QStringLiteral("<p:sp><p:nvSpPr><p:cNvPr id=\"%1\" name=\"%2\"/><p:cNvSpPr><a:spLocks noGrp=\"1\"/>"
                          "</p:cNvSpPr><p:nvPr>%3</p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x=\"%4\" y=\"%5\"/>"
                          "<a:ext cx=\"%6\" cy=\"%7\"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p>"
                          "<a:endParaRPr lang=\"en-US\"/></a:p></p:txBody></p:sp>")
        .arg(id)
        .arg(QLatin1String(name), ph)
        .arg(x)
        .arg(y)
        .arg(cx)
        .arg(cy)
        .toUtf8();
}

// A slide layout of `type` holding `placeholders` (p:sp elements).
QByteArray layout(const char* type, const char* name, const QByteArray& placeholders)
{
    QByteArray xml = declaration;
    xml += "<p:sldLayout " GPUATLAS_PML_NAMESPACES " type=\"";
    xml += type;
    xml += "\" preserve=\"1\"><p:cSld name=\"";
    xml += name;
    xml += "\"><p:spTree>";
    xml += treeStart;
    xml += placeholders;
    xml += "</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>";
    return xml;
}

QByteArray level(int n, int size, long long margin, bool bullet)
{
    const QString bulletXml = bullet ? QStringLiteral("<a:buFont typeface=\"Arial\"/><a:buChar char=\"\u2022\"/>")
                                     : QStringLiteral("<a:buNone/>");
    return QStringLiteral("<a:lvl%1pPr marL=\"%2\" indent=\"%3\" algn=\"l\"><a:spcBef><a:spcPts val=\"600\"/>"
                          "</a:spcBef>%4<a:defRPr sz=\"%5\"><a:solidFill><a:schemeClr val=\"tx1\"/></a:solidFill>"
                          "<a:latin typeface=\"+mn-lt\"/><a:ea typeface=\"+mn-ea\"/><a:cs typeface=\"+mn-cs\"/>"
                          "</a:defRPr></a:lvl%1pPr>")
        .arg(n)
        .arg(margin)
        .arg(bullet ? -228600 : 0)
        .arg(bulletXml)
        .arg(size)
        .toUtf8();
}

} // namespace

DeckStyle DeckStyle::forLanguage(const QString& bcp47)
{
    DeckStyle style;
    style.language = bcp47;
    if (bcp47.startsWith(QLatin1String("zh-TW")) || bcp47.startsWith(QLatin1String("zh-HK")) ||
        bcp47.startsWith(QLatin1String("zh-Hant")))
        style.eastAsianFont = QStringLiteral("Microsoft JhengHei");
    else if (bcp47.startsWith(QLatin1String("zh")))
        style.eastAsianFont = QStringLiteral("Microsoft YaHei");
    return style;
}

QByteArray PptxMasterParts::theme(const DeckStyle& style)
{
    QString colours;
    static const char* const accents[] = {"accent1", "accent2", "accent3", "accent4", "accent5", "accent6"};
    for (int i = 0; i < 6; ++i)
        colours += QStringLiteral("<a:%1><a:srgbClr val=\"%2\"/></a:%1>")
                       .arg(QLatin1String(accents[i]), hex(ChartPart::paletteColor(i)));
    const QString fonts = QStringLiteral("<a:latin typeface=\"%1\"/><a:ea typeface=\"%2\"/><a:cs typeface=\"\"/>")
                              .arg(style.latinFont, style.eastAsianFont);
    const QString line = QStringLiteral("<a:ln w=\"%1\" cap=\"flat\" cmpd=\"sng\" algn=\"ctr\"><a:solidFill>"
                                        "<a:schemeClr val=\"phClr\"/></a:solidFill><a:prstDash val=\"solid\"/></a:ln>");
    const QString fill = QStringLiteral("<a:solidFill><a:schemeClr val=\"phClr\"/></a:solidFill>");
    const QString xml =
        QString::fromLatin1(declaration) +
        QStringLiteral(
            "<a:theme xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" name=\"GPU Atlas\">"
            "<a:themeElements><a:clrScheme name=\"GPU Atlas\">"
            "<a:dk1><a:srgbClr val=\"1A1A1A\"/></a:dk1><a:lt1><a:srgbClr val=\"FFFFFF\"/></a:lt1>"
            "<a:dk2><a:srgbClr val=\"2B3A4A\"/></a:dk2><a:lt2><a:srgbClr val=\"EEF1F5\"/></a:lt2>%1"
            "<a:hlink><a:srgbClr val=\"0B5CAD\"/></a:hlink><a:folHlink><a:srgbClr val=\"6A3D9A\"/></a:folHlink>"
            "</a:clrScheme><a:fontScheme name=\"GPU Atlas\"><a:majorFont>%2</a:majorFont>"
            "<a:minorFont>%2</a:minorFont></a:fontScheme><a:fmtScheme name=\"GPU Atlas\"><a:fillStyleLst>%3%3%3"
            "</a:fillStyleLst><a:lnStyleLst>%4%5%6</a:lnStyleLst><a:effectStyleLst>"
            "<a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle>"
            "<a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst>%3%3%3"
            "</a:bgFillStyleLst></a:fmtScheme></a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/>"
            "</a:theme>")
            .arg(colours, fonts, fill, line.arg(6350), line.arg(12700), line.arg(19050));
    return xml.toUtf8();
}

QByteArray PptxMasterParts::slideMaster()
{
    QByteArray xml = declaration;
    xml += "<p:sldMaster " GPUATLAS_PML_NAMESPACES "><p:cSld><p:bg><p:bgRef idx=\"1001\"><a:schemeClr val=\"bg1\"/>"
           "</p:bgRef></p:bg><p:spTree>";
    xml += treeStart;
    xml += placeholder(2, "Title Placeholder 1", "title", 0, 457200, 274320, 11277600, 868680);
    xml += placeholder(3, "Text Placeholder 2", "body", 1, 457200, 1280160, 11277600, 5029200);
    xml += "</p:spTree></p:cSld><p:clrMap bg1=\"lt1\" tx1=\"dk1\" bg2=\"lt2\" tx2=\"dk2\" accent1=\"accent1\" "
           "accent2=\"accent2\" accent3=\"accent3\" accent4=\"accent4\" accent5=\"accent5\" accent6=\"accent6\" "
           "hlink=\"hlink\" folHlink=\"folHlink\"/><p:sldLayoutIdLst><p:sldLayoutId id=\"2147483649\" r:id=\"rId1\"/>"
           "<p:sldLayoutId id=\"2147483650\" r:id=\"rId2\"/></p:sldLayoutIdLst><p:txStyles><p:titleStyle>"
           "<a:lvl1pPr algn=\"l\"><a:defRPr sz=\"2800\" b=\"1\"><a:solidFill><a:schemeClr val=\"tx2\"/></a:solidFill>"
           "<a:latin typeface=\"+mj-lt\"/><a:ea typeface=\"+mj-ea\"/><a:cs typeface=\"+mj-cs\"/></a:defRPr>"
           "</a:lvl1pPr></p:titleStyle><p:bodyStyle>";
    xml += level(1, 2000, 228600, true);
    xml += level(2, 1600, 685800, true);
    xml += level(3, 1400, 1143000, true);
    xml += "</p:bodyStyle><p:otherStyle>";
    xml += level(1, 1800, 0, false);
    xml += "</p:otherStyle></p:txStyles></p:sldMaster>";
    return xml;
}

QByteArray PptxMasterParts::titleLayout()
{
    return layout("title", "Title Slide",
                  placeholder(2, "Title 1", "ctrTitle", 0, 914400, 2103120, 10363200, 1463040) +
                      placeholder(3, "Subtitle 2", "subTitle", 1, 914400, 3657600, 10363200, 1371600));
}

QByteArray PptxMasterParts::contentLayout()
{
    return layout("obj", "Title and Content",
                  placeholder(2, "Title 1", "title", 0, 457200, 274320, 11277600, 868680) +
                      placeholder(3, "Content Placeholder 2", "body", 1, 457200, 1280160, 11277600, 5029200));
}

QByteArray PptxMasterParts::notesMaster()
{
    QByteArray xml = declaration;
    xml += "<p:notesMaster " GPUATLAS_PML_NAMESPACES "><p:cSld><p:bg><p:bgRef idx=\"1001\"><a:schemeClr val=\"bg1\"/>"
           "</p:bgRef></p:bg><p:spTree>";
    xml += treeStart;
    xml += placeholder(2, "Slide Image Placeholder 1", "sldImg", 0, 685800, 685800, 5486400, 3086100);
    xml += placeholder(3, "Notes Placeholder 2", "body", 1, 685800, 4000500, 5486400, 4457700);
    xml += "</p:spTree></p:cSld><p:clrMap bg1=\"lt1\" tx1=\"dk1\" bg2=\"lt2\" tx2=\"dk2\" accent1=\"accent1\" "
           "accent2=\"accent2\" accent3=\"accent3\" accent4=\"accent4\" accent5=\"accent5\" accent6=\"accent6\" "
           "hlink=\"hlink\" folHlink=\"folHlink\"/><p:notesStyle>";
    xml += level(1, 1200, 0, false);
    xml += "</p:notesStyle></p:notesMaster>";
    return xml;
}

QByteArray PptxMasterParts::presentationProperties()
{
    return QByteArray(declaration) + "<p:presentationPr " GPUATLAS_PML_NAMESPACES "/>";
}

QByteArray PptxMasterParts::viewProperties()
{
    return QByteArray(declaration) +
           "<p:viewPr " GPUATLAS_PML_NAMESPACES "><p:normalViewPr><p:restoredLeft sz=\"15620\"/>"
           "<p:restoredTop sz=\"94660\"/></p:normalViewPr><p:gridSpacing cx=\"76200\" cy=\"76200\"/></p:viewPr>";
}

QByteArray PptxMasterParts::tableStyles()
{
    // The built-in "Medium Style 2 - Accent 1"; our tables colour their own cells.
    return QByteArray(declaration) + "<a:tblStyleLst xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
                                     "def=\"{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}\"/>";
}

} // namespace gpuatlas::ui::exporting::office
