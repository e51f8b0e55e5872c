// SPDX-License-Identifier: GPL-3.0-or-later
#include "TsFile.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "text/OwnershipText.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

using gpuatlas::tests::TsFile;

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(?:n|L?[1-9])"));
    QSet<QString> found;
    for (const auto& match : pattern.globalMatch(text))
        found << match.captured().remove(QLatin1Char('L'));
    return found;
}

} // namespace

class tst_Translations : public QObject
{
    Q_OBJECT

private slots:
    void complete_data();
    void complete();
    void scriptMatchesLanguage_data();
    void scriptMatchesLanguage();
    void articleTerms_data();
    void articleTerms();
    void compiledTranslationsLoad_data();
    void compiledTranslationsLoad();
    void englishPluralForms();
    void systemLocaleChoosesLanguage_data();
    void systemLocaleChoosesLanguage();
};

void tst_Translations::complete_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("zh_CN") << "zh_CN";
    QTest::newRow("zh_TW") << "zh_TW";
}

void tst_Translations::complete()
{
    QFETCH(QString, language);
    const auto messages = TsFile::read(TsFile::path(language));
    QVERIFY2(messages.size() > 50, "the .ts file looks empty: run the update_translations target");
    for (const auto& message : messages) {
        const QString where = message.context + QLatin1String(": ") + message.source;
        QVERIFY2(message.type.isEmpty(), qPrintable(QStringLiteral("%1 entry: %2").arg(message.type, where)));
        QVERIFY2(!message.translations.isEmpty(), qPrintable(where));
        for (const auto& translation : message.translations) {
            // A separator may be just a space; anything else must say something.
            QVERIFY2(!translation.trimmed().isEmpty() || message.source.trimmed().isEmpty(), qPrintable(where));
            // A dropped %1 silently loses a number; an extra one prints "%2" to the user.
            QCOMPARE(placeholders(translation) - QSet<QString>{QStringLiteral("%n")},
                     placeholders(message.source) - QSet<QString>{QStringLiteral("%n")});
        }
    }
}

void tst_Translations::scriptMatchesLanguage_data()
{
    // Characters that exist in only one script: a Simplified one in the Traditional
    // file (or the reverse) means a conversion was missed.
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("forbidden");
    QTest::newRow("zh_CN has no Traditional-only characters")
        << "zh_CN" << QStringLiteral("顯訓練權據體檔選擇費較當歷頻寬際單標籤設圖與載務們個頁碼輸擬應");
    QTest::newRow("zh_TW has no Simplified-only characters")
        << "zh_TW" << QStringLiteral("显训练权据体档选择费较当历频宽际单标签设图与载务们个页码输拟应");
}

void tst_Translations::scriptMatchesLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, forbidden);
    for (const auto& message : TsFile::read(TsFile::path(language))) {
        for (const auto& translation : message.translations) {
            for (const QChar c : forbidden)
                QVERIFY2(!translation.contains(c),
                         qPrintable(QStringLiteral("%1 in \"%2\"").arg(QString(c), translation)));
        }
    }
}

void tst_Translations::articleTerms_data()
{
    // The Chinese interface uses the source article's own terms.
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("zhCN");
    QTest::addColumn<QString>("zhTW");
    QTest::newRow("memory") << "GpuFields"
                            << "Memory"
                            << "显存"
                            << "顯存";
    QTest::newRow("memory type") << "GpuFields"
                                 << "Memory type"
                                 << "显存类型"
                                 << "顯存類型";
    QTest::newRow("bandwidth") << "GpuFields"
                               << "Memory bandwidth"
                               << "内存带宽"
                               << "內存帶寬";
    QTest::newRow("architecture") << "GpuFields"
                                  << "Architecture"
                                  << "架构"
                                  << "架構";
}

void tst_Translations::articleTerms()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, zhCN);
    QFETCH(QString, zhTW);
    for (const auto& [language, expected] :
         {std::pair{QStringLiteral("zh_CN"), zhCN}, std::pair{QStringLiteral("zh_TW"), zhTW}}) {
        bool found = false;
        for (const auto& message : TsFile::read(TsFile::path(language))) {
            if (message.context == context && message.source == source) {
                found = true;
                QVERIFY2(
                    message.translations.value(0).contains(expected),
                    qPrintable(
                        QStringLiteral("%1: \"%2\" lacks %3").arg(language, message.translations.value(0), expected)));
            }
        }
        QVERIFY2(found, qPrintable(QStringLiteral("%1: no entry for %2").arg(language, source)));
    }
}

void tst_Translations::compiledTranslationsLoad_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("memory");
    QTest::addColumn<QString>("wizardNext"); // from Qt's own qtbase translation
    QTest::newRow("zh_CN") << "zh_CN"
                           << "显存"
                           << "下一步";
    QTest::newRow("zh_TW") << "zh_TW"
                           << "顯存"
                           << "下一個";
}

void tst_Translations::compiledTranslationsLoad()
{
    QFETCH(QString, language);
    QFETCH(QString, memory);
    QFETCH(QString, wizardNext);
    gpuatlas::text::LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    QCOMPARE(languages.language(), language);
    QCOMPARE(QCoreApplication::translate("GpuFields", "Memory"), memory);
    QVERIFY2(QCoreApplication::translate("QWizard", "&Next >").contains(wizardNext),
             qPrintable(QCoreApplication::translate("QWizard", "&Next >")));
    QCOMPARE(QLocale().language(), QLocale::Chinese);
    // prices.json's generic purchase-price descriptions are translated; names are not.
    gpuatlas::engine::Price price;
    price.provider = "Street price (refurbished/used)";
    QVERIFY(!gpuatlas::text::OwnershipText::provider(price).contains(QLatin1String("Street")));
    price.provider = "RunPod";
    QCOMPARE(gpuatlas::text::OwnershipText::provider(price), QStringLiteral("RunPod"));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("GpuFields", "Memory"), QStringLiteral("Memory"));
}

void tst_Translations::englishPluralForms()
{
    gpuatlas::text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("gpuatlas::ui::MainWindow", "%n GPUs shown", nullptr, 1),
             QStringLiteral("1 GPU shown"));
    QCOMPARE(QCoreApplication::translate("gpuatlas::ui::MainWindow", "%n GPUs shown", nullptr, 23),
             QStringLiteral("23 GPUs shown"));
    QCOMPARE(QCoreApplication::translate("GpuFields", "bridge, %n GPUs", nullptr, 2), QStringLiteral("bridge, 2 GPUs"));
}

void tst_Translations::systemLocaleChoosesLanguage_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("language");
    QTest::newRow("mainland") << "zh_CN"
                              << "zh_CN";
    QTest::newRow("Singapore") << "zh_SG"
                               << "zh_CN";
    QTest::newRow("Taiwan") << "zh_TW"
                            << "zh_TW";
    QTest::newRow("Hong Kong") << "zh_HK"
                               << "zh_TW";
    QTest::newRow("Hant script") << "zh_Hant_MO"
                                 << "zh_TW";
    QTest::newRow("English") << "en_GB"
                             << "en";
    QTest::newRow("German falls back to English") << "de_DE"
                                                  << "en";
}

void tst_Translations::systemLocaleChoosesLanguage()
{
    QFETCH(QString, locale);
    QFETCH(QString, language);
    QCOMPARE(gpuatlas::text::LanguageManager::languageFor(QLocale(locale)), language);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Translations)
#include "tst_Translations.moc"
