// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/cost/CostOfOwnership.h"
#include "engine/rank/Ranker.h"
#include "support/TestMain.h"

#include <QTest>

#include <cmath>

using namespace gpuatlas::engine;
using enginetest::Data;
using Id = OwnershipInputId;

Q_DECLARE_METATYPE(BreakEvenKind)
Q_DECLARE_METATYPE(RentBilling)

namespace {

// A made-up PCIe card so that every number below can be worked by hand.
Gpu card(double tdpW)
{
    Gpu gpu;
    gpu.id = "test-card";
    gpu.formFactor = FormFactor::PCIe;
    gpu.tdpW = tdpW;
    return gpu;
}

struct Inputs
{
    double utilisation, electricity, pue, powerFraction, hostPower, server, months, residual, maintenance, hosting;
};

OwnershipInputs inputsFrom(const Inputs& in)
{
    OwnershipInputs out;
    out.set(Id::Utilisation, in.utilisation);
    out.set(Id::ElectricityUsdPerKwh, in.electricity);
    out.set(Id::Pue, in.pue);
    out.set(Id::PowerFraction, in.powerFraction);
    out.set(Id::HostPowerFraction, in.hostPower);
    out.set(Id::ServerUsdPerGpuPcie, in.server);
    out.set(Id::DepreciationMonths, in.months);
    out.set(Id::ResidualFraction, in.residual);
    out.set(Id::MaintenancePerYear, in.maintenance);
    out.set(Id::HostingUsdPerKwMonth, in.hosting);
    return out;
}

bool near(double actual, double expected, double relative = 1e-9)
{
    return std::abs(actual - expected) <= relative * std::max(1.0, std::abs(expected));
}

} // namespace

class tst_CostOfOwnership : public QObject
{
    Q_OBJECT

private slots:
    void breakEven_data();
    void breakEven();
    void cumulativeCostsMeetAtTheBreakEvenMonth();
    void perUnitAndPerRun();
    void defaultsAreSourcedAndInRange();
    void inputsClampAndLookUp();
    void serverShareFollowsFormFactor();
    void cheapestWayComparesEveryOption();
    void rentOneBuyAnother_data();
    void rentOneBuyAnother();
    void rentOrBuyOfOneConfigurationIsCompute();
    void defaultRentOrBuyPicksTheCheapestEachWay();
};

