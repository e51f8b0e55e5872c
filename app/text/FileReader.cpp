// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileReader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace gpuatlas::text {

using engine::Diagnostic;
using engine::DiagnosticCode;

std::string displayName(const QString& path)
{
    return QDir::toNativeSeparators(path).toStdString();
}

engine::Result<std::string> readTextFile(const QString& path, const engine::JsonLimits& limits)
{
    const std::string name = displayName(path);
    const QFileInfo info(path);
    if (!info.exists())
        return Diagnostic{DiagnosticCode::FileUnreadable, name, {}, {"not-found"}, {}};
    if (info.isDir())
        return Diagnostic{DiagnosticCode::FileUnreadable, name, {}, {"is-directory"}, {}};
    if (static_cast<quint64>(info.size()) > limits.maxBytes) {
        return Diagnostic{DiagnosticCode::FileTooLarge, name, {},
                          {std::to_string(info.size()), std::to_string(limits.maxBytes)}, {}};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Diagnostic{DiagnosticCode::FileUnreadable, name, {}, {"permission"}, file.errorString().toStdString()};
    // Read at most one byte past the limit: a file that grows (or a device such as
    // /dev/zero that reports size 0) cannot make us read without bound.
    const QByteArray bytes = file.read(static_cast<qint64>(limits.maxBytes) + 1);
    if (static_cast<std::size_t>(bytes.size()) > limits.maxBytes) {
        return Diagnostic{DiagnosticCode::FileTooLarge, name, {},
                          {std::to_string(bytes.size()), std::to_string(limits.maxBytes)}, {}};
    }
    if (file.error() != QFileDevice::NoError)
        return Diagnostic{DiagnosticCode::FileUnreadable, name, {}, {"read-error"}, file.errorString().toStdString()};
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

} // namespace gpuatlas::text
