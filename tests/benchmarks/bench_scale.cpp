// SPDX-License-Identifier: GPL-3.0-or-later
// The engine at catalogue scale: loading the shipped catalogue and a generated one of
// 10,000 GPUs (text to Catalog: UTF-8 check, parse, schema, semantic checks), and
// ranking all of them for one workload. Results: docs/performance.md.
#include "engine/core/Assumptions.h"
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"
#include "engine/cost/PricesJson.h"
#include "engine/io/CatalogJson.h"
#include "engine/io/JsonInput.h"
#include "engine/io/ModelJson.h"
#include "engine/io/WorkloadJson.h"
#include "engine/rank/Ranker.h"
#include "tests/SyntheticCatalog.h"

#include <benchmark/benchmark.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <map>
#include <optional>
#include <stdexcept>

using namespace gpuatlas;
using namespace gpuatlas::engine;

namespace {

// The text of a catalogue: the shipped file for 0, else `count` generated GPUs.
const std::string& catalogueText(std::size_t count)
{
    static std::map<std::size_t, std::string> texts;
    auto it = texts.find(count);
    if (it == texts.end())
        it = texts
                 .emplace(count, count == 0 ? testing::readShippedFile("data/gpus.json")
                                            : testing::syntheticCatalogText(count))
                 .first;
    return it->second;
}

double heapBytes()
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    return static_cast<double>(mallinfo2().uordblks);
#else
    return 0;
#endif
}

void BM_LoadCatalogue(benchmark::State& state)
{
    const auto count = static_cast<std::size_t>(state.range(0));
    const std::string& text = catalogueText(count);
    double heapPerCatalogue = 0;
    std::size_t gpus = 0;
    for (auto _ : state) {
        const double before = heapBytes();
        auto catalog = readCatalog(text, "gpus.json");
        heapPerCatalogue = heapBytes() - before;
        if (!catalog || (count > 0 && catalog.value().size() != count))
            throw std::runtime_error("the catalogue does not load");
        gpus = catalog.value().size();
        benchmark::DoNotOptimize(catalog.value().gpus().data());
    }
    state.counters["gpus"] = static_cast<double>(gpus);
    state.counters["file_MB"] = static_cast<double>(text.size()) / 1e6;
    // What the loaded catalogue keeps (the parsed JSON is freed by then).
    state.counters["kept_MB"] = heapPerCatalogue / 1e6;
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
}

// What every start reads: the shipped gpus.json, models.json and prices.json, with every
// check (0: any file a user supplies) or as the compiled-in copies are read (1:
// engine::TrustedInput, the direct reader of TrustedJson.h and no schemas).
void BM_LoadShippedData(benchmark::State& state)
{
    const bool trusted = state.range(0) != 0;
    const std::string gpus = testing::readShippedFile("data/gpus.json");
    const std::string models = testing::readShippedFile("data/models.json");
    const std::string prices = testing::readShippedFile("data/prices.json");
    for (auto _ : state) {
        std::optional<TrustedInput> trust;
        if (trusted)
            trust.emplace();
        auto catalog = readCatalog(gpus, "gpus.json");
        auto modelCatalog = readModels(models, "models.json");
        auto priceBook = readPrices(prices, "prices.json");
        if (!catalog || !modelCatalog || !priceBook)
            throw std::runtime_error("the shipped data does not load");
        benchmark::DoNotOptimize(catalog.value().gpus().data());
        benchmark::DoNotOptimize(modelCatalog.value().models().data());
        benchmark::DoNotOptimize(priceBook.value().prices().data());
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * (gpus.size() + models.size() + prices.size())));
}

struct Data
{
    ModelCatalog models = readModels(testing::readShippedFile("data/models.json"), "models.json").value();
    PriceBook prices = readPrices(testing::readShippedFile("data/prices.json"), "prices.json").value();
};

const Data& data()
{
    static const Data d;
    return d;
}

void rank(benchmark::State& state, const char* json)
{
    const auto count = static_cast<std::size_t>(state.range(0));
    const std::vector<Gpu> gpus = testing::syntheticGpus(count);
    const auto& d = data();
    const Workload workload = readWorkload(json, "bench.json", d.models).value();
    const Model& model = *resolveModel(workload, d.models);
    const Assumptions assumptions;
    for (auto _ : state) {
        auto ranking = Ranker::rank({workload, model, gpus, &d.prices, assumptions});
        benchmark::DoNotOptimize(ranking.data());
    }
    state.counters["gpus"] = static_cast<double>(count);
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * count));
}

void BM_RankInference(benchmark::State& state)
{
    rank(state, R"({"format":"gpu-atlas-workload","version":1,"task":"inference","model":"llama-3-8b",
        "precision":"fp16","inference":{"prompt_tokens":512,"output_tokens":256,"batch":"max","requests_per_s":5,
        "max_itl_ms":50},"priorities":{"speed":1,"cost":2,"energy":0}})");
}

void BM_RankTraining(benchmark::State& state)
{
    rank(state, R"({"format":"gpu-atlas-workload","version":1,"task":"training","model":"llama-2-13b",
        "precision":"bf16","training":{"tokens":1e9,"seq_len":2048,"micro_batch":1,"zero_stage":3},
        "constraints":{"max_gpus":64,"deadline_hours":24},"priorities":{"speed":1,"cost":1,"energy":0}})");
}

} // namespace

// 0: the shipped catalogue.
BENCHMARK(BM_LoadCatalogue)->Arg(0)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoadShippedData)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RankInference)->Arg(23)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RankTraining)->Arg(23)->Arg(10000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