void tst_CostOfOwnership::breakEven_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("tdpW");
    QTest::addColumn<double>("rent");
    QTest::addColumn<RentBilling>("billing");
    QTest::addColumn<double>("purchase");
    // utilisation, $/kWh, PUE, power fraction, host power, server share, months, residual, maintenance, hosting
    QTest::addColumn<QList<double>>("inputs");
    QTest::addColumn<double>("capex");
    QTest::addColumn<double>("rentMonthly");
    QTest::addColumn<double>("buyMonthly");
    QTest::addColumn<BreakEvenKind>("kind");
    QTest::addColumn<double>("utilisation"); // -1: none
    QTest::addColumn<double>("month");       // -1: never
    QTest::addColumn<bool>("buyCheaper");

    // capex 10,000 + 2,000 = 12,000. Rent 2 x 730 x 0.5 = 730. Buy: depreciation 12,000 / 24 = 500,
    // energy 1 kW x 730 h x 0.5 x $0.10 = 36.50 -> 536.50. Break-even: 1,460 u = 500 + 73 u -> u = 500 / 1,387.
    // Month: 12,000 / (730 - 36.5) = 17.3035.
    QTest::newRow("plain card") << 1 << 1000.0 << 2.0 << RentBilling::PerHourUsed << 10000.0
                                << QList<double>{0.5, 0.10, 1.0, 1.0, 0.0, 2000, 24, 0, 0, 0} << 12000.0 << 730.0
                                << 536.5 << BreakEvenKind::BuyCheaperAbove << 500.0 / 1387.0 << 12000.0 / 693.5 << true;
    // Cheap rental: 0.05 x 730 u = 36.5 u never reaches 500 + 73 u.
    QTest::newRow("cheap rental") << 1 << 1000.0 << 0.05 << RentBilling::PerHourUsed << 10000.0
                                  << QList<double>{0.5, 0.10, 1.0, 1.0, 0.0, 2000, 24, 0, 0, 0} << 12000.0 << 18.25
                                  << 536.5 << BreakEvenKind::RentAlwaysCheaper << -1.0 << -1.0 << false;
    // Everything on: 2 GPUs of 500 W, capex 2 x 25,000 = 50,000. Busy power 2 x 0.5 x 1.5 x 0.8 x 1.5 = 1.8 kW;
    // energy 1.8 x 730 x 0.8 x 0.2 = 210.24; hosting 1.5 kW x 150 = 225; depreciation 50,000 x 0.75 / 36 =
    // 1,041.67; maintenance 50,000 x 0.1 / 12 = 416.67 -> 1,893.57. Rent 3 x 2 x 730 x 0.8 = 3,504.
    // Break-even: 4,380 u = 1,683.33 + 262.8 u. Month: 50,000 / (3,504 - 851.9067).
    QTest::newRow("hosting, PUE, residual, maintenance")
        << 2 << 500.0 << 3.0 << RentBilling::PerHourUsed << 20000.0
        << QList<double>{0.8, 0.20, 1.5, 0.8, 0.5, 5000, 36, 0.25, 0.1, 150} << 50000.0 << 3504.0
        << 1041.0 + 2.0 / 3.0 + 416.0 + 2.0 / 3.0 + 210.24 + 225.0 << BreakEvenKind::BuyCheaperAbove
        << (1041.0 + 2.0 / 3.0 + 416.0 + 2.0 / 3.0 + 225.0) / (4380.0 - 262.8)
        << 50000.0 / (3504.0 - (416.0 + 2.0 / 3.0 + 210.24 + 225.0)) << true;
    // A reserved instance is paid for every hour: 0.75 x 730 = 547.50 whatever the use, against
    // 500 + 73 u: buying wins below u = 47.5 / 73, renting above.
    QTest::newRow("reserved, buy cheaper below")
        << 1 << 1000.0 << 0.75 << RentBilling::AllHours << 10000.0
        << QList<double>{0.5, 0.10, 1.0, 1.0, 0.0, 2000, 24, 0, 0, 0} << 12000.0 << 547.5 << 536.5
        << BreakEvenKind::BuyCheaperBelow << 47.5 / 73.0 << 12000.0 / (547.5 - 36.5) << true;
    // A dear reserved instance (1.00 x 730 = 730) loses to owning at any use.
    QTest::newRow("reserved, buy always cheaper")
        << 1 << 1000.0 << 1.0 << RentBilling::AllHours << 10000.0
        << QList<double>{0.5, 0.10, 1.0, 1.0, 0.0, 2000, 24, 0, 0, 0} << 12000.0 << 730.0 << 536.5
        << BreakEvenKind::BuyAlwaysCheaper << -1.0 << 12000.0 / 693.5 << true;
    // Pays off only after its life: rent 0.90 x 730 x 0.5 = 328.50 vs 500 + 36.5 -> renting is cheaper per
    // month (657 u = 500 + 73 u only at u = 0.856); the cash break-even 12,000 / 292 = 41.1 months lies
    // beyond the 24-month life.
    QTest::newRow("pays off after its life")
        << 1 << 1000.0 << 0.9 << RentBilling::PerHourUsed << 10000.0
        << QList<double>{0.5, 0.10, 1.0, 1.0, 0.0, 2000, 24, 0, 0, 0} << 12000.0 << 328.5 << 536.5
        << BreakEvenKind::BuyCheaperAbove << 500.0 / (657.0 - 73.0) << 12000.0 / 292.0 << false;
}

void tst_CostOfOwnership::breakEven()
{
    QFETCH(int, count);
    QFETCH(double, tdpW);
    QFETCH(double, rent);
    QFETCH(RentBilling, billing);
    QFETCH(double, purchase);
    QFETCH(QList<double>, inputs);
    QFETCH(double, capex);
    QFETCH(double, rentMonthly);
    QFETCH(double, buyMonthly);
    QFETCH(BreakEvenKind, kind);
    QFETCH(double, utilisation);
    QFETCH(double, month);
    QFETCH(bool, buyCheaper);

    const Gpu gpu = card(tdpW);
    const OwnershipInputs in = inputsFrom(
        {inputs[0], inputs[1], inputs[2], inputs[3], inputs[4], inputs[5], inputs[6], inputs[7], inputs[8], inputs[9]});
    const OwnershipCost cost =
        CostOfOwnership::compute({gpu, count, rent, billing, purchase, in, std::nullopt, std::nullopt});
    QVERIFY2(near(cost.capexUsd, capex), qPrintable(QString::number(cost.capexUsd)));
    QVERIFY2(near(cost.rentMonthlyUsd, rentMonthly), qPrintable(QString::number(cost.rentMonthlyUsd)));
    QVERIFY2(near(cost.buyMonthly.total(), buyMonthly), qPrintable(QString::number(cost.buyMonthly.total())));
    QCOMPARE(cost.breakEven.kind, kind);
    if (utilisation < 0) {
        QVERIFY(!cost.breakEven.utilisation);
    } else {
        QVERIFY(cost.breakEven.utilisation);
        QVERIFY2(near(*cost.breakEven.utilisation, utilisation),
                 qPrintable(QString::number(*cost.breakEven.utilisation)));
    }
    if (month < 0) {
        QVERIFY(!cost.breakEvenMonth);
    } else {
        QVERIFY(cost.breakEvenMonth);
        QVERIFY2(near(*cost.breakEvenMonth, month), qPrintable(QString::number(*cost.breakEvenMonth)));
        QCOMPARE(cost.paysOffWithinLife, month <= inputs[6]);
    }
    QCOMPARE(cost.cheaper == OwnershipChoice::Buy, buyCheaper);
}

