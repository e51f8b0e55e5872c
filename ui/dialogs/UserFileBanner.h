// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/UserData.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace gpuatlas::ui {

using state::UserData;

// A warning strip over a view of the user's data while its file is invalid: changes
// cannot be saved until the file is fixed or set aside ("Details…" says why and
// offers to set it aside). Hidden while the file is fine.
class UserFileBanner : public QFrame
{
    Q_OBJECT

public:
    UserFileBanner(UserData& userData, UserData::Kind kind, QWidget* parent = nullptr);

    void refresh();

private:
    UserData& m_userData;
    UserData::Kind m_kind;
    QLabel* m_text;
    QPushButton* m_details;
};

} // namespace gpuatlas::ui
