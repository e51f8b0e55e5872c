// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpcPackage.h"

#include "OfficeXml.h"

#include <QBuffer>
#include <QFileInfo>
#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <zlib.h>

namespace gpuatlas::ui::exporting::office {

void OpcPackage::addPart(const QString& name, const QString& contentType, QByteArray data)
{
    m_overrides.insert(name, contentType);
    m_parts.push_back({name, std::move(data)});
}

void OpcPackage::addDefaultPart(const QString& name, QByteArray data)
{
    m_parts.push_back({name, std::move(data)});
}

void OpcPackage::setDefault(const QString& extension, const QString& contentType)
{
    m_defaults.insert(extension, contentType);
}

QString OpcPackage::relate(const QString& source, const QString& type, const QString& target)
{
    if (!m_relationships.contains(source))
        m_relationshipOrder << source;
    auto& list = m_relationships[source];
    const QString id = QStringLiteral("rId%1").arg(list.size() + 1);
    list.append({id, type, target});
    return id;
}

void OpcPackage::addCoreProperties(const QString& title, const QString& subject, const QString& language,
                                   const QDateTime& created)
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    QXmlStreamWriter& xml = doc.xml();
    const QString cp = QStringLiteral("http://schemas.openxmlformats.org/package/2006/metadata/core-properties");
    const QString dc = QStringLiteral("http://purl.org/dc/elements/1.1/");
    const QString dcterms = QStringLiteral("http://purl.org/dc/terms/");
    const QString xsi = QStringLiteral("http://www.w3.org/2001/XMLSchema-instance");
    xml.writeNamespace(cp, QStringLiteral("cp"));
    xml.writeNamespace(dc, QStringLiteral("dc"));
    xml.writeNamespace(dcterms, QStringLiteral("dcterms"));
    xml.writeNamespace(xsi, QStringLiteral("xsi"));
    xml.writeStartElement(cp, QStringLiteral("coreProperties"));
    xml.writeTextElement(dc, QStringLiteral("title"), OfficeXml::text(title));
    xml.writeTextElement(dc, QStringLiteral("subject"), OfficeXml::text(subject));
    xml.writeTextElement(dc, QStringLiteral("creator"), QStringLiteral("GPU Atlas"));
    xml.writeTextElement(dc, QStringLiteral("language"), language);
    const QString time = created.toUTC().toString(Qt::ISODate);
    for (const char* name : {"created", "modified"}) {
        xml.writeStartElement(dcterms, QString::fromLatin1(name));
        xml.writeAttribute(xsi, QStringLiteral("type"), QStringLiteral("dcterms:W3CDTF"));
        xml.writeCharacters(time);
        xml.writeEndElement();
    }
    xml.writeEndElement();
    doc.finish();
    relate({}, QStringLiteral("http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties"),
           QStringLiteral("docProps/core.xml"));
    addPart(QStringLiteral("docProps/core.xml"),
            QStringLiteral("application/vnd.openxmlformats-package.core-properties+xml"), bytes);
}

QString OpcPackage::relationshipPartName(const QString& source)
{
    if (source.isEmpty())
        return QStringLiteral("_rels/.rels");
    const QFileInfo info(source);
    const QString folder = info.path() == QLatin1String(".") ? QString() : info.path() + QLatin1Char('/');
    return folder + QStringLiteral("_rels/") + info.fileName() + QStringLiteral(".rels");
}

QByteArray OpcPackage::contentTypesXml() const
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    QXmlStreamWriter& xml = doc.xml();
    xml.writeStartElement(QStringLiteral("Types"));
    xml.writeDefaultNamespace(QString::fromLatin1(OfficeXml::contentTypesNs));
    QMap<QString, QString> defaults = m_defaults;
    defaults.insert(QStringLiteral("rels"), QStringLiteral("application/vnd.openxmlformats-package.relationships+xml"));
    defaults.insert(QStringLiteral("xml"), QStringLiteral("application/xml"));
    for (auto it = defaults.cbegin(); it != defaults.cend(); ++it) {
        xml.writeEmptyElement(QStringLiteral("Default"));
        xml.writeAttribute(QStringLiteral("Extension"), it.key());
        xml.writeAttribute(QStringLiteral("ContentType"), it.value());
    }
    for (const auto& part : m_parts) {
        const auto type = m_overrides.constFind(part.name);
        if (type == m_overrides.cend())
            continue;
        xml.writeEmptyElement(QStringLiteral("Override"));
        xml.writeAttribute(QStringLiteral("PartName"), QLatin1Char('/') + part.name);
        xml.writeAttribute(QStringLiteral("ContentType"), type.value());
    }
    xml.writeEndElement();
    doc.finish();
    return bytes;
}

QByteArray OpcPackage::relationshipsXml(const QList<Relationship>& relationships)
{
    QByteArray bytes;
    OfficeXml doc(bytes);
    QXmlStreamWriter& xml = doc.xml();
    xml.writeStartElement(QStringLiteral("Relationships"));
    xml.writeDefaultNamespace(QString::fromLatin1(OfficeXml::packageRelationshipsNs));
    for (const auto& relationship : relationships) {
        xml.writeEmptyElement(QStringLiteral("Relationship"));
        xml.writeAttribute(QStringLiteral("Id"), relationship.id);
        xml.writeAttribute(QStringLiteral("Type"), relationship.type);
        xml.writeAttribute(QStringLiteral("Target"), relationship.target);
    }
    xml.writeEndElement();
    doc.finish();
    return bytes;
}

std::vector<OpcPackage::Part> OpcPackage::allParts() const
{
    // [Content_Types].xml first: some readers (and `file`) look for it there.
    std::vector<Part> parts{{QStringLiteral("[Content_Types].xml"), contentTypesXml()}};
    if (m_relationships.contains(QString()))
        parts.push_back({relationshipPartName({}), relationshipsXml(m_relationships.value(QString()))});
    for (const auto& part : m_parts)
        parts.push_back(part);
    for (const QString& source : m_relationshipOrder) {
        if (!source.isEmpty())
            parts.push_back({relationshipPartName(source), relationshipsXml(m_relationships.value(source))});
    }
    return parts;
}

bool OpcPackage::zip(QByteArray& bytes, QString& error) const
{
    bytes.clear();
    QBuffer buffer(&bytes);
    QuaZip zip(&buffer);
    zip.setUtf8Enabled(true);
    if (!zip.open(QuaZip::mdCreate)) {
        error = tr("cannot start the ZIP package (error %1)").arg(zip.getZipError());
        return false;
    }
    for (const auto& part : allParts()) {
        QuaZipNewInfo info(part.name);
        info.dateTime = m_time;
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::WriteOnly, info, nullptr, 0, Z_DEFLATED, Z_BEST_COMPRESSION) ||
            file.write(part.data) != part.data.size()) {
            error = tr("cannot add %1 to the ZIP package (error %2)").arg(part.name).arg(file.getZipError());
            return false;
        }
        file.close();
        if (file.getZipError() != ZIP_OK) {
            error = tr("cannot add %1 to the ZIP package (error %2)").arg(part.name).arg(file.getZipError());
            return false;
        }
    }
    zip.close();
    if (zip.getZipError() != ZIP_OK) {
        error = tr("cannot finish the ZIP package (error %1)").arg(zip.getZipError());
        return false;
    }
    return true;
}

} // namespace gpuatlas::ui::exporting::office
