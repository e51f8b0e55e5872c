// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader gets: every page of the window and every dialog walked through
// QAccessible, as AT-SPI (Orca), UI Automation and VoiceOver read Qt. Fails on an
// interactive element without a name, and on a chart without a name and a description.
#include "files/DataFiles.h"
#include "state/CurrentResult.h"
#include "state/UserData.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"
#include "ui/charts/ChartDataDialog.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/dialogs/AccuracyDialog.h"
#include "ui/dialogs/ColumnChooserDialog.h"
#include "ui/dialogs/CustomGpuDialog.h"
#include "ui/dialogs/PriceEditDialog.h"
#include "ui/dialogs/ShortcutsDialog.h"
#include "ui/dialogs/UserFileProblemDialog.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/export/ExportImageDialog.h"
#include "ui/wizard/WorkloadWizard.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDebug>
#include <QMap>
#include <QRegularExpression>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QWizard>

using namespace gpuatlas;
using ui::MainWindow;

namespace {

// Roles a user acts on: each must say what it is.
bool isInteractive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::EditableText:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::List:
    case QAccessible::PageTab:
        return true;
    default:
        return false;
    }
}

// Their children are cells, items, or the parts of one control, named by their data.
bool isLeafControl(QAccessible::Role role)
{
    return role == QAccessible::Table || role == QAccessible::Tree || role == QAccessible::List ||
           role == QAccessible::ComboBox || role == QAccessible::SpinBox || role == QAccessible::ScrollBar;
}

QString describe(QAccessibleInterface* iface)
{
    QStringList chain;
    for (QObject* object = iface->object(); object && chain.size() < 4; object = object->parent()) {
        chain.prepend(QString::fromLatin1(object->metaObject()->className()) +
                      (object->objectName().isEmpty() ? QString() : QLatin1Char('#') + object->objectName()));
    }
    return QStringLiteral("%1 [role 0x%2]").arg(chain.join(QLatin1String(" > ")), QString::number(iface->role(), 16));
}

// What the walk found: the problems, and every checked element's name by its place in
// the tree (the same place in every language).
struct Walk
{
    QStringList problems;
    QMap<QString, QString> names;
    int checked = 0;
    int charts = 0;
};

void walk(QAccessibleInterface* iface, const QString& path, Walk& out)
{
    if (!iface || iface->state().invisible)
        return;
    const QAccessible::Role role = iface->role();
    const QString name = iface->text(QAccessible::Name).trimmed();
    if (qobject_cast<ui::charts::ChartFigureView*>(iface->object())) {
        ++out.charts;
        if (name.isEmpty() || iface->text(QAccessible::Description).trimmed().isEmpty())
            out.problems << QStringLiteral("chart without a name or description: ") + describe(iface);
        out.names.insert(path, name + QLatin1Char('|') + iface->text(QAccessible::Description));
        return;
    }
    if (isInteractive(role)) {
        ++out.checked;
        // A combo box's name is its current text (on Linux its label comes through the
        // Label relation, from a sibling buddy): it needs that relation or a name of its own.
        const auto* combo = qobject_cast<QComboBox*>(iface->object());
        if (combo && combo->accessibleName().isEmpty() && iface->relations(QAccessible::Label).isEmpty())
            out.problems << QStringLiteral("combo box without a label: ") + describe(iface);
        else if (name.isEmpty())
            out.problems << QStringLiteral("no name: ") + describe(iface);
        // Reachable without a mouse: Tab stops on it (a tab bar's tabs: Ctrl+Tab and the
        // arrows; Qt takes Tab off the unchecked radio buttons of a group: the arrows).
        const auto* widget = qobject_cast<QWidget*>(iface->object());
        if (widget && role != QAccessible::PageTab && role != QAccessible::RadioButton && widget->isEnabled() &&
            !(widget->focusPolicy() & Qt::TabFocus))
            out.problems << QStringLiteral("not reachable with Tab: ") + describe(iface);
        out.names.insert(path, name);
    }
    if (isLeafControl(role))
        return;
    for (int i = 0; i < iface->childCount(); ++i)
        walk(iface->child(i), path + QLatin1Char('/') + QString::number(i), out);
}

Walk walkWidget(QWidget* widget)
{
    Walk out;
    walk(QAccessible::queryAccessibleInterface(widget), QString::fromLatin1(widget->metaObject()->className()), out);
    return out;
}

// A name left in English under zh_CN: unchanged and made of English words (GPU names,
// units and "FP16" stay as they are in every language).
bool looksUntranslated(const QString& english, const QString& chinese)
{
    static const QRegularExpression words(QStringLiteral("[A-Za-z]{2,}[a-z]\\b"));
    // Product terms the glossary keeps in English ("Tensor Core 性能").
    static const QRegularExpression terms(QStringLiteral("\\b(Tensor|NVLink|Infinity Fabric|PCIe)\\b"));
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return english == chinese && QString(english).remove(terms).contains(words) && !chinese.contains(han);
}

