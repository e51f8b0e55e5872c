// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>
#include <quazip/quazip.h>
#include <quazip/quazipfile.h>

// A ZIP package opened as a user's program opens it: every entry by name, and the OPC
// relationships and content types read back from the XML.
struct OfficePackage
{
    QMap<QString, QByteArray> parts;
    QStringList order; // entry names in the ZIP's order
    bool ok = false;

    static OfficePackage read(const QByteArray& zip)
    {
        OfficePackage package;
        QByteArray copy = zip;
        QBuffer buffer(&copy);
        QuaZip archive(&buffer);
        if (!archive.open(QuaZip::mdUnzip))
            return package;
        for (bool more = archive.goToFirstFile(); more; more = archive.goToNextFile()) {
            QuaZipFile file(&archive);
            if (!file.open(QIODevice::ReadOnly))
                return package;
            const QString name = archive.getCurrentFileName();
            package.parts.insert(name, file.readAll());
            package.order << name;
            file.close();
        }
        package.ok = archive.getZipError() == 0;
        return package;
    }

    struct Relationship
    {
        QString id;
        QString type;
        QString target; // resolved to a part name
    };

    // The relationships of `part` ("" for the package), targets resolved against its folder.
    QList<Relationship> relationships(const QString& part) const
    {
        const QFileInfo info(part);
        const QString folder =
            part.isEmpty() || info.path() == QLatin1String(".") ? QString() : info.path() + QLatin1Char('/');
        const QString rels = part.isEmpty()
                                 ? QStringLiteral("_rels/.rels")
                                 : folder + QStringLiteral("_rels/") + info.fileName() + QStringLiteral(".rels");
        QList<Relationship> out;
        QXmlStreamReader xml(parts.value(rels));
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != QLatin1String("Relationship"))
                continue;
            const auto attributes = xml.attributes();
            out.append({attributes.value(QLatin1String("Id")).toString(),
                        attributes.value(QLatin1String("Type")).toString(),
                        resolve(folder, attributes.value(QLatin1String("Target")).toString())});
        }
        return out;
    }

    static QString resolve(const QString& folder, const QString& target)
    {
        QStringList path = (folder + target).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        QStringList out;
        for (const QString& piece : path) {
            if (piece == QLatin1String(".."))
                out.removeLast();
            else if (piece != QLatin1String("."))
                out << piece;
        }
        return out.join(QLatin1Char('/'));
    }

    // The content type of `part` by [Content_Types].xml (Override, else Default by extension).
    QString contentType(const QString& part) const
    {
        QXmlStreamReader xml(parts.value(QStringLiteral("[Content_Types].xml")));
        QString byDefault;
        const QString extension = QFileInfo(part).suffix();
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto attributes = xml.attributes();
            if (xml.name() == QLatin1String("Override") &&
                attributes.value(QLatin1String("PartName")) == QString(QLatin1Char('/') + part))
                return attributes.value(QLatin1String("ContentType")).toString();
            if (xml.name() == QLatin1String("Default") && attributes.value(QLatin1String("Extension")) == extension)
                byDefault = attributes.value(QLatin1String("ContentType")).toString();
        }
        return byDefault;
    }

    // Parts whose name matches `pattern`, in name order.
    QStringList named(const QString& pattern) const
    {
        const QRegularExpression expression(QRegularExpression::anchoredPattern(pattern));
        QStringList out;
        for (const QString& name : parts.keys()) {
            if (expression.match(name).hasMatch())
                out << name;
        }
        return out;
    }

    // Whether every part is well-formed XML (binary parts excepted).
    static bool wellFormed(const QByteArray& xml, QString* error = nullptr)
    {
        QXmlStreamReader reader(xml);
        while (!reader.atEnd())
            reader.readNext();
        if (reader.hasError() && error)
            *error = reader.errorString();
        return !reader.hasError();
    }

    // Every text of elements called `local` (e.g. "v" or "t"), in document order.
    static QStringList texts(const QByteArray& xml, const QString& local)
    {
        QStringList out;
        QXmlStreamReader reader(xml);
        while (!reader.atEnd()) {
            if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == local)
                out << reader.readElementText(QXmlStreamReader::IncludeChildElements);
        }
        return out;
    }
};
