// SPDX-License-Identifier: GPL-3.0-or-later
#include "CurrencyChoice.h"

#include "state/Settings.h"
#include "state/Workspace.h"
#include "text/LanguageManager.h"
#include "text/Money.h"

#include <QActionGroup>
#include <QMenu>

namespace gpuatlas::ui {

using engine::Currency;
using state::Settings;

CurrencyChoice::CurrencyChoice(state::Workspace& workspace, text::LanguageManager& languages, bool persist,
                               QObject* parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_languages(languages)
    , m_persist(persist)
{
    const auto saved = persist ? Settings::chosenCurrency() : std::nullopt;
    if (saved) {
        m_explicit = true;
        m_applying = true;
        m_workspace.setCurrency(*saved);
        m_applying = false;
    } else {
        followLanguage();
    }
    connect(&m_workspace, &state::Workspace::currencyChanged, this, [this] {
        updateChecks();
        if (m_applying)
            return;
        // Not the language's default: the user chose this currency.
        m_explicit = true;
        if (m_persist)
            Settings::setChosenCurrency(m_workspace.currency());
    });
    connect(&m_languages, &text::LanguageManager::languageChanged, this, [this] {
        if (!m_explicit)
            followLanguage();
        retranslate();
    });
}

void CurrencyChoice::followLanguage()
{
    m_applying = true;
    m_workspace.setCurrency(Settings::defaultCurrency(m_languages.language()));
    m_applying = false;
}

QMenu* CurrencyChoice::menu(QWidget* parent)
{
    if (m_menu)
        return m_menu;
    m_menu = new QMenu(parent);
    m_group = new QActionGroup(m_menu);
    for (const Currency currency : engine::allCurrencies) {
        QAction* action = m_menu->addAction(QString());
        action->setCheckable(true);
        action->setData(static_cast<int>(currency));
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, currency] { m_workspace.setCurrency(currency); });
    }
    retranslate();
    updateChecks();
    return m_menu;
}

void CurrencyChoice::retranslate()
{
    if (!m_menu)
        return;
    m_menu->setTitle(tr("&Currency"));
    for (QAction* action : m_group->actions()) {
        const auto currency = static_cast<Currency>(action->data().toInt());
        // "&US dollars (USD)": the name first, so that each has its own accelerator.
        action->setText(QStringLiteral("&") + text::Money::name(currency));
    }
}

void CurrencyChoice::updateChecks()
{
    if (!m_group)
        return;
    for (QAction* action : m_group->actions())
        action->setChecked(static_cast<Currency>(action->data().toInt()) == m_workspace.currency());
}

} // namespace gpuatlas::ui
