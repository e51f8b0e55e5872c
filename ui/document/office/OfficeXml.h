// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QXmlStreamWriter>

#include <memory>

namespace gpuatlas::ui::exporting::office {

// The XML of every office part: one QXmlStreamWriter set up the same way, and the one
// place text from files (GPU, model and workload names, sources) is made fit for XML.
// QXmlStreamWriter escapes < & " but writes a control character as it is, and one such
// character in a GPU's name would make PowerPoint refuse the whole deck.
class OfficeXml
{
public:
    // A writer into `bytes`, the XML declaration written (standalone, as Office writes).
    explicit OfficeXml(QByteArray& bytes);
    ~OfficeXml();
    OfficeXml(const OfficeXml&) = delete;
    OfficeXml& operator=(const OfficeXml&) = delete;

    QXmlStreamWriter& xml() { return *m_writer; }
    // Ends the document; false when the writer failed.
    bool finish();

    // `text` without the characters XML 1.0 cannot hold (C0 controls other than tab and
    // line breaks, U+FFFE, U+FFFF, unpaired surrogates: UntrustedText's rules), with the
    // bidirectional overrides it leaves open closed at its end. Everything else is kept.
    static QString text(const QString& text);
    // A number as OOXML reads it: '.' decimal point, no grouping, 15 significant digits.
    static QString number(double value);
    static QString integer(long long value);
    // A relationship type of the Office Open XML package ("slide" -> ".../relationships/slide").
    static QString relationshipType(const char* type);

    // Namespaces of the parts.
    static constexpr const char* drawingNs = "http://schemas.openxmlformats.org/drawingml/2006/main";
    static constexpr const char* chartNs = "http://schemas.openxmlformats.org/drawingml/2006/chart";
    static constexpr const char* presentationNs = "http://schemas.openxmlformats.org/presentationml/2006/main";
    static constexpr const char* relationshipsNs =
        "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
    static constexpr const char* packageRelationshipsNs =
        "http://schemas.openxmlformats.org/package/2006/relationships";
    static constexpr const char* contentTypesNs = "http://schemas.openxmlformats.org/package/2006/content-types";

private:
    std::unique_ptr<QXmlStreamWriter> m_writer;
};

} // namespace gpuatlas::ui::exporting::office
