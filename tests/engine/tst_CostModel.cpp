// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/CostModel.h"

#include <QTest>

using namespace gpuatlas::engine;
using enginetest::Data;

class tst_CostModel : public QObject
{
    Q_OBJECT

private slots:
    void rentalFromDefaultPrice();
    void energyFromTdp();
    void noPriceMeansNoCost();
};

void tst_CostModel::rentalFromDefaultPrice()
{
    const auto& data = Data::shipped();
    const CostEstimate cost = CostModel::estimate(data.gpu("h100-sxm"), 2, &data.prices, Assumptions(), 1000.0, 10.0);
    QCOMPARE(*cost.usdPerHour, 2 * 3.39); // DigitalOcean, the article's reference
    QCOMPARE(cost.priceSource, std::string("DigitalOcean, 2026-05-28"));
    QCOMPARE(*cost.usdPerMillionTokens, 6.78 / (1000.0 * 3600) * 1e6);
    QCOMPARE(*cost.usdTotal, 67.8);
}

void tst_CostModel::energyFromTdp()
{
    const auto& data = Data::shipped();
    Assumptions a;
    const CostEstimate cost = CostModel::estimate(data.gpu("l40s"), 4, &data.prices, a, std::nullopt, 10.0);
    QCOMPARE(cost.powerKw, 0.350 * 4 * 0.75);
    QCOMPARE(*cost.energyKwh, 0.350 * 4 * 0.75 * 10);
    a.set(AssumptionId::Pue, 1.5);
    QCOMPARE(*CostModel::estimate(data.gpu("l40s"), 4, &data.prices, a, std::nullopt, 10.0).energyKwh,
             0.350 * 4 * 0.75 * 10 * 1.5);
}

void tst_CostModel::noPriceMeansNoCost()
{
    Gpu custom = Data::shipped().gpu("l40s");
    custom.id = "my-card";
    const CostEstimate cost = CostModel::estimate(custom, 1, &Data::shipped().prices, Assumptions(), 100.0, 1.0);
    QVERIFY(!cost.usdPerHour);
    QVERIFY(!cost.usdPerMillionTokens);
    QVERIFY(!cost.usdTotal);
    QVERIFY(cost.priceSource.empty());
    QVERIFY(cost.energyKwh); // energy does not need a price
}

QTEST_GUILESS_MAIN(tst_CostModel)
#include "tst_CostModel.moc"
