// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace gpuatlas::ui::charts {

// Where one line overtakes another.
struct Crossover
{
    double x = 0; // interpolated between the two sample points around the swap
    double y = 0; // the lines' common value there
    // Indices of the lines: `leader` is better after x (higher, or lower for costs),
    // `trailer` was better before it.
    std::size_t leader = 0;
    std::size_t trailer = 0;
};

// Finds crossovers in sampled lines. Plain C++ so it can be tested on hand-made data.
class Crossovers
{
public:
    using Line = std::vector<std::optional<double>>; // one value per x; nullopt: no value there

    // Swaps of order between lines `a` (index 0) and `b` (index 1) sampled at `xs`
    // (ascending). Points where either line has no value break the comparison: no
    // crossover is claimed across a gap. A touch (equal, then the same order again) is
    // no crossover; a run of equal values followed by the other order is one, at the
    // first equal point. With `logX`, x is interpolated on a log scale, as the chart
    // draws it.
    static std::vector<Crossover> between(const std::vector<double>& xs, const Line& a, const Line& b,
                                          bool higherIsBetter, bool logX);
    // Every pair of `lines`, sorted by x.
    static std::vector<Crossover> all(const std::vector<double>& xs, const std::vector<Line>& lines,
                                      bool higherIsBetter, bool logX);
};

} // namespace gpuatlas::ui::charts
