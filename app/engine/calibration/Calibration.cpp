// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/calibration/Calibration.h"

#include "engine/rank/Estimator.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace gpuatlas::engine::inline calibration {

namespace {

// A coarse scan finds the basin, golden-section search refines it: the error is
// smooth in log(factor) but not guaranteed unimodal over the whole range when rows
// change bottleneck.
constexpr int scanPoints = 41;
constexpr int refineSteps = 40;
const double goldenRatio = (std::sqrt(5.0) - 1.0) / 2.0;

Assumptions forMeasurement(const Measurement& m, const Assumptions& assumptions)
{
    if (m.runtime == assumptions.runtime())
        return assumptions;
    // Another serving stack: its own efficiency defaults, the same GPU factors.
    Assumptions other = Assumptions::forRuntime(m.runtime);
    for (const auto& [gpu, factor] : assumptions.gpuFactors())
        other.setGpuFactor(gpu, factor);
    return other;
}

struct Row
{
    const Measurement* measurement = nullptr;
    std::size_t index = 0;
};

double squaredLogError(std::span<const Row> rows, const Catalog& catalog, const ModelCatalog& models,
                       const Assumptions& base, const std::string& gpuId, double logFactor)
{
    Assumptions a = base;
    a.setGpuFactor(gpuId, std::exp(logFactor));
    double sum = 0;
    for (const Row& row : rows) {
        const auto estimate = Calibration::predict(*row.measurement, catalog, models, a);
        const double error = estimate && *estimate > 0 ? std::log(*estimate / row.measurement->value) : 10.0;
        sum += error * error;
    }
    return sum;
}

double fitFactor(std::span<const Row> rows, const Catalog& catalog, const ModelCatalog& models, const Assumptions& base,
                 const std::string& gpuId)
{
    const double low = std::log(Calibration::minFactor);
    const double high = std::log(Calibration::maxFactor);
    const auto error = [&](double x) { return squaredLogError(rows, catalog, models, base, gpuId, x); };
    const double step = (high - low) / (scanPoints - 1);
    int best = 0;
    double bestError = error(low);
    for (int i = 1; i < scanPoints; ++i) {
        const double e = error(low + i * step);
        if (e < bestError) {
            bestError = e;
            best = i;
        }
    }
    double a = low + std::max(0, best - 1) * step;
    double b = low + std::min(scanPoints - 1, best + 1) * step;
    double c = b - goldenRatio * (b - a);
    double d = a + goldenRatio * (b - a);
    double ec = error(c);
    double ed = error(d);
    for (int i = 0; i < refineSteps; ++i) {
        if (ec < ed) {
            b = d;
            d = c;
            ed = ec;
            c = b - goldenRatio * (b - a);
            ec = error(c);
        } else {
            a = c;
            c = d;
            ec = ed;
            d = a + goldenRatio * (b - a);
            ed = error(d);
        }
    }
    return std::exp((a + b) / 2.0);
}

std::optional<double> geometricMeanError(std::span<const MeasurementFit> rows,
                                         std::span<const Measurement> measurements, bool after)
{
    double sum = 0;
    int count = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto ratio = MeasurementFit::ratio(after ? rows[i].after : rows[i].before, measurements[i].value);
        if (!ratio)
            continue;
        sum += std::abs(std::log(*ratio));
        ++count;
    }
    if (count == 0)
        return std::nullopt;
    return std::exp(sum / count);
}

} // namespace

std::optional<double> MeasurementFit::ratio(const std::optional<double>& estimate, double measured)
{
    if (!estimate || measured <= 0)
        return std::nullopt;
    return *estimate / measured;
}

const GpuCalibration* CalibrationResult::factorFor(std::string_view gpuId) const
{
    for (const auto& factor : factors) {
        if (factor.gpuId == gpuId)
            return &factor;
    }
    return nullptr;
}

