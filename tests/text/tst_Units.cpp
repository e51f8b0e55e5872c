// SPDX-License-Identifier: GPL-3.0-or-later
// Large counts as each language counts them: English by thousands (million, billion,
// trillion), Chinese by myriads (万, 亿, 万亿; Taiwan's 兆), with the shipped translations.
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "text/Units.h"

#include <QCoreApplication>
#include <QTest>

using gpuatlas::text::Units;

class tst_Units : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void largeCount_data();
    void largeCount();
    void measureWordJoinsTheUnit_data();
    void measureWordJoinsTheUnit();
    void workloadSummaryMessage();
};

void tst_Units::cleanup()
{
    gpuatlas::text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
}

void tst_Units::largeCount_data()
{
    // Worked by hand: 15 trillion = 15 × 10^12 = 15 万亿 (zh_TW 15 兆); 2 billion = 20 × 10^8 =
    // 20 亿; 150 million = 1.5 × 10^8; 50 million = 5,000 × 10^4; three significant figures.
    QTest::addColumn<QString>("language");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("15 trillion tokens, zh_CN") << "zh_CN" << 15e12 << QStringLiteral("15 万亿");
    QTest::newRow("15 trillion tokens, zh_TW") << "zh_TW" << 15e12 << QStringLiteral("15 兆");
    QTest::newRow("15 trillion tokens, en") << "en" << 15e12 << QStringLiteral("15 trillion");
    QTest::newRow("2 billion, zh_CN") << "zh_CN" << 2e9 << QStringLiteral("20 亿");
    QTest::newRow("2 billion, zh_TW") << "zh_TW" << 2e9 << QStringLiteral("20 億");
    QTest::newRow("2 billion, en") << "en" << 2e9 << QStringLiteral("2 billion");
    QTest::newRow("150 million, zh_CN") << "zh_CN" << 1.5e8 << QStringLiteral("1.5 亿");
    QTest::newRow("150 million, en") << "en" << 1.5e8 << QStringLiteral("150 million");
    QTest::newRow("50 million, zh_CN") << "zh_CN" << 5e7 << QStringLiteral("5,000 万");
    QTest::newRow("50 million, zh_TW") << "zh_TW" << 5e7 << QStringLiteral("5,000 萬");
    QTest::newRow("Llama 3 8B's parameters") << "zh_CN" << 8.03e9 << QStringLiteral("80.3 亿");
    QTest::newRow("DeepSeek-V3's parameters") << "zh_TW" << 6.71e11 << QStringLiteral("6,710 億");
    QTest::newRow("12,345") << "zh_CN" << 12345.0 << QStringLiteral("1.23 万");
    QTest::newRow("below ten thousand") << "zh_CN" << 9999.0 << QStringLiteral("9,999");
    QTest::newRow("rounds up to 1 万") << "zh_CN" << 9999.6 << QStringLiteral("1 万");
    QTest::newRow("rounds up to 1 亿, not 10,000 万") << "zh_CN" << 99'996'000.0 << QStringLiteral("1 亿");
    QTest::newRow("rounds up to 1 兆") << "zh_TW" << 999'960'000'000.0 << QStringLiteral("1 兆");
    QTest::newRow("15,000 万亿 stays in 万亿") << "zh_CN" << 1.5e16 << QStringLiteral("15,000 万亿");
    QTest::newRow("below a million in English") << "en" << 50'000.0 << QStringLiteral("50,000");
}

void tst_Units::largeCount()
{
    QFETCH(QString, language);
    QFETCH(double, value);
    QFETCH(QString, expected);
    gpuatlas::text::LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    QCOMPARE(Units::largeCount(value), expected);
}

void tst_Units::measureWordJoinsTheUnit_data()
{
    // 20 亿个 token: no space between 亿 and the measure word; 5,000 个 token keeps the space
    // a number takes before Han.
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("message");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("亿个") << "zh_CN" << QStringLiteral("共 %1 个 token") << 2e9 << QStringLiteral("共 20 亿个 token");
    QTest::newRow("億個") << "zh_TW" << QStringLiteral("共 %1 個 token") << 2e9 << QStringLiteral("共 20 億個 token");
    QTest::newRow("万亿个") << "zh_CN" << QStringLiteral("%1 个 token") << 15e12 << QStringLiteral("15 万亿个 token");
    QTest::newRow("a plain number") << "zh_CN" << QStringLiteral("%1 个 token") << 5000.0
                                    << QStringLiteral("5,000 个 token");
    QTest::newRow("a Latin word after it")
        << "zh_CN" << QStringLiteral("%1 token") << 2e9 << QStringLiteral("20 亿 token");
    QTest::newRow("English") << "en" << QStringLiteral("%1 tokens") << 2e9 << QStringLiteral("2 billion tokens");
}

void tst_Units::measureWordJoinsTheUnit()
{
    QFETCH(QString, language);
    QFETCH(QString, message);
    QFETCH(double, value);
    QFETCH(QString, expected);
    gpuatlas::text::LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    QCOMPARE(Units::withLargeCount(message, value), expected);
}

void tst_Units::workloadSummaryMessage()
{
    // The shipped translations of the messages that take a large count.
    gpuatlas::text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    QCOMPARE(Units::withLargeCount(QCoreApplication::translate("WorkloadSummary", "%1 tokens"), 2e9),
             QStringLiteral("20 亿个 token"));
    QCOMPARE(Units::withLargeCount(QCoreApplication::translate("gpuatlas::ui::DataPage", "%1 tokens in total"), 15e12),
             QStringLiteral("共 15 万亿个 token"));
    QVERIFY(languages.setLanguage(QStringLiteral("zh_TW")));
    QCOMPARE(Units::withLargeCount(QCoreApplication::translate("WorkloadSummary", "%1 tokens"), 15e12),
             QStringLiteral("15 兆個 token"));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Units)
#include "tst_Units.moc"
