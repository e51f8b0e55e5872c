// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/document/charts/Normalization.h"

#include <QTest>

#include <cmath>
#include <optional>
#include <vector>

using namespace gpuatlas::ui::charts;

using Values = std::vector<std::optional<double>>;
Q_DECLARE_METATYPE(Values)
Q_DECLARE_METATYPE(NormalizationMode)
Q_DECLARE_METATYPE(AxisStatus)

namespace {

constexpr std::optional<double> na = std::nullopt;

void compareValues(const Values& actual, const Values& expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QVERIFY2(actual[i].has_value() == expected[i].has_value(), qPrintable(QStringLiteral("index %1").arg(i)));
        if (expected[i])
            QVERIFY2(std::abs(*actual[i] - *expected[i]) < 1e-9,
                     qPrintable(QStringLiteral("index %1: %2 != %3").arg(i).arg(*actual[i]).arg(*expected[i])));
    }
}

} // namespace

class tst_Normalization : public QObject
{
    Q_OBJECT

private slots:
    void singleAxis_data();
    void singleAxis();
    void logarithmicDecadesAreShared();
    void logRadius_data();
    void logRadius();
    void decadesFor_data();
    void decadesFor();
    void maximumInBaselineMode();
    void niceTicks_data();
    void niceTicks();
};

void tst_Normalization::singleAxis_data()
{
    QTest::addColumn<Values>("values");
    QTest::addColumn<bool>("higherIsBetter");
    QTest::addColumn<NormalizationMode>("mode");
    QTest::addColumn<int>("baseline");
    QTest::addColumn<Values>("expected");
    QTest::addColumn<AxisStatus>("status");

    const auto best = NormalizationMode::RelativeToBest;
    const auto base = NormalizationMode::RelativeToBaseline;
    const auto log = NormalizationMode::Logarithmic;

    // FP16 dense TFLOPS of H100 SXM, A100 SXM, RTX A6000, L40S: H100 is the best.
    QTest::newRow("best: H100 = 100%") << Values{989.4, 312, 154.8, 362.05} << true << best << 0
                                       << Values{1.0, 312 / 989.4, 154.8 / 989.4, 362.05 / 989.4} << AxisStatus::Ok;
    // FP8: A100 and RTX A6000 have none: they stay missing, the others still scale.
    QTest::newRow("best: missing FP8 stays n/a")
        << Values{1978.9, na, na, 733} << true << best << 0 << Values{1.0, na, na, 733 / 1978.9} << AxisStatus::Ok;
    QTest::newRow("best: single GPU is 100%") << Values{312} << true << best << 0 << Values{1.0} << AxisStatus::Ok;
    QTest::newRow("best: nobody has it") << Values{na, na} << true << best << 0 << Values{na, na} << AxisStatus::NoData;
    QTest::newRow("best: all zero") << Values{0, 0} << true << best << 0 << Values{na, na} << AxisStatus::NoData;
    QTest::newRow("best: zero is a value") << Values{0, 50} << true << best << 0 << Values{0.0, 1.0} << AxisStatus::Ok;
    QTest::newRow("best: lower is better (cost)")
        << Values{2.0, 4.0, na} << false << best << 0 << Values{1.0, 0.5, na} << AxisStatus::Ok;
    QTest::newRow("best: lower is better ignores zero cost")
        << Values{0.0, 4.0} << false << best << 0 << Values{na, 1.0} << AxisStatus::Ok;
    QTest::newRow("best: NaN is missing")
        << Values{std::nan(""), 10.0} << true << best << 0 << Values{na, 1.0} << AxisStatus::Ok;

    // A100 as baseline: H100 FP16 is 317 % of it.
    QTest::newRow("baseline: A100 = 100%")
        << Values{989.4, 312, 154.8} << true << base << 1 << Values{989.4 / 312, 1.0, 154.8 / 312} << AxisStatus::Ok;
    QTest::newRow("baseline: baseline lacks FP8")
        << Values{1978.9, na, 733} << true << base << 1 << Values{na, na, na} << AxisStatus::NoBaseline;
    QTest::newRow("baseline: zero baseline")
        << Values{900, 0, 112.5} << true << base << 1 << Values{na, na, na} << AxisStatus::NoBaseline;
    QTest::newRow("baseline: index out of range")
        << Values{1, 2} << true << base << 5 << Values{na, na} << AxisStatus::NoBaseline;
    QTest::newRow("baseline: lower is better")
        << Values{2.0, 4.0} << false << base << 1 << Values{2.0, 1.0} << AxisStatus::Ok;
    QTest::newRow("baseline: single GPU") << Values{42} << true << base << 0 << Values{1.0} << AxisStatus::Ok;

    // 1e1..1e4 spans three decades; one more keeps the smallest off the centre:
    // radius = 1 + log10(v / 10000) / 4.
    QTest::newRow("log: 1e1..1e4") << Values{10, 100, 1000, 10000} << true << log << 0 << Values{0.25, 0.5, 0.75, 1.0}
                                   << AxisStatus::Ok;
    QTest::newRow("log: zero sits at the centre")
        << Values{0, 100} << true << log << 0 << Values{0.0, 1.0} << AxisStatus::Ok;
    QTest::newRow("log: missing stays missing")
        << Values{na, 100} << true << log << 0 << Values{na, 1.0} << AxisStatus::Ok;
    QTest::newRow("log: single GPU at the rim") << Values{312} << true << log << 0 << Values{1.0} << AxisStatus::Ok;
}

