// SPDX-License-Identifier: GPL-3.0-or-later
#include "CurrentResult.h"

#include "Workspace.h"
#include "engine/io/WorkloadJson.h"

#include <QTimer>

#include <algorithm>

namespace gpuatlas::state {

using engine::Estimate;
using engine::Workload;

const Estimate* Result::find(std::string_view gpuId) const
{
    const auto it =
        std::find_if(ranking.begin(), ranking.end(), [gpuId](const Estimate& e) { return e.gpuId == gpuId; });
    return it != ranking.end() ? &*it : nullptr;
}

const Estimate* Result::best() const
{
    const auto it = std::find_if(ranking.begin(), ranking.end(), [](const Estimate& e) { return e.feasible; });
    return it != ranking.end() ? &*it : nullptr;
}

CurrentResult::CurrentResult(Workspace& workspace, QObject* parent)
    : QObject(parent)
    , m_workspace(workspace)
{
    qRegisterMetaType<ResultPtr>();
    // What the ranking is made from, besides the workload.
    for (const auto signal : {&Workspace::catalogChanged, &Workspace::pricesChanged, &Workspace::assumptionsChanged,
                              &Workspace::currencyChanged, &Workspace::marketChanged}) {
        connect(&m_workspace, signal, this, [this] {
            ++m_dataVersion;
            schedule();
        });
    }
}

CurrentResult::~CurrentResult() = default;

Pins Pins::of(const Workload& workload)
{
    return {workload.constraints.gpuCount, workload.inference.tensorParallel, workload.training.tensorParallel,
            workload.training.pipelineParallel};
}

Workload CurrentResult::apply(Workload workload, const WhatIf& whatIf, const Pins& pins)
{
    if (workload.isTraining()) {
        if (whatIf.batch)
            workload.training.microBatch = *whatIf.batch;
        if (whatIf.context)
            workload.training.seqLen = *whatIf.context;
    } else {
        if (whatIf.largestBatch)
            workload.inference.batch.reset();
        else if (whatIf.batch)
            workload.inference.batch = *whatIf.batch;
        if (whatIf.context)
            workload.inference.promptTokens = *whatIf.context;
    }
    if (whatIf.precision)
        workload.precision = *whatIf.precision;
    workload.constraints.gpuCount = pins.gpuCount;
    workload.inference.tensorParallel = pins.inferenceTensorParallel;
    workload.training.tensorParallel = pins.trainingTensorParallel;
    workload.training.pipelineParallel = pins.trainingPipelineParallel;
    return workload;
}

std::optional<Workload> CurrentResult::explored() const
{
    if (!m_workload)
        return std::nullopt;
    return apply(*m_workload, m_whatIf, m_pins);
}

void CurrentResult::setWorkload(const Workload& workload)
{
    m_workload = workload;
    m_whatIf = {};
    m_pins = Pins::of(workload);
    m_rentOrBuy.reset();
    emit workloadChanged();
    // A new job is shown at once: no reason to wait for the event loop.
    m_dirty = true;
    runIfNeeded();
}

void CurrentResult::setWhatIf(const WhatIf& whatIf)
{
    if (whatIf == m_whatIf)
        return;
    m_whatIf = whatIf;
    schedule();
}

void CurrentResult::setPins(const Pins& pins)
{
    if (pins == m_pins)
        return;
    m_pins = pins;
    schedule();
}

void CurrentResult::setRentOrBuy(std::optional<RentOrBuyChoice> choice)
{
    m_rentOrBuy = std::move(choice);
}

ResultPtr CurrentResult::result()
{
    runIfNeeded();
    return m_result;
}

void CurrentResult::schedule()
{
    m_dirty = true;
    if (m_scheduled)
        return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        runIfNeeded();
    });
}

std::string CurrentResult::fingerprint(const Workload& explored) const
{
    return std::to_string(m_dataVersion) + '|' + engine::workloadToJson(explored).dump();
}

void CurrentResult::runIfNeeded()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    const auto workload = explored();
    if (!workload) {
        m_ranFrom.clear();
        if (m_result) {
            m_result.reset();
            emit resultChanged(m_result);
        }
        return;
    }
    std::string from = fingerprint(*workload);
    if (m_result && from == m_ranFrom)
        return; // back where the last run was: nothing to do
    auto next = std::make_shared<Result>();
    next->workload = *workload;
    next->ranking = m_workspace.rank(*workload);
    next->run = ++m_runs;
    m_ranFrom = std::move(from);
    m_result = std::move(next);
    m_rentOrBuy.reset();
    emit resultChanged(m_result);
}

} // namespace gpuatlas::state
