// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Catalog.h"
#include "engine/core/Estimate.h"
#include "engine/core/Model.h"
#include "engine/core/Result.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gpuatlas::engine::inline calibration {

// A published measurement the estimator is held against (data/accuracy.json): the
// calibration split, which constants were fitted to, and the validation split, which no
// constant was fitted to and whose errors are what docs, README and Help > Accuracy quote.
struct AccuracyCase
{
    enum class Split
    {
        Calibration,
        Validation,
    };

    std::string id;
    Split split = Split::Validation;
    std::string source; // where the number was published, with its conditions
    std::string url;
    std::string runtime; // the stack it was measured with ("vllm", "tensorrt-llm", "llama.cpp", "megatron", ...)
    std::string gpu;
    int count = 1;
    std::vector<std::pair<std::string, double>> assumptions; // the run's own settings (a global batch...)
    std::string workload;                                    // the workload file's JSON text (format and version added)
    std::string metric; // tokens_per_s, samples_per_s, images_per_s, tokens_per_s_per_gpu or prompt_tokens_per_s
    double measured = 0;
};

struct AccuracyResult
{
    std::optional<double> predicted; // nullopt when the estimator cannot reproduce the case
    std::string problem;             // why not: "unknown GPU", "out of memory", ...
    std::string family;              // the model's (modelFamilyId); empty when the model is unknown
    Estimate estimate;

    std::optional<double> ratio(const AccuracyCase& c) const
    {
        return predicted ? std::optional<double>(*predicted / c.measured) : std::nullopt;
    }
};

// Geometric-mean absolute error and mean log bias of a set of ratios (estimate / measured).
struct AccuracySummary
{
    int cases = 0;
    double geomeanAbsError = 1.0; // exp(mean |ln ratio|)
    double meanLogBias = 0.0;     // mean ln ratio
    double worstRatio = 1.0;      // the ratio furthest from 1
};

class Accuracy
{
public:
    static Result<std::vector<AccuracyCase>> read(std::string_view text, const std::string& file);
    // The assumptions a case runs under: its runtime's defaults, then its own settings.
    static Assumptions assumptionsFor(const AccuracyCase& c, const Assumptions& base);
    static AccuracyResult evaluate(const AccuracyCase& c, const Catalog& catalog, const ModelCatalog& models,
                                   const Assumptions& base);
    static AccuracySummary summarize(const std::vector<double>& ratios);
    static std::string_view splitId(AccuracyCase::Split split);
};

} // namespace gpuatlas::engine::inline calibration
