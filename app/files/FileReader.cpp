// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileReader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <optional>
#include <string>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace gpuatlas::files {

using engine::Diagnostic;
using engine::DiagnosticCode;

namespace {

// Opens `path` for reading. Regular files open as usual. A pipe (`--workload <(jq ...)`
// hands the CLI /dev/fd/63) is opened without blocking, so a named FIFO nobody writes to
// reads as empty instead of hanging the program; anything else that is not a regular
// file (/dev/zero, /dev/tty, a socket) is refused, as it is never a data file.
std::optional<Diagnostic> openForReading(QFile& file, const QFileInfo& info, const std::string& name)
{
    if (!info.isFile()) {
#ifdef Q_OS_UNIX
        const QByteArray native = QFile::encodeName(info.filePath());
        struct stat status = {};
        if (::stat(native.constData(), &status) == 0 && S_ISFIFO(status.st_mode)) {
            const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd < 0)
                return Diagnostic{DiagnosticCode::FileUnreadable, name, {}, {"permission"}, std::strerror(errno)};
            // Blocking again from here: a writer that is there gets read to its end.
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
            if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
                ::close(fd);
                return Diagnostic{
                    DiagnosticCode::FileUnreadable, name, {}, {"permission"}, file.errorString().toStdString()};
            }
            return std::nullopt;
        }
#endif
        return Diagnostic{DiagnosticCode::FileUnreadable, name, {}, {"not-a-file"}, {}};
    }
    if (!file.open(QIODevice::ReadOnly))
        return Diagnostic{DiagnosticCode::FileUnreadable, name, {}, {"permission"}, file.errorString().toStdString()};
    return std::nullopt;
}

} // namespace

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
        return Diagnostic{
            DiagnosticCode::FileTooLarge, name, {}, {std::to_string(info.size()), std::to_string(limits.maxBytes)}, {}};
    }
    QFile file(path);
    if (auto problem = openForReading(file, info, name))
        return *problem;
    // Read at most one byte past the limit: a file that grows (or a pipe, whose size is
    // unknown) cannot make us read without bound. In chunks, into the string returned:
    // QFile::read(limit) allocates the whole limit (64 MB) up front for every file.
    constexpr std::size_t chunk = 64 * 1024;
    const std::size_t most = limits.maxBytes + 1;
    std::string text;
    text.reserve(std::min(most, static_cast<std::size_t>(info.size()) + 1));
    while (text.size() < most) {
        const std::size_t before = text.size();
        const std::size_t want = std::min(chunk, most - before);
        text.resize(before + want);
        const qint64 got = file.read(text.data() + before, static_cast<qint64>(want));
        if (got < 0) {
            return Diagnostic{
                DiagnosticCode::FileUnreadable, name, {}, {"read-error"}, file.errorString().toStdString()};
        }
        text.resize(before + static_cast<std::size_t>(got));
        if (got == 0)
            break;
    }
    if (text.size() > limits.maxBytes) {
        return Diagnostic{
            DiagnosticCode::FileTooLarge, name, {}, {std::to_string(text.size()), std::to_string(limits.maxBytes)}, {}};
    }
    return text;
}

} // namespace gpuatlas::files