// Where Tab goes back up and to the left within `root`: the stops, in Tab order, that lie
// above and not to the right of the one before (reading order is down, then across).
QStringList backwardTabSteps(QWidget& root, const QString& where)
{
    QStringList out;
    QPoint last(-1, -1);
    QString lastName;
    int guard = 0;
    for (QWidget* w = root.nextInFocusChain(); w != &root && guard < 2000; w = w->nextInFocusChain(), ++guard) {
        if (!root.isAncestorOf(w) || !w->isVisible() || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus))
            continue;
        // A spin box's line edit and a tab widget's bar stand for their owner.
        if (w->parentWidget() && (w->parentWidget()->focusProxy() == w || qobject_cast<QTabWidget*>(w->parentWidget())))
            continue;
        const QPoint at = w->mapTo(root.window(), QPoint(0, 0));
        const QString name = QString::fromLatin1(w->metaObject()->className()) + QLatin1Char('#') + w->objectName();
        if (last.y() >= 0 && at.y() < last.y() - 8 && at.x() <= last.x() + 8)
            out << QStringLiteral("%1: %2 at (%3, %4) after %5 at (%6, %7)")
                       .arg(where, name)
                       .arg(at.x())
                       .arg(at.y())
                       .arg(lastName)
                       .arg(last.x())
                       .arg(last.y());
        last = at;
        lastName = name;
    }
    return out;
}

} // namespace

class tst_Accessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyPageIsNamed();
    void everyDialogIsNamed();
    void wizardPagesAreNamed();
    void chartDataDialogIsReachable();
    void shortcutsListTheActions();
    void chineseNamesAfterALanguageSwitch();
    void tabOrderFollowsTheLayout();
    void screenshots_data();
    void screenshots();

private:
    std::unique_ptr<MainWindow> window();
    // Every page shown in turn, walked; names by page and place.
    Walk walkPages(MainWindow& window);
    void verifyNamed(const Walk& walk, const char* where);

    QTemporaryDir m_settingsDir;
    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<text::LanguageManager> m_languages;
};

void tst_Accessibility::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_Accessibility"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    // Without an active screen reader Qt still builds the interfaces on request.
    QAccessible::setActive(true);
}

void tst_Accessibility::init()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_languages = std::make_unique<text::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
}

void tst_Accessibility::cleanup()
{
    m_languages.reset();
    m_workspace.reset();
}

std::unique_ptr<MainWindow> tst_Accessibility::window()
{
    auto window = std::make_unique<MainWindow>(*m_workspace, *m_languages, MainWindow::Persistence::Off);
    ui::addAppPages(*window, false);
    // With a workload, so the recommendation, its charts and the what-if bar are there.
    window->currentResult().setWorkload(chatWorkload());
    window->resize(1280, 800);
    window->show();
    return window;
}

Walk tst_Accessibility::walkPages(MainWindow& window)
{
    Walk all;
    const auto add = [&all](const QString& where, const Walk& page) {
        for (const QString& problem : page.problems) {
            if (!all.problems.contains(problem))
                all.problems << problem;
        }
        for (auto it = page.names.begin(); it != page.names.end(); ++it)
            all.names.insert(where + QLatin1Char(':') + it.key(), it.value());
        all.checked += page.checked;
        all.charts += page.charts;
    };
    for (const QString& id : window.pageIds()) {
        window.showPage(id);
        QApplication::processEvents();
        add(id, walkWidget(&window));
        // Tabs inside the page (the recommendation's Why, Assumptions and Charts; the
        // cost charts): each shown in turn.
        for (QTabWidget* tabs : window.page(id)->findChildren<QTabWidget*>()) {
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                QApplication::processEvents();
                add(id + QLatin1Char('/') + tabs->objectName() + QString::number(i), walkWidget(&window));
            }
        }
    }
    return all;
}

void tst_Accessibility::verifyNamed(const Walk& walk, const char* where)
{
    QVERIFY2(walk.checked > 0, where);
    // One line each: QVERIFY2's message is cut short.
    for (const QString& problem : walk.problems)
        qWarning().noquote() << where << problem;
    QVERIFY2(walk.problems.isEmpty(),
             qPrintable(QStringLiteral("%1: %2 unnamed").arg(where).arg(walk.problems.size())));
}

void tst_Accessibility::everyPageIsNamed()
{
    auto main = window();
    QVERIFY(main->pageIds().size() >= 5);
    const Walk walk = walkPages(*main);
    verifyNamed(walk, "main window");
    // The charts page, the recommendation's charts and the two cost charts at least.
    QVERIFY2(walk.charts >= 5, qPrintable(QString::number(walk.charts)));
}

