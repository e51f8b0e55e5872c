// SPDX-License-Identifier: GPL-3.0-or-later
#include "LanguageManager.h"

#include "AppIdentity.h"

#include <QCoreApplication>
#include <QLibraryInfo>

#include <algorithm>

namespace gpuatlas::text {

namespace {

bool loadFromFirst(QTranslator& translator, const QString& name, const QStringList& folders)
{
    return std::any_of(folders.begin(), folders.end(),
                       [&](const QString& folder) { return translator.load(name, folder); });
}

} // namespace

LanguageManager::LanguageManager(QObject* parent)
    : QObject(parent)
{
}

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
    const bool traditional = locale.script() == QLocale::TraditionalChineseScript ||
                             locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong ||
                             locale.territory() == QLocale::Macao;
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
    // The installed copy first, so that a package can ship a corrected translation;
    // the embedded one makes a build tree or a moved binary work.
    const QStringList folders = installedFolders(QStringLiteral("translations")) << QStringLiteral(":/i18n");
    // English has a translation too: its plural forms ("1 GPU", "2 GPUs").
    auto appTranslator = std::make_unique<QTranslator>();
    if (loadFromFirst(*appTranslator, QStringLiteral("gpuatlas_%1").arg(language), folders)) {
        QCoreApplication::installTranslator(appTranslator.get());
        m_appTranslator = std::move(appTranslator);
    } else if (language != QLatin1String("en")) {
        ok = false;
    }
    if (language != QLatin1String("en")) {
        // Qt's own strings: the system copy, which matches the Qt that runs, if Qt is
        // installed; else the copy installed with the app, else the embedded one.
        auto qtTranslator = std::make_unique<QTranslator>();
        if (loadFromFirst(*qtTranslator, QStringLiteral("qtbase_%1").arg(language),
                          QStringList{QLibraryInfo::path(QLibraryInfo::TranslationsPath)} + folders)) {
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
