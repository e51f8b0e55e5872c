// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gpuatlas::ui {

class SpecPage;

// What the spec table remembers between runs (columns shown, sort, dense or sparse
// figures, orientation, the detail pane's width and GPU), through Settings. Hidden rather
// than shown columns are stored, so a column added in a later version shows for everyone.
class SpecPageSettings
{
public:
    static void save(const SpecPage& page);
    static void restore(SpecPage& page);
};

} // namespace gpuatlas::ui
