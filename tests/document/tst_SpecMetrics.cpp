// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartTestData.h"
#include "support/TestMain.h"
#include "text/GpuFields.h"
#include "ui/document/charts/SpecMetrics.h"

#include <QTest>

using namespace gpuatlas;
using ui::charts::Metric;
using ui::charts::SpecMetrics;

class tst_SpecMetrics : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void keysAndOrder();
    void labelsComeFromSpecColumns();
    void values_data();
    void values();
    void missingValuesSayWhy();
    void bf16FallbackForFp16();
    void pricesAreCopied();

private:
    const Metric& metric(const QString& key) const;
    std::optional<ChartTestData> m_data;
    QList<Metric> m_metrics;
};

void tst_SpecMetrics::initTestCase()
{
    m_data = ChartTestData::load();
    QVERIFY(m_data);
    m_metrics = SpecMetrics::all(m_data->prices);
}

const Metric& tst_SpecMetrics::metric(const QString& key) const
{
    for (const auto& candidate : m_metrics) {
        if (candidate.key == key)
            return candidate;
    }
    qFatal("no metric %s", qPrintable(key));
}

void tst_SpecMetrics::keysAndOrder()
{
    QStringList keys;
    for (const auto& candidate : m_metrics) {
        keys << candidate.key;
        QVERIFY(!candidate.label.isEmpty());
        QVERIFY(!candidate.unit.isEmpty());
        QVERIFY(!candidate.description.isEmpty());
        QVERIFY(candidate.value);
        QVERIFY(candidate.format);
    }
    QCOMPARE(keys, SpecMetrics::defaultKeys());
}

void tst_SpecMetrics::labelsComeFromSpecColumns()
{
    using text::GpuField;
    using text::GpuFields;
    QCOMPARE(metric(QStringLiteral("fp8_dense_tflops")).label, GpuFields::label(GpuField::Fp8));
    QCOMPARE(metric(QStringLiteral("fp32_tflops")).label, GpuFields::label(GpuField::Fp32));
    QCOMPARE(metric(QStringLiteral("memory_gb")).label, GpuFields::label(GpuField::MemorySize));
    QCOMPARE(metric(QStringLiteral("memory_bandwidth_gbs")).label, GpuFields::label(GpuField::MemoryBandwidth));
    QCOMPARE(metric(QStringLiteral("memory_gb")).unit, QStringLiteral("GB"));
}

void tst_SpecMetrics::values_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<double>("expected"); // negative: no value

    QTest::newRow("FP16 H100") << "fp16_dense_tflops"
                               << "h100-sxm" << 989.4;
    QTest::newRow("FP8 L40S") << "fp8_dense_tflops"
                              << "l40s" << 733.0;
    QTest::newRow("FP8 A100: none") << "fp8_dense_tflops"
                                    << "a100-sxm-80gb" << -1.0;
    QTest::newRow("FP32 A100") << "fp32_tflops"
                               << "a100-sxm-80gb" << 19.5;
    QTest::newRow("memory RTX A6000") << "memory_gb"
                                      << "rtx-a6000" << 48.0;
    QTest::newRow("bandwidth H100") << "memory_bandwidth_gbs"
                                    << "h100-sxm" << 3350.0;
    QTest::newRow("link H100 NVLink 4") << "link_gbs"
                                        << "h100-sxm" << 900.0;
    QTest::newRow("link RTX A6000 bridge") << "link_gbs"
                                           << "rtx-a6000" << 112.5;
    // No NVLink: PCIe 4.0 x16 = 2 x 31.5 GB/s.
    QTest::newRow("link L40S = PCIe 4 x16") << "link_gbs"
                                            << "l40s" << 63.0;
    QTest::newRow("link RTX 4090 = PCIe 4 x16") << "link_gbs"
                                                << "rtx-4090" << 63.0;
    // 989.4 TFLOPS / 700 W.
    QTest::newRow("per watt H100") << "tflops_per_watt"
                                   << "h100-sxm" << 989.4 / 700;
    // 121 TFLOPS / 72 W: the L4 is the efficient one.
    QTest::newRow("per watt L4") << "tflops_per_watt"
                                 << "l4" << 121.0 / 72;
    // 989.4 TFLOPS / $3.39 per hour (DigitalOcean, the default on-demand price).
    QTest::newRow("per dollar H100") << "tflops_per_usd_hour"
                                     << "h100-sxm" << 989.4 / 3.39;
    // 312 / $1.79 (RunPod default).
    QTest::newRow("per dollar A100") << "tflops_per_usd_hour"
                                     << "a100-sxm-80gb" << 312 / 1.79;
    QTest::newRow("per dollar A30: no price") << "tflops_per_usd_hour"
                                              << "a30" << -1.0;
}

