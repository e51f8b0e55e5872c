// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QTableWidget;

namespace gpuatlas::ui {

// Help > Keyboard shortcuts: every shortcut of the window, read from its actions (menus,
// pages, charts) when it opens, so the list cannot drift from what the keys do.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    struct Entry
    {
        QString action; // without the mnemonic's "&"
        QString where;  // the menu it is in, or where it works
        QString keys;   // in the platform's words ("Ctrl+Shift+D")
    };

    explicit ShortcutsDialog(const QWidget& window, QWidget* parent = nullptr);

    // The shortcuts of the actions under `window`, each once, in the order of the menus.
    static QList<Entry> entries(const QWidget& window);
    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table;
};

} // namespace gpuatlas::ui
