// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace gpuatlas::testing {

// The whole file, or empty when it cannot be read.
QByteArray readAll(const QString& path);
// Writes `bytes` to `path` as they are (no atomic save: tests make broken files on
// purpose); false when not all of it was written.
[[nodiscard]] bool writeRaw(const QString& path, const QByteArray& bytes);
// A file of tests/fixtures, e.g. fixture("workloads/chat-llama3-8b.json").
QString fixture(const QString& relative);
// Pages of a PDF document (page objects, not the /Pages tree node).
int pdfPageCount(const QByteArray& pdf);

} // namespace gpuatlas::testing
