// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Workload.h"

#include <QLabel>
#include <QWizardPage>

namespace gpuatlas::ui {

class WorkloadWizard;

// A wizard step that edits part of the wizard's draft workload: load() fills the
// fields from the draft when the page is shown, check() validates them (showing
// each problem beside its field), store() writes them back.
class WorkloadPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit WorkloadPage(WorkloadWizard& wizard);

    void initializePage() override;
    bool validatePage() override;
    // Re-reads the draft into the fields (after Open… or a preset), without checks.
    void reload() { load(draft()); }

protected:
    virtual void load(const engine::Workload& workload) = 0;
    virtual bool check() = 0;
    virtual void store(engine::Workload& workload) = 0;
    virtual void retranslateUi() = 0;

    engine::Workload& draft();
    WorkloadWizard& wizard() const { return m_wizard; }
    void changeEvent(QEvent* event) override;

    // A message label placed beside a field: hidden while empty.
    static QLabel* makeMessageLabel(const QString& objectName);
    static void showMessage(QLabel* label, const QString& message);

private:
    // Accessible names of the fields from their labels (after retranslateUi).
    void nameFields();

    WorkloadWizard& m_wizard;
};

} // namespace gpuatlas::ui
