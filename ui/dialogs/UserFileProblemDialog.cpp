// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserFileProblemDialog.h"

#include "text/DiagnosticText.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuatlas::ui {

namespace {

QString whatItHolds(UserData::Kind kind)
{
    switch (kind) {
    case UserData::Kind::CustomGpus:
        return UserFileProblemDialog::tr("your own GPUs");
    case UserData::Kind::Prices:
        return UserFileProblemDialog::tr("your price quotes");
    case UserData::Kind::Measurements:
        return UserFileProblemDialog::tr("your measurements");
    case UserData::Kind::ExchangeRates:
        return UserFileProblemDialog::tr("your exchange rates");
    }
    return {};
}

} // namespace

UserFileProblemDialog::UserFileProblemDialog(UserData& userData, UserData::Problem problem, QWidget* parent)
    : QDialog(parent)
    , m_userData(userData)
    , m_problem(std::move(problem))
    , m_text(new QLabel)
    , m_table(new QTableWidget(0, 2))
    , m_setAside(new QPushButton(tr("Set the file &aside")))
{
    setObjectName(QStringLiteral("userFileProblemDialog"));
    setWindowTitle(tr("A file of yours could not be read"));
    const QString path = QDir::toNativeSeparators(m_problem.path);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setText(tr("<p>The file holding %1 is not valid:</p><p><b>%2</b></p><p>GPU Atlas left it exactly as it "
                       "is and will not save over it, so changes to %1 cannot be saved for now. Fix the file in a text "
                       "editor and restart GPU Atlas, or set it aside: it is renamed (nothing is deleted) and a new "
                       "file is started.</p>")
                        .arg(whatItHolds(m_problem.kind), path.toHtmlEscaped()));
    m_table->setObjectName(QStringLiteral("problemTable"));
    m_table->setHorizontalHeaderLabels({tr("Where"), tr("Problem")});
    m_table->setAccessibleName(tr("Problems in %1").arg(path));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (const auto& diagnostic : m_problem.diagnostics) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0,
                         new QTableWidgetItem(diagnostic.pointer.empty() ? tr("whole file")
                                                                         : QString::fromStdString(diagnostic.pointer)));
        m_table->setItem(row, 1, new QTableWidgetItem(text::DiagnosticText::message(diagnostic)));
    }
    m_table->resizeRowsToContents();
    m_setAside->setObjectName(QStringLiteral("setAsideButton"));

    auto* buttons = new QDialogButtonBox;
    buttons->addButton(m_setAside, QDialogButtonBox::ActionRole);
    QPushButton* keep = buttons->addButton(tr("&Keep it as it is"), QDialogButtonBox::RejectRole);
    keep->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_setAside, &QPushButton::clicked, this, &UserFileProblemDialog::setAside);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(720, 420);
}

void UserFileProblemDialog::setAside()
{
    m_aside = m_userData.setAside(m_problem.kind);
    if (m_aside.isEmpty()) {
        QMessageBox::warning(this, windowTitle(),
                             tr("%1 could not be renamed. Move it away yourself, then restart GPU Atlas.")
                                 .arg(QDir::toNativeSeparators(m_problem.path)));
        return;
    }
    QMessageBox::information(this, windowTitle(),
                             tr("The file was renamed to %1. GPU Atlas starts a new one the next time you save.")
                                 .arg(QDir::toNativeSeparators(m_aside)));
    accept();
}

void UserFileProblemDialog::reportAll(UserData& userData, QWidget* parent)
{
    for (const auto& problem : userData.problems()) {
        UserFileProblemDialog dialog(userData, problem, parent);
        dialog.exec();
    }
}

} // namespace gpuatlas::ui
