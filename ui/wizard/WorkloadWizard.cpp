// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadWizard.h"

#include "DataPage.h"
#include "ModelPage.h"
#include "PrioritiesPage.h"
#include "RuntimePage.h"
#include "ScalePage.h"
#include "TaskPage.h"
#include "WorkloadPresets.h"
#include "files/WorkloadFiles.h"
#include "state/Workspace.h"
#include "text/DiagnosticText.h"
#include "ui/dialogs/WorkloadFileDialogs.h"

#include <QEvent>

namespace gpuatlas::ui {

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

    m_pages = {new TaskPage(*this),  new ModelPage(*this),   new DataPage(*this),
               new ScalePage(*this), new RuntimePage(*this), new PrioritiesPage(*this)};
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

text::Status WorkloadWizard::saveTo(const QString& path)
{
    storeVisitedPages();
    text::Status status = files::WorkloadFiles::save(path, m_draft);
    if (status)
        WorkloadFileDialogs::addRecentFile(path);
    return status;
}

text::Status WorkloadWizard::openFrom(const QString& path)
{
    auto loaded = files::WorkloadFiles::load(path, m_workspace.models());
    if (!loaded)
        return text::Status::failure(text::DiagnosticText::lines(loaded.errors(), 5));
    setWorkload(loaded.value());
    WorkloadFileDialogs::addRecentFile(path);
    restart();
    return text::Status::success();
}

// The same dialogs and messages as File > Open and Save (WorkloadFileDialogs).
void WorkloadWizard::saveInteractively()
{
    const QString path = WorkloadFileDialogs::askSavePath(this, m_draft);
    if (path.isEmpty())
        return;
    if (const text::Status status = saveTo(path); !status)
        WorkloadFileDialogs::warnSaveFailed(this, status);
}

void WorkloadWizard::openInteractively()
{
    const QString path = WorkloadFileDialogs::askOpenPath(this);
    if (path.isEmpty())
        return;
    if (const text::Status status = openFrom(path); !status)
        WorkloadFileDialogs::warnOpenFailed(this, status);
}

void WorkloadWizard::accept()
{
    // validatePage() of the last page has stored its fields; the draft is complete.
    emit workloadAccepted(m_draft);
    QWizard::accept();
}

} // namespace gpuatlas::ui