void tst_CostOfOwnership::cumulativeCostsMeetAtTheBreakEvenMonth()
{
    const Gpu gpu = card(700);
    const OwnershipInputs in; // the shipped defaults
    const OwnershipRequest request{gpu, 8, 3.39, RentBilling::PerHourUsed, 27500, in, std::nullopt, std::nullopt};
    const double u = in[Id::Utilisation];
    const auto month = CostOfOwnership::breakEvenMonth(request, u);
    QVERIFY(month);
    QVERIFY(
        near(CostOfOwnership::cumulativeBuy(request, u, *month), CostOfOwnership::cumulativeRent(request, u, *month)));
    QVERIFY(CostOfOwnership::cumulativeBuy(request, u, *month - 1) >
            CostOfOwnership::cumulativeRent(request, u, *month - 1));
    QVERIFY(CostOfOwnership::cumulativeBuy(request, u, *month + 1) <
            CostOfOwnership::cumulativeRent(request, u, *month + 1));
    QCOMPARE(CostOfOwnership::cumulativeBuy(request, u, 0), CostOfOwnership::capex(request));
    // At the break-even utilisation the amortised monthly costs are equal.
    const BreakEven even = CostOfOwnership::breakEvenUtilisation(request);
    QVERIFY(even.utilisation);
    QVERIFY(near(CostOfOwnership::rentMonthly(request, *even.utilisation),
                 CostOfOwnership::buyMonthly(request, *even.utilisation).total()));
}

void tst_CostOfOwnership::perUnitAndPerRun()
{
    const Gpu gpu = card(1000);
    const OwnershipInputs in = inputsFrom({0.5, 0.10, 1.0, 1.0, 0.0, 2000, 24, 0, 0, 0});
    const OwnershipCost cost =
        CostOfOwnership::compute({gpu, 1, 2.0, RentBilling::PerHourUsed, 10000, in, 1000.0, 10.0});
    // 365 busy hours a month; buying costs 536.50 / 365 per busy hour.
    QCOMPARE(cost.busyHoursPerMonth, 365.0);
    QVERIFY(near(cost.rentPerBusyHourUsd, 2.0));
    QVERIFY(near(cost.buyPerBusyHourUsd, 536.5 / 365.0));
    // $ per million tokens = $/busy hour / (1,000 tokens/s x 3,600 s) x 10^6.
    QVERIFY(near(*cost.rentUsdPerMillionUnits, 2.0 / 3.6));
    QVERIFY(near(*cost.buyUsdPerMillionUnits, 536.5 / 365.0 / 3.6));
    QVERIFY(near(*cost.rentUsdPerRun, 20.0));
    QVERIFY(near(*cost.buyUsdPerRun, 5365.0 / 365.0));
    const OwnershipCost noWork =
        CostOfOwnership::compute({gpu, 1, 2.0, RentBilling::PerHourUsed, 10000, in, std::nullopt, std::nullopt});
    QVERIFY(!noWork.rentUsdPerMillionUnits);
    QVERIFY(!noWork.buyUsdPerRun);
}

