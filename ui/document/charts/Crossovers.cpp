// SPDX-License-Identifier: GPL-3.0-or-later
#include "Crossovers.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui::charts {

namespace {

int signOf(double value)
{
    return value > 0 ? 1 : value < 0 ? -1 : 0;
}

} // namespace

std::vector<Crossover> Crossovers::between(const std::vector<double>& xs, const Line& a, const Line& b,
                                           bool higherIsBetter, bool logX)
{
    std::vector<Crossover> out;
    const std::size_t count = std::min({xs.size(), a.size(), b.size()});
    const auto position = [logX](double x) { return logX ? std::log(std::max(x, 1e-300)) : x; };

    // The last point where the order was strict, and the first equal point since.
    std::optional<std::size_t> lastStrict;
    int lastSign = 0;
    std::optional<std::size_t> firstTie;
    for (std::size_t i = 0; i < count; ++i) {
        if (!a[i] || !b[i]) {
            lastStrict.reset();
            firstTie.reset();
            lastSign = 0;
            continue;
        }
        // Values equal to a relative 1e-9 tie: rounding noise is no crossing.
        const double scale = std::max({std::abs(*a[i]), std::abs(*b[i]), 1e-300});
        const double difference = *a[i] - *b[i];
        const int sign = std::abs(difference) <= scale * 1e-9 ? 0 : signOf(difference);
        if (sign == 0) {
            if (lastStrict && !firstTie)
                firstTie = i;
            continue;
        }
        if (lastStrict && sign != lastSign) {
            Crossover crossing;
            if (firstTie) {
                crossing.x = xs[*firstTie];
                crossing.y = *a[*firstTie];
            } else {
                // Linear interpolation of the difference between the two samples.
                const std::size_t j = *lastStrict;
                const double d0 = *a[j] - *b[j];
                const double d1 = difference;
                const double t = d0 / (d0 - d1);
                const double p = position(xs[j]) + t * (position(xs[i]) - position(xs[j]));
                crossing.x = logX ? std::exp(p) : p;
                crossing.y = *a[j] + t * (*a[i] - *a[j]);
            }
            // After the crossing, a is ahead when it is the larger and larger is better.
            const bool aLeads = (sign > 0) == higherIsBetter;
            crossing.leader = aLeads ? 0 : 1;
            crossing.trailer = aLeads ? 1 : 0;
            out.push_back(crossing);
        }
        lastStrict = i;
        lastSign = sign;
        firstTie.reset();
    }
    return out;
}

std::vector<Crossover> Crossovers::all(const std::vector<double>& xs, const std::vector<Line>& lines,
                                       bool higherIsBetter, bool logX)
{
    std::vector<Crossover> out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        for (std::size_t j = i + 1; j < lines.size(); ++j) {
            for (Crossover crossing : between(xs, lines[i], lines[j], higherIsBetter, logX)) {
                const std::size_t pair[] = {i, j};
                crossing.leader = pair[crossing.leader];
                crossing.trailer = pair[crossing.trailer];
                out.push_back(crossing);
            }
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Crossover& l, const Crossover& r) { return l.x < r.x; });
    return out;
}

} // namespace gpuatlas::ui::charts
