// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/calibration/Measurement.h"
#include "engine/core/Assumptions.h"
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuatlas::engine::inline calibration {

struct CalibrationOptions
{
    // GPUs without measurements take the mean factor (geometric) of the measured GPUs
    // of the same architecture. Off by default: a measured L40S says little about an
    // RTX 4090's memory system although both are Ada.
    bool extendToArchitecture = false;
};

enum class FactorOrigin
{
    Measured,     // fitted to this GPU's own rows
    Architecture, // the mean of measured GPUs of its architecture
};

struct GpuCalibration
{
    std::string gpuId;
    double factor = 1.0;
    FactorOrigin origin = FactorOrigin::Measured;
    int rows = 0; // measurements it rests on
};

// Why a measurement could not be used.
enum class MeasurementProblem
{
    None,
    UnknownGpu,
    UnknownModel,
    DoesNotFit,   // the estimator says the configuration runs out of memory
    NoSuchMetric, // e.g. tokens/s measured for an image model
};

struct MeasurementFit
{
    MeasurementProblem problem = MeasurementProblem::None;
    std::optional<double> before; // the estimate with the factors the fit started from (none)
    std::optional<double> after;  // with the fitted factors

    bool usable() const { return problem == MeasurementProblem::None; }
    // estimate / measured; nullopt when unusable
    static std::optional<double> ratio(const std::optional<double>& estimate, double measured);
};

struct CalibrationResult
{
    std::vector<GpuCalibration> factors; // measured GPUs first, in catalogue order
    std::vector<MeasurementFit> rows;    // one per measurement, in input order
    Assumptions calibrated;              // the base with exactly these factors
    // Geometric mean of |estimate / measured| over the usable rows (1 = perfect).
    std::optional<double> errorBefore;
    std::optional<double> errorAfter;

    const GpuCalibration* factorFor(std::string_view gpuId) const;
};

// Fits the per-GPU efficiency factor (Assumptions::setGpuFactor) to the user's
// measurements: for each GPU, the factor minimising the squared log error of its rows
// (docs/engine.md, "Calibration from your measurements"). The estimator is not linear
// in the factor (step overheads and communication do not scale with it), so the fit
// is a bounded one-dimensional search, not a closed form.
class Calibration
{
public:
    static CalibrationResult fit(std::span<const Measurement> measurements, const Catalog& catalog,
                                 const ModelCatalog& models, const Assumptions& base,
                                 const CalibrationOptions& options = {});

    // The estimator's value for a measurement's configuration under `assumptions` (its
    // runtime's efficiencies when the measurement names another serving stack).
    static std::optional<double> predict(const Measurement& measurement, const Catalog& catalog,
                                         const ModelCatalog& models, const Assumptions& assumptions,
                                         MeasurementProblem* problem = nullptr);

    // `assumptions` without any per-GPU factor.
    static Assumptions withoutFactors(const Assumptions& assumptions);

    // The range Assumptions::setGpuFactor accepts.
    static constexpr double minFactor = 0.05;
    static constexpr double maxFactor = 20.0;
};

} // namespace gpuatlas::engine::inline calibration
