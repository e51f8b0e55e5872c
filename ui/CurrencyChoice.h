// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"

#include <QObject>

class QActionGroup;
class QMenu;
class QWidget;

namespace gpuatlas::text {
class LanguageManager;
}

namespace gpuatlas::state {
class Workspace;
}

namespace gpuatlas::ui {

// The currency costs are shown in (Workspace::currency), as the user left it: the saved
// choice (Settings::CostCurrency, which the CLI reads too), else the interface
// language's (yuan for zh_CN and zh_TW, else US dollars), which then follows the
// language until the user chooses. Any change of the workspace's currency that this
// class did not make from the language (View > Currency, the Cost of ownership page's
// combo) is the user's choice: kept across language switches and, when `persist`, saved.
class CurrencyChoice : public QObject
{
    Q_OBJECT

public:
    CurrencyChoice(state::Workspace& workspace, text::LanguageManager& languages, bool persist,
                   QObject* parent = nullptr);

    // View > Currency: one checkable entry per currency, "US dollars (USD)".
    QMenu* menu(QWidget* parent);
    bool isExplicit() const { return m_explicit; }

private:
    void followLanguage();
    void retranslate();
    void updateChecks();

    state::Workspace& m_workspace;
    text::LanguageManager& m_languages;
    bool m_persist = false;
    bool m_explicit = false;
    bool m_applying = false;
    QMenu* m_menu = nullptr;
    QActionGroup* m_group = nullptr;
};

} // namespace gpuatlas::ui
