// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/Status.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class QIODevice;

namespace gpuatlas::files {

using text::Status;

// The one way the app and the CLI write files: all or nothing. The content goes to a
// temporary file beside the target (QSaveFile), which replaces the target only when
// everything was written; a failed write leaves an existing file as it was and creates
// none. Errors name the file.
class AtomicWriter
{
    Q_DECLARE_TR_FUNCTIONS(AtomicWriter)

public:
    // `write` fills the device; on failure it returns false and sets `error`.
    using Writer = std::function<bool(QIODevice& device, QString& error)>;
    static Status write(const QString& path, const Writer& write);
    static Status write(const QString& path, const QByteArray& bytes);
};

} // namespace gpuatlas::files
