// SPDX-License-Identifier: GPL-3.0-or-later
// The market setting (issue 31): the interface language picks the parts shown first, an
// explicit choice is kept and saved, and the Recommendation page ranks that market's parts,
// says how many it left out and shows the rest in one click.
#include "state/Settings.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "support/Widgets.h"
#include "text/LanguageManager.h"
#include "ui/MarketChoice.h"
#include "ui/models/ResultsModel.h"
#include "ui/pages/RecommendationPage.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;
using engine::Market;
using engine::MarketScope;
using state::SettingKey;
using state::Settings;

namespace {

// Llama 3 8B at five requests a second over the whole catalogue: the example,
// whose first answer in English was a China-only RTX 4090 D.
engine::Workload catalogueWorkload()
{
    engine::Workload workload = chatWorkload();
    workload.gpus.clear();
    workload.inference.batch.reset();
    workload.inference.requestsPerS = 5;
    return workload;
}

int chinaPartsRanked(const state::Workspace& workspace, const std::vector<engine::Estimate>& ranking)
{
    int count = 0;
    for (const auto& estimate : ranking) {
        const engine::Gpu* gpu = workspace.catalog().find(estimate.gpuId);
        count += gpu && gpu->market == Market::China ? 1 : 0;
    }
    return count;
}

} // namespace

class tst_MarketChoice : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { Settings::remove(SettingKey::Market); }
    void languagePicksTheMarket_data();
    void languagePicksTheMarket();
    void choiceIsKeptAndSaved();
    void menuChoosesTheMarket();
    void englishRecommendationHasOnlyWorldwideParts();
    void simplifiedChineseRecommendationIncludesChinaParts();
    void workloadsOwnListIgnoresTheMarket();

private:
    QTemporaryDir m_home;
};

void tst_MarketChoice::initTestCase()
{
    QVERIFY(m_home.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_home.path());
}

void tst_MarketChoice::languagePicksTheMarket_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<MarketScope>("market");
    QTest::newRow("en") << "en" << MarketScope::Global;
    QTest::newRow("zh_CN") << "zh_CN" << MarketScope::All;
    QTest::newRow("zh_TW") << "zh_TW" << MarketScope::Global;
}

void tst_MarketChoice::languagePicksTheMarket()
{
    QFETCH(QString, language);
    QFETCH(MarketScope, market);
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    ui::MarketChoice choice(*workspace, languages, true);
    QCOMPARE(workspace->market(), market);
    QVERIFY(!choice.isExplicit());
    QVERIFY(!Settings::contains(SettingKey::Market)); // a default is not a choice
}

void tst_MarketChoice::choiceIsKeptAndSaved()
{
    {
        auto workspace = shippedWorkspace();
        text::LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
        ui::MarketChoice choice(*workspace, languages, true);
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(workspace->market(), MarketScope::Global); // follows the language until chosen
        workspace->setMarket(MarketScope::China);           // e.g. the spec table's filter
        QVERIFY(choice.isExplicit());
        QVERIFY(languages.setLanguage(QStringLiteral("zh_TW")));
        QCOMPARE(workspace->market(), MarketScope::China);
    }
    QCOMPARE(Settings::path(SettingKey::Market), QStringLiteral("workspace/market"));
    QCOMPARE(Settings::value(SettingKey::Market).toString(), QStringLiteral("china"));
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    ui::MarketChoice choice(*workspace, languages, true);
    QCOMPARE(workspace->market(), MarketScope::China);
    // A saved id that is no market falls back to the language's.
    Settings::setValue(SettingKey::Market, QStringLiteral("mars"));
    auto other = shippedWorkspace();
    ui::MarketChoice fallback(*other, languages, true);
    QCOMPARE(other->market(), MarketScope::Global);
}

void tst_MarketChoice::menuChoosesTheMarket()
{
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    ui::MarketChoice choice(*workspace, languages, false);
    QWidget parent;
    QMenu* menu = choice.menu(&parent);
    QCOMPARE(menu->title(), QStringLiteral("&Market"));
    const auto actions = menu->actions();
    QCOMPARE(actions.size(), 3);
    QCOMPARE(actions[0]->text(), QStringLiteral("&Parts sold worldwide"));
    QVERIFY(actions[0]->isChecked());
    actions[2]->trigger();
    QCOMPARE(workspace->market(), MarketScope::All);
    QVERIFY(actions[2]->isChecked());
    QVERIFY(!Settings::contains(SettingKey::Market)); // an unsaved window writes nothing
}

void tst_MarketChoice::englishRecommendationHasOnlyWorldwideParts()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    ui::MarketChoice choice(*shipped.workspace, languages, false);
    ui::RecommendationPage page(*shipped.current);
    page.show();
    shipped.current->setWorkload(catalogueWorkload());
    QTRY_VERIFY(!page.results().empty());
    QCOMPARE(chinaPartsRanked(*shipped.workspace, page.results()), 0);
    const engine::Gpu* first = shipped.workspace->catalog().find(page.results().front().gpuId);
    QVERIFY(first && first->market == Market::Global);
    // The page says what it left out, and one click shows everything.
    auto* note = testing::child<QLabel>(page, "marketNote");
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral("Parts sold worldwide only: 6 other GPUs left out.")),
             qPrintable(note->text()));
    QMetaObject::invokeMethod(note, "linkActivated", Q_ARG(QString, QStringLiteral("all")));
    QCOMPARE(shipped.workspace->market(), MarketScope::All);
    QTRY_COMPARE(chinaPartsRanked(*shipped.workspace, page.results()), 6);
    QVERIFY(!note->isVisible());
}

void tst_MarketChoice::simplifiedChineseRecommendationIncludesChinaParts()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    ui::MarketChoice choice(*shipped.workspace, languages, false);
    shipped.current->setWorkload(catalogueWorkload());
    QTRY_VERIFY(shipped.current->result() && !shipped.current->result()->ranking.empty());
    QCOMPARE(chinaPartsRanked(*shipped.workspace, shipped.current->result()->ranking), 6);
    QCOMPARE(static_cast<int>(shipped.current->result()->ranking.size()),
             static_cast<int>(shipped.workspace->catalog().gpus().size()));
}

void tst_MarketChoice::workloadsOwnListIgnoresTheMarket()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    shipped.workspace->setMarket(MarketScope::Global);
    ui::RecommendationPage page(*shipped.current);
    engine::Workload workload = chatWorkload();
    workload.gpus = {"h20", "h100-sxm"};
    shipped.current->setWorkload(workload);
    QTRY_VERIFY(shipped.current->result() && shipped.current->result()->ranking.size() == 2);
    QCOMPARE(chinaPartsRanked(*shipped.workspace, shipped.current->result()->ranking), 1);
    // Shown outside the market chosen, the part says where it is sold; the others do not.
    QTRY_COMPARE(page.resultsModel()->gpuName("h20"), QStringLiteral("NVIDIA H20 (China)"));
    QCOMPARE(page.resultsModel()->gpuName("h100-sxm"), QStringLiteral("NVIDIA H100 SXM"));
    // Nor does the page say parts were left out: the workload named its own.
    QVERIFY(testing::child<QLabel>(page, "marketNote")->isHidden());
}

GPUATLAS_TEST_MAIN(tst_MarketChoice)
#include "tst_MarketChoice.moc"
