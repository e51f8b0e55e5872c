// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QStringList>

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

class SpecPage;
class Workspace;

// The application window: a tab per page (the spec table first; charts, the
// recommendation wizard and others are added with addPage), menus, and a status bar.
// Restores and saves its state with QSettings unless told not to (screenshots).
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

    // Adds a page as a new tab and returns its index. `untranslatedTitle` is looked
    // up in this class's context on every language switch, so mark it for lupdate:
    //   window.addPage(page, QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Charts"));
    int addPage(QWidget* page, const char* untranslatedTitle);
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
    text::LanguageManager& languages() const { return m_languages; }

    // The size to open with when nothing is saved: the whole table at a glance,
    // within the screen.
    static QSize defaultSize();
    // The article's four GPUs, ticked on first start.
    static QStringList defaultSelection();

    // Writes window, page and selection state (a no-op with Persistence::Off).
    void saveSettings() const;

    QMenu* viewMenu() const { return m_viewMenu; }
    QMenu* languageMenu() const { return m_languageMenu; }
    QLabel* statusLabel() const { return m_status; }

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void retranslateUi();
    void restoreSettings();
    void chooseLanguage(const QString& language);
    void updateLanguageChecks();
    void updateStatus();
    void showAbout();

    Workspace& m_workspace;
    text::LanguageManager& m_languages;
    Persistence m_persistence;
    QTabWidget* m_pages;
    SpecPage* m_spec;
    std::vector<const char*> m_pageTitles;
    // The saved tab, chosen when a page with that index is added.
    int m_savedPage = 0;
    QLabel* m_status;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
};

} // namespace gpuatlas::ui
