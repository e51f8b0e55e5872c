// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one atomic-write helper lives below the widgets (text/AtomicWriter.h), so that
// every file the app or the CLI writes goes through it; the exporters name it here.
#include "files/AtomicWriter.h"

namespace gpuatlas::ui::exporting {

using files::AtomicWriter;
using ExportResult = text::Status;

} // namespace gpuatlas::ui::exporting
