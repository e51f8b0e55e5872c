// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the libFuzzer harnesses (tests/fuzz/fuzz_*.cpp). Each harness defines
// LLVMFuzzerTestOneInput; built with clang and GPUATLAS_BUILD_FUZZERS=ON it links
// libFuzzer, otherwise ReplayMain.cpp replays the seed corpus and the regression
// inputs through it as an ordinary test.

#include "engine/core/Assumptions.h"
#include "engine/core/Catalog.h"
#include "engine/core/Estimate.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"
#include "engine/cost/PricesJson.h"
#include "engine/io/CatalogJson.h"
#include "engine/io/ModelJson.h"
#include "engine/io/WorkloadJson.h"
#include "tests/EstimateChecks.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace gpuatlas::fuzz {

// A broken invariant is a finding: print it and abort, so libFuzzer saves the input.
[[noreturn]] inline void fail(const char* what, const std::string& detail = {})
{
    std::fprintf(stderr, "FUZZ INVARIANT BROKEN: %s %s\n", what, detail.c_str());
    std::fflush(stderr);
    std::abort();
}

inline void require(bool condition, const char* what, const std::string& detail = {})
{
    if (!condition)
        fail(what, detail);
}

// True when `result` holds a value; otherwise checks that every diagnostic names `file`
// (the contract: each message says which file and which field).
template <class T>
bool loaded(const engine::Result<T>& result, const std::string& file)
{
    if (result)
        return true;
    require(!result.errors().empty(), "an error without a diagnostic");
    for (const auto& error : result.errors())
        require(error.file == file, "a diagnostic without the file name", error.file);
    return false;
}

// "pointer code" of the first diagnostic, for a broken invariant's message.
template <class T>
std::string firstProblem(const engine::Result<T>& result)
{
    if (result)
        return {};
    const auto& error = result.errors().front();
    return error.pointer + " " + std::string(engine::diagnosticCodeId(error.code));
}

// A model inline in a workload, as the wizard saves it: it must load back unchanged.
inline void requireInlineRoundTrip(const engine::Model& model, const engine::ModelCatalog& models, const char* what)
{
    const nlohmann::json written{{"format", "gpu-atlas-workload"},
                                 {"version", 1},
                                 {"task", "inference"},
                                 {"model", engine::modelToJson(model)},
                                 {"precision", "fp16"}};
    auto workload = engine::readWorkload(written.dump(), "inline.json", models);
    require(workload.ok(), what, firstProblem(workload));
    require(workload.value().inlineModel.has_value(), "the inline model is lost");
    require(engine::modelToJson(*workload.value().inlineModel) == engine::modelToJson(model),
            "the inline model round trip is not stable", model.id);
}

inline std::string_view asText(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

inline std::string readSourceFile(const char* relative)
{
    std::ifstream in(std::string(GPUATLAS_SOURCE_DIR "/") + relative, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The shipped data, loaded once: the other half of what the engine needs when the
// fuzzed input is a workload or a catalogue.
struct ShippedData
{
    engine::Catalog catalog;
    engine::ModelCatalog models;
    engine::PriceBook prices;
    engine::Assumptions assumptions;
};

inline const ShippedData& shipped()
{
    static const ShippedData data = [] {
        auto catalog = engine::readCatalog(readSourceFile("data/gpus.json"), "gpus.json");
        auto models = engine::readModels(readSourceFile("data/models.json"), "models.json");
        auto prices = engine::readPrices(readSourceFile("data/prices.json"), "prices.json");
        if (!catalog || !models || !prices)
            fail("the shipped data does not load");
        return ShippedData{std::move(catalog).value(), std::move(models).value(), std::move(prices).value(), {}};
    }();
    return data;
}

// See tests/EstimateChecks.h.
inline void requireFinite(const engine::Estimate& estimate)
{
    const std::string problem = testing::estimateProblem(estimate);
    require(problem.empty(), "an estimate out of range", problem);
}

} // namespace gpuatlas::fuzz