void tst_Accessibility::everyDialogIsNamed()
{
    auto main = window();
    // The dialogs the menus open, as the user opens them.
    for (const char* name : {"pricesAction", "customGpusAction", "calibrationAction", "accuracyAction"}) {
        auto* action = main->findChild<QAction*>(QLatin1String(name));
        QVERIFY2(action, name);
        action->trigger();
        QApplication::processEvents();
        const auto dialogs = main->findChildren<QDialog*>();
        QDialog* open = nullptr;
        for (QDialog* dialog : dialogs) {
            if (dialog->isVisible())
                open = dialog;
        }
        QVERIFY2(open, name);
        verifyNamed(walkWidget(open), name);
        open->close();
    }
    // The dialogs opened modally from inside others (exec), made as their callers do.
    const engine::Catalog& catalog = m_workspace->catalog();
    ui::ColumnChooserDialog columns({text::GpuField::Name, text::GpuField::MemorySize});
    ui::CustomGpuDialog custom(catalog, {});
    ui::PriceEditDialog price(catalog);
    ui::exporting::ExportImageDialog image;
    ui::ShortcutsDialog shortcuts(*main);
    state::UserData userData(*m_workspace, QString());
    ui::UserFileProblemDialog problem(userData,
                                      {state::UserData::Kind::Prices, QStringLiteral("/home/me/prices.json"), {{}}});
    const QList<std::pair<QDialog*, const char*>> dialogs{{&columns, "columns"},     {&custom, "custom GPU"},
                                                          {&price, "price"},         {&image, "export image"},
                                                          {&shortcuts, "shortcuts"}, {&problem, "file problem"}};
    for (const auto& [dialog, name] : dialogs) {
        dialog->show();
        QApplication::processEvents();
        verifyNamed(walkWidget(dialog), name);
        dialog->close();
    }
}

void tst_Accessibility::wizardPagesAreNamed()
{
    ui::WorkloadWizard wizard(*m_workspace);
    wizard.show();
    // Next until the last page, as a keyboard user would (Alt+N): each page walked shown.
    QList<int> visited;
    while (!visited.contains(wizard.currentId())) {
        visited << wizard.currentId();
        QApplication::processEvents();
        verifyNamed(walkWidget(&wizard), qPrintable(QStringLiteral("wizard page %1").arg(wizard.currentId())));
        wizard.next();
    }
    QCOMPARE(visited.size(), wizard.pageIds().size());
}

void tst_Accessibility::chartDataDialogIsReachable()
{
    auto main = window();
    main->showPage(QStringLiteral("charts"));
    QApplication::processEvents();
    auto* view = main->page(QStringLiteral("charts"))->findChild<ui::charts::ChartFigureView*>();
    QVERIFY(view && view->figure());
    // From the keyboard: focus on the chart, Ctrl+Shift+D.
    view->setFocus();
    QVERIFY(view->hasFocus());
    QVERIFY(view->contextMenuPolicy() == Qt::ActionsContextMenu && view->actions().contains(view->showDataAction()));
    QTest::keyClick(view, Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
    QApplication::processEvents();
    auto* dialog = view->findChild<ui::charts::ChartDataDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->summary(), view->accessibleDescription());
    verifyNamed(walkWidget(dialog), "chart data");
    // A table a screen reader walks: one row per category, a column per series.
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(dialog->table());
    QCOMPARE(table->role(), QAccessible::Table);
    QAccessibleTableInterface* cells = table->tableInterface();
    QVERIFY(cells);
    QCOMPARE(cells->rowCount(), int(view->figure()->data().categories.size()));
    QCOMPARE(cells->columnCount(), 1 + int(view->figure()->data().series.size()));
    QCOMPARE(cells->cellAt(0, 0)->text(QAccessible::Name), view->figure()->data().categories[0].title.isEmpty()
                                                               ? view->figure()->data().categories[0].label
                                                               : view->figure()->data().categories[0].title);
    dialog->close();
}

