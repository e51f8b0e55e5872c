// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserDataFile.h"

#include "AtomicWriter.h"
#include "FileReader.h"
#include "text/DiagnosticText.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace gpuatlas::files {

using text::DiagnosticText;

UserDataFile::UserDataFile(QString path, Validator validate)
    : m_path(std::move(path))
    , m_validate(std::move(validate))
    , m_writeStep(&UserDataFile::writeAll)
{
}

QString UserDataFile::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

qint64 UserDataFile::writeAll(QIODevice& device, const QByteArray& bytes)
{
    return device.write(bytes);
}

std::optional<std::string> UserDataFile::load()
{
    m_problems.clear();
    if (!QFileInfo::exists(m_path)) {
        m_state = State::Missing;
        return std::string();
    }
    auto text = readTextFile(m_path);
    if (!text) {
        m_problems = text.errors();
    } else {
        m_problems = m_validate(text.value(), displayName(m_path));
    }
    m_state = m_problems.empty() ? State::Valid : State::Invalid;
    if (m_state == State::Invalid)
        return std::nullopt;
    return std::move(text).value();
}

Status UserDataFile::save(const QByteArray& bytes)
{
    const QString shown = QDir::toNativeSeparators(m_path);
    if (m_state == State::Invalid)
        return Status::failure(tr("%1 is invalid and was kept as it is; set it aside before saving.").arg(shown));
    const engine::Diagnostics problems =
        m_validate(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), displayName(m_path));
    if (!problems.empty())
        return Status::failure(DiagnosticText::lines(problems, 5));
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()))
        return Status::failure(tr("Cannot create the folder for %1.").arg(shown));
    Status status = AtomicWriter::write(m_path, [this, &bytes](QIODevice& device, QString& error) {
        if (m_writeStep(device, bytes) == bytes.size())
            return true;
        error = device.errorString().isEmpty() ? tr("the data could not be written") : device.errorString();
        return false;
    });
    if (status)
        m_state = State::Valid;
    return status;
}

Status UserDataFile::remove()
{
    if (m_state == State::Invalid)
        return Status::failure(
            tr("%1 is invalid and was kept as it is; set it aside first.").arg(QDir::toNativeSeparators(m_path)));
    if (QFileInfo::exists(m_path) && !QFile::remove(m_path))
        return Status::failure(tr("Cannot remove %1.").arg(QDir::toNativeSeparators(m_path)));
    m_state = State::Missing;
    return Status::success();
}

QString UserDataFile::setAside()
{
    if (m_state != State::Invalid)
        return {};
    const QFileInfo info(m_path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target =
        info.dir().filePath(QStringLiteral("%1.invalid-%2.%3").arg(info.completeBaseName(), stamp, info.suffix()));
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = info.dir().filePath(
            QStringLiteral("%1.invalid-%2-%3.%4").arg(info.completeBaseName(), stamp).arg(n).arg(info.suffix()));
    if (!QFile::rename(m_path, target))
        return {};
    m_state = State::Missing;
    m_problems.clear();
    return target;
}

} // namespace gpuatlas::files
