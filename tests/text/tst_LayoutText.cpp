// SPDX-License-Identifier: GPL-3.0-or-later
// The layout as engineers write it, and the runner-ups with why each lost: hand-built
// layouts, then the engine's own answer for 70B FP16 on 8 x A100.
#include "../engine/EngineTestData.h"
#include "engine/rank/Estimator.h"
#include "support/TestMain.h"
#include "text/EngineText.h"
#include "text/LanguageManager.h"
#include "text/LayoutText.h"

#include <QTest>

using namespace gpuatlas;
using text::LayoutText;

Q_DECLARE_METATYPE(gpuatlas::engine::Parallelism)

class tst_LayoutText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_languages.setLanguage(QStringLiteral("en"))); }
    void layouts_data();
    void layouts();
    void runnerUpsSayWhyTheyLost();
    void chinese();

private:
    text::LanguageManager m_languages;
};

namespace {

engine::Parallelism layout(int count, int tp, int pp, int replicas, double linkGBs, bool nvlink, int nodes = 1)
{
    engine::Parallelism p;
    p.count = count;
    p.tensorParallel = tp;
    p.pipelineParallel = pp;
    p.replicas = replicas;
    p.dataParallel = replicas;
    p.linkGBs = linkGBs;
    p.nvlink = nvlink;
    p.nodes = nodes;
    return p;
}

} // namespace

void tst_LayoutText::layouts_data()
{
    QTest::addColumn<engine::Parallelism>("parallelism");
    QTest::addColumn<QString>("text");
    QTest::newRow("one GPU") << layout(1, 1, 1, 1, 0, false) << QStringLiteral("single GPU");
    QTest::newRow("replicas talk to nobody") << layout(2, 1, 1, 2, 0, false) << QStringLiteral("DP 2");
    QTest::newRow("TP over NVLink") << layout(8, 4, 1, 2, 450, true) << QStringLiteral("TP 4 × DP 2 over NVLink");
    QTest::newRow("TP over PCIe") << layout(2, 2, 1, 1, 25, false) << QStringLiteral("TP 2 over PCIe");
    QTest::newRow("two servers") << layout(16, 8, 2, 1, 450, true, 2)
                                 << QStringLiteral("TP 8 × PP 2 over NVLink, 2 servers");
    engine::Parallelism interleaved = layout(32, 4, 4, 2, 450, true, 4);
    interleaved.virtualStages = 2;
    QTest::newRow("interleaved") << interleaved
                                 << QStringLiteral("TP 4 × PP 4 (2 virtual stages each) × DP 2 over NVLink, 4 servers");
    engine::Parallelism moe = layout(8, 1, 1, 1, 450, true);
    moe.expertParallel = 8;
    moe.attentionDataParallel = 8;
    QTest::newRow("experts") << moe << QStringLiteral("EP 8 × attention DP 8 over NVLink");
}

void tst_LayoutText::layouts()
{
    QFETCH(engine::Parallelism, parallelism);
    QFETCH(QString, text);
    QCOMPARE(LayoutText::layout(parallelism), text);
}

void tst_LayoutText::runnerUpsSayWhyTheyLost()
{
    const auto& data = enginetest::Data::shipped();
    const engine::Workload w = enginetest::workload(
        {{"task", "inference"}, {"model", "llama-2-70b"}, {"precision", "fp16"}, {"inference", {{"batch", "max"}}}});
    const engine::Estimate e = engine::Estimator::estimate(
        {w, *engine::resolveModel(w, data.models), data.gpu("a100-sxm-80gb"), &data.prices, engine::Assumptions(), 8});
    QVERIFY(e.feasible);
    QVERIFY(LayoutText::layout(e.parallelism).contains(QLatin1String("over NVLink")));
    QVERIFY(!e.alternatives.empty());
    const QStringList shown = LayoutText::alternatives(e, 3);
    QCOMPARE(shown.size(), std::min<int>(3, static_cast<int>(e.alternatives.size())));
    for (int i = 0; i < shown.size(); ++i) {
        const auto& option = e.alternatives[static_cast<std::size_t>(i)];
        // The layout first, then the engine's reason in the same words as everywhere else.
        QVERIFY2(shown[i].startsWith(QLatin1String("TP ")) || shown[i].startsWith(QLatin1String("DP ")) ||
                     shown[i].startsWith(QLatin1String("PP ")),
                 qPrintable(shown[i]));
        QVERIFY2(shown[i].endsWith(text::EngineText::reason(option.lostBecause)), qPrintable(shown[i]));
    }
    QCOMPARE(LayoutText::alternatives(e, 0).size(), 0);
}

void tst_LayoutText::chinese()
{
    QVERIFY(m_languages.setLanguage(QStringLiteral("zh_CN")));
    QCOMPARE(LayoutText::layout(layout(1, 1, 1, 1, 0, false)), QStringLiteral("单卡"));
    QCOMPARE(LayoutText::layout(layout(16, 8, 2, 1, 450, true, 2)),
             QStringLiteral("TP 8 × PP 2，经 NVLink，2 台服务器"));
    QVERIFY(m_languages.setLanguage(QStringLiteral("zh_TW")));
    QCOMPARE(LayoutText::layout(layout(2, 2, 1, 1, 25, false)), QStringLiteral("TP 2，經 PCIe"));
    QVERIFY(m_languages.setLanguage(QStringLiteral("en")));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_LayoutText)
#include "tst_LayoutText.moc"
