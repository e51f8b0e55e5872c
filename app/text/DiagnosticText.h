// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Diagnostic.h"

#include <QCoreApplication>
#include <QString>

namespace gpuatlas::text {

// Turns the engine's diagnostics into translated sentences.
class DiagnosticText
{
    Q_DECLARE_TR_FUNCTIONS(DiagnosticText)

public:
    // "file: /gpus/3/memory_gb: must be greater than 0 (found -80)": one line, as the
    // CLI prints it on stderr and the app shows it in its error dialog.
    static QString line(const engine::Diagnostic& diagnostic);
    // The sentence alone, without file and pointer.
    static QString message(const engine::Diagnostic& diagnostic);
    // The first diagnostic's line, with a count of the others: the CLI's one-line message.
    static QString summaryLine(const engine::Diagnostics& diagnostics);
    // All diagnostics, one per line, at most `limit` (then "and N more").
    static QString lines(const engine::Diagnostics& diagnostics, int limit = 20);
};

} // namespace gpuatlas::text
