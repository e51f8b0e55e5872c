// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Diagnostic.h"
#include "text/Status.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

class QIODevice;

namespace gpuatlas::files {

using text::Status;

// One of the user's own data files (custom GPUs, prices, measurements) in the user's
// data folder. The rules, because these files hold work the user typed in:
// - loading validates the file with the engine's reader; an invalid file is reported
//   and left exactly as it is: saving is refused until the user sets it aside
//   (setAside renames it, it is never overwritten or deleted);
// - saving is atomic (AtomicWriter): the new content goes to a temporary file that
//   replaces the old one only when all of it was written, so a crash or a full disk
//   leaves the previous file.
class UserDataFile
{
    Q_DECLARE_TR_FUNCTIONS(UserDataFile)

public:
    enum class State
    {
        Missing, // nothing saved yet
        Valid,
        Invalid, // loaded and found invalid: read-only until set aside
    };

    // Checks a file's text; no diagnostics means valid. `file` names it in messages.
    using Validator = std::function<engine::Diagnostics(std::string_view text, const std::string& file)>;
    // Writes `bytes` to the device and returns how many were written, or -1 (the
    // contract of QIODevice::write). Tests replace it to fail part-way, as a full disk does.
    using WriteStep = std::function<qint64(QIODevice& device, const QByteArray& bytes)>;

    UserDataFile(QString path, Validator validate);

    // The folder the app keeps the user's files in (QStandardPaths::AppDataLocation).
    static QString defaultFolder();

    QString path() const { return m_path; }
    State state() const { return m_state; }
    bool canSave() const { return m_state != State::Invalid; }
    // Why the file is invalid (state() == Invalid).
    const engine::Diagnostics& problems() const { return m_problems; }

    // Reads and validates the file. Returns its text when it is valid, an empty string
    // when there is none, nullopt when it is invalid (see problems()).
    std::optional<std::string> load();

    // Validates `bytes`, then replaces the file atomically. On failure the previous
    // file is unchanged.
    Status save(const QByteArray& bytes);
    // Removes the file (nothing left to keep). Refused while the file is invalid.
    Status remove();
    // Renames an invalid file aside ("<name>.invalid-<date-time>.<ext>" beside it) and
    // allows saving again. Returns the new path, or an empty string if it failed.
    QString setAside();

    void setWriteStep(WriteStep step) { m_writeStep = std::move(step); }
    static qint64 writeAll(QIODevice& device, const QByteArray& bytes);

private:
    QString m_path;
    Validator m_validate;
    WriteStep m_writeStep;
    State m_state = State::Missing;
    engine::Diagnostics m_problems;
};

} // namespace gpuatlas::files
