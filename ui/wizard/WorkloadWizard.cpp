// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadWizard.h"

#include "DataPage.h"
#include "ModelPage.h"
#include "PrioritiesPage.h"
#include "ScalePage.h"
#include "TaskPage.h"
#include "WorkloadPresets.h"
#include "state/Workspace.h"
#include "text/DiagnosticText.h"
#include "text/WorkloadFiles.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

namespace gpuatlas::ui {

namespace {

constexpr int maxRecentFiles = 8;
const char* const recentKey = "wizard/recentWorkloads";

} // namespace

WorkloadWizard::WorkloadWizard(Workspace& workspace, QWidget* parent)
    : QWizard(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("workloadWizard"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::HaveCustomButton1);
    setOption(QWizard::HaveCustomButton2);
    setOption(QWizard::NoBackButtonOnStartPage);
    setMinimumSize(760, 620);

    m_draft = WorkloadPresets::find(QStringLiteral("chat"))->workload;
    for (const auto& id : workspace.selection())
        m_draft.gpus.push_back(id.toStdString());

    m_pages = {new TaskPage(*this), new ModelPage(*this), new DataPage(*this), new ScalePage(*this),
               new PrioritiesPage(*this)};
    for (int id = 0; id < m_pages.size(); ++id)
        setPage(id, m_pages[id]);

    connect(this, &QWizard::customButtonClicked, this, [this](int which) {
        if (which == QWizard::CustomButton1)
            saveInteractively();
        else if (which == QWizard::CustomButton2)
            openInteractively();
    });
    retranslateUi();
}

void WorkloadWizard::retranslateUi()
{
    setWindowTitle(tr("Describe your workload"));
    setButtonText(QWizard::CustomButton1, tr("&Save…"));
    setButtonText(QWizard::CustomButton2, tr("&Open…"));
    setButtonText(QWizard::FinishButton, tr("&Recommend GPUs"));
}

void WorkloadWizard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizard::changeEvent(event);
}

void WorkloadWizard::setWorkload(const engine::Workload& workload)
{
    m_draft = workload;
    for (auto* page : m_pages)
        page->reload();
}

void WorkloadWizard::applyPreset(const WorkloadPreset& preset)
{
    const auto gpus = m_draft.gpus;
    const auto name = m_draft.name;
    m_draft = preset.workload;
    m_draft.gpus = gpus; // the choice of GPUs is not part of the job
    m_draft.name = name;
}

void WorkloadWizard::storeVisitedPages()
{
    // Pages already visited hold the user's latest input: write what is valid into the
    // draft (an invalid field keeps its message beside it and its previous value).
    for (const int id : visitedIds()) {
        if (auto* page = qobject_cast<WorkloadPage*>(this->page(id)))
            page->validatePage();
    }
}

QString WorkloadWizard::saveTo(const QString& path)
{
    storeVisitedPages();
    const QString error = text::WorkloadFiles::save(path, m_draft);
    if (error.isEmpty())
        addRecentFile(path);
    return error;
}

QString WorkloadWizard::openFrom(const QString& path)
{
    auto loaded = text::WorkloadFiles::load(path, m_workspace.models());
    if (!loaded)
        return text::DiagnosticText::lines(loaded.errors(), 5);
    setWorkload(loaded.value());
    addRecentFile(path);
    restart();
    return {};
}

void WorkloadWizard::saveInteractively()
{
    const QString suggested =
        m_draft.name.empty() ? tr("workload.json") : QString::fromStdString(m_draft.name) + QStringLiteral(".json");
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save workload"), suggested, tr("Workload (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString error = saveTo(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Save workload"), tr("Could not save %1:\n%2").arg(path, error));
}

void WorkloadWizard::openInteractively()
{
    const QStringList recent = recentFiles();
    const QString folder = recent.isEmpty() ? QString() : QFileInfo(recent.front()).absolutePath();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open workload"), folder, tr("Workload (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString error = openFrom(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Open workload"), tr("Could not open the workload:\n%1").arg(error));
}

QStringList WorkloadWizard::recentFiles()
{
    return QSettings().value(QString::fromLatin1(recentKey)).toStringList();
}

void WorkloadWizard::addRecentFile(const QString& path)
{
    QStringList recent = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > maxRecentFiles)
        recent.removeLast();
    QSettings().setValue(QString::fromLatin1(recentKey), recent);
}

void WorkloadWizard::accept()
{
    // validatePage() of the last page has stored its fields; the draft is complete.
    emit workloadAccepted(m_draft);
    QWizard::accept();
}

} // namespace gpuatlas::ui
