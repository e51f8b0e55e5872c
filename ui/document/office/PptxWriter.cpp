// SPDX-License-Identifier: GPL-3.0-or-later
#include "PptxWriter.h"

#include "ChartPart.h"
#include "OfficeXml.h"
#include "OpcPackage.h"
#include "PptxMasterParts.h"
#include "SlideXml.h"
#include "XlsxWriter.h"

#include <QDir>

namespace gpuatlas::ui::exporting::office {

namespace {

const QString pml = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.");

QByteArray appProperties(const Deck& deck)
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    QXmlStreamWriter& xml = doc.xml();
    xml.writeStartElement(QStringLiteral("Properties"));
    xml.writeDefaultNamespace(
        QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"));
    xml.writeTextElement(QStringLiteral("Application"),
                         QStringLiteral("GPU Atlas %1").arg(QCoreApplication::applicationVersion()));
    xml.writeTextElement(QStringLiteral("PresentationFormat"), QStringLiteral("Widescreen"));
    xml.writeTextElement(QStringLiteral("Slides"), QString::number(deck.slides.size()));
    xml.writeTextElement(QStringLiteral("Notes"), QString::number(deck.slides.size()));
    xml.writeEndElement();
    doc.finish();
    return bytes;
}

QByteArray presentation(const QStringList& slideRelationships, const QString& masterRelationship,
                        const QString& notesMasterRelationship)
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    QXmlStreamWriter& xml = doc.xml();
    const QString p = QString::fromLatin1(OfficeXml::presentationNs);
    const QString r = QString::fromLatin1(OfficeXml::relationshipsNs);
    xml.writeNamespace(QString::fromLatin1(OfficeXml::drawingNs), QStringLiteral("a"));
    xml.writeNamespace(r, QStringLiteral("r"));
    xml.writeNamespace(p, QStringLiteral("p"));
    xml.writeStartElement(p, QStringLiteral("presentation"));
    xml.writeAttribute(QStringLiteral("saveSubsetFonts"), QStringLiteral("1"));
    xml.writeStartElement(p, QStringLiteral("sldMasterIdLst"));
    xml.writeEmptyElement(p, QStringLiteral("sldMasterId"));
    xml.writeAttribute(QStringLiteral("id"), QStringLiteral("2147483648"));
    xml.writeAttribute(r, QStringLiteral("id"), masterRelationship);
    xml.writeEndElement();
    xml.writeStartElement(p, QStringLiteral("notesMasterIdLst"));
    xml.writeEmptyElement(p, QStringLiteral("notesMasterId"));
    xml.writeAttribute(r, QStringLiteral("id"), notesMasterRelationship);
    xml.writeEndElement();
    xml.writeStartElement(p, QStringLiteral("sldIdLst"));
    for (qsizetype i = 0; i < slideRelationships.size(); ++i) {
        xml.writeEmptyElement(p, QStringLiteral("sldId"));
        xml.writeAttribute(QStringLiteral("id"), QString::number(256 + i));
        xml.writeAttribute(r, QStringLiteral("id"), slideRelationships[i]);
    }
    xml.writeEndElement();
    xml.writeEmptyElement(p, QStringLiteral("sldSz"));
    xml.writeAttribute(QStringLiteral("cx"), OfficeXml::integer(PptxMasterParts::slideWidth));
    xml.writeAttribute(QStringLiteral("cy"), OfficeXml::integer(PptxMasterParts::slideHeight));
    xml.writeEmptyElement(p, QStringLiteral("notesSz"));
    xml.writeAttribute(QStringLiteral("cx"), QStringLiteral("6858000"));
    xml.writeAttribute(QStringLiteral("cy"), QStringLiteral("9144000"));
    xml.writeEndElement();
    doc.finish();
    return bytes;
}

// The masters, layouts and themes every deck has.
struct Masters
{
    QString master;      // presentation -> slide master
    QString notesMaster; // presentation -> notes master
};

Masters addMasters(OpcPackage& package, const DeckStyle& style)
{
    const QString presentationPart = QStringLiteral("ppt/presentation.xml");
    const QString masterPart = QStringLiteral("ppt/slideMasters/slideMaster1.xml");
    const QString notesMasterPart = QStringLiteral("ppt/notesMasters/notesMaster1.xml");
    const QString theme = QStringLiteral("application/vnd.openxmlformats-officedocument.theme+xml");
    package.addPart(QStringLiteral("ppt/theme/theme1.xml"), theme, PptxMasterParts::theme(style));
    package.addPart(QStringLiteral("ppt/theme/theme2.xml"), theme, PptxMasterParts::theme(style));
    package.addPart(masterPart, pml + QStringLiteral("slideMaster+xml"), PptxMasterParts::slideMaster());
    package.addPart(QStringLiteral("ppt/slideLayouts/slideLayout1.xml"), pml + QStringLiteral("slideLayout+xml"),
                    PptxMasterParts::titleLayout());
    package.addPart(QStringLiteral("ppt/slideLayouts/slideLayout2.xml"), pml + QStringLiteral("slideLayout+xml"),
                    PptxMasterParts::contentLayout());
    package.addPart(notesMasterPart, pml + QStringLiteral("notesMaster+xml"), PptxMasterParts::notesMaster());
    // The master's layouts are rId1 and rId2, as its sldLayoutIdLst says.
    package.relate(masterPart, OfficeXml::relationshipType("slideLayout"),
                   QStringLiteral("../slideLayouts/slideLayout1.xml"));
    package.relate(masterPart, OfficeXml::relationshipType("slideLayout"),
                   QStringLiteral("../slideLayouts/slideLayout2.xml"));
    package.relate(masterPart, OfficeXml::relationshipType("theme"), QStringLiteral("../theme/theme1.xml"));
    for (int layout = 1; layout <= 2; ++layout)
        package.relate(QStringLiteral("ppt/slideLayouts/slideLayout%1.xml").arg(layout),
                       OfficeXml::relationshipType("slideMaster"), QStringLiteral("../slideMasters/slideMaster1.xml"));
    package.relate(notesMasterPart, OfficeXml::relationshipType("theme"), QStringLiteral("../theme/theme2.xml"));
    Masters masters;
    masters.master = package.relate(presentationPart, OfficeXml::relationshipType("slideMaster"),
                                    QStringLiteral("slideMasters/slideMaster1.xml"));
    masters.notesMaster = package.relate(presentationPart, OfficeXml::relationshipType("notesMaster"),
                                         QStringLiteral("notesMasters/notesMaster1.xml"));
    return masters;
}

// A slide, its notes page and its chart with the chart's workbook.
bool addSlide(OpcPackage& package, const Slide& slide, int number, int& charts, const DeckStyle& style, QString& error)
{
    const QString part = QStringLiteral("ppt/slides/slide%1.xml").arg(number);
    const QString notesPart = QStringLiteral("ppt/notesSlides/notesSlide%1.xml").arg(number);
    package.relate(part, OfficeXml::relationshipType("slideLayout"),
                   slide.kind == Slide::Kind::Title ? QStringLiteral("../slideLayouts/slideLayout1.xml")
                                                    : QStringLiteral("../slideLayouts/slideLayout2.xml"));
    package.relate(part, OfficeXml::relationshipType("notesSlide"),
                   QStringLiteral("../notesSlides/notesSlide%1.xml").arg(number));
    QString chartRelationship;
    if (slide.chart) {
        const int n = ++charts;
        const QString chartPart = QStringLiteral("ppt/charts/chart%1.xml").arg(n);
        const QString workbook = QStringLiteral("Microsoft_Excel_Worksheet%1.xlsx").arg(n);
        QByteArray data;
        if (!XlsxWriter::bytes(ChartPart::dataWorkbook(*slide.chart), data, error))
            return false;
        package.addDefaultPart(QStringLiteral("ppt/embeddings/") + workbook, data);
        const QString workbookRelationship = package.relate(chartPart, OfficeXml::relationshipType("package"),
                                                            QStringLiteral("../embeddings/") + workbook);
        package.addPart(chartPart, QStringLiteral("application/vnd.openxmlformats-officedocument.drawingml.chart+xml"),
                        ChartPart::xml(*slide.chart, {}, workbookRelationship, style.language, style.eastAsianFont));
        chartRelationship =
            package.relate(part, OfficeXml::relationshipType("chart"), QStringLiteral("../charts/chart%1.xml").arg(n));
    }
    package.addPart(part, pml + QStringLiteral("slide+xml"), SlideXml::slide(slide, chartRelationship, style));
    package.addPart(notesPart, pml + QStringLiteral("notesSlide+xml"), SlideXml::notes(slide, style));
    package.relate(notesPart, OfficeXml::relationshipType("notesMaster"),
                   QStringLiteral("../notesMasters/notesMaster1.xml"));
    package.relate(notesPart, OfficeXml::relationshipType("slide"),
                   QStringLiteral("../slides/slide%1.xml").arg(number));
    return true;
}

} // namespace

