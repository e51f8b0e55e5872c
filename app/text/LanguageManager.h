// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/LocalizedText.h"

#include <QLocale>
#include <QObject>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace gpuatlas::text {

// Installs the translators of the chosen interface language (the app's own and Qt's
// qtbase, without which QWizard's buttons and standard dialogs stay English) and makes
// the language's QLocale the default, so numbers are formatted to match. Installing a
// translator makes Qt send QEvent::LanguageChange to every widget, which retranslate.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;

    // "en", "zh_CN", "zh_TW".
    static QStringList languages();
    // The language's own name ("English", "简体中文", "繁體中文").
    static QString nativeName(const QString& language);
    // The supported language closest to `locale`; zh_HK/zh_MO/Hant map to zh_TW,
    // other Chinese to zh_CN, anything else to en.
    static QString languageFor(const QLocale& locale);
    static engine::Language engineLanguage(const QString& language);
    static QLocale localeFor(const QString& language);

    // Switches the interface; returns false (and keeps English) when the language's
    // translation cannot be loaded.
    bool setLanguage(const QString& language);
    QString language() const { return m_language; }
    engine::Language engineLanguage() const { return engineLanguage(m_language); }

signals:
    void languageChanged(const QString& language);

private:
    void removeTranslators();

    QString m_language = QStringLiteral("en");
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
};

} // namespace gpuatlas::text
