// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

class QActionGroup;
class QMenu;
class QWidget;

namespace gpuatlas::text {
class LanguageManager;
}

namespace gpuatlas::ui {

// A workspace setting whose first value follows the interface language (the currency:
// yuan in Chinese; the market: China's parts in simplified Chinese) until the user
// chooses one: the saved choice, when `persist`, else the language's, which then follows
// the language. Any change of the setting this class did not make from the language
// (its View menu, another control bound to the same setting) is the user's choice: kept
// across language switches and, when `persist`, saved. A subclass says what the values
// are, how they are named and where the setting lives, calls start() in its constructor
// and changed() whenever the setting changes.
class LanguageDefaultChoice : public QObject
{
    Q_OBJECT

public:
    // One checkable entry per value, in values() order.
    QMenu* menu(QWidget* parent);
    bool isExplicit() const { return m_explicit; }

protected:
    LanguageDefaultChoice(text::LanguageManager& languages, bool persist, QObject* parent);

    void start();
    void changed();

    virtual QList<int> values() const = 0;
    virtual int current() const = 0;
    virtual void apply(int value) = 0;
    virtual std::optional<int> saved() const = 0;
    virtual void save(int value) const = 0;
    virtual int languageDefault(const QString& language) const = 0;
    virtual QString title() const = 0;
    virtual QString name(int value) const = 0;

private:
    void followLanguage();
    void retranslate();
    void updateChecks();
    void set(int value);

    text::LanguageManager& m_languages;
    bool m_persist = false;
    bool m_explicit = false;
    bool m_applying = false;
    QMenu* m_menu = nullptr;
    QActionGroup* m_group = nullptr;
};

} // namespace gpuatlas::ui
