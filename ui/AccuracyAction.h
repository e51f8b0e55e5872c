// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gpuatlas::ui {

class MainWindow;
class ScreenshotRenderer;

// Help > Accuracy of the estimates… (Ctrl+Shift+A): the AccuracyDialog, one at a time,
// estimating the published measurements with the window's catalogue and assumptions as
// they are now and again whenever either changes.
void addAccuracyAction(MainWindow& window);

// Screenshot page "accuracy": the dialog on its validation split.
void addAccuracyScreenshot(ScreenshotRenderer& renderer);

} // namespace gpuatlas::ui
