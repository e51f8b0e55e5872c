// SPDX-License-Identifier: GPL-3.0-or-later
// How long the engine takes for what the app does on every slider move: rank the whole
// catalogue for one workload (target: well under 1 ms), a 1,000-point batch sweep, and
// the suitability matrix (target: a few milliseconds for its rows over 4 to all GPUs).
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"
#include "engine/cost/PricesJson.h"
#include "engine/io/CatalogJson.h"
#include "engine/io/ModelJson.h"
#include "engine/io/WorkloadJson.h"
#include "engine/rank/Estimator.h"
#include "engine/rank/Ranker.h"
#include "engine/rank/StandardWorkloads.h"
#include "engine/rank/SuitabilityMatrix.h"

#include <benchmark/benchmark.h>
#include <fstream>
#include <sstream>
#include <stdexcept>

using namespace gpuatlas::engine;

namespace {

std::string readFile(const std::string& relative)
{
    std::ifstream in(std::string(GPUATLAS_SOURCE_DIR "/") + relative);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

struct Data
{
    Catalog catalog = readCatalog(readFile("data/gpus.json"), "gpus.json").value();
    ModelCatalog models = readModels(readFile("data/models.json"), "models.json").value();
    PriceBook prices = readPrices(readFile("data/prices.json"), "prices.json").value();

    Workload workload(const char* json) const
    {
        auto result = readWorkload(json, "bench.json", models);
        if (!result)
            throw std::runtime_error("bad benchmark workload");
        return std::move(result).value();
    }
};

const Data& data()
{
    static const Data d;
    return d;
}

constexpr const char* inferenceWorkload = R"({"format":"gpu-atlas-workload","version":1,"task":"inference",
    "model":"llama-3-8b","precision":"fp16","inference":{"prompt_tokens":512,"output_tokens":256,"batch":"max",
    "requests_per_s":5,"max_itl_ms":50},"priorities":{"speed":1,"cost":2,"energy":0}})";

constexpr const char* trainingWorkload = R"({"format":"gpu-atlas-workload","version":1,"task":"training",
    "model":"llama-2-13b","precision":"bf16","training":{"tokens":1e9,"seq_len":2048,"micro_batch":1,"zero_stage":3},
    "constraints":{"max_gpus":64,"deadline_hours":24},"priorities":{"speed":1,"cost":1,"energy":0}})";

// Layouts searched: a 70B model served under a load on up to 8 GPUs of each type, and 70B
// pre-training on 64 GPUs where tensor, pipeline and data parallelism all vary.
constexpr const char* largeServingWorkload = R"({"format":"gpu-atlas-workload","version":1,"task":"inference",
    "model":"llama-3-70b","precision":"fp8","inference":{"prompt_tokens":1024,"output_tokens":256,"batch":"max",
    "requests_per_s":4,"max_ttft_ms":2000,"max_itl_ms":80},"constraints":{"max_gpus":8},
    "priorities":{"speed":1,"cost":1,"energy":0}})";

constexpr const char* largeTrainingWorkload = R"({"format":"gpu-atlas-workload","version":1,"task":"training",
    "model":"llama-2-70b","precision":"bf16","training":{"tokens":1e10,"seq_len":4096,"micro_batch":1,"zero_stage":1},
    "constraints":{"max_gpus":64},"priorities":{"speed":1,"cost":1,"energy":0}})";

// The count search at its widest (issue 30): 70B pre-training with a 60-day deadline on up
// to 1,024 GPUs, every count of the ladder (1, 2, 4, 8, 16, 24, ... 1,024) with its layouts.
constexpr const char* sizingWorkload = R"({"format":"gpu-atlas-workload","version":1,"task":"training",
    "model":"llama-2-70b","precision":"bf16","training":{"tokens":3e11,"seq_len":4096,"micro_batch":1,"zero_stage":1},
    "constraints":{"max_gpus":1024,"deadline_hours":1440},"priorities":{"speed":1,"cost":0.3,"energy":0}})";

void rankCatalogue(benchmark::State& state, const char* json)
{
    const auto& d = data();
    const Workload w = d.workload(json);
    const Model& model = *resolveModel(w, d.models);
    const Assumptions assumptions;
    for (auto _ : state) {
        auto ranking = Ranker::rank({w, model, d.catalog.gpus(), &d.prices, assumptions});
        benchmark::DoNotOptimize(ranking.data());
    }
    state.counters["gpus"] = static_cast<double>(d.catalog.size());
}

void BM_RankCatalogueInference(benchmark::State& state)
{
    rankCatalogue(state, inferenceWorkload);
}

void BM_RankCatalogueTraining(benchmark::State& state)
{
    rankCatalogue(state, trainingWorkload);
}

void BM_RankCatalogueLargeServing(benchmark::State& state)
{
    rankCatalogue(state, largeServingWorkload);
}

void BM_RankCatalogueLargeTraining(benchmark::State& state)
{
    rankCatalogue(state, largeTrainingWorkload);
}

void BM_RankCatalogueSizing1024(benchmark::State& state)
{
    rankCatalogue(state, sizingWorkload);
}

// A chart of throughput against batch size: 1,000 estimates of one GPU.
void BM_BatchSweep1000(benchmark::State& state)
{
    const auto& d = data();
    Workload w = d.workload(R"({"format":"gpu-atlas-workload","version":1,"task":"inference","model":"llama-3-8b",
        "precision":"fp16","inference":{"prompt_tokens":512,"output_tokens":256,"batch":1}})");
    const Model& model = *resolveModel(w, d.models);
    const Gpu& gpu = *d.catalog.find("h100-sxm");
    const Assumptions assumptions;
    for (auto _ : state) {
        double sum = 0;
        for (int batch = 1; batch <= 1000; ++batch) {
            w.inference.batch = batch;
            sum += Estimator::estimate({w, model, gpu, &d.prices, assumptions, 1}).performance.tokensPerS.value_or(0.0);
        }
        benchmark::DoNotOptimize(sum);
    }
}

// The suitability matrix page recomputes on every change of the user's data: every row of
// data/workloads.json over the article's four GPUs (range 0) or the whole catalogue.
void BM_SuitabilityMatrix(benchmark::State& state)
{
    const auto& d = data();
    const auto rows =
        matrixWorkloads(readStandardWorkloads(readFile("data/workloads.json"), "workloads.json", d.models).value());
    std::vector<Gpu> gpus;
    if (state.range(0) == 0) {
        for (const char* id : {"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"})
            gpus.push_back(*d.catalog.find(id));
    } else {
        gpus.assign(d.catalog.gpus().begin(), d.catalog.gpus().end());
    }
    const Assumptions assumptions;
    for (auto _ : state) {
        auto matrix = SuitabilityMatrix::compute({rows, gpus, d.models, &d.prices, assumptions});
        benchmark::DoNotOptimize(matrix.rowCount());
    }
    state.counters["rows"] = static_cast<double>(rows.size());
    state.counters["gpus"] = static_cast<double>(gpus.size());
}

} // namespace

BENCHMARK(BM_RankCatalogueInference)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RankCatalogueTraining)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RankCatalogueLargeServing)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RankCatalogueLargeTraining)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RankCatalogueSizing1024)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_BatchSweep1000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SuitabilityMatrix)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
