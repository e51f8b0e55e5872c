// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gpuatlas::text {

// Organisation, application name and version, which QSettings and QStandardPaths
// derive their locations from. The GUI and the CLI call it so both share them.
void setApplicationIdentity();

} // namespace gpuatlas::text
