// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartTestData.h"
#include "support/TestMain.h"
#include "ui/document/charts/ComparisonChartBuilder.h"
#include "ui/document/charts/SpecMetrics.h"

#include <QTest>

using namespace gpuatlas;
using namespace gpuatlas::ui::charts;

class tst_ComparisonChartBuilder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void radarRelativeToBest();
    void radarBaselineWrittenOnChart();
    void radarBaselineWithoutValue();
    void radarLogarithmicTicks();
    void placeholders();
    void barsRawValues();
    void barsRelativeToBaseline();
    void tooltipsEscapeNames();
    void localeFormatsNumbers();

private:
    ComparisonOptions options(ValueMode mode, int baseline = 0) const;
    static int categoryIndex(const ChartData& data, const QString& label);

    std::optional<ChartTestData> m_data;
    QList<Metric> m_metrics;
};

void tst_ComparisonChartBuilder::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_data = ChartTestData::load();
    QVERIFY(m_data);
    m_metrics = SpecMetrics::all(m_data->prices);
}

ComparisonOptions tst_ComparisonChartBuilder::options(ValueMode mode, int baseline) const
{
    ComparisonOptions options;
    options.metrics = m_metrics;
    options.mode = mode;
    options.baseline = baseline;
    return options;
}

int tst_ComparisonChartBuilder::categoryIndex(const ChartData& data, const QString& label)
{
    for (int i = 0; i < data.categories.size(); ++i) {
        if (data.categories[i].label.startsWith(label))
            return i;
    }
    return -1;
}

