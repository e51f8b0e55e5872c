// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Diagnostic.h"

#include <QLabel>
#include <QList>
#include <QString>

#include <string>
#include <vector>

class QFormLayout;
class QWidget;

namespace gpuatlas::ui {

// Shows validation messages beside the fields they concern: each field registers the
// JSON pointer of its value; a diagnostic goes under the field with the longest
// pointer that prefixes its own, or to the general label when none does.
class FieldErrors
{
public:
    explicit FieldErrors(QLabel* general);

    // An error label for `pointer`, to place under its field (hidden while empty).
    QLabel* add(const std::string& pointer);
    // Adds `field` to `form` under `label` with its error label below it.
    void addRow(QFormLayout* form, QLabel* label, QWidget* field, const std::string& pointer);

    // Shows `diagnostics` (messages through DiagnosticText); returns how many there were.
    int show(const engine::Diagnostics& diagnostics);
    void clear();
    // The label showing errors for `pointer` (tests).
    QLabel* labelFor(const std::string& pointer) const;

private:
    struct Entry
    {
        std::string pointer;
        QLabel* label;
    };

    QLabel* m_general;
    std::vector<Entry> m_entries;
};

} // namespace gpuatlas::ui
