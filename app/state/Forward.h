// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The state classes, declared for headers that only hold references to them.
namespace gpuatlas::state {
class CurrentResult;
class Settings;
class UserData;
class Workspace;
} // namespace gpuatlas::state
