// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/calibration/Measurement.h"
#include "engine/io/WorkloadJson.h"
#include "state/CurrentResult.h"
#include "state/UserData.h"
#include "state/Workspace.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

using namespace gpuatlas;
using state::CurrentResult;

namespace {

// Pins with only the GPU count set (aggregate initialisation would name every field).
[[maybe_unused]] gpuatlas::state::Pins countPin(int count)
{
    gpuatlas::state::Pins pins;
    pins.gpuCount = count;
    return pins;
}

// Lets the deferred run (if any) happen.
void settle()
{
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

// An own measurement of an L40S running the chat workload slower than estimated, so
// that calibration has a factor to fit.
engine::Measurement slowL40s()
{
    engine::Measurement m;
    m.gpuId = "l40s";
    m.modelId = "llama-3-8b";
    m.batch = 8;
    m.promptTokens = 512;
    m.outputTokens = 128;
    m.value = 300;
    return m;
}

} // namespace

class tst_CurrentResult : public QObject
{
    Q_OBJECT

private slots:
    void nothingBeforeAWorkload();
    void oneRunPerChange();
    void calibrationReapplyingAnEditIsOneRun();
    void userDataChangesAreOneRunEach();
    void pinnedCountIsPartOfTheWorkload();
    void whatIfValuesApplyToTheirTask();
    void layoutPinsAreKeptAndApplied();
    void newJobStartsAfresh();
};

void tst_CurrentResult::nothingBeforeAWorkload()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    CurrentResult& current = *shipped.current;
    QVERIFY(!current.explored());
    QVERIFY(!current.result());
    current.setWhatIf({32, false, std::nullopt, std::nullopt});
    settle();
    QCOMPARE(current.runs(), std::uint64_t(0));
}

void tst_CurrentResult::oneRunPerChange()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    CurrentResult& current = *shipped.current;
    QSignalSpy published(&current, &CurrentResult::resultChanged);

    // A new job runs at once.
    current.setWorkload(chatWorkload());
    QCOMPARE(current.runs(), std::uint64_t(1));
    QCOMPARE(published.count(), 1);
    QCOMPARE(current.result()->ranking.size(), std::size_t(4));
    QCOMPARE(current.result()->run, std::uint64_t(1));

    // A what-if edit: one run, whether the result is asked for first or the event loop
    // runs first, and not a second one after.
    current.setWhatIf({32, false, std::nullopt, std::nullopt});
    QCOMPARE(current.result()->workload.inference.batch, std::optional<int>(32));
    settle();
    QCOMPARE(current.runs(), std::uint64_t(2));
    QCOMPARE(published.count(), 2);

    // The same values again: nothing changed, nothing runs.
    current.setWhatIf({32, false, std::nullopt, std::nullopt});
    settle();
    QCOMPARE(current.runs(), std::uint64_t(2));

    // A slider dragged 32 -> 16 -> 64 within one turn of the event loop: one run, of 64.
    for (const int batch : {16, 48, 64})
        current.setWhatIf({batch, false, std::nullopt, std::nullopt});
    settle();
    QCOMPARE(current.runs(), std::uint64_t(3));
    QCOMPARE(current.result()->workload.inference.batch, std::optional<int>(64));

    // Dragged away and back within one turn: the inputs are those of the last run.
    current.setWhatIf({8, false, std::nullopt, std::nullopt});
    current.setWhatIf({64, false, std::nullopt, std::nullopt});
    settle();
    QCOMPARE(current.runs(), std::uint64_t(3));

    // An assumption edit: one run.
    engine::Assumptions assumptions = shipped.workspace->assumptions();
    assumptions.set(engine::AssumptionId::DecodeBandwidthEfficiencyGddr,
                    assumptions.value(engine::AssumptionId::DecodeBandwidthEfficiencyGddr) / 2);
    shipped.workspace->setAssumptions(assumptions);
    settle();
    QCOMPARE(current.runs(), std::uint64_t(4));
    // ...set again unchanged: none.
    shipped.workspace->setAssumptions(assumptions);
    settle();
    QCOMPARE(current.runs(), std::uint64_t(4));

    // What the ranking does not depend on runs nothing: the rent-or-buy inputs, the
    // selection of GPUs to compare.
    engine::OwnershipInputs inputs = shipped.workspace->ownership();
    inputs.set(engine::OwnershipInputId::Utilisation, 0.9);
    shipped.workspace->setOwnership(inputs);
    shipped.workspace->setSelection({QStringLiteral("l40s")});
    settle();
    QCOMPARE(current.runs(), std::uint64_t(4));
    QCOMPARE(published.count(), 4);
}

void tst_CurrentResult::calibrationReapplyingAnEditIsOneRun()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    state::UserData userData(*shipped.workspace, QString()); // in memory: nothing is written
    QVERIFY(userData.setMeasurements({slowL40s()}));
    userData.setCalibrationEnabled(true);
    QVERIFY(!shipped.workspace->assumptions().gpuFactors().empty());
    CurrentResult& current = *shipped.current;
    current.setWorkload(chatWorkload());
    const auto before = current.runs();

    // The user edits an assumption; calibration refits its factors on top of the edit
    // and applies them: two changes of the assumptions, one run.
    QSignalSpy assumptionsChanged(shipped.workspace.get(), &state::Workspace::assumptionsChanged);
    engine::Assumptions edited = shipped.workspace->assumptions();
    edited.set(engine::AssumptionId::DecodeBandwidthEfficiencyGddr,
               edited.value(engine::AssumptionId::DecodeBandwidthEfficiencyGddr) * 0.8);
    shipped.workspace->setAssumptions(edited);
    QCOMPARE(assumptionsChanged.count(), 2); // the edit, then the refitted factors
    settle();
    QCOMPARE(current.runs(), before + 1);
}

