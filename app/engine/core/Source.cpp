// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Source.h"

namespace gpuatlas::engine::inline core {

namespace {

// Length of `cover` when it names `pointer` or one of its ancestors, else 0.
std::size_t coverMatchLength(std::string_view cover, std::string_view pointer)
{
    // "tdp_w" names the field "/tdp_w": compare without building a new string.
    const bool bare = !cover.empty() && cover.front() != '/';
    const std::size_t length = cover.size() + (bare ? 1 : 0);
    if (pointer.size() < length)
        return 0;
    if (bare && pointer.front() != '/')
        return 0;
    if (pointer.substr(bare ? 1 : 0, cover.size()) != cover)
        return 0;
    const bool wholeSegment = pointer.size() == length || pointer[length] == '/';
    return wholeSegment ? length : 0;
}

} // namespace

bool namesField(std::string_view cover, std::string_view pointer)
{
    return coverMatchLength(cover, pointer) > 0;
}

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

} // namespace gpuatlas::engine::inline core