void tst_CostOfOwnership::defaultsAreSourcedAndInRange()
{
    const OwnershipInputs defaults;
    QCOMPARE(OwnershipInputs::all().size(), ownershipInputCount);
    for (std::size_t i = 0; i < ownershipInputCount; ++i) {
        const auto& info = OwnershipInputs::all()[i];
        QCOMPARE(static_cast<std::size_t>(info.id), i);
        QVERIFY2(!info.source.empty(), info.key.data());
        QVERIFY(info.key.rfind("own.", 0) == 0);
        QVERIFY(info.minimum <= info.defaultValue && info.defaultValue <= info.maximum);
        QCOMPARE(defaults[info.id], info.defaultValue);
        QVERIFY(defaults.isDefault(info.id));
    }
    // The values the docs cite.
    QCOMPARE(defaults[Id::ElectricityUsdPerKwh], 0.1241);
    QCOMPARE(defaults[Id::Pue], 1.56);
    QCOMPARE(defaults[Id::DepreciationMonths], 36.0);
    QCOMPARE(defaults[Id::HostingUsdPerKwMonth], 184.06);
}

void tst_CostOfOwnership::inputsClampAndLookUp()
{
    OwnershipInputs in;
    QCOMPARE(in.set(Id::Utilisation, 1.7), 1.0);
    QCOMPARE(in.set(Id::Pue, 0.5), 1.0);
    QVERIFY(!in.isDefault(Id::Pue));
    QVERIFY(in.set("own.electricity_usd_per_kwh", 0.3));
    QCOMPARE(in[Id::ElectricityUsdPerKwh], 0.3);
    QVERIFY(!in.set("own.nonsense", 1.0));
    QVERIFY(OwnershipInputs::find("own.pue"));
    QVERIFY(!(in == OwnershipInputs()));
}

void tst_CostOfOwnership::serverShareFollowsFormFactor()
{
    const OwnershipInputs in;
    const auto& data = Data::shipped();
    QCOMPARE(in.serverUsdPerGpu(data.gpu("h100-sxm")), in[Id::ServerUsdPerGpuSxm]);
    QCOMPARE(in.serverUsdPerGpu(data.gpu("mi300x")), in[Id::ServerUsdPerGpuSxm]); // OAM
    QCOMPARE(in.serverUsdPerGpu(data.gpu("l40s")), in[Id::ServerUsdPerGpuPcie]);
    const OwnershipRequest request{data.gpu("l40s"), 8,           1.57, RentBilling::PerHourUsed, 8500, in,
                                   std::nullopt,     std::nullopt};
    QCOMPARE(CostOfOwnership::capex(request), 8 * (8500 + in[Id::ServerUsdPerGpuPcie]));
}

// The LoRA fine-tune of Llama 3 8B (2B tokens, up to 8 GPUs) ranked over the shipped
// catalogue and prices.
std::vector<Estimate> rankedLoraFineTune()
{
    const auto& data = Data::shipped();
    const Workload workload =
        enginetest::workload(nlohmann::json::parse(R"({"format": "gpu-atlas-workload", "version": 1,
        "task": "finetune", "model": "llama-3-8b", "precision": "bf16",
        "training": {"tokens": 2.0e9, "seq_len": 2048, "micro_batch": 4, "method": "lora"},
        "constraints": {"max_gpus": 8}})"));
    const Model& model = *resolveModel(workload, data.models);
    const Assumptions assumptions;
    return Ranker::rank({workload, model, data.catalog.gpus(), &data.prices, assumptions});
}

void tst_CostOfOwnership::cheapestWayComparesEveryOption()
{
    const auto& data = Data::shipped();
    const auto estimates = rankedLoraFineTune();
    const OwnershipInputs in;
    const auto best = CostOfOwnership::cheapestWay(estimates, data.catalog, data.prices, in);
    QVERIFY(best);
    QVERIFY(estimates[best->estimateIndex].feasible);
    // No option, rented or bought, costs less per token than the one chosen.
    for (const auto& estimate : estimates) {
        if (!estimate.feasible)
            continue;
        const auto cost = CostOfOwnership::forEstimate(estimate, data.catalog, data.prices, in);
        if (!cost)
            continue;
        QVERIFY(cost->rentPerBusyHourUsd / (*CostOfOwnership::unitsPerS(estimate) * 3600) >=
                best->usdPerUnit * (1 - 1e-9));
        QVERIFY(cost->buyPerBusyHourUsd / (*CostOfOwnership::unitsPerS(estimate) * 3600) >=
                best->usdPerUnit * (1 - 1e-9));
    }
    // The run's cost under the chosen way is its price per busy hour times the run's length.
    const Estimate& chosen = estimates[best->estimateIndex];
    const double runCost = best->how == OwnershipChoice::Buy ? *best->cost.buyUsdPerRun : *best->cost.rentUsdPerRun;
    QVERIFY(near(runCost, best->usdPerBusyHour * *chosen.performance.timeToTrainHours));
}

