// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/UserData.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gpuatlas::ui {

using state::UserData;

// Reports one of the user's files that could not be loaded: the file, and for each
// problem where it is (JSON pointer) and what is wrong. The file has been left as it
// is and is not saved over; the user may set it aside (rename it) to start afresh.
class UserFileProblemDialog : public QDialog
{
    Q_OBJECT

public:
    UserFileProblemDialog(UserData& userData, UserData::Problem problem, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    QPushButton* setAsideButton() const { return m_setAside; }
    // Where the file was moved, after "Set aside".
    QString asidePath() const { return m_aside; }

    // Shows a dialog for each invalid file of `userData` (window-modal, one after the other).
    static void reportAll(UserData& userData, QWidget* parent);

private:
    void setAside();

    UserData& m_userData;
    UserData::Problem m_problem;
    QLabel* m_text;
    QTableWidget* m_table;
    QPushButton* m_setAside;
    QString m_aside;
};

} // namespace gpuatlas::ui
