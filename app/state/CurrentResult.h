// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"

#include <QObject>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::state {

class Workspace;

// What the what-if controls change while the user explores a workload: nullopt keeps
// the workload's own value.
struct WhatIf
{
    std::optional<int> batch;   // inference batch, or training micro-batch per GPU
    bool largestBatch = false;  // inference: the largest batch that fits ("max")
    std::optional<int> context; // inference prompt, or training sequence length, in tokens
    std::optional<engine::Precision> precision;

    bool operator==(const WhatIf&) const = default;
};

// What the user pinned. Pins are part of the workload, so that Save keeps them and
// every view (ranking, charts, report) follows them: the GPU count is
// constraints.gpu_count, the layout pins are inference.tensor_parallel,
// training.tensor_parallel and training.pipeline_parallel. Applied in
// CurrentResult::apply(); a new workload brings its own.
struct Pins
{
    std::optional<int> gpuCount;
    std::optional<int> inferenceTensorParallel;
    std::optional<int> trainingTensorParallel;
    std::optional<int> trainingPipelineParallel;

    static Pins of(const engine::Workload& workload);
    bool operator==(const Pins&) const = default;
};

// Rent one configuration, buy another, as the Cost of ownership page compares them;
// the report shows the same comparison.
struct RentOrBuyChoice
{
    engine::Estimate rented;
    engine::Price rental;
    engine::Estimate bought;
    engine::Price purchase;
};

// One answer, read-only once published: the workload as explored (what-if values and
// pins applied) and its ranking.
struct Result
{
    engine::Workload workload;
    std::vector<engine::Estimate> ranking; // best first
    std::uint64_t run = 0;                 // which engine run made it (1, 2, ...)

    const engine::Estimate* find(std::string_view gpuId) const;
    // The first feasible candidate, or nullptr.
    const engine::Estimate* best() const;
};
using ResultPtr = std::shared_ptr<const Result>;

// The one owner of the current result (architecture notes, "Data flow"): the workload
// the user described, the what-if values and pins over it, and the ranking of the
// workload so explored. It runs the engine once per real change of its inputs (the
// explored workload, the catalogue, prices or assumptions) and publishes the result;
// the pages, charts, the report and the CLI read it, and none ranks on its own.
//
// Changes are gathered and run once, on the next pass of the event loop or when the
// result is next asked for, whichever comes first: an edit of the assumptions that
// calibration then re-applies, or a catalogue change that refits calibration, is one
// run. A change that leaves the inputs as they were runs nothing.
class CurrentResult : public QObject
{
    Q_OBJECT

public:
    explicit CurrentResult(Workspace& workspace, QObject* parent = nullptr);
    ~CurrentResult() override;

    Workspace& workspace() const { return m_workspace; }

    // The workload as the user described it (wizard, file, preset); nullopt before.
    const std::optional<engine::Workload>& workload() const { return m_workload; }
    // A new job: what-if values start afresh and the pins are the workload's own. Runs now.
    void setWorkload(const engine::Workload& workload);
    const WhatIf& whatIf() const { return m_whatIf; }
    void setWhatIf(const WhatIf& whatIf);
    const Pins& pins() const { return m_pins; }
    void setPins(const Pins& pins);

    // The workload with the what-if values and pins applied: what is ranked, saved,
    // charted and reported. nullopt before a workload exists.
    std::optional<engine::Workload> explored() const;
    static engine::Workload apply(engine::Workload workload, const WhatIf& whatIf, const Pins& pins);

    // The current result, up to date (a pending change is run first); nullptr before a
    // workload exists or when its model is unknown.
    ResultPtr result();

    // The rent-or-buy comparison the Cost of ownership page shows, for the report; reset
    // with every new result (the page sets it again from the new one).
    const std::optional<RentOrBuyChoice>& rentOrBuy() const { return m_rentOrBuy; }
    void setRentOrBuy(std::optional<RentOrBuyChoice> choice);

    // How many times the engine has ranked so far.
    std::uint64_t runs() const { return m_runs; }

signals:
    // A new job (not a what-if change): pages that show the workload reset to it.
    void workloadChanged();
    // After every run, with its result (nullptr when there is nothing to rank).
    void resultChanged(const state::ResultPtr& result);

private:
    void schedule();
    void runIfNeeded();
    std::string fingerprint(const engine::Workload& explored) const;

    Workspace& m_workspace;
    std::optional<engine::Workload> m_workload;
    WhatIf m_whatIf;
    Pins m_pins;
    ResultPtr m_result;
    std::optional<RentOrBuyChoice> m_rentOrBuy;
    // What the last run was made from; a change that reproduces it runs nothing.
    std::string m_ranFrom;
    // Bumped on every catalogue, price or assumption change of the workspace.
    std::uint64_t m_dataVersion = 0;
    std::uint64_t m_runs = 0;
    bool m_dirty = false;
    bool m_scheduled = false;
};

} // namespace gpuatlas::state

Q_DECLARE_METATYPE(gpuatlas::state::ResultPtr)