void tst_CostOfOwnership::rentOneBuyAnother_data()
{
    QTest::addColumn<double>("rentUnitsPerS");
    QTest::addColumn<RentBilling>("billing");
    QTest::addColumn<double>("rentBusyHours");
    QTest::addColumn<double>("rentMonthly");
    QTest::addColumn<double>("breakEvenMonth"); // 0: never
    QTest::addColumn<bool>("withinLife");

    // Worked by hand. Buy 4 cards of 350 W at $8,000 + $4,000 server share each: capex
    // $48,000. Inputs: 50% utilisation, $0.10/kWh, PUE 1.5, 80% of TDP, host 0.5 x TDP,
    // 36 months, no residual, maintenance or hosting. The bought cards do 1,000 units/s:
    // work per month = 1,000 x 3,600 x 730 x 0.5 = 1.314e9 units.
    // Energy = 4 x 0.35 kW x 1.5 x 0.8 x 1.5 = 2.52 kW x 365 h x $0.10 = $91.98 a month;
    // depreciation $48,000 / 36 = $1,333.33. Rent 2 GPUs at $2.50/GPU-hour.
    // Twice as fast: 1.314e9 / (2,000 x 3,600) = 182.5 h; 2 x 2.50 x 182.5 = $912.50;
    // 48,000 / (912.50 - 91.98) = 58.50 months, beyond the 36-month life.
    QTest::newRow("faster rental, by the hour")
        << 2000.0 << RentBilling::PerHourUsed << 182.5 << 912.5 << 48000 / (912.5 - 91.98) << false;
    // Committed: every hour of the month, 730 x 5 = $3,650; 48,000 / 3,558.02 = 13.49.
    QTest::newRow("faster rental, committed")
        << 2000.0 << RentBilling::AllHours << 182.5 << 3650.0 << 48000 / (3650 - 91.98) << true;
    // Slower: 1.314e9 / (300 x 3,600) = 1,216.67 h; x $5 = $6,083.33; 48,000 / 5,991.35 = 8.01.
    QTest::newRow("slower rental, by the hour")
        << 300.0 << RentBilling::PerHourUsed << 1216.0 + 2.0 / 3.0 << 5 * (1216.0 + 2.0 / 3.0)
        << 48000 / (5 * (1216.0 + 2.0 / 3.0) - 91.98) << true;
    // More than a month of hours: two committed configurations, 1,460 h x $5 = $7,300.
    QTest::newRow("slower rental, committed")
        << 300.0 << RentBilling::AllHours << 1216.0 + 2.0 / 3.0 << 7300.0 << 48000 / (7300 - 91.98) << true;
    // Very fast and cheap: 1.314e9 / (40,000 x 3,600) = 9.125 h x $5 = $45.63, less than
    // the energy of the owned cards: buying never pays off.
    QTest::newRow("rental cheaper than running")
        << 40000.0 << RentBilling::PerHourUsed << 9.125 << 45.625 << 0.0 << false;
}

void tst_CostOfOwnership::rentOneBuyAnother()
{
    QFETCH(double, rentUnitsPerS);
    QFETCH(RentBilling, billing);
    QFETCH(double, rentBusyHours);
    QFETCH(double, rentMonthly);
    QFETCH(double, breakEvenMonth);
    QFETCH(bool, withinLife);
    const OwnershipInputs in = inputsFrom({0.5, 0.10, 1.5, 0.8, 0.5, 4000, 36, 0, 0, 0});
    Gpu rented = card(700);
    rented.formFactor = FormFactor::SXM;
    const Gpu bought = card(350);
    const RentOrBuyRequest request{rented, 2, 2.50, billing, rentUnitsPerS, bought, 4, 8000, 1000, in, 1.0e9};
    const RentOrBuy result = CostOfOwnership::rentOrBuy(request);
    QVERIFY(near(result.unitsPerMonth, 1.314e9));
    QVERIFY(near(result.buyBusyHoursPerMonth, 365));
    QVERIFY(near(result.rentBusyHoursPerMonth, rentBusyHours));
    QVERIFY(near(result.rentMonthlyUsd, rentMonthly));
    QVERIFY(near(result.capexUsd, 48000));
    QVERIFY(near(result.buyMonthly.energy, 91.98));
    QVERIFY(near(result.buyMonthly.depreciation, 48000.0 / 36));
    QCOMPARE(result.breakEvenMonth.has_value(), breakEvenMonth > 0);
    if (result.breakEvenMonth) {
        QVERIFY(near(*result.breakEvenMonth, breakEvenMonth));
        // The cumulative costs meet there.
        QVERIFY(near(result.cumulativeRent(breakEvenMonth), result.cumulativeBuy(breakEvenMonth), 1e-9));
    }
    QCOMPARE(result.paysOffWithinLife, withinLife);
    // Equal work: $ per million units is each month's cost over the same work.
    QVERIFY(near(*result.rentUsdPerMillionUnits, rentMonthly / 1314));
    QVERIFY(near(*result.buyUsdPerMillionUnits, (48000.0 / 36 + 91.98) / 1314));
    QVERIFY(near(*result.rentUsdPerRun, rentMonthly / 1.314));
    QVERIFY(near(*result.buyUsdPerRun, (48000.0 / 36 + 91.98) / 1.314));
    QCOMPARE(result.cheaper, rentMonthly > 48000.0 / 36 + 91.98 ? OwnershipChoice::Buy : OwnershipChoice::Rent);
}

