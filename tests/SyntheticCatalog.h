// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A catalogue of any size for the scale tests and benchmarks, generated (never
// committed): variants of the shipped GPUs with their figures scaled a little, so that
// sorting, filtering, best values and ranking see distinct, realistic rows. Engine only.

#include "engine/core/Catalog.h"
#include "engine/io/CatalogJson.h"

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace gpuatlas::testing {

inline std::string readShippedFile(const char* relative)
{
    // Appended rather than operator+: GCC 12 at -O2 gives a false -Warray-bounds on
    // std::string(literal) + const char* once inlined here.
    std::string path = GPUATLAS_SOURCE_DIR "/";
    path.append(relative);
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// `count` GPUs; the first ones (up to the shipped count) are the shipped GPUs unchanged.
inline std::vector<engine::Gpu> syntheticGpus(std::size_t count)
{
    const auto shipped = engine::readCatalog(readShippedFile("data/gpus.json"), "gpus.json");
    if (!shipped || shipped.value().empty())
        return {};
    const auto base = shipped.value().gpus();
    std::vector<engine::Gpu> out;
    out.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        engine::Gpu gpu = base[i % base.size()];
        if (i >= base.size()) {
            // Deterministic spread of +-30 %: a refresh, a cut-down bin, a cloud variant.
            const double scale = 0.7 + 0.6 * static_cast<double>((i * 7919) % 1000) / 1000.0;
            const std::string suffix = std::to_string(i);
            gpu.id += "-v" + suffix;
            gpu.name += " v" + suffix;
            gpu.memoryGB = static_cast<double>(static_cast<long>(gpu.memoryGB * scale));
            gpu.memoryGB = gpu.memoryGB < 1 ? 1 : gpu.memoryGB;
            gpu.memoryBandwidthGBs *= scale;
            gpu.fp32Tflops *= scale;
            if (gpu.fp64Tflops)
                *gpu.fp64Tflops *= scale;
            for (auto& rate : gpu.tensor) {
                if (!rate)
                    continue;
                rate->dense *= scale;
                if (rate->sparse)
                    *rate->sparse *= scale; // keeps sparse = 2 x dense where the vendor says so
            }
            gpu.tdpW *= 0.8 + 0.4 * scale / 1.3;
            gpu.launchYear = 2016 + static_cast<int>(i % 11);
            gpu.custom = i % 5 == 0;
        }
        out.push_back(std::move(gpu));
    }
    return out;
}

// The same as catalogue JSON text (data/gpus.schema.json), as a user's file would be.
inline std::string syntheticCatalogText(std::size_t count)
{
    return engine::catalogDocument(syntheticGpus(count)).dump(1);
}

} // namespace gpuatlas::testing
