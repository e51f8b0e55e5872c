// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/EstimateExplanation.h"
#include "text/LayoutText.h"

#include <QDate>
#include <QTest>

using gpuatlas::text::EstimateExplanation;

// The one-line summary heading each candidate's explanation.
class tst_EstimateExplanation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void throughputAndCost();
    void loadToServeShowsCapacity();
    void infeasibleSaysSo();
    void oldPriceIsFlagged();
    void layoutAndRunnerUps();
};

void tst_EstimateExplanation::throughputAndCost()
{
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    const auto workload = chatWorkload();
    const auto estimate = workspace->estimate(workload, "h100-sxm", 1);
    QVERIFY(estimate && estimate->feasible);
    const QString summary = EstimateExplanation::summary(*estimate, QStringLiteral("H100"), workload);
    QVERIFY2(summary.startsWith(QStringLiteral("1 × H100: ")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("tokens/s")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("per million tokens")), qPrintable(summary));
    QVERIFY(!summary.contains(QStringLiteral("capacity")));
    // Usable memory (decimal GB) beside the card's nominal 80 GiB, stated in both units.
    const QString html = EstimateExplanation::html(*estimate, QStringLiteral("H100"), workload);
    QVERIFY2(html.contains(QStringLiteral(" of 80 GiB (85.9 GB)")), qPrintable(html));
}

void tst_EstimateExplanation::loadToServeShowsCapacity()
{
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    auto workload = chatWorkload();
    workload.inference.batch.reset(); // "max"
    workload.inference.requestsPerS = 2.0;
    const auto estimate = workspace->estimate(workload, "h100-sxm", 1);
    QVERIFY(estimate && estimate->feasible);
    // The load's tokens/s is what is delivered (2 requests/s x 128 tokens); the
    // configuration could take more, and the heading says both.
    const QString summary = EstimateExplanation::summary(*estimate, QStringLiteral("H100"), workload);
    QVERIFY2(summary.contains(QStringLiteral("serves 256 tokens/s (capacity ")), qPrintable(summary));
}

void tst_EstimateExplanation::infeasibleSaysSo()
{
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    auto workload = chatWorkload();
    workload.modelId = "llama-3-70b";
    const auto estimate = workspace->estimate(workload, "rtx-a6000", 1); // 140 GB of weights on 48 GB
    QVERIFY(estimate);
    QVERIFY(!estimate->feasible);
    const QString summary = EstimateExplanation::summary(*estimate, QStringLiteral("A6000"), workload);
    QVERIFY2(!summary.contains(QStringLiteral(": .")), qPrintable(summary));
    QVERIFY2(summary.startsWith(QStringLiteral("1 × A6000:")), qPrintable(summary));
}

void tst_EstimateExplanation::oldPriceIsFlagged()
{
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    const auto workload = chatWorkload();
    auto estimate = workspace->estimate(workload, "h100-sxm", 1);
    QVERIFY(estimate && estimate->cost.usdPerHour);
    // The engine passes on the price's date...
    QCOMPARE(estimate->cost.priceDate, workspace->prices().defaultRental("h100-sxm")->date);
    // ...and a price over a year old is flagged where its cost is explained.
    const QString stale = QStringLiteral("more than a year old");
    estimate->cost.priceDate = QDate::currentDate().addDays(-400).toString(Qt::ISODate).toStdString();
    QVERIFY(EstimateExplanation::html(*estimate, QStringLiteral("H100"), workload).contains(stale));
    estimate->cost.priceDate = QDate::currentDate().addDays(-30).toString(Qt::ISODate).toStdString();
    QVERIFY(!EstimateExplanation::html(*estimate, QStringLiteral("H100"), workload).contains(stale));
    // A report judges the age on its own date: the same price is current in a report of
    // its month and old in one written two years later.
    estimate->cost.priceDate = "2025-05-28";
    QVERIFY(
        !EstimateExplanation::html(*estimate, QStringLiteral("H100"), workload, QDate(2025, 6, 30)).contains(stale));
    QVERIFY(EstimateExplanation::html(*estimate, QStringLiteral("H100"), workload, QDate(2027, 6, 30)).contains(stale));
}

void tst_EstimateExplanation::layoutAndRunnerUps()
{
    // The Why pane names the layout the numbers are for and, for a split model, the layouts
    // the engine weighed and why each lost, in the CLI's words.
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    auto workload = chatWorkload();
    workload.modelId = "llama-2-70b";
    workload.inference.batch.reset(); // "max"
    const auto estimate = workspace->estimate(workload, "a100-sxm-80gb", 8);
    QVERIFY(estimate && estimate->feasible);
    QVERIFY(!estimate->alternatives.empty());
    const QString html = EstimateExplanation::html(*estimate, QStringLiteral("A100"), workload);
    QVERIFY2(html.contains(gpuatlas::text::LayoutText::layout(estimate->parallelism).toHtmlEscaped()),
             qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("Also considered:")));
    for (const QString& other : gpuatlas::text::LayoutText::alternatives(*estimate, 3))
        QVERIFY2(html.contains(other.toHtmlEscaped()), qPrintable(other));
    // One GPU: nothing to say about a layout.
    const auto single = workspace->estimate(chatWorkload(), "h100-sxm", 1);
    QVERIFY(single);
    QVERIFY(!EstimateExplanation::html(*single, QStringLiteral("H100"), chatWorkload())
                 .contains(QStringLiteral("Also considered:")));
}

GPUATLAS_TEST_MAIN(tst_EstimateExplanation)
#include "tst_EstimateExplanation.moc"