void tst_Normalization::singleAxis()
{
    QFETCH(Values, values);
    QFETCH(bool, higherIsBetter);
    QFETCH(NormalizationMode, mode);
    QFETCH(int, baseline);
    QFETCH(Values, expected);
    QFETCH(AxisStatus, status);

    const auto result = Normalization::normalize({{values, higherIsBetter}}, mode, static_cast<std::size_t>(baseline));
    QCOMPARE(result.axes.size(), std::size_t(1));
    QCOMPARE(result.axes.front().status, status);
    compareValues(result.axes.front().values, expected);
}

void tst_Normalization::logarithmicDecadesAreShared()
{
    // Memory spans 1.1x, bandwidth 1000x: the rings must mean the same on both axes,
    // so both use the four decades the wider one needs.
    const auto result = Normalization::normalize({{{80, 72}, true}, {{3, 3000}, true}}, NormalizationMode::Logarithmic);
    QCOMPARE(result.decades, 4);
    compareValues(result.axes[0].values, {1.0, 1.0 + std::log10(72.0 / 80.0) / 4});
    compareValues(result.axes[1].values, {0.25, 1.0});
    QCOMPARE(result.axes[0].reference, std::optional<double>(80));
}

void tst_Normalization::logRadius_data()
{
    QTest::addColumn<double>("ratio");
    QTest::addColumn<int>("decades");
    QTest::addColumn<double>("radius");
    QTest::newRow("best") << 1.0 << 3 << 1.0;
    QTest::newRow("above best clamps") << 3.0 << 3 << 1.0;
    QTest::newRow("one decade down of three") << 0.1 << 3 << 2.0 / 3.0;
    QTest::newRow("at the floor") << 0.001 << 3 << 0.0;
    QTest::newRow("below the floor") << 1e-6 << 3 << 0.0;
    QTest::newRow("zero") << 0.0 << 3 << 0.0;
    QTest::newRow("negative") << -1.0 << 3 << 0.0;
    QTest::newRow("no decades") << 0.5 << 0 << 0.0;
}

void tst_Normalization::logRadius()
{
    QFETCH(double, ratio);
    QFETCH(int, decades);
    QFETCH(double, radius);
    QVERIFY(std::abs(Normalization::logRadius(ratio, decades) - radius) < 1e-12);
}

void tst_Normalization::decadesFor_data()
{
    QTest::addColumn<double>("smallest");
    QTest::addColumn<int>("decades");
    QTest::newRow("all equal") << 1.0 << 1;
    QTest::newRow("half") << 0.5 << 1;
    QTest::newRow("exactly one decade") << 0.1 << 2;
    QTest::newRow("1e1..1e4 (rounding of log10(1000))") << 10.0 / 10000.0 << 4;
    QTest::newRow("capped") << 1e-12 << Normalization::maxDecades;
    QTest::newRow("nothing positive") << 0.0 << 1;
}

void tst_Normalization::decadesFor()
{
    QFETCH(double, smallest);
    QFETCH(int, decades);
    QCOMPARE(Normalization::decadesFor(smallest), decades);
}

void tst_Normalization::maximumInBaselineMode()
{
    // RTX A6000 as the baseline: H100 has 8 times its NVLink bandwidth.
    const auto result =
        Normalization::normalize({{{900, 112.5}, true}, {{80, 48}, true}}, NormalizationMode::RelativeToBaseline, 1);
    QCOMPARE(result.maximum, 8.0);
    QCOMPARE(result.axes[0].reference, std::optional<double>(112.5));
}

void tst_Normalization::niceTicks_data()
{
    QTest::addColumn<double>("maximum");
    QTest::addColumn<int>("maxTicks");
    QTest::addColumn<QList<double>>("ticks");
    QTest::newRow("100 in 4") << 100.0 << 4 << QList<double>{0, 25, 50, 75, 100};
    QTest::newRow("317 % in 5") << 317.0 << 5 << QList<double>{0, 100, 200, 300, 400};
    QTest::newRow("1979 in 3") << 1978.9 << 3 << QList<double>{0, 1000, 2000};
    QTest::newRow("1.41 in 3") << 1.41 << 3 << QList<double>{0, 0.5, 1.0, 1.5};
    QTest::newRow("exact top") << 80.0 << 4 << QList<double>{0, 20, 40, 60, 80};
    QTest::newRow("zero") << 0.0 << 4 << QList<double>{0, 1};
}

void tst_Normalization::niceTicks()
{
    QFETCH(double, maximum);
    QFETCH(int, maxTicks);
    QFETCH(QList<double>, ticks);
    const auto actual = Normalization::niceTicks(maximum, maxTicks);
    QCOMPARE(actual.size(), std::size_t(ticks.size()));
    for (std::size_t i = 0; i < actual.size(); ++i)
        QVERIFY2(std::abs(actual[i] - ticks[static_cast<int>(i)]) < 1e-9, qPrintable(QString::number(actual[i])));
    QVERIFY(actual.back() >= maximum);
}

GPUATLAS_TEST_APPLESS_MAIN(tst_Normalization)
#include "tst_Normalization.moc"
