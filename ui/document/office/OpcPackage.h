// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

class QIODevice;

namespace gpuatlas::ui::exporting::office {

// An Open Packaging Conventions package (ECMA-376 part 2), the container of .pptx and
// .xlsx: parts with content types, relationships between them, all in one ZIP written
// by QuaZip. Parts are named without a leading slash ("ppt/slides/slide1.xml").
class OpcPackage
{
    Q_DECLARE_TR_FUNCTIONS(OpcPackage)

public:
    // A part whose content type is its own (an Override in [Content_Types].xml).
    void addPart(const QString& name, const QString& contentType, QByteArray data);
    // A part whose content type follows from its extension (a Default), e.g. "xlsx".
    void addDefaultPart(const QString& name, QByteArray data);
    void setDefault(const QString& extension, const QString& contentType);

    // Relates `source` (a part name, or empty for the package itself) to `target`, given
    // relative to the source's folder as OPC requires ("slides/slide1.xml" from
    // "ppt/presentation.xml"). Returns the relationship id ("rId3").
    QString relate(const QString& source, const QString& type, const QString& target);

    // docProps/core.xml (Dublin Core: title, subject, language, dates, "GPU Atlas" as creator).
    void addCoreProperties(const QString& title, const QString& subject, const QString& language,
                           const QDateTime& created);

    // The time stamped on every ZIP entry (default: now).
    void setTimestamp(const QDateTime& time) { m_time = time; }

    // The package as ZIP bytes; false with `error` set when QuaZip fails.
    bool zip(QByteArray& bytes, QString& error) const;

    static QString relationshipPartName(const QString& source);

private:
    struct Part
    {
        QString name;
        QByteArray data;
    };
    struct Relationship
    {
        QString id;
        QString type;
        QString target;
    };

    QByteArray contentTypesXml() const;
    static QByteArray relationshipsXml(const QList<Relationship>& relationships);
    std::vector<Part> allParts() const;

    std::vector<Part> m_parts;
    QMap<QString, QString> m_overrides; // part name -> content type
    QMap<QString, QString> m_defaults;  // extension -> content type
    QMap<QString, QList<Relationship>> m_relationships;
    QStringList m_relationshipOrder; // sources in the order first related
    QDateTime m_time = QDateTime::currentDateTime();
};

} // namespace gpuatlas::ui::exporting::office
