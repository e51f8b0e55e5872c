// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadPage.h"

#include "WorkloadWizard.h"
#include "ui/widgets/AccessibleNames.h"

#include <QEvent>

namespace gpuatlas::ui {

WorkloadPage::WorkloadPage(WorkloadWizard& wizard)
    : QWizardPage(&wizard)
    , m_wizard(wizard)
{
}

engine::Workload& WorkloadPage::draft()
{
    return m_wizard.draft();
}

void WorkloadPage::initializePage()
{
    load(draft());
    nameFields();
}

void WorkloadPage::nameFields()
{
    // Every page labels its fields in a QFormLayout or beside them: those labels name them.
    AccessibleNames::addFormBuddies(*this);
    AccessibleNames::nameFromBuddies(*this);
}

bool WorkloadPage::validatePage()
{
    if (!check())
        return false;
    store(draft());
    return true;
}

void WorkloadPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        nameFields();
    }
    QWizardPage::changeEvent(event);
}

QLabel* WorkloadPage::makeMessageLabel(const QString& objectName)
{
    auto* label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
    label->setVisible(false);
    return label;
}

void WorkloadPage::showMessage(QLabel* label, const QString& message)
{
    label->setText(message);
    label->setVisible(!message.isEmpty());
}

} // namespace gpuatlas::ui
