// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QComboBox;

namespace gpuatlas::ui {

// The closed box may cut an entry short for want of width; its list opens wide enough
// to read every entry whole. Call after filling the box.
void widenPopup(QComboBox* combo);

} // namespace gpuatlas::ui
