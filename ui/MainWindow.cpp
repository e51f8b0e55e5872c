// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "Workspace.h"
#include "text/LanguageManager.h"
#include "widgets/SpecPage.h"

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
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

namespace gpuatlas::ui {

namespace {

const QString keyGeometry = QStringLiteral("mainWindow/geometry");
const QString keyState = QStringLiteral("mainWindow/state");
const QString keyPage = QStringLiteral("mainWindow/page");
const QString keySelection = QStringLiteral("workspace/selection");
// Read by Application::startupLanguage().
const QString keyLanguage = QStringLiteral("ui/language");

} // namespace

MainWindow::MainWindow(Workspace& workspace, text::LanguageManager& languages, Persistence persistence, QWidget* parent)
    : QMainWindow(parent)
    , m_workspace(workspace)
    , m_languages(languages)
    , m_persistence(persistence)
    , m_pages(new QTabWidget(this))
    , m_spec(new SpecPage(workspace, languages, this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_pages->setDocumentMode(true);
    setCentralWidget(m_pages);
    addPage(m_spec, QT_TRANSLATE_NOOP("gpuatlas::ui::MainWindow", "Specifications"));
    statusBar()->addWidget(m_status, 1);
    createMenus();

    connect(&m_workspace, &Workspace::selectionChanged, this, &MainWindow::updateStatus);
    connect(m_spec, &SpecPage::shownCountChanged, this, &MainWindow::updateStatus);
    connect(&m_languages, &text::LanguageManager::languageChanged, this, [this] {
        updateLanguageChecks();
        // An interface language without translations installs no translator and so
        // sends no LanguageChange; the numbers' locale changed all the same.
        retranslateUi();
    });

    if (m_persistence == Persistence::Saved) {
        restoreSettings();
    } else {
        m_workspace.setSelection(defaultSelection());
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

QStringList MainWindow::defaultSelection()
{
    return {QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("rtx-a6000"),
            QStringLiteral("l40s")};
}

int MainWindow::addPage(QWidget* page, const char* untranslatedTitle)
{
    const int index = m_pages->addTab(page, QString());
    m_pageTitles.insert(m_pageTitles.begin() + index, untranslatedTitle);
    m_pages->setTabText(index, QCoreApplication::translate(metaObject()->className(), untranslatedTitle));
    // Pages are added after the settings are read; the saved tab may be one of them.
    if (index == m_savedPage)
        m_pages->setCurrentIndex(index);
    return index;
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
    m_pages->setCurrentWidget(page);
}

QWidget* MainWindow::currentPage() const
{
    return m_pages->currentWidget();
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
    m_aboutAction->setText(tr("&About GPU Atlas"));
    for (std::size_t i = 0; i < m_pageTitles.size(); ++i) {
        m_pages->setTabText(static_cast<int>(i),
                            QCoreApplication::translate(metaObject()->className(), m_pageTitles[i]));
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
        QSettings().setValue(keyLanguage, m_languages.language());
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
    const QSettings settings;
    m_workspace.setSelection(settings.contains(keySelection) ? settings.value(keySelection).toStringList()
                                                             : defaultSelection());
    m_spec->restoreSettings(settings);
    if (!restoreGeometry(settings.value(keyGeometry).toByteArray()))
        resize(defaultSize());
    restoreState(settings.value(keyState).toByteArray());
    m_savedPage = settings.value(keyPage, 0).toInt();
    if (m_savedPage >= 0 && m_savedPage < m_pages->count())
        m_pages->setCurrentIndex(m_savedPage);
}

void MainWindow::saveSettings() const
{
    if (m_persistence != Persistence::Saved)
        return;
    QSettings settings;
    settings.setValue(keyGeometry, saveGeometry());
    settings.setValue(keyState, saveState());
    settings.setValue(keyPage, m_pages->currentIndex());
    settings.setValue(keySelection, m_workspace.selection());
    m_spec->saveSettings(settings);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace gpuatlas::ui