void tst_CostOfOwnership::rentOrBuyOfOneConfigurationIsCompute()
{
    // Renting and buying the same configuration: equal work is equal hours, and the
    // figures are those of compute().
    const OwnershipInputs in = inputsFrom({0.6, 0.12, 1.4, 0.75, 0.7, 4000, 36, 0.1, 0.05, 150});
    const Gpu gpu = card(300);
    for (const RentBilling billing : {RentBilling::PerHourUsed, RentBilling::AllHours}) {
        const OwnershipRequest one{gpu, 8, 1.2, billing, 9000, in, 500.0, 10.0};
        const OwnershipCost cost = CostOfOwnership::compute(one);
        const RentOrBuy two =
            CostOfOwnership::rentOrBuy({gpu, 8, 1.2, billing, 500, gpu, 8, 9000, 500, in, 500.0 * 3600 * 10});
        QVERIFY(near(two.rentMonthlyUsd, cost.rentMonthlyUsd));
        QVERIFY(near(two.buyMonthly.total(), cost.buyMonthly.total()));
        QCOMPARE(two.breakEvenMonth.has_value(), cost.breakEvenMonth.has_value());
        if (cost.breakEvenMonth)
            QVERIFY(near(*two.breakEvenMonth, *cost.breakEvenMonth));
        QVERIFY(near(*two.rentUsdPerMillionUnits, *cost.rentUsdPerMillionUnits));
        QVERIFY(near(*two.buyUsdPerRun, *cost.buyUsdPerRun));
    }
}

void tst_CostOfOwnership::defaultRentOrBuyPicksTheCheapestEachWay()
{
    const auto& data = Data::shipped();
    const auto estimates = rankedLoraFineTune();
    const OwnershipInputs in;
    const auto choice = CostOfOwnership::defaultRentOrBuy(estimates, data.catalog, data.prices, in);
    QVERIFY(choice);
    QVERIFY(choice->rental && choice->purchase);
    QVERIFY(estimates[choice->rentIndex].feasible && estimates[choice->buyIndex].feasible);
    const auto chosen =
        CostOfOwnership::rentOrBuy(estimates[choice->rentIndex], *choice->rental, estimates[choice->buyIndex],
                                   choice->purchase->usd, data.catalog, in);
    QVERIFY(chosen);
    // Against the same bought configuration, no other rental does the work for less,
    // and against the same rental no other purchase owns it for less.
    for (std::size_t i = 0; i < estimates.size(); ++i) {
        if (!estimates[i].feasible)
            continue;
        if (const Price* rental = data.prices.defaultRental(estimates[i].gpuId)) {
            const auto other = CostOfOwnership::rentOrBuy(estimates[i], *rental, estimates[choice->buyIndex],
                                                          choice->purchase->usd, data.catalog, in);
            QVERIFY(!other || other->rentMonthlyUsd >= chosen->rentMonthlyUsd * (1 - 1e-9));
        }
        if (const Price* purchase = data.prices.defaultPurchase(estimates[i].gpuId)) {
            const auto other = CostOfOwnership::rentOrBuy(estimates[choice->rentIndex], *choice->rental, estimates[i],
                                                          purchase->usd, data.catalog, in);
            QVERIFY(!other || *other->buyUsdPerMillionUnits >= *chosen->buyUsdPerMillionUnits * (1 - 1e-9));
        }
    }
}

GPUATLAS_TEST_GUILESS_MAIN(tst_CostOfOwnership)
#include "tst_CostOfOwnership.moc"
