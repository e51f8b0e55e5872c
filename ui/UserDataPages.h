// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Workload.h"

namespace gpuatlas::ui {

class MainWindow;
class ScreenshotRenderer;

// The user's own data in the main window: loads it (UserData, a child of the window),
// adds the Cost of ownership page after the recommendation, and Tools > Prices…,
// My GPUs…, Calibration…. `rememberChoices` false (screenshots, tests): nothing is
// read from or written to the user's data folder.
void addUserDataPages(MainWindow& window, bool rememberChoices);

// Screenshot pages: prices, tco, custom-gpus, calibration.
void addUserDataScreenshots(ScreenshotRenderer& renderer);

// The fine-tuning job the "tco" screenshot answers rent-or-buy for: LoRA of Llama 3 8B
// on 2 billion tokens within two days, up to 8 GPUs.
engine::Workload fineTuningExample();

} // namespace gpuatlas::ui
