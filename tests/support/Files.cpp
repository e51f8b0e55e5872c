// SPDX-License-Identifier: GPL-3.0-or-later
#include "Files.h"

#include <QFile>
#include <QRegularExpression>

namespace gpuatlas::testing {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeRaw(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QString fixture(const QString& relative)
{
    return QStringLiteral(GPUATLAS_FIXTURES_DIR "/") + relative;
}

int pdfPageCount(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return static_cast<int>(QString::fromLatin1(pdf).count(page));
}

} // namespace gpuatlas::testing
