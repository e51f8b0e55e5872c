// SPDX-License-Identifier: GPL-3.0-or-later
#include "LanguageDefaultChoice.h"

#include "text/LanguageManager.h"

#include <QActionGroup>
#include <QMenu>

namespace gpuatlas::ui {

LanguageDefaultChoice::LanguageDefaultChoice(text::LanguageManager& languages, bool persist, QObject* parent)
    : QObject(parent)
    , m_languages(languages)
    , m_persist(persist)
{
}

void LanguageDefaultChoice::start()
{
    const auto stored = m_persist ? saved() : std::nullopt;
    if (stored) {
        m_explicit = true;
        set(*stored);
    } else {
        followLanguage();
    }
    connect(&m_languages, &text::LanguageManager::languageChanged, this, [this] {
        if (!m_explicit)
            followLanguage();
        retranslate();
    });
}

void LanguageDefaultChoice::changed()
{
    updateChecks();
    if (m_applying)
        return;
    // Not the language's default: the user chose this value.
    m_explicit = true;
    if (m_persist)
        save(current());
}

void LanguageDefaultChoice::set(int value)
{
    m_applying = true;
    apply(value);
    m_applying = false;
}

void LanguageDefaultChoice::followLanguage()
{
    set(languageDefault(m_languages.language()));
}

QMenu* LanguageDefaultChoice::menu(QWidget* parent)
{
    if (m_menu)
        return m_menu;
    m_menu = new QMenu(parent);
    m_group = new QActionGroup(m_menu);
    for (const int value : values()) {
        QAction* action = m_menu->addAction(QString());
        action->setCheckable(true);
        action->setData(value);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, value] { apply(value); });
    }
    retranslate();
    updateChecks();
    return m_menu;
}

void LanguageDefaultChoice::retranslate()
{
    if (!m_menu)
        return;
    m_menu->setTitle(title());
    for (QAction* action : m_group->actions())
        action->setText(name(action->data().toInt()));
}

void LanguageDefaultChoice::updateChecks()
{
    if (!m_group)
        return;
    for (QAction* action : m_group->actions())
        action->setChecked(action->data().toInt() == current());
}

} // namespace gpuatlas::ui
