// SPDX-License-Identifier: GPL-3.0-or-later
#include "Source.h"

namespace gpuatlas::engine {

namespace {

// Length of `cover` when it names `pointer` or one of its ancestors, else 0.
std::size_t coverMatchLength(std::string_view cover, std::string_view pointer)
{
    std::string_view normalized = cover;
    std::string withSlash;
    if (!normalized.empty() && normalized.front() != '/') {
        withSlash = "/" + std::string(cover);
        normalized = withSlash;
    }
    if (pointer.substr(0, normalized.size()) != normalized)
        return 0;
    const bool wholeSegment = pointer.size() == normalized.size() || pointer[normalized.size()] == '/';
    return wholeSegment ? normalized.size() : 0;
}

} // namespace

const Source* sourceForField(const std::vector<Source>& sources, std::string_view pointer)
{
    const Source* best = nullptr;
    const Source* fallback = nullptr;
    std::size_t bestLength = 0;
    for (const auto& source : sources) {
        if (source.covers.empty()) {
            if (!fallback)
                fallback = &source;
            continue;
        }
        for (const auto& cover : source.covers) {
            const auto length = coverMatchLength(cover, pointer);
            if (length > bestLength) {
                bestLength = length;
                best = &source;
            }
        }
    }
    if (best)
        return best;
    return fallback ? fallback : (sources.empty() ? nullptr : &sources.front());
}

} // namespace gpuatlas::engine
