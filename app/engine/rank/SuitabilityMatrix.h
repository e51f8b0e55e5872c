// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Estimate.h"
#include "engine/core/Gpu.h"
#include "engine/core/Model.h"
#include "engine/cost/PriceBook.h"
#include "engine/rank/StandardWorkloads.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::engine::inline rank {

// How well a GPU suits a workload, relative to the other GPUs of the matrix
// (docs/engine.md, "Suitability matrix").
enum class Verdict
{
    Recommended, // score >= matrix.recommended_share x the best score
    Suitable,    // score >= matrix.suitable_share x the best score
    Possible,    // feasible, below that
    Unsuitable,  // infeasible: does not fit or misses a constraint at every count allowed
};

inline constexpr Verdict allVerdicts[] = {Verdict::Recommended, Verdict::Suitable, Verdict::Possible,
                                          Verdict::Unsuitable};

// "recommended", "suitable", "possible", "unsuitable" (gpu-atlas-cli matrix --json).
std::string_view verdictId(Verdict verdict);

// The figure a cell shows, chosen by the kind of workload the way the ranking scores it
// (Ranker::speedMetric and costMetric): how long training takes and what the run costs;
// how long a request takes under a load and what the configuration costs per hour; the
// rate without a load and what a million tokens cost.
enum class HeadlineMetric
{
    TimeToTrainHours,
    RequestLatencyMs, // first token plus every later token, at the load served
    TokensPerS,
    SamplesPerS,
    ImagesPerS,
};

enum class HeadlineCost
{
    UsdTotal,
    UsdPerHour,
    UsdPerMillionTokens,
};

std::string_view headlineMetricId(HeadlineMetric metric); // "time-to-train-hours", ...
std::string_view headlineCostId(HeadlineCost cost);       // "usd-total", ...

struct MatrixHeadline
{
    int count = 0; // GPUs needed
    HeadlineMetric metric = HeadlineMetric::TokensPerS;
    std::optional<double> value;
    HeadlineCost cost = HeadlineCost::UsdPerHour;
    std::optional<double> usd; // nullopt without a price
};

struct MatrixCell
{
    Verdict verdict = Verdict::Unsuitable;
    double score = 0;       // the ranking's 0-100 score; 0 when infeasible
    double shareOfBest = 0; // score / the row's best score; 0 when infeasible
    MatrixHeadline headline;
    // Why: the estimate's blocking reasons, its cautions (no NVLink for multi-GPU work, a
    // precision run another way, no price, ...), then how it compares with the best GPUs.
    std::vector<Reason> reasons;
    Estimate estimate; // the whole estimate, for the Why pane

    int count() const { return headline.count; }
    bool has(ReasonCode code) const;
};

struct MatrixRow
{
    std::string id;
    LocalizedText name;
    LocalizedText description;
    Workload workload;
};

struct MatrixRequest
{
    std::span<const StandardWorkload> workloads; // the rows, in order
    std::span<const Gpu> gpus;                   // the columns, in order; a repeated id counts once
    const ModelCatalog& models;
    const PriceBook* prices = nullptr;
    const Assumptions& assumptions;
};

// Rows are workloads, columns GPUs, each cell the engine's verdict for that GPU on that
// workload. Each row is ranked over the columns (Ranker), and the verdict follows from the
// cell's share of the row's best score by one rule with named thresholds (Assumptions,
// group "suitability"); nothing about any GPU or row is special-cased.
class SuitabilityMatrix
{
public:
    static SuitabilityMatrix compute(const MatrixRequest& request);
    // The rule, on its own (tests and the legend): `shareOfBest` is score / best score.
    static Verdict verdictFor(bool feasible, double shareOfBest, const Assumptions& assumptions);

    const std::vector<MatrixRow>& rows() const { return m_rows; }
    const std::vector<std::string>& gpus() const { return m_gpus; }
    std::size_t rowCount() const { return m_rows.size(); }
    std::size_t columnCount() const { return m_gpus.size(); }
    const MatrixCell& cell(std::size_t row, std::size_t column) const { return m_cells[row * m_gpus.size() + column]; }
    // nullopt for an id not in the matrix.
    std::optional<std::size_t> rowOf(std::string_view workloadId) const;
    std::optional<std::size_t> columnOf(std::string_view gpuId) const;

private:
    std::vector<MatrixRow> m_rows;
    std::vector<std::string> m_gpus;
    std::vector<MatrixCell> m_cells; // row-major
};

} // namespace gpuatlas::engine::inline rank
