// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gpuatlas::ui {

class MainWindow;

// The user's own data in the main window: loads it (UserData, a child of the window),
// adds the Cost of ownership page after the recommendation, and Tools > Prices…,
// My GPUs…, Calibration…. `rememberChoices` false (screenshots, tests): nothing is
// read from or written to the user's data folder.
void addUserDataPages(MainWindow& window, bool rememberChoices);

} // namespace gpuatlas::ui