void tst_CurrentResult::userDataChangesAreOneRunEach()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    state::UserData userData(*shipped.workspace, QString());
    CurrentResult& current = *shipped.current;
    current.setWorkload(chatWorkload());
    auto runs = current.runs();

    // The user's own price for the L40S.
    engine::Price mine = *shipped.workspace->prices().defaultRental("l40s");
    mine.provider = "Our reseller";
    mine.usdPerGpuHour = 0.5;
    mine.isDefault = true;
    QVERIFY(userData.setUserPrices({mine}));
    settle();
    QCOMPARE(current.runs(), ++runs);
    const engine::Estimate* l40s = current.result()->find("l40s");
    QVERIFY(l40s && l40s->cost.usdPerHour);
    QVERIFY(qFuzzyCompare(*l40s->cost.usdPerHour, 0.5 * l40s->count()));

    // A GPU of one's own, with calibration on: the catalogue changes and calibration
    // refits; one run.
    QVERIFY(userData.setMeasurements({slowL40s()}));
    userData.setCalibrationEnabled(true);
    settle();
    runs = current.runs();
    engine::Gpu own = *shipped.workspace->catalog().find("l40s");
    own.id = "our-l40s";
    own.name = "Our L40S";
    QVERIFY(userData.setCustomGpus({own}));
    settle();
    QCOMPARE(current.runs(), runs + 1);
}

void tst_CurrentResult::pinnedCountIsPartOfTheWorkload()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    CurrentResult& current = *shipped.current;
    current.setWorkload(chatWorkload());
    current.setPins(countPin(2));
    const auto result = current.result();
    QCOMPARE(result->workload.constraints.gpuCount, std::optional<int>(2));
    for (const auto& estimate : result->ranking)
        QCOMPARE(estimate.count(), 2);
    // What Save writes is the explored workload: it keeps the pin.
    QCOMPARE(current.explored()->constraints.gpuCount, std::optional<int>(2));
    QCOMPARE(engine::workloadToJson(*current.explored())["constraints"]["gpu_count"].get<int>(), 2);
    // A workload that comes with a pin keeps it as the pin.
    engine::Workload pinned = chatWorkload();
    pinned.constraints.gpuCount = 4;
    current.setWorkload(pinned);
    QCOMPARE(current.pins().gpuCount, std::optional<int>(4));
    QCOMPARE(current.result()->ranking.front().count(), 4);
    current.setPins({});
    QVERIFY(!current.result()->workload.constraints.gpuCount);
}

void tst_CurrentResult::whatIfValuesApplyToTheirTask()
{
    engine::Workload inference = chatWorkload();
    const engine::Workload served =
        CurrentResult::apply(inference, {16, true, 2048, engine::Precision::FP8}, state::Pins{});
    QVERIFY(!served.inference.batch); // "max" wins over a number
    QCOMPARE(served.inference.promptTokens, 2048);
    QCOMPARE(served.precision, engine::Precision::FP8);
    QCOMPARE(served.training.seqLen, inference.training.seqLen);

    engine::Workload training = chatWorkload();
    training.task = engine::Task::Training;
    const engine::Workload trained = CurrentResult::apply(training, {4, true, 4096, std::nullopt}, countPin(3));
    QCOMPARE(trained.training.microBatch, 4);
    QCOMPARE(trained.training.seqLen, 4096);
    QCOMPARE(trained.inference.batch, training.inference.batch);
    QCOMPARE(trained.constraints.gpuCount, std::optional<int>(3));
}

void tst_CurrentResult::layoutPinsAreKeptAndApplied()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    CurrentResult& current = *shipped.current;
    engine::Workload pinned = chatWorkload();
    pinned.inference.tensorParallel = 2;
    current.setWorkload(pinned);
    QCOMPARE(current.pins().inferenceTensorParallel, std::optional<int>(2));
    // Fixing the count (what the what-if controls do) leaves the layout pin alone.
    state::Pins pins = current.pins();
    pins.gpuCount = 4;
    current.setPins(pins);
    const auto result = current.result();
    QCOMPARE(result->workload.inference.tensorParallel, std::optional<int>(2));
    QCOMPARE(result->workload.constraints.gpuCount, std::optional<int>(4));
    QCOMPARE(engine::workloadToJson(*current.explored())["inference"]["tensor_parallel"].get<int>(), 2);
    // Pins cleared: the workload is explored without them.
    current.setPins({});
    QVERIFY(!current.result()->workload.inference.tensorParallel);

    engine::Workload training = chatWorkload();
    training.task = engine::Task::Training;
    state::Pins layoutPins;
    layoutPins.trainingTensorParallel = 2;
    layoutPins.trainingPipelineParallel = 3;
    const engine::Workload trained = CurrentResult::apply(training, {}, layoutPins);
    QCOMPARE(trained.training.tensorParallel, std::optional<int>(2));
    QCOMPARE(trained.training.pipelineParallel, std::optional<int>(3));
}

void tst_CurrentResult::newJobStartsAfresh()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    CurrentResult& current = *shipped.current;
    QSignalSpy jobs(&current, &CurrentResult::workloadChanged);
    current.setWorkload(chatWorkload());
    current.setWhatIf({32, false, std::nullopt, std::nullopt});
    current.setPins(countPin(2));
    settle();
    const auto runs = current.runs();
    current.setWorkload(chatWorkload());
    QCOMPARE(jobs.count(), 2);
    QVERIFY(current.whatIf() == state::WhatIf{});
    QVERIFY(!current.pins().gpuCount);
    QCOMPARE(current.runs(), runs + 1);
    QCOMPARE(current.result()->workload.inference.batch, std::optional<int>(8));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_CurrentResult)
#include "tst_CurrentResult.moc"
