// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QString;
class QWidget;

namespace gpuatlas::ui {

// Accessible names from the labels people read. Qt names a field after its buddy label
// only when the two are siblings, and QFormLayout::addRow(QLabel*, ...) sets no buddy:
// a spin box in a row layout, or beside a unit, is read as "spin box" alone.
class AccessibleNames
{
public:
    // Gives each QLabel of a QFormLayout under `root` that has no buddy the row's field
    // (or the first control of the field's layout) as its buddy, so its mnemonic works too.
    static void addFormBuddies(QWidget& root);
    // Names every buddy under `root` after its label ("&Layers:" -> "Layers"), unless
    // the buddy has a name of its own. Call again after retranslating the labels.
    static void nameFromBuddies(QWidget& root);
    // The label's text as a name: no mnemonic "&", no trailing colon.
    static QString fromLabelText(QString text);
};

} // namespace gpuatlas::ui
