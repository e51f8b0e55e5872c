// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/document/charts/Crossovers.h"

#include <QTest>

#include <cmath>

using gpuatlas::ui::charts::Crossover;
using gpuatlas::ui::charts::Crossovers;
using Line = Crossovers::Line;

Q_DECLARE_METATYPE(Line)
Q_DECLARE_METATYPE(std::vector<double>)

namespace {

constexpr auto n = std::nullopt;

Line line(std::initializer_list<std::optional<double>> values)
{
    return Line(values);
}

} // namespace

class tst_Crossovers : public QObject
{
    Q_OBJECT

private slots:
    void between_data();
    void between();
    void allPairsSortedByX();
};

void tst_Crossovers::between_data()
{
    QTest::addColumn<std::vector<double>>("xs");
    QTest::addColumn<Line>("a");
    QTest::addColumn<Line>("b");
    QTest::addColumn<bool>("higherIsBetter");
    QTest::addColumn<bool>("logX");
    // Expected crossings: x, and which line leads after it (0 = a, 1 = b); NaN: none.
    QTest::addColumn<QList<double>>("x");
    QTest::addColumn<QList<int>>("leader");

    const std::vector<double> linear{0, 1, 2, 3};
    // a: 0 -> 3, b: 2 flat. Difference -2, -1, 0, 1: a tie at x = 2, then a ahead.
    QTest::newRow("tie at a sample, then the swap")
        << linear << line({0, 1, 2, 3}) << line({2, 2, 2, 2}) << true << false << QList<double>{2} << QList<int>{0};
    // Difference -1 at x = 1, +1 at x = 2: crossing half-way.
    QTest::newRow("between samples") << linear << line({0, 1, 3, 4}) << line({2, 2, 2, 2}) << true << false
                                     << QList<double>{1.5} << QList<int>{0};
    // Same data, costs: lower is better, so b leads after the crossing.
    QTest::newRow("lower is better") << linear << line({0, 1, 3, 4}) << line({2, 2, 2, 2}) << false << false
                                     << QList<double>{1.5} << QList<int>{1};
    // Equal, then the same order again: a touch, not a crossing.
    QTest::newRow("touch") << linear << line({1, 2, 1, 0}) << line({2, 2, 2, 2}) << true << false << QList<double>{}
                           << QList<int>{};
    QTest::newRow("never") << linear << line({5, 6, 7, 8}) << line({1, 2, 3, 4}) << true << false << QList<double>{}
                           << QList<int>{};
    // No crossing is claimed across a missing value.
    QTest::newRow("gap") << linear << line({0, n, 3, 4}) << line({2, 2, 2, 2}) << true << false << QList<double>{}
                         << QList<int>{};
    QTest::newRow("missing in the other line")
        << linear << line({0, 1, 3, 4}) << line({2, n, 2, 2}) << true << false << QList<double>{} << QList<int>{};
    // Back and forth: two crossings.
    QTest::newRow("twice") << linear << line({0, 4, 4, 0}) << line({2, 2, 2, 2}) << true << false
                           << QList<double>{0.5, 2.5} << QList<int>{0, 1};
    // On a log axis the half-way point between 4 and 16 is 8.
    QTest::newRow("log x") << std::vector<double>{1, 4, 16} << line({0, 1, 3}) << line({2, 2, 2}) << true << true
                           << QList<double>{8} << QList<int>{0};
    QTest::newRow("empty") << std::vector<double>{} << Line{} << Line{} << true << false << QList<double>{}
                           << QList<int>{};
}

void tst_Crossovers::between()
{
    QFETCH(std::vector<double>, xs);
    QFETCH(Line, a);
    QFETCH(Line, b);
    QFETCH(bool, higherIsBetter);
    QFETCH(bool, logX);
    QFETCH(QList<double>, x);
    QFETCH(QList<int>, leader);

    const auto found = Crossovers::between(xs, a, b, higherIsBetter, logX);
    QCOMPARE(static_cast<int>(found.size()), static_cast<int>(x.size()));
    for (std::size_t i = 0; i < found.size(); ++i) {
        QVERIFY2(std::abs(found[i].x - x[static_cast<int>(i)]) < 1e-9,
                 qPrintable(QStringLiteral("x %1, expected %2").arg(found[i].x).arg(x[static_cast<int>(i)])));
        QCOMPARE(static_cast<int>(found[i].leader), leader[static_cast<int>(i)]);
        QCOMPARE(static_cast<int>(found[i].trailer), 1 - leader[static_cast<int>(i)]);
    }
}

void tst_Crossovers::allPairsSortedByX()
{
    // Three lines: c overtakes b half-way between 1 and 2, and a where it ties with it at
    // 2; a and b never cross.
    const std::vector<double> xs{0, 1, 2, 3};
    const std::vector<Line> lines{line({3, 3, 3, 3}), line({2, 2, 2, 2}), line({0, 1, 3, 4})};
    const auto found = Crossovers::all(xs, lines, true, false);
    QCOMPARE(found.size(), std::size_t(2));
    QCOMPARE(found[0].x, 1.5);
    QCOMPARE(found[0].leader, std::size_t(2));
    QCOMPARE(found[0].trailer, std::size_t(1));
    QCOMPARE(found[0].y, 2.0);
    QCOMPARE(found[1].x, 2.0);
    QCOMPARE(found[1].leader, std::size_t(2));
    QCOMPARE(found[1].trailer, std::size_t(0));
    QCOMPARE(found[1].y, 3.0);
}

GPUATLAS_TEST_APPLESS_MAIN(tst_Crossovers)
#include "tst_Crossovers.moc"
