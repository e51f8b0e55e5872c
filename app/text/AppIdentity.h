// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace gpuatlas::text {

// Organisation, application name and version, which QSettings and QStandardPaths
// derive their locations from. The GUI and the CLI call it so both share them.
void setApplicationIdentity();

// Where an installation puts `kind` ("data", "translations"), relative to the program
// so that any prefix works: <exe>/../share/gpu-atlas/<kind> (Linux, Windows),
// <exe>/<kind>, <exe>/../Resources/<kind> (macOS bundle). packaging/CMakeLists.txt
// installs to these. Empty before the QCoreApplication exists.
QStringList installedFolders(const QString& kind);

} // namespace gpuatlas::text
