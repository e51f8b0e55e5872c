// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Result.h"
#include "engine/io/JsonInput.h"

#include <QString>

#include <string>

namespace gpuatlas::files {

// Reads a whole file for the engine's parsers. Refuses files over the limit before
// reading them, and reports unreadable paths as diagnostics naming the file.
engine::Result<std::string> readTextFile(const QString& path, const engine::JsonLimits& limits = {});

// The name diagnostics use for a file: native separators, as the user typed it.
std::string displayName(const QString& path);

} // namespace gpuatlas::files
