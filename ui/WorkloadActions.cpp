// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadActions.h"

#include "files/WorkloadFiles.h"
#include "state/CurrentResult.h"
#include "state/Workspace.h"
#include "text/DiagnosticText.h"
#include "ui/dialogs/WorkloadFileDialogs.h"
#include "ui/wizard/WorkloadWizard.h"

#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QMenu>
#include <QWidget>

namespace gpuatlas::ui {

using Files = WorkloadFileDialogs;

namespace {

// Follows the language of the window the actions live in (actions are not widgets).
class LanguageWatcher : public QObject
{
public:
    LanguageWatcher(QWidget& window, std::function<void()> retranslate)
        : QObject(&window)
        , m_retranslate(std::move(retranslate))
    {
        window.installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            m_retranslate();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_retranslate;
};

} // namespace

WorkloadActions::WorkloadActions(CurrentResult& current, QWidget& window)
    : QObject(&window)
    , m_current(current)
    , m_window(window)
    , m_new(new QAction(this))
    , m_open(new QAction(this))
    , m_save(new QAction(this))
    , m_recentMenu(new QMenu(&window)) // owned: the menu bar that shows it does not take it (LeakSanitizer)
{
    m_new->setObjectName(QStringLiteral("newWorkloadAction"));
    m_open->setObjectName(QStringLiteral("openWorkloadAction"));
    m_save->setObjectName(QStringLiteral("saveWorkloadAction"));
    m_new->setShortcut(QKeySequence::New);
    m_open->setShortcut(QKeySequence::Open);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setEnabled(current.workload().has_value());
    connect(m_new, &QAction::triggered, this, [this] { openWizard(false); });
    connect(m_open, &QAction::triggered, this, &WorkloadActions::openInteractively);
    connect(m_save, &QAction::triggered, this, &WorkloadActions::saveInteractively);
    connect(m_recentMenu, &QMenu::aboutToShow, this, &WorkloadActions::updateRecentMenu);
    connect(&m_current, &CurrentResult::workloadChanged, this, [this] { m_save->setEnabled(true); });
    new LanguageWatcher(window, [this] { retranslate(); });
    retranslate();
}

QList<QAction*> WorkloadActions::actions() const
{
    return {m_new, m_open, m_save};
}

void WorkloadActions::retranslate()
{
    m_new->setText(tr("&New workload…"));
    m_open->setText(tr("&Open workload…"));
    m_save->setText(tr("&Save workload…"));
    m_recentMenu->setTitle(tr("Open &recent"));
}

WorkloadWizard* WorkloadActions::openWizard(bool fromCurrent, bool show)
{
    auto* wizard = new WorkloadWizard(m_current.workspace(), &m_window);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    if (fromCurrent) {
        if (const auto explored = m_current.explored())
            wizard->setWorkload(*explored);
    }
    connect(wizard, &WorkloadWizard::workloadAccepted, &m_current, &CurrentResult::setWorkload);
    if (show)
        wizard->show();
    return wizard;
}

text::Status WorkloadActions::openFile(const QString& path)
{
    auto loaded = files::WorkloadFiles::load(path, m_current.workspace().models());
    if (!loaded)
        return text::Status::failure(text::DiagnosticText::lines(loaded.errors(), 5));
    Files::addRecentFile(path);
    m_current.setWorkload(loaded.value());
    return text::Status::success();
}

text::Status WorkloadActions::saveFile(const QString& path) const
{
    const auto workload = m_current.explored();
    if (!workload)
        return text::Status::failure(tr("There is no workload to save yet."));
    text::Status status = files::WorkloadFiles::save(path, *workload);
    if (status)
        Files::addRecentFile(path);
    return status;
}

void WorkloadActions::openInteractively()
{
    const QString path = Files::askOpenPath(&m_window);
    if (path.isEmpty())
        return;
    if (const text::Status status = openFile(path); !status)
        Files::warnOpenFailed(&m_window, status);
}

void WorkloadActions::saveInteractively()
{
    const auto workload = m_current.explored();
    if (!workload) {
        openWizard(false);
        return;
    }
    const QString path = Files::askSavePath(&m_window, *workload);
    if (path.isEmpty())
        return;
    if (const text::Status status = saveFile(path); !status)
        Files::warnSaveFailed(&m_window, status);
}

void WorkloadActions::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = Files::recentFiles();
    for (const QString& path : recent) {
        QAction* action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (const text::Status status = openFile(path); !status)
                Files::warnOpenFailed(&m_window, status);
        });
    }
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent workloads"))->setEnabled(false);
}

} // namespace gpuatlas::ui