void tst_SpecMetrics::values()
{
    QFETCH(QString, key);
    QFETCH(QString, gpu);
    QFETCH(double, expected);
    const engine::Gpu* found = m_data->catalog.find(gpu.toStdString());
    QVERIFY(found);
    const auto value = metric(key).value(*found);
    if (expected < 0) {
        QVERIFY(!value);
        return;
    }
    QVERIFY(value);
    QVERIFY2(std::abs(*value - expected) < 1e-9, qPrintable(QString::number(*value, 'g', 12)));
}

void tst_SpecMetrics::missingValuesSayWhy()
{
    const auto* l40s = m_data->catalog.find("l40s");
    const auto* a100 = m_data->catalog.find("a100-sxm-80gb");
    const auto* a30 = m_data->catalog.find("a30");
    const auto* h100 = m_data->catalog.find("h100-sxm");
    QVERIFY(l40s && a100 && a30 && h100);
    QCOMPARE(metric(QStringLiteral("link_gbs")).note(*l40s), QStringLiteral("PCIe Gen 4 x16, no NVLink"));
    QCOMPARE(metric(QStringLiteral("link_gbs")).note(*h100), QStringLiteral("NVLink"));
    QCOMPARE(metric(QStringLiteral("fp8_dense_tflops")).note(*a100), QStringLiteral("no FP8 support"));
    QVERIFY(metric(QStringLiteral("fp8_dense_tflops")).note(*l40s).isEmpty());
    QCOMPARE(metric(QStringLiteral("tflops_per_usd_hour")).note(*a30), QStringLiteral("no rental price"));
    QVERIFY(metric(QStringLiteral("tflops_per_usd_hour")).note(*h100).contains(QStringLiteral("DigitalOcean")));
    QCOMPARE(metric(QStringLiteral("tflops_per_watt")).format(1.4134, QLocale::c()), QStringLiteral("1.41 TFLOPS/W"));
}

void tst_SpecMetrics::bf16FallbackForFp16()
{
    engine::Gpu gpu = awkwardGpu();
    gpu.tensorRate(engine::TensorFormat::FP16).reset();
    QVERIFY(!SpecMetrics::fp16Dense(gpu));
    QVERIFY(!SpecMetrics::perfPerWatt(gpu));
    gpu.tensorRate(engine::TensorFormat::BF16) = engine::TensorRate{80, std::nullopt};
    QCOMPARE(SpecMetrics::fp16Dense(gpu), std::optional<double>(80));
    QCOMPARE(SpecMetrics::perfPerWatt(gpu), std::optional<double>(80.0 / 200));
    gpu.tdpW = 0;
    QVERIFY(!SpecMetrics::perfPerWatt(gpu));
}

void tst_SpecMetrics::pricesAreCopied()
{
    // The metrics must not point into a price book that is gone.
    QList<Metric> metrics;
    {
        const engine::PriceBook prices = m_data->prices;
        metrics = SpecMetrics::all(prices);
    }
    const auto* h100 = m_data->catalog.find("h100-sxm");
    QCOMPARE(metrics.last().key, QStringLiteral("tflops_per_usd_hour"));
    QVERIFY(metrics.last().value(*h100).has_value());
}

GPUATLAS_TEST_MAIN(tst_SpecMetrics)
#include "tst_SpecMetrics.moc"
