// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserFileBanner.h"

#include "UserFileProblemDialog.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace gpuatlas::ui {

UserFileBanner::UserFileBanner(UserData& userData, UserData::Kind kind, QWidget* parent)
    : QFrame(parent)
    , m_userData(userData)
    , m_kind(kind)
    , m_text(new QLabel)
    , m_details(new QPushButton(tr("&Details…")))
{
    setObjectName(QStringLiteral("userFileBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette warning = palette();
    warning.setColor(QPalette::Window, QColor(0xFF, 0xF4, 0xCE));
    warning.setColor(QPalette::WindowText, QColor(0x4D, 0x3B, 0x00));
    setPalette(warning);
    m_text->setWordWrap(true);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_details, 0, Qt::AlignVCenter);
    connect(m_details, &QPushButton::clicked, this, [this] {
        for (const auto& problem : m_userData.problems()) {
            if (problem.kind == m_kind) {
                UserFileProblemDialog dialog(m_userData, problem, this);
                dialog.exec();
            }
        }
    });
    connect(&m_userData, &UserData::fileStatesChanged, this, &UserFileBanner::refresh);
    refresh();
}

void UserFileBanner::refresh()
{
    const bool invalid = !m_userData.canSave(m_kind);
    setVisible(invalid);
    if (invalid)
        m_text->setText(tr("%1 is invalid and was left as it is. Changes here cannot be saved until it is fixed "
                           "or set aside.")
                            .arg(QDir::toNativeSeparators(m_userData.path(m_kind))));
}

} // namespace gpuatlas::ui