void tst_Accessibility::shortcutsListTheActions()
{
    auto main = window();
    const QList<ui::ShortcutsDialog::Entry> entries = ui::ShortcutsDialog::entries(*main);
    // Every action with a shortcut is listed with its keys, from the action itself.
    int withShortcut = 0;
    for (const QAction* action : main->findChildren<QAction*>()) {
        if (action->shortcut().isEmpty() || qobject_cast<ui::charts::ChartFigureView*>(action->parent()))
            continue;
        ++withShortcut;
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        const bool listed =
            std::any_of(entries.begin(), entries.end(), [&](const auto& entry) { return entry.keys.contains(keys); });
        QVERIFY2(listed, qPrintable(action->text() + QLatin1Char(' ') + keys));
    }
    QVERIFY(withShortcut >= 5); // Quit, New, Open, Save, Export report at least
    const QString showData = ui::charts::ChartFigureView::showDataShortcut().toString(QKeySequence::NativeText);
    QVERIFY(std::any_of(entries.begin(), entries.end(), [&](const auto& entry) { return entry.keys == showData; }));
    const QString quit = QKeySequence(Qt::CTRL | Qt::Key_Q).toString(QKeySequence::NativeText);
    const auto quitEntry =
        std::find_if(entries.begin(), entries.end(), [&](const auto& entry) { return entry.keys == quit; });
    QVERIFY(quitEntry != entries.end());
    QCOMPARE(quitEntry->action, QStringLiteral("Quit"));
    QCOMPARE(quitEntry->where, QStringLiteral("File"));
    // An action outside the menus says the page it works on.
    const QString find = QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText);
    const auto findEntry =
        std::find_if(entries.begin(), entries.end(), [&](const auto& entry) { return entry.keys == find; });
    QVERIFY(findEntry != entries.end());
    QCOMPARE(findEntry->where, QStringLiteral("Specifications"));
}

void tst_Accessibility::chineseNamesAfterALanguageSwitch()
{
    auto main = window();
    const Walk english = walkPages(*main);
    m_languages->setLanguage(QStringLiteral("zh_CN"));
    QApplication::processEvents();
    const Walk chinese = walkPages(*main);
    verifyNamed(chinese, "main window in zh_CN");
    QStringList untranslated;
    int compared = 0;
    for (auto it = english.names.begin(); it != english.names.end(); ++it) {
        const auto found = chinese.names.constFind(it.key());
        if (found == chinese.names.constEnd())
            continue;
        ++compared;
        if (looksUntranslated(it.value(), found.value()))
            untranslated << it.key() + QLatin1String(": ") + it.value();
    }
    QVERIFY2(compared > english.names.size() / 2, qPrintable(QString::number(compared)));
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
}

void tst_Accessibility::tabOrderFollowsTheLayout()
{
    auto main = window();
    QStringList backward;
    for (const QString& id : main->pageIds()) {
        main->showPage(id);
        QApplication::processEvents();
        backward << backwardTabSteps(*main->page(id), id);
    }
    for (const char* name : {"pricesAction", "customGpusAction", "calibrationAction", "accuracyAction"}) {
        main->findChild<QAction*>(QLatin1String(name))->trigger();
        QApplication::processEvents();
        for (QDialog* dialog : main->findChildren<QDialog*>()) {
            if (dialog->isVisible()) {
                backward << backwardTabSteps(*dialog, QLatin1String(name));
                dialog->close();
            }
        }
    }
    QVERIFY2(backward.isEmpty(), qPrintable(backward.join(QLatin1Char('\n'))));
}

void tst_Accessibility::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// The new windows in each language, with the focus frame on the chart: to
// $GPUATLAS_SCREENSHOT_DIR when it is set, to look at; the texts are checked either way.
void tst_Accessibility::screenshots()
{
    QFETCH(QString, language);
    m_languages->setLanguage(language);
    auto main = window();
    main->showPage(QStringLiteral("charts"));
    QApplication::processEvents();
    auto* view = main->page(QStringLiteral("charts"))->findChild<ui::charts::ChartFigureView*>();
    QVERIFY(view);
    main->activateWindow();
    view->setFocus();
    QApplication::processEvents();
    QVERIFY(view->hasFocus());
    const QString dir = qEnvironmentVariable("GPUATLAS_SCREENSHOT_DIR");
    // With the focus frame on the chart, before the dialog takes the focus.
    if (!dir.isEmpty())
        QVERIFY(main->grab().save(dir + QStringLiteral("/a11y-charts-%1.png").arg(language)));
    ui::charts::ChartDataDialog* data = view->showData();
    QVERIFY(data);
    ui::ShortcutsDialog shortcuts(*main);
    shortcuts.show();
    QApplication::processEvents();
    // Every text of the new windows is in the language (names of GPUs and units aside).
    QVERIFY2(!looksUntranslated(QStringLiteral("Keyboard shortcuts"), shortcuts.windowTitle()) ||
                 language == QLatin1String("en"),
             qPrintable(shortcuts.windowTitle()));
    if (!dir.isEmpty()) {
        QVERIFY(data->grab().save(dir + QStringLiteral("/a11y-showdata-%1.png").arg(language)));
        QVERIFY(shortcuts.grab().save(dir + QStringLiteral("/a11y-shortcuts-%1.png").arg(language)));
    }
    data->close();
    m_languages->setLanguage(QStringLiteral("en"));
}

GPUATLAS_TEST_MAIN(tst_Accessibility)
#include "tst_Accessibility.moc"
