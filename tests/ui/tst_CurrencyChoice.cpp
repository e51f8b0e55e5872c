// SPDX-License-Identifier: GPL-3.0-or-later
// The currency setting (issue 14): the interface language picks the first currency, an
// explicit choice is kept across language switches and saved under the key the CLI reads.
#include "state/Settings.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/CurrencyChoice.h"

#include <QAction>
#include <QMenu>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;
using engine::Currency;
using state::SettingKey;
using state::Settings;

class tst_CurrencyChoice : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { Settings::remove(SettingKey::CostCurrency); }
    void languagePicksTheFirstCurrency_data();
    void languagePicksTheFirstCurrency();
    void followsTheLanguageUntilChosen();
    void choiceIsSavedAndRead();
    void menuChoosesAndShowsTheCurrency();
    void unsavedWindowsLeaveTheSettingAlone();
    void badSavedCodeFallsBackToTheLanguage();
    void costsFollowTheCurrency();

private:
    QTemporaryDir m_home;
};

void tst_CurrencyChoice::initTestCase()
{
    // Settings of its own: the suites share one configuration folder, and the CLI reads this key.
    QVERIFY(m_home.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_home.path());
}

void tst_CurrencyChoice::languagePicksTheFirstCurrency_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<Currency>("currency");
    QTest::newRow("en") << "en" << Currency::USD;
    QTest::newRow("zh_CN") << "zh_CN" << Currency::CNY;
    QTest::newRow("zh_TW") << "zh_TW" << Currency::CNY;
}

void tst_CurrencyChoice::languagePicksTheFirstCurrency()
{
    QFETCH(QString, language);
    QFETCH(Currency, currency);
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    ui::CurrencyChoice choice(*workspace, languages, true);
    QCOMPARE(workspace->currency(), currency);
    QVERIFY(!choice.isExplicit());
    // A default is not a choice: nothing is saved, so the CLI keeps its own default.
    QVERIFY(!Settings::contains(SettingKey::CostCurrency));
}

void tst_CurrencyChoice::followsTheLanguageUntilChosen()
{
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    ui::CurrencyChoice choice(*workspace, languages, true);
    QCOMPARE(workspace->currency(), Currency::USD);
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    QCOMPARE(workspace->currency(), Currency::CNY);
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(workspace->currency(), Currency::USD);

    workspace->setCurrency(Currency::EUR); // e.g. the Cost of ownership page's combo
    QVERIFY(choice.isExplicit());
    QVERIFY(languages.setLanguage(QStringLiteral("zh_TW")));
    QCOMPARE(workspace->currency(), Currency::EUR);
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(workspace->currency(), Currency::EUR);
}

void tst_CurrencyChoice::choiceIsSavedAndRead()
{
    {
        auto workspace = shippedWorkspace();
        text::LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        ui::CurrencyChoice choice(*workspace, languages, true);
        workspace->setCurrency(Currency::CNY);
    }
    QCOMPARE(Settings::value(SettingKey::CostCurrency).toString(), QStringLiteral("CNY"));
    QCOMPARE(Settings::path(SettingKey::CostCurrency), QStringLiteral("costs/currency"));
    QCOMPARE(Settings::chosenCurrency(), std::optional<Currency>(Currency::CNY));
    // The next start in English opens in the yuan chosen, not the language's dollars.
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    ui::CurrencyChoice choice(*workspace, languages, true);
    QCOMPARE(workspace->currency(), Currency::CNY);
    QVERIFY(choice.isExplicit());
}

void tst_CurrencyChoice::menuChoosesAndShowsTheCurrency()
{
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    ui::CurrencyChoice choice(*workspace, languages, true);
    QWidget parent;
    QMenu* menu = choice.menu(&parent);
    QCOMPARE(menu->title(), QStringLiteral("&Currency"));
    const auto actions = menu->actions();
    QCOMPARE(actions.size(), 3);
    QCOMPARE(actions[0]->text(), QStringLiteral("&US dollars (USD)"));
    QVERIFY(actions[0]->isChecked());
    actions[2]->trigger(); // euros
    QCOMPARE(workspace->currency(), Currency::EUR);
    QVERIFY(actions[2]->isChecked());
    QVERIFY(!actions[0]->isChecked());
    QCOMPARE(Settings::value(SettingKey::CostCurrency).toString(), QStringLiteral("EUR"));
    workspace->setCurrency(Currency::CNY);
    QVERIFY(actions[1]->isChecked());
}

void tst_CurrencyChoice::unsavedWindowsLeaveTheSettingAlone()
{
    Settings::setValue(SettingKey::CostCurrency, QStringLiteral("EUR"));
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    // Screenshots and tests: the language's currency, whatever the user saved, and nothing written.
    ui::CurrencyChoice choice(*workspace, languages, false);
    QCOMPARE(workspace->currency(), Currency::CNY);
    workspace->setCurrency(Currency::USD);
    QCOMPARE(Settings::value(SettingKey::CostCurrency).toString(), QStringLiteral("EUR"));
}

void tst_CurrencyChoice::badSavedCodeFallsBackToTheLanguage()
{
    Settings::setValue(SettingKey::CostCurrency, QStringLiteral("XYZ"));
    QVERIFY(!Settings::chosenCurrency());
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("zh_TW")));
    ui::CurrencyChoice choice(*workspace, languages, true);
    QCOMPARE(workspace->currency(), Currency::CNY);
    QVERIFY(!choice.isExplicit());
}

void tst_CurrencyChoice::costsFollowTheCurrency()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    shipped.current->setWorkload(chatWorkload());
    const auto inDollars = shipped.current->result();
    QVERIFY(inDollars && inDollars->find("h100-sxm"));
    const auto& dollars = inDollars->find("h100-sxm")->cost;
    QCOMPARE(dollars.currency, Currency::USD);
    QVERIFY(dollars.perHour);

    shipped.workspace->setCurrency(Currency::CNY);
    const auto inYuan = shipped.current->result();
    QVERIFY(inYuan && inYuan->run > inDollars->run);
    const auto& yuan = inYuan->find("h100-sxm")->cost;
    QCOMPARE(yuan.currency, Currency::CNY);
    const auto rate = shipped.workspace->rateFromUsd();
    QVERIFY(rate);
    QCOMPARE(rate->to, Currency::CNY);
    QVERIFY(yuan.perHour);
    // A dollar quote in yuan at the shipped rate; the ranking itself is unchanged.
    QVERIFY(qFuzzyCompare(*yuan.perHour, *dollars.perHour * rate->rate));
    QCOMPARE(yuan.usdPerHour, dollars.usdPerHour);
    QCOMPARE(inYuan->ranking.size(), inDollars->ranking.size());
    for (std::size_t i = 0; i < inYuan->ranking.size(); ++i)
        QCOMPARE(inYuan->ranking[i].gpuId, inDollars->ranking[i].gpuId);
    QCOMPARE(shipped.workspace->displayCurrency().currency, Currency::CNY);
}

GPUATLAS_TEST_MAIN(tst_CurrencyChoice)
#include "tst_CurrencyChoice.moc"
