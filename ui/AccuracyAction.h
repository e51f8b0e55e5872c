// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gpuatlas::ui {

class MainWindow;
class AccuracyDialog;

// Help > Accuracy of the estimates… (Ctrl+Shift+A): the AccuracyDialog, one at a time,
// estimating the published measurements with the window's catalogue and assumptions as
// they are now and again whenever either changes.
void addAccuracyAction(MainWindow& window);

// The window's accuracy dialog, made on first use (hidden); nullptr, after telling the
// user, when the shipped measurements cannot be read, which only a broken build can cause.
AccuracyDialog* accuracyDialog(MainWindow& window);

} // namespace gpuatlas::ui
