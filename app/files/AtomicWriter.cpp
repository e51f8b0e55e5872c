// SPDX-License-Identifier: GPL-3.0-or-later
#include "AtomicWriter.h"

#include <QDir>
#include <QSaveFile>

namespace gpuatlas::files {

Status AtomicWriter::write(const QString& path, const Writer& write)
{
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Status::failure(tr("Cannot write %1: %2").arg(shown, file.errorString()));
    QString error;
    if (!write(file, error)) {
        file.cancelWriting();
        return Status::failure(tr("Cannot write %1: %2").arg(shown, error));
    }
    if (!file.commit())
        return Status::failure(tr("Cannot write %1: %2").arg(shown, file.errorString()));
    return Status::success();
}

Status AtomicWriter::write(const QString& path, const QByteArray& bytes)
{
    return write(path, [&bytes](QIODevice& device, QString& error) {
        if (device.write(bytes) == bytes.size())
            return true;
        error = device.errorString();
        return false;
    });
}

} // namespace gpuatlas::files
