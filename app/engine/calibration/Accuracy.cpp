// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/calibration/Accuracy.h"

#include "engine/core/UnitConstants.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonRead.h"
#include "engine/io/WorkloadJson.h"
#include "engine/rank/Estimator.h"

#include <cmath>

namespace gpuatlas::engine::inline calibration {

using nlohmann::json;
namespace jr = jsonread;

namespace {

Diagnostic fieldError(const std::string& file, const std::string& pointer, std::string expected)
{
    return Diagnostic{DiagnosticCode::WrongType, file, pointer, {std::move(expected), "another value"}, {}};
}

std::optional<double> metricOf(const Estimate& e, const Workload& w, const std::string& metric)
{
    const auto& p = e.performance;
    // llama-bench's pp: the prompt's tokens over the time to the first token.
    if (metric == "prompt_tokens_per_s")
        return p.ttftMs && *p.ttftMs > 0
                   ? std::optional<double>(e.batch * w.inference.promptTokens * units::msPerSecond / *p.ttftMs)
                   : std::nullopt;
    if (metric == "tokens_per_s")
        return p.tokensPerS;
    if (metric == "tokens_per_s_per_gpu")
        return p.tokensPerS ? std::optional<double>(*p.tokensPerS / e.count()) : std::nullopt;
    if (metric == "samples_per_s")
        return p.samplesPerS;
    if (metric == "images_per_s")
        return p.imagesPerS;
    return std::nullopt;
}

} // namespace

std::string_view Accuracy::splitId(AccuracyCase::Split split)
{
    return split == AccuracyCase::Split::Calibration ? "calibration" : "validation";
}

Result<std::vector<AccuracyCase>> Accuracy::read(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    const json& doc = parsed.value();
    const auto cases = doc.find("cases");
    if (!doc.is_object() || cases == doc.end() || !cases->is_array())
        return fieldError(file, "/cases", "an array of cases");
    std::vector<AccuracyCase> out;
    for (std::size_t i = 0; i < cases->size(); ++i) {
        const json& c = (*cases)[i];
        const std::string at = "/cases/" + std::to_string(i);
        const auto need = [&](const char* key, json::value_t type) {
            const auto it = c.find(key);
            return it != c.end() && (it->type() == type || (type == json::value_t::number_float && it->is_number()));
        };
        if (!c.is_object() || !need("id", json::value_t::string) || !need("gpu", json::value_t::string) ||
            !need("metric", json::value_t::string) || !need("measured", json::value_t::number_float) ||
            !need("workload", json::value_t::object) || !need("split", json::value_t::string))
            return fieldError(file, at, "id, split, gpu, workload, metric and measured");
        AccuracyCase a;
        a.id = c["id"].get<std::string>();
        const std::string split = c["split"].get<std::string>();
        if (split != "calibration" && split != "validation")
            return fieldError(file, at + "/split", "calibration or validation");
        a.split = split == "calibration" ? AccuracyCase::Split::Calibration : AccuracyCase::Split::Validation;
        a.source = jr::stringOr(c, "source");
        a.url = jr::stringOr(c, "url");
        a.runtime = jr::stringOr(c, "runtime", "optimized");
        a.gpu = c["gpu"].get<std::string>();
        a.count = jr::optionalInt(c, "count").value_or(1);
        if (a.count < 1)
            return fieldError(file, at + "/count", "a positive integer");
        if (const auto set = c.find("assumptions"); set != c.end() && set->is_object()) {
            for (const auto& [key, value] : set->items()) {
                if (!value.is_number() || !Assumptions::find(key))
                    return fieldError(file, at + "/assumptions/" + key, "a known assumption with a number");
                a.assumptions.emplace_back(key, value.get<double>());
            }
        }
        json workload = c["workload"];
        workload["format"] = "gpu-atlas-workload";
        workload["version"] = 1;
        a.workload = workload.dump();
        a.metric = c["metric"].get<std::string>();
        a.measured = c["measured"].get<double>();
        if (!(a.measured > 0.0))
            return fieldError(file, at + "/measured", "a positive number");
        out.push_back(std::move(a));
    }
    return out;
}

Assumptions Accuracy::assumptionsFor(const AccuracyCase& c, const Assumptions& base)
{
    // The case's own stack with what the user changed from the defaults (an edited
    // assumption, calibration factors) carried over, then the run's own settings.
    Assumptions out = base.forOtherRuntime(runtimeFromId(c.runtime).value_or(Runtime::Optimized));
    for (const auto& [key, value] : c.assumptions)
        out.set(key, value);
    return out;
}

AccuracyResult Accuracy::evaluate(const AccuracyCase& c, const Catalog& catalog, const ModelCatalog& models,
                                  const Assumptions& base)
{
    AccuracyResult result;
    const Gpu* gpu = catalog.find(c.gpu);
    if (!gpu) {
        result.problem = "unknown GPU " + c.gpu;
        return result;
    }
    auto workload = readWorkload(c.workload, c.id, models);
    if (!workload) {
        result.problem = "workload: " + workload.errors().front().pointer;
        return result;
    }
    const Workload& w = workload.value();
    const Model* model = resolveModel(w, models);
    result.family = std::string(modelFamilyId(*model));
    const Assumptions assumptions = assumptionsFor(c, base);
    result.estimate = Estimator::estimate({w, *model, *gpu, nullptr, assumptions, c.count});
    if (!result.estimate.feasible) {
        result.problem = "infeasible";
        return result;
    }
    result.predicted = metricOf(result.estimate, w, c.metric);
    if (!result.predicted)
        result.problem = "no " + c.metric;
    return result;
}

AccuracySummary Accuracy::summarize(const std::vector<double>& ratios)
{
    AccuracySummary s;
    double abs = 0.0;
    double sum = 0.0;
    for (const double r : ratios) {
        const double l = std::log(r);
        abs += std::abs(l);
        sum += l;
        if (std::abs(l) > std::abs(std::log(s.worstRatio)))
            s.worstRatio = r;
    }
    s.cases = static_cast<int>(ratios.size());
    if (s.cases > 0) {
        s.geomeanAbsError = std::exp(abs / s.cases);
        s.meanLogBias = sum / s.cases;
    }
    return s;
}

} // namespace gpuatlas::engine::inline calibration