bool PptxWriter::bytes(const Deck& deck, QByteArray& out, QString& error)
{
    const DeckStyle style = DeckStyle::forLanguage(deck.language);
    const QString presentationPart = QStringLiteral("ppt/presentation.xml");
    OpcPackage package;
    package.setTimestamp(deck.created);
    package.setDefault(QStringLiteral("xlsx"),
                       QStringLiteral("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"));
    package.relate({}, OfficeXml::relationshipType("officeDocument"), presentationPart);
    package.addCoreProperties(deck.title, deck.subject, deck.language, deck.created);
    package.relate({}, OfficeXml::relationshipType("extended-properties"), QStringLiteral("docProps/app.xml"));
    package.addPart(QStringLiteral("docProps/app.xml"),
                    QStringLiteral("application/vnd.openxmlformats-officedocument.extended-properties+xml"),
                    appProperties(deck));

    const Masters masters = addMasters(package, style);
    QStringList slideRelationships;
    int charts = 0;
    for (qsizetype i = 0; i < deck.slides.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        if (!addSlide(package, deck.slides[i], number, charts, style, error))
            return false;
        slideRelationships << package.relate(presentationPart, OfficeXml::relationshipType("slide"),
                                             QStringLiteral("slides/slide%1.xml").arg(number));
    }
    package.addPart(QStringLiteral("ppt/presProps.xml"), pml + QStringLiteral("presProps+xml"),
                    PptxMasterParts::presentationProperties());
    package.addPart(QStringLiteral("ppt/viewProps.xml"), pml + QStringLiteral("viewProps+xml"),
                    PptxMasterParts::viewProperties());
    package.addPart(QStringLiteral("ppt/tableStyles.xml"), pml + QStringLiteral("tableStyles+xml"),
                    PptxMasterParts::tableStyles());
    package.relate(presentationPart, OfficeXml::relationshipType("presProps"), QStringLiteral("presProps.xml"));
    package.relate(presentationPart, OfficeXml::relationshipType("viewProps"), QStringLiteral("viewProps.xml"));
    package.relate(presentationPart, OfficeXml::relationshipType("theme"), QStringLiteral("theme/theme1.xml"));
    package.relate(presentationPart, OfficeXml::relationshipType("tableStyles"), QStringLiteral("tableStyles.xml"));
    package.addPart(presentationPart, pml + QStringLiteral("presentation.main+xml"),
                    presentation(slideRelationships, masters.master, masters.notesMaster));
    return package.zip(out, error);
}

ExportResult PptxWriter::write(const Deck& deck, const QString& path)
{
    QByteArray out;
    QString error;
    if (!bytes(deck, out, error))
        return ExportResult::failure(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
    return AtomicWriter::write(path, out);
}

} // namespace gpuatlas::ui::exporting::office
