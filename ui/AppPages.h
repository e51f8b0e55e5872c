// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gpuatlas::ui {

class MainWindow;

// Adds the pages after the spec table (Charts, Recommendation, Cost of ownership), each
// made when first shown, and the menu entries, which are ready at once. `rememberChoices`
// false (screenshots, tests) keeps pages from reading or writing their saved choices.
void addAppPages(MainWindow& window, bool rememberChoices);

} // namespace gpuatlas::ui
