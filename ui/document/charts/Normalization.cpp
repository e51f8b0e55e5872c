// SPDX-License-Identifier: GPL-3.0-or-later
#include "Normalization.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui::charts {

namespace {

// Tolerance for ratios that are powers of ten up to rounding (log10(1000) = 2.9999...).
constexpr double epsilon = 1e-9;

bool usable(const std::optional<double>& value, bool higherIsBetter)
{
    if (!value || !std::isfinite(*value))
        return false;
    // A zero cost would be an infinitely good ratio; a zero throughput is a real value.
    return higherIsBetter ? *value >= 0 : *value > 0;
}

std::optional<double> bestOf(const Normalization::Axis& axis)
{
    std::optional<double> best;
    for (const auto& value : axis.values) {
        if (!usable(value, axis.higherIsBetter))
            continue;
        if (!best || (axis.higherIsBetter ? *value > *best : *value < *best))
            best = *value;
    }
    if (best && *best <= 0)
        return std::nullopt; // every GPU at zero: no scale to draw
    return best;
}

// value / reference for higher-is-better, reference / value otherwise: > 1 is better.
double ratio(double value, double reference, bool higherIsBetter)
{
    return higherIsBetter ? value / reference : reference / value;
}

NormalizedAxis ratiosTo(const Normalization::Axis& axis, std::optional<double> reference, AxisStatus failure)
{
    NormalizedAxis out;
    out.values.resize(axis.values.size());
    if (!reference || *reference <= 0) {
        out.status = failure;
        return out;
    }
    out.reference = reference;
    for (std::size_t i = 0; i < axis.values.size(); ++i) {
        if (usable(axis.values[i], axis.higherIsBetter))
            out.values[i] = ratio(*axis.values[i], *reference, axis.higherIsBetter);
    }
    return out;
}

} // namespace

double Normalization::logRadius(double ratio, int decades)
{
    if (!(ratio > 0) || decades < 1)
        return 0;
    const double radius = 1.0 + std::log10(std::min(ratio, 1.0)) / decades;
    return std::clamp(radius, 0.0, 1.0);
}

int Normalization::decadesFor(double smallestRatio)
{
    if (!(smallestRatio > 0) || smallestRatio >= 1)
        return 1;
    // One decade more than the span, so the smallest value is drawn off the centre
    // (a point at the centre reads as "missing").
    const int decades = static_cast<int>(std::floor(std::log10(1.0 / smallestRatio) + epsilon)) + 1;
    return std::clamp(decades, 1, maxDecades);
}

NormalizedSet Normalization::normalize(const std::vector<Axis>& axes, NormalizationMode mode, std::size_t baseline)
{
    NormalizedSet out;
    out.axes.reserve(axes.size());
    for (const auto& axis : axes) {
        if (mode == NormalizationMode::RelativeToBaseline) {
            std::optional<double> reference;
            if (baseline < axis.values.size() && usable(axis.values[baseline], axis.higherIsBetter))
                reference = axis.values[baseline];
            out.axes.push_back(ratiosTo(axis, reference, AxisStatus::NoBaseline));
        } else {
            out.axes.push_back(ratiosTo(axis, bestOf(axis), AxisStatus::NoData));
        }
    }

    if (mode == NormalizationMode::Logarithmic) {
        double smallest = 1.0;
        for (const auto& axis : out.axes) {
            for (const auto& value : axis.values) {
                if (value && *value > 0)
                    smallest = std::min(smallest, *value);
            }
        }
        out.decades = decadesFor(smallest);
        for (auto& axis : out.axes) {
            for (auto& value : axis.values) {
                if (value)
                    value = logRadius(*value, out.decades);
            }
        }
    }

    for (const auto& axis : out.axes) {
        for (const auto& value : axis.values) {
            if (value)
                out.maximum = std::max(out.maximum, *value);
        }
    }
    return out;
}

std::vector<double> Normalization::niceTicks(double maximum, int maxTicks)
{
    maxTicks = std::max(maxTicks, 1);
    if (!(maximum > 0) || !std::isfinite(maximum))
        return {0.0, 1.0};
    const double rough = maximum / maxTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = 10 * magnitude;
    for (const double multiple : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (multiple * magnitude * maxTicks >= maximum * (1 - epsilon)) {
            step = multiple * magnitude;
            break;
        }
    }
    const int intervals = std::max(1, static_cast<int>(std::ceil(maximum / step - epsilon)));
    std::vector<double> ticks;
    ticks.reserve(static_cast<std::size_t>(intervals) + 1);
    for (int i = 0; i <= intervals; ++i)
        ticks.push_back(i * step);
    return ticks;
}

} // namespace gpuatlas::ui::charts
