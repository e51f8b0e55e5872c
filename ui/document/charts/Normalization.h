// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace gpuatlas::ui::charts {

// How values of different units are brought onto one radar. Plain C++ so the maths
// can be tested without drawing anything.
enum class NormalizationMode
{
    RelativeToBest,     // the best GPU on each axis = 100 %
    RelativeToBaseline, // a chosen GPU = 100 % on every axis (others may exceed it)
    Logarithmic,        // best = outer ring, each ring inwards a factor of 10 less
};

enum class AxisStatus
{
    Ok,
    NoData,     // no GPU has a usable value on this axis
    NoBaseline, // the baseline GPU lacks the value (or it is 0): nothing to divide by
};

struct NormalizedAxis
{
    // Per GPU: 1.0 = 100 % of the reference; nullopt where the GPU has no value (or
    // the whole axis could not be normalised, see status). In Logarithmic mode the
    // number is the radius in [0, 1], not a ratio.
    std::vector<std::optional<double>> values;
    AxisStatus status = AxisStatus::Ok;
    // The raw value that maps to 100 % (the best, or the baseline's).
    std::optional<double> reference;
};

struct NormalizedSet
{
    std::vector<NormalizedAxis> axes;
    // Logarithmic: how many factors of 10 the radius spans, shared by every axis so
    // that each ring means the same thing all around (at least 1).
    int decades = 1;
    // The largest normalised value over all axes (above 1 in baseline mode).
    double maximum = 0;
};

class Normalization
{
public:
    struct Axis
    {
        // One raw value per GPU; nullopt where the GPU lacks it (FP8 on an A100).
        std::vector<std::optional<double>> values;
        // false for costs and the like: the smallest value is then the best, and
        // ratios are inverted so that "further out" still means "better".
        bool higherIsBetter = true;
    };

    // Values below or equal to zero count as missing for lower-is-better axes and in
    // Logarithmic mode (where they sit at the centre); `baseline` indexes the GPUs.
    static NormalizedSet normalize(const std::vector<Axis>& axes, NormalizationMode mode, std::size_t baseline = 0);

    // Radius in [0, 1] of `ratio` (value / best, at most 1) on a radar whose radius
    // spans `decades` factors of 10: 1 at the best, 0 at best / 10^decades and below.
    static double logRadius(double ratio, int decades);
    // Factors of 10 needed so that the smallest ratio (> 0) still sits off the centre.
    static int decadesFor(double smallestRatio);

    // Round tick values 0, step, 2 step... covering `maximum` with at most `maxTicks`
    // intervals, step from the 1-2-2.5-5 series.
    static std::vector<double> niceTicks(double maximum, int maxTicks = 5);

    // Largest number of decades a log radar shows; smaller ratios sit at the centre.
    static constexpr int maxDecades = 6;
};

} // namespace gpuatlas::ui::charts