Assumptions Calibration::withoutFactors(const Assumptions& assumptions)
{
    Assumptions out = assumptions;
    for (const auto& [gpu, factor] : assumptions.gpuFactors())
        out.setGpuFactor(gpu, 1.0);
    return out;
}

std::optional<double> Calibration::predict(const Measurement& m, const Catalog& catalog, const ModelCatalog& models,
                                           const Assumptions& assumptions, MeasurementProblem* problem)
{
    const auto report = [problem](MeasurementProblem p) {
        if (problem)
            *problem = p;
        return std::nullopt;
    };
    const Gpu* gpu = catalog.find(m.gpuId);
    if (!gpu)
        return report(MeasurementProblem::UnknownGpu);
    const Workload workload = measurementWorkload(m);
    const Model* model = resolveModel(workload, models);
    if (!model)
        return report(MeasurementProblem::UnknownModel);
    const Assumptions a = forMeasurement(m, assumptions);
    const Estimate e = Estimator::estimate({workload, *model, *gpu, nullptr, a, m.gpus});
    if (e.has(ReasonCode::OutOfMemory))
        return report(MeasurementProblem::DoesNotFit);
    const auto& perf = e.performance;
    const std::optional<double> value = m.metric == MeasuredMetric::TokensPerS ? perf.tokensPerS
                                        : perf.samplesPerS                     ? perf.samplesPerS
                                                                               : perf.imagesPerS;
    if (!value || *value <= 0)
        return report(MeasurementProblem::NoSuchMetric);
    if (problem)
        *problem = MeasurementProblem::None;
    return value;
}

CalibrationResult Calibration::fit(std::span<const Measurement> measurements, const Catalog& catalog,
                                   const ModelCatalog& models, const Assumptions& base,
                                   const CalibrationOptions& options)
{
    CalibrationResult result;
    const Assumptions start = withoutFactors(base);
    result.rows.resize(measurements.size());

    // Rows per GPU that the estimator can reproduce.
    std::map<std::string, std::vector<Row>> byGpu;
    for (std::size_t i = 0; i < measurements.size(); ++i) {
        MeasurementFit& fit = result.rows[i];
        fit.before = predict(measurements[i], catalog, models, start, &fit.problem);
        if (fit.usable())
            byGpu[measurements[i].gpuId].push_back({&measurements[i], i});
    }

    Assumptions calibrated = start;
    std::map<std::string, std::vector<double>> logFactorsByArchitecture;
    for (const auto& gpu : catalog.gpus()) {
        const auto it = byGpu.find(gpu.id);
        if (it == byGpu.end())
            continue;
        const double factor = fitFactor(it->second, catalog, models, start, gpu.id);
        calibrated.setGpuFactor(gpu.id, factor);
        result.factors.push_back({gpu.id, factor, FactorOrigin::Measured, static_cast<int>(it->second.size())});
        logFactorsByArchitecture[gpu.architecture].push_back(std::log(factor));
    }
    if (options.extendToArchitecture) {
        for (const auto& gpu : catalog.gpus()) {
            const auto it = logFactorsByArchitecture.find(gpu.architecture);
            if (byGpu.count(gpu.id) || it == logFactorsByArchitecture.end())
                continue;
            double sum = 0;
            for (const double logFactor : it->second)
                sum += logFactor;
            const double factor = std::exp(sum / static_cast<double>(it->second.size()));
            calibrated.setGpuFactor(gpu.id, factor);
            result.factors.push_back({gpu.id, factor, FactorOrigin::Architecture, 0});
        }
    }

    for (std::size_t i = 0; i < measurements.size(); ++i) {
        if (result.rows[i].usable())
            result.rows[i].after = predict(measurements[i], catalog, models, calibrated);
    }
    result.calibrated = calibrated;
    result.errorBefore = geometricMeanError(result.rows, measurements, false);
    result.errorAfter = geometricMeanError(result.rows, measurements, true);
    return result;
}

} // namespace gpuatlas::engine::inline calibration
