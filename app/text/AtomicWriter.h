// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QIODevice;

namespace gpuatlas::text {

struct ExportResult
{
    bool ok = false;
    QString error; // translated, names the file

    explicit operator bool() const { return ok; }
    static ExportResult success() { return {true, {}}; }
    static ExportResult failure(const QString& error) { return {false, error}; }
};

// Writes a file all or nothing: the content goes to a temporary file beside the
// target (QSaveFile), which replaces the target only when everything was written.
// A failed export leaves an existing file as it was and creates none.
class AtomicWriter
{
    Q_DECLARE_TR_FUNCTIONS(AtomicWriter)

public:
    // `write` fills the device; on failure it returns false and sets `error`.
    using Writer = std::function<bool(QIODevice& device, QString& error)>;
    static ExportResult write(const QString& path, const Writer& write);
    static ExportResult write(const QString& path, const QByteArray& bytes);
};

} // namespace gpuatlas::text
