// SPDX-License-Identifier: GPL-3.0-or-later
#include "TsFile.h"

#include <QFile>
#include <QXmlStreamReader>

namespace gpuatlas::tests {

QString TsFile::path(const QString& language)
{
    return QStringLiteral(GPUATLAS_SOURCE_DIR "/translations/gpuatlas_%1.ts").arg(language);
}

QList<TsMessage> TsFile::read(const QString& path)
{
    QList<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name") && context.isEmpty()) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                current = TsMessage{};
                current.context = context;
                current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                current.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                current.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                current.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!current.numerus)
                    current.translations << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                current.translations << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << current;
        }
    }
    return messages;
}

} // namespace gpuatlas::tests
