// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Workload.h"
#include "state/Forward.h"
#include "text/Status.h"

#include <QStringList>
#include <QWizard>

namespace gpuatlas::ui {

using state::Workspace;
struct WorkloadPreset;
class WorkloadPage;

// Describes a job step by step and produces a workload (the engine type). It never
// computes results: whoever receives workloadAccepted() runs the engine.
class WorkloadWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId
    {
        TaskPageId,
        ModelPageId,
        DataPageId,
        ScalePageId,
        RuntimePageId,
        PrioritiesPageId,
    };

    explicit WorkloadWizard(Workspace& workspace, QWidget* parent = nullptr);

    Workspace& workspace() { return m_workspace; }
    engine::Workload& draft() { return m_draft; }
    // The workload as the pages describe it now (after the last page is accepted: final).
    const engine::Workload& workload() const { return m_draft; }

    // Replaces the draft (Open…, a recent file, or a caller starting from a workload).
    void setWorkload(const engine::Workload& workload);
    void applyPreset(const WorkloadPreset& preset);

    // Saves the draft (as far as the pages describe it) to `path`.
    [[nodiscard]] text::Status saveTo(const QString& path);
    // Loads `path` into the draft.
    [[nodiscard]] text::Status openFrom(const QString& path);

    void accept() override;

signals:
    void workloadAccepted(const engine::Workload& workload);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void storeVisitedPages();
    void saveInteractively();
    void openInteractively();

    Workspace& m_workspace;
    engine::Workload m_draft;
    QList<WorkloadPage*> m_pages;
};

} // namespace gpuatlas::ui