void tst_ComparisonChartBuilder::radarRelativeToBest()
{
    const auto gpus = m_data->gpus({"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"});
    const ChartData data = ComparisonChartBuilder::radar(gpus, options(ValueMode::RelativeToBest));
    QVERIFY(data.placeholder.isEmpty());
    QCOMPARE(data.series.size(), 4);
    QCOMPARE(data.series[0].name, QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(data.categories.size(), m_metrics.size());
    QVERIFY(data.subtitle.contains(QStringLiteral("best = 100%")));
    QCOMPARE(data.scale.max, 100.0);
    QCOMPARE(data.scale.ticks.size(), 4);

    const int fp16 = categoryIndex(data, QStringLiteral("FP16/BF16"));
    QCOMPARE(data.series[0].values[fp16].plotted, std::optional<double>(100));
    QVERIFY(std::abs(*data.series[1].values[fp16].plotted - 100 * 312 / 989.4) < 1e-9);
    QVERIFY(data.series[1].values[fp16].tooltip.contains(QStringLiteral("312 TFLOPS")));
    QVERIFY(data.series[1].values[fp16].tooltip.contains(QStringLiteral("31.5% of the best")));

    // No FP8 on the A100: drawn at the centre, said n/a with the reason.
    const int fp8 = categoryIndex(data, QStringLiteral("FP8"));
    QVERIFY(!data.series[1].values[fp8].plotted);
    QCOMPARE(data.series[1].values[fp8].label, QStringLiteral("n/a"));
    QVERIFY(data.series[1].values[fp8].tooltip.contains(QStringLiteral("n/a (no FP8 support)")));

    // L40S over PCIe: 63 GB/s is 7% of the H100's 900 GB/s NVLink.
    const int link = categoryIndex(data, QStringLiteral("GPU-to-GPU"));
    QVERIFY(std::abs(*data.series[3].values[link].plotted - 7.0) < 1e-9);
    QVERIFY(data.series[3].values[link].tooltip.contains(QStringLiteral("PCIe Gen 4 x16, no NVLink")));
    QVERIFY(data.footnote.contains(QStringLiteral("PCIe x16")));
}

void tst_ComparisonChartBuilder::radarBaselineWrittenOnChart()
{
    const auto gpus = m_data->gpus({"h100-sxm", "a100-sxm-80gb", "l40s"});
    const ChartData data = ComparisonChartBuilder::radar(gpus, options(ValueMode::RelativeToBaseline, 1));
    QVERIFY2(data.subtitle.contains(QStringLiteral("NVIDIA A100 SXM 80GB")), qPrintable(data.subtitle));
    const int fp16 = categoryIndex(data, QStringLiteral("FP16/BF16"));
    QCOMPARE(*data.series[1].values[fp16].plotted, 100.0);
    QVERIFY(std::abs(*data.series[0].values[fp16].plotted - 100 * 989.4 / 312) < 1e-9);
    QVERIFY(data.series[0].values[fp16].tooltip.contains(QStringLiteral("317% of NVIDIA A100 SXM 80GB")));
    // The radius reaches the largest ratio and marks the 100 % ring.
    QVERIFY(data.scale.max >= *data.series[0].values[fp16].plotted);
    int emphasized = 0;
    for (const auto& tick : data.scale.ticks) {
        if (tick.emphasized) {
            ++emphasized;
            QCOMPARE(tick.value, 100.0);
        }
    }
    QCOMPARE(emphasized, 1);
}

void tst_ComparisonChartBuilder::radarBaselineWithoutValue()
{
    // The A100 has no FP8: relative to it, the FP8 axis cannot be drawn, and says so.
    const auto gpus = m_data->gpus({"h100-sxm", "a100-sxm-80gb"});
    const ChartData data = ComparisonChartBuilder::radar(gpus, options(ValueMode::RelativeToBaseline, 1));
    const int fp8 = categoryIndex(data, QStringLiteral("FP8"));
    QVERIFY2(data.categories[fp8].label.contains(QStringLiteral("n/a for NVIDIA A100")),
             qPrintable(data.categories[fp8].label));
    QVERIFY(!data.series[0].values[fp8].plotted);
    QVERIFY(data.series[0].values[fp8].tooltip.contains(QStringLiteral("has no value to compare with")));
}

void tst_ComparisonChartBuilder::radarLogarithmicTicks()
{
    // RTX 4090 (24 GB, 63 GB/s link) against B200 (180 GB, 1800 GB/s): under 1.5
    // decades, so two rings: 10 % and 100 % of the best.
    const auto gpus = m_data->gpus({"b200", "rtx-4090"});
    const ChartData data = ComparisonChartBuilder::radar(gpus, options(ValueMode::Logarithmic));
    QVERIFY(data.subtitle.contains(QStringLiteral("Logarithmic")));
    QCOMPARE(data.scale.ticks.size(), 2);
    QCOMPARE(data.scale.ticks[0].label, QStringLiteral("10%"));
    QCOMPARE(data.scale.ticks[1].label, QStringLiteral("100%"));
    const int link = categoryIndex(data, QStringLiteral("GPU-to-GPU"));
    // radius = 1 + log10(63 / 1800) / 2
    QVERIFY(std::abs(*data.series[1].values[link].plotted - 100 * (1 + std::log10(63.0 / 1800) / 2)) < 1e-9);
    // The tooltip states the ratio, not the radius.
    QVERIFY2(data.series[1].values[link].tooltip.contains(QStringLiteral("3.5% of the best")),
             qPrintable(data.series[1].values[link].tooltip));
}

void tst_ComparisonChartBuilder::placeholders()
{
    ComparisonOptions all = options(ValueMode::RelativeToBest);
    QVERIFY(!ComparisonChartBuilder::radar({}, all).placeholder.isEmpty());
    QVERIFY(!ComparisonChartBuilder::bars({}, all).placeholder.isEmpty());

    const auto gpus = m_data->gpus({"h100-sxm"});
    ComparisonOptions two = all;
    two.metrics = m_metrics.mid(0, 2);
    QVERIFY(ComparisonChartBuilder::radar(gpus, two).placeholder.contains(QStringLiteral("3")));
    QVERIFY(ComparisonChartBuilder::bars(gpus, two).placeholder.isEmpty());
    ComparisonOptions none = all;
    none.metrics.clear();
    QVERIFY(!ComparisonChartBuilder::bars(gpus, none).placeholder.isEmpty());
    // One GPU is a valid radar: it is the best everywhere.
    const ChartData single = ComparisonChartBuilder::radar(gpus, all);
    QVERIFY(single.placeholder.isEmpty());
    QCOMPARE(single.series.front().values.front().plotted, std::optional<double>(100));
}

void tst_ComparisonChartBuilder::barsRawValues()
{
    const auto gpus = m_data->gpus({"h100-sxm", "a100-sxm-80gb"});
    const ChartData data = ComparisonChartBuilder::bars(gpus, options(ValueMode::Raw));
    const int bandwidth = categoryIndex(data, QStringLiteral("Memory bandwidth"));
    QCOMPARE(data.categories[bandwidth].unit, QStringLiteral("GB/s"));
    QCOMPARE(data.categories[bandwidth].title, QStringLiteral("Memory bandwidth (GB/s)"));
    QCOMPARE(data.series[0].values[bandwidth].plotted, std::optional<double>(3350));
    QCOMPARE(data.series[0].values[bandwidth].label, QStringLiteral("3,350"));
    // 0, 2000, 4000: covers 3350 in three intervals at most.
    QCOMPARE(data.categories[bandwidth].scale.max, 4000.0);
    QCOMPARE(data.categories[bandwidth].scale.ticks.last().label, QStringLiteral("4,000"));
    const int fp8 = categoryIndex(data, QStringLiteral("FP8"));
    QVERIFY(!data.series[1].values[fp8].plotted);
    QCOMPARE(data.series[1].values[fp8].label, QStringLiteral("n/a"));
    // Log makes no sense for bars: drawn raw, and the subtitle says so.
    const ChartData log = ComparisonChartBuilder::bars(gpus, options(ValueMode::Logarithmic));
    QCOMPARE(log.subtitle, ComparisonChartBuilder::modeDescription(ValueMode::Raw));
}

void tst_ComparisonChartBuilder::barsRelativeToBaseline()
{
    const auto gpus = m_data->gpus({"h100-sxm", "a100-sxm-80gb"});
    const ChartData data = ComparisonChartBuilder::bars(gpus, options(ValueMode::RelativeToBaseline, 1));
    const int memory = categoryIndex(data, QStringLiteral("Memory"));
    QCOMPARE(data.series[0].values[memory].label, QStringLiteral("100%"));
    const int fp16 = categoryIndex(data, QStringLiteral("FP16/BF16"));
    QCOMPARE(data.series[0].values[fp16].label, QStringLiteral("317%"));
    QVERIFY(data.categories[fp16].unit.isEmpty());
    QVERIFY(data.subtitle.contains(QStringLiteral("NVIDIA A100 SXM 80GB")));
}

void tst_ComparisonChartBuilder::tooltipsEscapeNames()
{
    const engine::Gpu custom = awkwardGpu();
    const ChartData data = ComparisonChartBuilder::radar({&custom}, options(ValueMode::RelativeToBest));
    QCOMPARE(data.series.front().name, QString::fromStdString(custom.name));
    const QString tip = data.series.front().values.front().tooltip;
    QVERIFY2(!tip.contains(QStringLiteral("<script>")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("&lt;script&gt;")));
}

void tst_ComparisonChartBuilder::localeFormatsNumbers()
{
    const auto gpus = m_data->gpus({"h100-sxm", "l40s"});
    const ChartData data =
        ComparisonChartBuilder::bars(gpus, options(ValueMode::Raw), QLocale(QLocale::German, QLocale::Germany));
    const int fp32 = categoryIndex(data, QStringLiteral("FP32"));
    QCOMPARE(data.series[1].values[fp32].label, QStringLiteral("91,6"));
}

GPUATLAS_TEST_MAIN(tst_ComparisonChartBuilder)
#include "tst_ComparisonChartBuilder.moc"
