// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfficeXml.h"

#include "ui/document/export/UntrustedText.h"

namespace gpuatlas::ui::exporting::office {

OfficeXml::OfficeXml(QByteArray& bytes)
    : m_writer(std::make_unique<QXmlStreamWriter>(&bytes))
{
    // Office writes its parts without indentation; so do we, which also keeps the
    // whitespace of a:t elements exactly as given.
    m_writer->setAutoFormatting(false);
    m_writer->writeStartDocument(QStringLiteral("1.0"), true);
}

OfficeXml::~OfficeXml() = default;

bool OfficeXml::finish()
{
    m_writer->writeEndDocument();
    return !m_writer->hasError();
}

QString OfficeXml::text(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isHighSurrogate()) {
            if (i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
                out += c;
                out += text[++i];
            }
            continue;
        }
        if (c.isLowSurrogate())
            continue;
        if (UntrustedText::isXmlCharacter(c))
            out += c;
    }
    // A right-to-left override in a name must not reverse the text that follows it.
    return UntrustedText::withDirectionsClosed(out);
}

QString OfficeXml::number(double value)
{
    return QString::number(value, 'g', 15);
}

QString OfficeXml::integer(long long value)
{
    return QString::number(value);
}

QString OfficeXml::relationshipType(const char* type)
{
    return QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/") + QLatin1String(type);
}

} // namespace gpuatlas::ui::exporting::office
