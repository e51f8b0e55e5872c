// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "LazyPage.h"
#include "state/CurrentResult.h"
#include "state/Settings.h"
#include "state/Workspace.h"
#include "text/LanguageManager.h"
#include "ui/CurrencyChoice.h"
#include "ui/MarketChoice.h"
#include "ui/dialogs/ShortcutsDialog.h"
#include "ui/pages/SpecPage.h"
#include "ui/pages/SpecPageSettings.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>

namespace gpuatlas::ui {

using state::SettingKey;
using state::Settings;

MainWindow::MainWindow(Workspace& workspace, text::LanguageManager& languages, Persistence persistence, QWidget* parent)
    : QMainWindow(parent)
    , m_workspace(workspace)
    , m_current(new CurrentResult(workspace, this))
    , m_languages(languages)
    , m_persistence(persistence)
    , m_pages(new QTabWidget(this))
    , m_spec(new SpecPage(workspace, languages, this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_pages->setDocumentMode(true);
    setCentralWidget(m_pages);
    // The spec table is the first page and is always shown at start: made here.
    m_spec->setObjectName(QStringLiteral("specifications"));
    addPage(m_spec, QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Specifications"));
    statusBar()->addWidget(m_status, 1);
    createMenus();

    connect(&m_workspace, &Workspace::selectionChanged, this, &MainWindow::updateStatus);
    connect(m_spec, &SpecPage::shownCountChanged, this, &MainWindow::updateStatus);
    // A page is made when its tab is first shown.
    connect(m_pages, &QTabWidget::currentChanged, this, [this](int index) {
        if (Page* page = pageAt(index))
            page->holder->page();
    });
    connect(&m_languages, &text::LanguageManager::languageChanged, this, [this] {
        updateLanguageChecks();
        // An interface language without translations installs no translator and so
        // sends no LanguageChange; the numbers' locale changed all the same.
        retranslateUi();
    });

    if (m_persistence == Persistence::Saved) {
        restoreSettings();
    } else {
        m_workspace.setSelection(state::Workspace::defaultSelection());
        resize(defaultSize());
    }
    if (m_spec->currentGpuId().isEmpty() && !m_workspace.selection().isEmpty())
        m_spec->setCurrentGpu(m_workspace.selection().constFirst());
    retranslateUi();
}

MainWindow::~MainWindow() = default;

QSize MainWindow::defaultSize()
{
    QSize size(1280, 800);
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        // Leave room for the window frame and the desktop's panels.
        const QSize available = screen->availableGeometry().size() * 0.92;
        size = size.boundedTo(available);
    }
    return size;
}

int MainWindow::addPage(const QString& id, const char* untranslatedTitle, PageFactory factory)
{
    auto* holder = new LazyPage(id, std::move(factory));
    m_pageList.push_back({untranslatedTitle, holder});
    const int index =
        m_pages->addTab(holder, QCoreApplication::translate(metaObject()->className(), untranslatedTitle));
    // Pages are added after the settings are read; the saved tab may be one of them.
    if (index == m_savedPage || index == m_pages->currentIndex()) {
        m_pages->setCurrentIndex(index);
        holder->page();
    }
    return index;
}

int MainWindow::addPage(QWidget* page, const char* untranslatedTitle)
{
    const int index = addPage(page->objectName(), untranslatedTitle, [page](QWidget*) { return page; });
    m_pageList[static_cast<std::size_t>(index)].holder->page();
    return index;
}

MainWindow::Page* MainWindow::pageAt(int index)
{
    return index >= 0 && index < static_cast<int>(m_pageList.size()) ? &m_pageList[static_cast<std::size_t>(index)]
                                                                     : nullptr;
}

MainWindow::Page* MainWindow::pageWithId(const QString& id)
{
    for (auto& page : m_pageList) {
        if (page.holder->id() == id)
            return &page;
    }
    return nullptr;
}

QWidget* MainWindow::page(const QString& id)
{
    Page* page = pageWithId(id);
    return page ? page->holder->page() : nullptr;
}

bool MainWindow::isPageBuilt(const QString& id) const
{
    for (const auto& page : m_pageList) {
        if (page.holder->id() == id)
            return page.holder->isBuilt();
    }
    return false;
}

QStringList MainWindow::pageIds() const
{
    QStringList ids;
    for (const auto& page : m_pageList)
        ids << page.holder->id();
    return ids;
}

void MainWindow::showPage(const QString& id)
{
    if (Page* page = pageWithId(id)) {
        page->holder->page();
        m_pages->setCurrentWidget(page->holder);
    }
}

void MainWindow::addFileActions(const QList<QAction*>& actions, QMenu* submenu)
{
    m_fileMenu->insertActions(m_quitAction, actions);
    if (submenu)
        m_fileMenu->insertMenu(m_quitAction, submenu);
    m_fileMenu->insertSeparator(m_quitAction);
}

void MainWindow::addToolsActions(const QList<QAction*>& actions)
{
    if (!m_toolsMenu) {
        // Made on first use, before Language: a window without tools has no empty menu.
        m_toolsMenu = new QMenu(tr("&Tools"), this);
        menuBar()->insertMenu(m_languageMenu->menuAction(), m_toolsMenu);
    }
    m_toolsMenu->addActions(actions);
}

void MainWindow::addHelpActions(const QList<QAction*>& actions)
{
    m_helpMenu->insertActions(m_aboutAction, actions);
    m_helpMenu->insertSeparator(m_aboutAction);
}

void MainWindow::setCurrentPage(QWidget* page)
{
    for (const auto& each : m_pageList) {
        if (page && each.holder->builtPage() == page)
            m_pages->setCurrentWidget(each.holder);
    }
}

QWidget* MainWindow::currentPage() const
{
    const auto* holder = qobject_cast<const LazyPage*>(m_pages->currentWidget());
    return holder ? holder->builtPage() : nullptr;
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions(m_spec->orientationActions());
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_spec->sparsityActions());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_spec->chooseColumnsAction());
    m_viewMenu->addSeparator();
    const bool persist = m_persistence == Persistence::Saved;
    m_viewMenu->addMenu((new CurrencyChoice(m_workspace, m_languages, persist, this))->menu(m_viewMenu));
    m_viewMenu->addMenu((new MarketChoice(m_workspace, m_languages, persist, this))->menu(m_viewMenu));

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    for (const QString& language : text::LanguageManager::languages()) {
        // Each language in its own words, so it can be found from any other.
        QAction* action = m_languageMenu->addAction(text::LanguageManager::nativeName(language));
        action->setCheckable(true);
        action->setData(language);
        m_languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] { chooseLanguage(language); });
    }
    updateLanguageChecks();

    m_helpMenu = menuBar()->addMenu(QString());
    m_shortcutsAction = m_helpMenu->addAction(QString(), this, [this] { ShortcutsDialog(*this, this).exec(); });
    m_helpMenu->addSeparator();
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("GPU Atlas"));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    if (m_toolsMenu)
        m_toolsMenu->setTitle(tr("&Tools"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_shortcutsAction->setText(tr("&Keyboard Shortcuts…"));
    m_aboutAction->setText(tr("&About GPU Atlas"));
    for (std::size_t i = 0; i < m_pageList.size(); ++i) {
        m_pages->setTabText(static_cast<int>(i),
                            QCoreApplication::translate(metaObject()->className(), m_pageList[i].title));
    }
    updateStatus();
}

void MainWindow::updateStatus()
{
    const int shown = m_spec->shownCount();
    const int selected = static_cast<int>(m_workspace.selection().size());
    m_status->setText(tr("%1, %2", "status bar: GPUs shown, GPUs ticked")
                          .arg(tr("%n GPUs shown", nullptr, shown), tr("%n selected", nullptr, selected)));
}

void MainWindow::chooseLanguage(const QString& language)
{
    m_languages.setLanguage(language);
    if (m_persistence == Persistence::Saved)
        Settings::setValue(SettingKey::Language, m_languages.language());
}

void MainWindow::updateLanguageChecks()
{
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == m_languages.language());
}

