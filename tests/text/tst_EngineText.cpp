// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "text/EngineText.h"
#include "text/LanguageManager.h"
#include "text/Units.h"

#include <QTest>

using namespace gpuatlas;
using engine::Reason;
using engine::ReasonCode;

Q_DECLARE_METATYPE(ReasonCode)

class tst_EngineText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void reasons_data();
    void reasons();
    void budgetsInTheEstimatesCurrency();
    void everyAssumptionHasTextAndUnit();
    void codesHaveNames();
    void requestRates();
    void countChosenSaysOneGpu();
};

void tst_EngineText::reasons_data()
{
    QTest::addColumn<ReasonCode>("code");
    QTest::addColumn<QString>("expected");
    QTest::newRow("out of memory") << ReasonCode::OutOfMemory
                                   << "needs 112.3 GB per GPU, but only 72 GB of the card's 80 GiB (85.9 GB)";
    QTest::newRow("no nvlink") << ReasonCode::NoNvlink << "the 4 GPUs exchange data over PCIe";
    QTest::newRow("not native") << ReasonCode::PrecisionNotNative << "no native FP8; it runs at FP16";
    QTest::newRow("over budget") << ReasonCode::OverBudget << "$13.56";
    QTest::newRow("load") << ReasonCode::CannotSustainLoad << "1,234.5 requests/s";
}

void tst_EngineText::reasons()
{
    QFETCH(ReasonCode, code);
    QFETCH(QString, expected);
    Reason reason{code,
                  true,
                  {{"needs_gb", 112.34, {}},
                   {"usable_gb", 72.0, {}},
                   {"capacity_gb", 80.0, {}},
                   {"count", 4, {}},
                   {"requested", std::nan(""), "fp8"},
                   {"used", std::nan(""), "fp16"},
                   {"usd_per_hour", 13.56, {}},
                   {"max_usd_per_hour", 10.0, {}},
                   {"requests_per_s", 1234.5, {}},
                   {"max_requests_per_s", 1000.0, {}}}};
    const QString text = text::EngineText::reason(reason, QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY2(text.contains(expected), qPrintable(text));
}

// An estimate shown in yuan says its budget in yuan, converted with the same factor as
// its costs: $13.56 an hour at 7.00 is ¥94.92, the $10 limit ¥70.00, so the verdict
// reads the same way round as its numbers.
void tst_EngineText::budgetsInTheEstimatesCurrency()
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    const Reason hourly{ReasonCode::OverBudget, true, {{"usd_per_hour", 13.56, {}}, {"max_usd_per_hour", 10.0, {}}}};
    const Reason total{ReasonCode::OverTotalBudget, true, {{"usd_total", 1500.0, {}}, {"max_usd_total", 1000.0, {}}}};
    engine::CostEstimate cost;
    cost.usdPerHour = 13.56;
    cost.currency = engine::Currency::CNY;
    cost.perHour = 13.56 * 7.0;
    const auto yuan = text::DisplayCurrency::ofCost(cost);
    QCOMPARE(yuan.currency, engine::Currency::CNY);
    QCOMPARE(text::EngineText::reason(hourly, english, yuan),
             QStringLiteral("Over budget: ¥94.92 per hour, the limit is ¥70.00."));
    QCOMPARE(text::EngineText::reason(total, english, yuan),
             QStringLiteral("Over budget: ¥10,500 in total, the limit is ¥7,000."));
    // Costs left in dollars, or no price at all: the reason stays in dollars.
    cost.currency = engine::Currency::USD;
    cost.perHour = 13.56;
    QVERIFY(!text::DisplayCurrency::ofCost(cost).fromUsd);
    QVERIFY(!text::DisplayCurrency::ofCost(engine::CostEstimate{}).fromUsd);
    QCOMPARE(text::EngineText::reason(hourly, english, text::DisplayCurrency::ofCost(cost)),
             QStringLiteral("Over budget: $13.56 per hour, the limit is $10.00."));
}

void tst_EngineText::everyAssumptionHasTextAndUnit()
{
    for (const auto& entry : engine::Assumptions::all()) {
        QVERIFY2(!text::EngineText::assumptionLabel(entry.id).isEmpty(), entry.key.data());
        QVERIFY2(text::EngineText::assumptionDescription(entry.id).size() > 20, entry.key.data());
        QVERIFY(!text::EngineText::assumptionGroup(entry.group).isEmpty());
        QVERIFY(!text::EngineText::assumptionValue(entry.id, entry.defaultValue).isEmpty());
    }
    QCOMPARE(text::EngineText::assumptionValue(engine::AssumptionId::BatchedTokens, 8192),
             QStringLiteral("8,192 tokens"));
}

void tst_EngineText::codesHaveNames()
{
    for (const auto bottleneck :
         {engine::Bottleneck::Compute, engine::Bottleneck::MemoryBandwidth, engine::Bottleneck::Interconnect,
          engine::Bottleneck::MemoryCapacity, engine::Bottleneck::Overhead})
        QVERIFY(!text::EngineText::bottleneck(bottleneck).isEmpty());
    for (const auto precision : engine::allPrecisions)
        QVERIFY(!text::EngineText::precision(precision).isEmpty());
    for (int code = 0; code <= static_cast<int>(engine::lastReasonCode); ++code) {
        const Reason reason{
            static_cast<ReasonCode>(code), false, {{"kv", std::nan(""), "fp16"}, {"form_factor", std::nan(""), "SXM"}}};
        QVERIFY(!text::EngineText::reason(reason).isEmpty());
        QVERIFY(engine::reasonCodeId(reason.code) != "unknown");
    }
}

void tst_EngineText::requestRates()
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QCOMPARE(text::Units::requestsPerSecond(1.0, english), QStringLiteral("1 request/s"));
    QCOMPARE(text::Units::requestsPerSecond(2.5, english), QStringLiteral("2.5 requests/s"));
    QCOMPARE(text::Units::requestsPerSecond(0.5, english), QStringLiteral("0.5 requests/s"));
    const Reason serves{
        ReasonCode::ServesLoad,
        false,
        {{"requests_per_s", 1.0, {}}, {"capacity_requests_per_s", 2.16, {}}, {"batch", 15, {}}, {"replicas", 1, {}}}};
    const QString text = text::EngineText::reason(serves, english);
    QVERIFY2(text.startsWith(QStringLiteral("Serves 1 request/s with up to 15 requests in flight")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("about 2.16 requests/s")), qPrintable(text));
}

// The count search's sentence: the count with its noun in the plural it takes, grouped.
void tst_EngineText::countChosenSaysOneGpu()
{
    // English plurals come from the shipped translation (translations/gpuatlas_en.ts).
    text::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    const Reason one{
        ReasonCode::CountChosen,
        false,
        {{"basis", std::nan(""), "load"}, {"count", 1, {}}, {"other_count", 2, {}}, {"other_value", 23176, {}}}};
    QCOMPARE(text::EngineText::reason(one, english),
             QStringLiteral("1 GPU: the fewest that sustain the load; 2 GPUs would sustain up to 23,176 tokens/s."));
    const Reason many{
        ReasonCode::CountChosen,
        false,
        {{"basis", std::nan(""), "time"}, {"count", 1024, {}}, {"value", 70.1, {}}, {"cost", 242912, {}}}};
    const QString text = text::EngineText::reason(many, english);
    QVERIFY2(text.startsWith(QStringLiteral("1,024 GPUs: ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("no other count is both faster and cheaper")), qPrintable(text));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_EngineText)
#include "tst_EngineText.moc"
