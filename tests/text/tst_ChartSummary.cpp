// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "text/ChartSummary.h"
#include "text/LanguageManager.h"

#include <QTest>

using gpuatlas::text::ChartSummary;
using gpuatlas::text::ChartSummaryData;
using Shape = ChartSummaryData::Shape;

class tst_ChartSummary : public QObject
{
    Q_OBJECT

private slots:
    // English plurals ("2 measures") come from the English translation.
    void initTestCase() { m_languages.setLanguage(QStringLiteral("en")); }
    void categoriesNameTheHighestAndLowestPerAxis();
    void tiesAndMissingValues();
    void scoresSayBestAndWorst();
    void rowsSummariseEachSeriesAndSayTheNotes();
    void linesFindTheCrossingsInTheValues();
    void linesThatNeverCrossSaySo();
    void calloutsReplaceTheFoundCrossings();
    void manyCrossingsAreCounted();
    void placeholderAndEmptyCharts();
    void chineseJoinsWithoutSpaces();

private:
    gpuatlas::text::LanguageManager m_languages;
};

namespace {

ChartSummaryData::Series series(const QString& name, const QList<std::optional<double>>& values,
                                const QStringList& labels = {})
{
    return {name, values, labels};
}

} // namespace

void tst_ChartSummary::categoriesNameTheHighestAndLowestPerAxis()
{
    // Worked by hand: FP16 H100 989 > A100 312 > L40S 181; memory A100 80 = H100 80 > L40S 48.
    ChartSummaryData data;
    data.categories = {{QStringLiteral("FP16"), {}}, {QStringLiteral("Memory"), {}}};
    data.series = {
        series(QStringLiteral("H100"), {989.0, 80.0}, {QStringLiteral("989 TFLOPS"), QStringLiteral("80 GB")}),
        series(QStringLiteral("A100"), {312.0, 80.0}, {QStringLiteral("312 TFLOPS"), QStringLiteral("80 GB")}),
        series(QStringLiteral("L40S"), {181.0, 48.0}, {QStringLiteral("181 TFLOPS"), QStringLiteral("48 GB")})};
    QCOMPARE(ChartSummary::describe(data), QStringLiteral("Compares H100, A100, L40S on 2 measures: FP16, Memory. "
                                                          "FP16: highest H100 (989 TFLOPS), lowest L40S (181 TFLOPS). "
                                                          "Memory: highest H100, A100 (80 GB), lowest L40S (48 GB)."));
}

void tst_ChartSummary::tiesAndMissingValues()
{
    ChartSummaryData data;
    data.categories = {{QStringLiteral("FP8"), {}}, {QStringLiteral("Power"), {}}, {QStringLiteral("Price"), {}}};
    // No label: the value is written by the locale.
    data.series = {
        series(QStringLiteral("A"), {std::nullopt, 700.0, std::nullopt}, {QString(), QStringLiteral("700 W")}),
        series(QStringLiteral("B"), {1979.0, 700.0, std::nullopt})};
    QCOMPARE(ChartSummary::describe(data),
             QStringLiteral("Compares A, B on 3 measures: FP8, Power, Price. FP8: B (1,979). "
                            "Power: all equal (700 W). Price: no values."));
}

void tst_ChartSummary::scoresSayBestAndWorst()
{
    // Relative to the best, a lower price scores higher: the cheaper GPU is at 100 %.
    ChartSummaryData data;
    data.scores = true;
    data.categories = {{QStringLiteral("Cost per token"), {}}};
    data.series = {series(QStringLiteral("A"), {100.0}, {QStringLiteral("100%")}),
                   series(QStringLiteral("B"), {40.0}, {QStringLiteral("40%")})};
    QVERIFY(ChartSummary::describe(data).endsWith(QStringLiteral("Cost per token: best A (100%), worst B (40%).")));
    data.scores = false;
    QVERIFY(ChartSummary::describe(data).endsWith(QStringLiteral("Cost per token: highest A (100%), lowest B (40%).")));
}

void tst_ChartSummary::rowsSummariseEachSeriesAndSayTheNotes()
{
    ChartSummaryData data;
    data.shape = Shape::Rows;
    data.valueTitle = QStringLiteral("Throughput (tokens/s)");
    data.categories = {{QStringLiteral("1× H100"), {}}, {QStringLiteral("2× L40S"), QStringLiteral("does not fit")}};
    data.series = {
        series(QStringLiteral("Current"), {5000.0, 1200.0}, {QStringLiteral("5,000"), QStringLiteral("1,200")}),
        series(QStringLiteral("Pinned"), {4000.0, 1500.0}, {QStringLiteral("4,000"), QStringLiteral("1,500")})};
    QCOMPARE(ChartSummary::describe(data),
             QStringLiteral("Shows Throughput (tokens/s) for 2 rows: 1× H100, 2× L40S. "
                            "Current: highest 1× H100 (5,000), lowest 2× L40S (1,200). "
                            "Pinned: highest 1× H100 (4,000), lowest 2× L40S (1,500). 2× L40S: does not fit."));
    data.series.removeLast();
    QVERIFY(ChartSummary::describe(data).contains(
        QStringLiteral("Across the rows: highest 1× H100 (5,000), lowest 2× L40S (1,200).")));
}

