// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShortcutsDialog.h"

#include "ui/charts/ChartFigureView.h"
#include "ui/widgets/AccessibleNames.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSet>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuatlas::ui {

namespace {

QString withoutMnemonic(const QString& text)
{
    return AccessibleNames::fromLabelText(text);
}

QString shortcutKeys(const QList<QKeySequence>& shortcuts)
{
    QStringList keys;
    for (const QKeySequence& shortcut : shortcuts)
        keys << shortcut.toString(QKeySequence::NativeText);
    return keys.join(ShortcutsDialog::tr(" or "));
}

// The tab of the window's page that holds `widget` ("Specifications"), else nothing.
QString pageOf(const QWidget* widget)
{
    for (; widget; widget = widget->parentWidget()) {
        const QWidget* stack = widget->parentWidget();
        const auto* tabs = qobject_cast<const QTabWidget*>(stack ? stack->parentWidget() : nullptr);
        if (tabs && tabs->indexOf(const_cast<QWidget*>(widget)) >= 0)
            return withoutMnemonic(tabs->tabText(tabs->indexOf(const_cast<QWidget*>(widget))));
    }
    return {};
}

// The menus an action is in ("File"), else the page it works on.
QString menusOf(const QAction& action)
{
    QStringList menus;
    for (QObject* object : action.associatedObjects()) {
        if (const auto* menu = qobject_cast<QMenu*>(object))
            menus << withoutMnemonic(menu->title());
    }
    if (menus.isEmpty())
        return pageOf(qobject_cast<const QWidget*>(action.parent()));
    return menus.join(QLatin1String(", "));
}

} // namespace

QList<ShortcutsDialog::Entry> ShortcutsDialog::entries(const QWidget& window)
{
    QList<Entry> out;
    QSet<QString> seen;
    const auto add = [&out, &seen](const Entry& entry) {
        if (!seen.contains(entry.action + entry.keys)) {
            seen.insert(entry.action + entry.keys);
            out.append(entry);
        }
    };
    for (const QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcuts().isEmpty() || qobject_cast<const charts::ChartFigureView*>(action->parent()))
            continue;
        add({withoutMnemonic(action->text()), menusOf(*action), shortcutKeys(action->shortcuts())});
    }
    // Every chart has its own "Show data": listed once, whether or not a chart is made yet.
    add({withoutMnemonic(charts::ChartFigureView::showDataText()), tr("On a chart (Tab to it)"),
         shortcutKeys({charts::ChartFigureView::showDataShortcut()})});
    return out;
}

ShortcutsDialog::ShortcutsDialog(const QWidget& window, QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
{
    // Built fresh each time it opens, so it needs no retranslation while open.
    setWindowTitle(tr("Keyboard shortcuts"));
    auto* intro =
        new QLabel(tr("Tab and Shift+Tab move between controls, the arrow keys within them; Alt and the underlined "
                      "letter opens a menu; Ctrl+Tab goes to the next tab."),
                   this);
    intro->setWordWrap(true);
    const QList<Entry> list = entries(window);
    m_table->setColumnCount(3);
    m_table->setRowCount(int(list.size()));
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Where"), tr("Shortcut")});
    for (int row = 0; row < list.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(list[row].action));
        m_table->setItem(row, 1, new QTableWidgetItem(list[row].where));
        m_table->setItem(row, 2, new QTableWidgetItem(list[row].keys));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(640, 480);
}

} // namespace gpuatlas::ui
