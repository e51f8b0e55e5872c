// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/Forward.h"

#include <QMainWindow>
#include <QStringList>

#include <functional>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;

namespace gpuatlas::text {
class LanguageManager;
}

namespace gpuatlas::ui {

class LazyPage;
class SpecPage;
using state::CurrentResult;
using state::UserData;
using state::Workspace;

// The application window: a tab per page (the spec table first; charts, the
// recommendation and others are added with addPage, each built when first shown),
// menus, and a status bar. It holds the CurrentResult every page reads. Restores and
// saves its state through Settings unless told not to (screenshots).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class Persistence
    {
        // Restore the saved state on construction, save it on close.
        Saved,
        // Start from defaults and never write settings (screenshots, tests).
        Off,
    };

    MainWindow(Workspace& workspace, text::LanguageManager& languages, Persistence persistence = Persistence::Saved,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    // Makes a page when it is first shown (start-up builds only what it shows).
    using PageFactory = std::function<QWidget*(QWidget* parent)>;

    // Adds a page as a new tab and returns its index; `id` names it for page(). The page
    // is made by `factory` when its tab is first shown or the page is asked for.
    // `untranslatedTitle` is looked up in this class's context on every language
    // switch, so mark it for lupdate:
    //   window.addPage(QStringLiteral("charts"), QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Charts"), factory);
    int addPage(const QString& id, const char* untranslatedTitle, PageFactory factory);
    // Adds a page that is made already; its object name is its id.
    int addPage(QWidget* page, const char* untranslatedTitle);
    // The page `id`, made now if it was not yet; nullptr for an unknown id.
    QWidget* page(const QString& id);
    template <class T>
    T* page(const QString& id)
    {
        return qobject_cast<T*>(page(id));
    }
    // Whether page `id` has been made (tests: start-up makes only the page it shows).
    bool isPageBuilt(const QString& id) const;
    // The ids of the pages, in tab order.
    QStringList pageIds() const;
    // Shows page `id` (making it first if needed).
    void showPage(const QString& id);
    // Puts a page's file actions (and an optional submenu) into the File menu, above Quit.
    void addFileActions(const QList<QAction*>& actions, QMenu* submenu = nullptr);
    // Puts actions into the Tools menu (made, before Language, on first use).
    void addToolsActions(const QList<QAction*>& actions);
    // Help menu entries, above About.
    void addHelpActions(const QList<QAction*>& actions);
    void setCurrentPage(QWidget* page);
    QWidget* currentPage() const;
    QTabWidget* pages() const { return m_pages; }
    SpecPage* specPage() const { return m_spec; }
    Workspace& workspace() const { return m_workspace; }
    // The one owner of the workload and its ranking, which every page reads.
    CurrentResult& currentResult() const { return *m_current; }
    // The user's own data, once addUserDataPages has loaded it (else nullptr).
    UserData* userData() const { return m_userData; }
    void setUserData(UserData* userData) { m_userData = userData; }
    text::LanguageManager& languages() const { return m_languages; }

    // The size to open with when nothing is saved: the whole table at a glance,
    // within the screen.
    static QSize defaultSize();

    // Writes window, page and selection state (a no-op with Persistence::Off).
    void saveSettings() const;

    QMenu* viewMenu() const { return m_viewMenu; }
    QMenu* languageMenu() const { return m_languageMenu; }
    QLabel* statusLabel() const { return m_status; }

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    struct Page
    {
        const char* title;
        LazyPage* holder; // the tab's widget; makes the page on first use
    };

    void createMenus();
    Page* pageAt(int index);
    Page* pageWithId(const QString& id);
    void retranslateUi();
    void restoreSettings();
    void chooseLanguage(const QString& language);
    void updateLanguageChecks();
    void updateStatus();
    void showAbout();

    Workspace& m_workspace;
    CurrentResult* m_current;
    UserData* m_userData = nullptr;
    text::LanguageManager& m_languages;
    Persistence m_persistence;
    QTabWidget* m_pages;
    SpecPage* m_spec;
    std::vector<Page> m_pageList; // in tab order
    // The saved tab, chosen when a page with that index is added.
    int m_savedPage = 0;
    QLabel* m_status;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_shortcutsAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
};

} // namespace gpuatlas::ui