void tst_ChartSummary::linesFindTheCrossingsInTheValues()
{
    // Rent 0, 10, 20, 30; buy 25, 27, 29, 31 (one-off 25, then 2 a month): buying is
    // dearer at months 0-2 and cheaper from month 3, so the lines cross between 2 and 3.
    ChartSummaryData data;
    data.shape = Shape::Lines;
    data.valueTitle = QStringLiteral("Cumulative cost");
    data.xTitle = QStringLiteral("Months");
    data.categories = {{QStringLiteral("Month 0"), {}},
                       {QStringLiteral("Month 1"), {}},
                       {QStringLiteral("Month 2"), {}},
                       {QStringLiteral("Month 3"), {}}};
    data.series = {series(QStringLiteral("Renting"), {0.0, 10.0, 20.0, 30.0}),
                   series(QStringLiteral("Buying"), {25.0, 27.0, 29.0, 26.0})};
    QCOMPARE(ChartSummary::describe(data),
             QStringLiteral("Shows Cumulative cost against Months for Renting, Buying, from Month 0 to Month 3. "
                            "At Month 0: highest Buying (25), lowest Renting (0). "
                            "At Month 3: highest Renting (30), lowest Buying (26). "
                            "Renting and Buying cross between Month 2 and Month 3."));
    // Equal at month 2 is touching, not yet crossing: the crossing spans months 1 to 3.
    data.series[1].values = {25.0, 27.0, 20.0, 26.0};
    QVERIFY(
        ChartSummary::describe(data).endsWith(QStringLiteral("Renting and Buying cross between Month 1 and Month 3.")));
    // A missing value is stepped over.
    data.series[1].values = {25.0, 27.0, std::nullopt, 26.0};
    QVERIFY(
        ChartSummary::describe(data).endsWith(QStringLiteral("Renting and Buying cross between Month 1 and Month 3.")));
}

void tst_ChartSummary::linesThatNeverCrossSaySo()
{
    ChartSummaryData data;
    data.shape = Shape::Lines;
    data.valueTitle = QStringLiteral("Cost");
    data.xTitle = QStringLiteral("Utilisation");
    data.categories = {{QStringLiteral("0%"), {}}, {QStringLiteral("100%"), {}}};
    data.series = {series(QStringLiteral("Renting"), {0.0, 10.0}), series(QStringLiteral("Buying"), {20.0, 30.0})};
    QVERIFY(ChartSummary::describe(data).endsWith(QStringLiteral("The lines do not cross between 0% and 100%.")));
    // One line has nothing to cross.
    data.series.removeLast();
    QVERIFY(!ChartSummary::describe(data).contains(QStringLiteral("cross")));
}

void tst_ChartSummary::calloutsReplaceTheFoundCrossings()
{
    ChartSummaryData data;
    data.shape = Shape::Lines;
    data.categories = {{QStringLiteral("Month 0"), {}}, {QStringLiteral("Month 1"), {}}};
    data.series = {series(QStringLiteral("Renting"), {0.0, 10.0}), series(QStringLiteral("Buying"), {5.0, 6.0})};
    data.callouts = {QStringLiteral("Buying is ahead after 1 month; $6 spent either way by then.")};
    const QString summary = ChartSummary::describe(data);
    QVERIFY(summary.endsWith(data.callouts.first()));
    QVERIFY(!summary.contains(QStringLiteral("cross between")));
}

void tst_ChartSummary::manyCrossingsAreCounted()
{
    // Two lines that swap at every step: 9 crossings over 10 positions.
    ChartSummaryData data;
    data.shape = Shape::Lines;
    QList<std::optional<double>> zigzag;
    QList<std::optional<double>> flat;
    for (int i = 0; i < 10; ++i) {
        data.categories.append({QString::number(i), {}});
        zigzag.append(i % 2 == 0 ? 1.0 : -1.0);
        flat.append(0.0);
    }
    data.series = {series(QStringLiteral("A"), zigzag), series(QStringLiteral("B"), flat)};
    const QString summary = ChartSummary::describe(data);
    QCOMPARE(summary.count(QStringLiteral("A and B cross between")), ChartSummary::maxCrossingsNamed);
    QVERIFY(summary.endsWith(QStringLiteral("The lines cross 3 more times.")));
}

void tst_ChartSummary::placeholderAndEmptyCharts()
{
    ChartSummaryData data;
    QCOMPARE(ChartSummary::describe(data), QStringLiteral("The chart has no data."));
    data.placeholder = QStringLiteral("Select GPUs to compare.");
    QCOMPARE(ChartSummary::describe(data), data.placeholder);
}

void tst_ChartSummary::chineseJoinsWithoutSpaces()
{
    ChartSummaryData data;
    data.categories = {{QStringLiteral("显存"), {}}, {QStringLiteral("FP16"), {}}};
    data.series = {series(QStringLiteral("H100"), {80.0, 989.0}), series(QStringLiteral("L40S"), {48.0, 181.0})};
    m_languages.setLanguage(QStringLiteral("zh_CN"));
    const QString summary = ChartSummary::describe(data);
    m_languages.setLanguage(QStringLiteral("en"));
    QVERIFY2(summary.contains(QStringLiteral("H100、L40S")), qPrintable(summary));
    QVERIFY2(!summary.contains(QStringLiteral(". ")), qPrintable(summary));
    // Translated: no English word of the sentences is left.
    for (const char* english : {"Compares", "highest", "lowest", "measure"})
        QVERIFY2(!summary.contains(QLatin1String(english)), qPrintable(summary));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_ChartSummary)
#include "tst_ChartSummary.moc"