void MainWindow::showAbout()
{
    const QString text =
        QStringLiteral("<h3>%1</h3><p>%2</p><p>%3</p><p>%4</p>")
            .arg(tr("GPU Atlas %1").arg(QCoreApplication::applicationVersion()).toHtmlEscaped(),
                 tr("Choose a GPU for AI training and inference: specifications, memory and speed "
                    "estimates, and cost.")
                     .toHtmlEscaped(),
                 tr("Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).").toHtmlEscaped(),
                 tr("Specifications come from the vendors' datasheets and whitepapers; hover a value "
                    "to see its source, or read the sources in the detail pane. Suitability notes "
                    "and deployments come from the source article. Check prices and figures "
                    "before you buy.")
                     .toHtmlEscaped());
    QMessageBox::about(this, tr("About GPU Atlas"), text);
}

void MainWindow::restoreSettings()
{
    m_workspace.setSelection(Settings::contains(SettingKey::Selection)
                                 ? Settings::value(SettingKey::Selection).toStringList()
                                 : state::Workspace::defaultSelection());
    SpecPageSettings::restore(*m_spec);
    if (!restoreGeometry(Settings::value(SettingKey::WindowGeometry).toByteArray()))
        resize(defaultSize());
    restoreState(Settings::value(SettingKey::WindowState).toByteArray());
    m_savedPage = Settings::value(SettingKey::WindowPage).toInt();
    if (m_savedPage >= 0 && m_savedPage < m_pages->count())
        m_pages->setCurrentIndex(m_savedPage);
}

void MainWindow::saveSettings() const
{
    if (m_persistence != Persistence::Saved)
        return;
    Settings::setValue(SettingKey::WindowGeometry, saveGeometry());
    Settings::setValue(SettingKey::WindowState, saveState());
    Settings::setValue(SettingKey::WindowPage, m_pages->currentIndex());
    Settings::setValue(SettingKey::Selection, m_workspace.selection());
    SpecPageSettings::save(*m_spec);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace gpuatlas::ui
