// SPDX-License-Identifier: GPL-3.0-or-later
#include "LanguageManager.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace gpuatlas::text {

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

LanguageManager::~LanguageManager()
{
    removeTranslators();
}

QStringList LanguageManager::languages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
}

QString LanguageManager::nativeName(const QString& language)
{
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (language == QLatin1String("zh_TW"))
        return QStringLiteral("繁體中文");
    return QStringLiteral("English");
}

QString LanguageManager::languageFor(const QLocale& locale)
{
    if (locale.language() != QLocale::Chinese)
        return QStringLiteral("en");
    const bool traditional = locale.script() == QLocale::TraditionalChineseScript
                             || locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong
                             || locale.territory() == QLocale::Macao;
    return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
}

engine::Language LanguageManager::engineLanguage(const QString& language)
{
    if (language == QLatin1String("zh_CN"))
        return engine::Language::SimplifiedChinese;
    if (language == QLatin1String("zh_TW"))
        return engine::Language::TraditionalChinese;
    return engine::Language::English;
}

QLocale LanguageManager::localeFor(const QString& language)
{
    if (language == QLatin1String("zh_CN"))
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    if (language == QLatin1String("zh_TW"))
        return QLocale(QLocale::Chinese, QLocale::TraditionalChineseScript, QLocale::Taiwan);
    // English text with the user's own number conventions would mix styles; the
    // English interface formats as en_US.
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

void LanguageManager::removeTranslators()
{
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
    m_appTranslator.reset();
    m_qtTranslator.reset();
}

bool LanguageManager::setLanguage(const QString& requested)
{
    const QString language = languages().contains(requested) ? requested : QStringLiteral("en");
    removeTranslators();
    bool ok = true;
    if (language != QLatin1String("en")) {
        auto appTranslator = std::make_unique<QTranslator>();
        if (appTranslator->load(QStringLiteral(":/i18n/gpuatlas_%1.qm").arg(language))) {
            QCoreApplication::installTranslator(appTranslator.get());
            m_appTranslator = std::move(appTranslator);
        } else {
            ok = false;
        }
        // Qt's own strings: the system copy if Qt is installed, else the copy we embed.
        auto qtTranslator = std::make_unique<QTranslator>();
        const QString qtName = QStringLiteral("qtbase_%1").arg(language);
        if (qtTranslator->load(qtName, QLibraryInfo::path(QLibraryInfo::TranslationsPath))
            || qtTranslator->load(qtName, QStringLiteral(":/i18n"))) {
            QCoreApplication::installTranslator(qtTranslator.get());
            m_qtTranslator = std::move(qtTranslator);
        }
    }
    m_language = ok ? language : QStringLiteral("en");
    QLocale::setDefault(localeFor(m_language));
    emit languageChanged(m_language);
    return ok;
}

} // namespace gpuatlas::text
