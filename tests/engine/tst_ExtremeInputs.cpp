// SPDX-License-Identifier: GPL-3.0-or-later
// Input that passes the schemas but is absurd: every GPU figure at the schema's maximum
// or minimum (a million GB, a thousandth of a TFLOPS), workloads with 10 million prompt
// tokens, 10^16 training tokens, 100,000 GPUs, models of 10^14 parameters and 10,000
// layers. The engine must give finite numbers for all of it (no inf, no NaN) and, under
// UBSan (.ci/sanitize), no undefined behaviour such as a double too large for an int.
// The bounds are read from the embedded schemas, so a changed bound is tested as it is.
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"
#include "engine/cost/PricesJson.h"
#include "engine/io/CatalogJson.h"
#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/ModelJson.h"
#include "engine/io/WorkloadJson.h"
#include "engine/rank/Estimator.h"
#include "engine/rank/Ranker.h"
#include "support/TestMain.h"
#include "tests/EstimateChecks.h"

#include <QFile>
#include <QTest>

using namespace gpuatlas::engine;
using nlohmann::json;

namespace {

std::string readSource(const char* relative)
{
    QFile file(QStringLiteral(GPUATLAS_SOURCE_DIR "/") + QString::fromLatin1(relative));
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

const json& gpuDefs()
{
    static const json defs = json::parse(schemas::gpus)["$defs"];
    return defs;
}

double bound(const json& property, const char* which)
{
    return property.at(which).get<double>();
}

// h100-sxm with every figure at the positiveNumber bound `which` ("maximum"/"minimum"),
// or compute at one bound and memory at the other.
Gpu extremeGpu(const Gpu& base, const std::string& id, double compute, double memory, double bandwidth, double power)
{
    json value = gpuToCatalogJson(base);
    value["id"] = id;
    value["fp32_tflops"] = compute;
    value["fp64_tflops"] = compute;
    for (auto& [format, pair] : value["tensor_tflops"].items()) {
        if (!pair.is_null())
            pair = json{{"dense", compute}, {"sparse", nullptr}};
    }
    value["sparsity_doubles"] = false;
    value["memory_gb"] = memory;
    value["memory_bandwidth_gbs"] = bandwidth;
    value["tdp_w"] = power;
    value["interconnect"]["bandwidth_gbs"] = bandwidth;
    value["interconnect"]["max_gpus"] = gpuDefs()["interconnect"]["properties"]["max_gpus"]["maximum"];
    value["shader_cores"] = gpuDefs()["gpu"]["properties"]["shader_cores"]["maximum"];
    value["mig_instances"] = gpuDefs()["gpu"]["properties"]["mig_instances"]["maximum"];
    // Through the reader: the GPU must be one a catalogue file can hold.
    json document = catalogDocument({});
    document["gpus"] = json::array({value});
    auto read = readCatalog(document.dump(), "extreme.json");
    if (!read)
        qFatal("extreme GPU %s refused: %s %s", id.c_str(), read.errors().front().pointer.c_str(),
               std::string(diagnosticCodeId(read.errors().front().code)).c_str());
    return read.value().gpus().front();
}

} // namespace

Q_DECLARE_METATYPE(std::string)

class tst_ExtremeInputs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void finiteEstimates_data();
    void finiteEstimates();

private:
    ModelCatalog m_models;
    PriceBook m_prices;
    std::vector<Gpu> m_gpus;
};

void tst_ExtremeInputs::initTestCase()
{
    auto catalog = readCatalog(readSource("data/gpus.json"), "gpus.json");
    auto models = readModels(readSource("data/models.json"), "models.json");
    auto prices = readPrices(readSource("data/prices.json"), "prices.json");
    QVERIFY(catalog && models && prices);
    m_models = std::move(models).value();
    m_prices = std::move(prices).value();
    const Gpu& h100 = *catalog.value().find("h100-sxm");
    const json& positive = gpuDefs()["positiveNumber"];
    const double high = bound(positive, "maximum");
    const double low = bound(positive, "minimum");
    m_gpus = {extremeGpu(h100, "h100-sxm", high, high, high, high), // keeps the shipped prices
              extremeGpu(h100, "all-minimum", low, low, low, low),
              extremeGpu(h100, "fast-but-tiny", high, low, low, high),
              extremeGpu(h100, "slow-but-huge", low, high, high, low),
              extremeGpu(h100, "starved", high, high, low, low),
              h100};
    m_gpus.back().id = "h100-real";
}

void tst_ExtremeInputs::finiteEstimates_data()
{
    const json inline_ = json::parse(schemas::workload)["$defs"]["inlineModel"]["properties"];
    const auto max = [&inline_](const char* field) { return inline_[field]["maximum"]; };
    const json hugeTransformer{{"params", max("params")},
                               {"layers", max("layers")},
                               {"hidden", max("hidden")},
                               {"heads", max("heads")},
                               {"kv_heads", max("kv_heads")},
                               {"head_dim", max("head_dim")},
                               {"ffn", max("ffn")},
                               {"vocab", max("vocab")},
                               {"experts", max("experts")},
                               {"active_experts", max("active_experts")},
                               {"max_context", max("max_context")}};
    const json tinyTransformer{{"params", 1}, {"layers", 1}, {"hidden", 1}, {"heads", 1}, {"vocab", 1}, {"ffn", 1}};
    const json hugeImage{{"params", max("params")},
                         {"kind", "diffusion"},
                         {"flops_per_sample", max("flops_per_sample")},
                         {"resolution", max("resolution")},
                         {"default_steps", max("default_steps")},
                         {"activation_bytes_per_sample", max("activation_bytes_per_sample")}};
    const json tinyImage{
        {"params", 1}, {"kind", "cnn"}, {"flops_per_sample", 1}, {"resolution", 1}, {"activation_bytes_per_sample", 1}};

    QTest::addColumn<std::string>("workload");
    const auto add = [](const char* name, json body) {
        body["format"] = "gpu-atlas-workload";
        body["version"] = 1;
        QTest::newRow(name) << body.dump();
    };
    add("longest prompt and output, largest batch",
        {{"task", "inference"},
         {"model", "llama-3-70b"},
         {"precision", "fp16"},
         {"inference", {{"prompt_tokens", 10000000}, {"output_tokens", 10000000}, {"batch", 1000000}}}});
    add("largest batch that fits, tiny latency targets",
        {{"task", "inference"},
         {"model", "llama-3-8b"},
         {"precision", "fp8"},
         {"inference", {{"batch", "max"}, {"max_ttft_ms", 1e-9}, {"max_itl_ms", 1e-9}}}});
    add("highest load, longest prompt", {{"task", "inference"},
                                         {"model", "mixtral-8x7b"},
                                         {"precision", "int4"},
                                         {"inference",
                                          {{"prompt_tokens", 10000000},
                                           {"requests_per_s", 10000000},
                                           {"max_ttft_ms", 1000000000},
                                           {"max_itl_ms", 1000000000}}},
                                         {"constraints", {{"max_gpus", 100000}, {"setting", "cloud"}}}});
    add("tiniest load", {{"task", "inference"},
                         {"model", "llama-2-7b"},
                         {"precision", "bf16"},
                         {"inference", {{"requests_per_s", 1e-300}}}});
    add("largest training run, shortest deadline",
        {{"task", "training"},
         {"model", "gpt-3-175b"},
         {"precision", "fp8"},
         {"training",
          {{"tokens", 1e16}, {"seq_len", 10000000}, {"micro_batch", 100000}, {"zero_stage", 3}, {"recompute", "none"}}},
         {"constraints",
          {{"max_gpus", 100000}, {"deadline_hours", 1e-9}, {"max_usd_total", 1e-9}, {"setting", "node"}}},
         {"priorities", {{"speed", 100}, {"cost", 100}, {"energy", 100}}}});
    add("longest deadline, every budget",
        {{"task", "finetune"},
         {"model", "llama-2-70b"},
         {"precision", "int4"},
         {"training", {{"tokens", 1}, {"method", "qlora"}, {"lora_rank", 4096}, {"optimizer", "adamw-8bit"}}},
         {"constraints", {{"deadline_hours", 1000000}, {"max_usd_total", 1e15}, {"max_usd_per_hour", 1e12}}}});
    add("largest inline transformer, inference", {{"task", "inference"},
                                                  {"model", hugeTransformer},
                                                  {"precision", "fp32"},
                                                  {"inference", {{"prompt_tokens", 10000000}, {"batch", "max"}}}});
    add("largest inline transformer, training",
        {{"task", "training"},
         {"model", hugeTransformer},
         {"precision", "fp32"},
         {"training", {{"tokens", 1e16}, {"seq_len", 10000000}, {"micro_batch", 100000}}},
         {"constraints", {{"max_gpus", 100000}}}});
    add("smallest inline transformer", {{"task", "training"},
                                        {"model", tinyTransformer},
                                        {"precision", "fp16"},
                                        {"training", {{"tokens", 1}, {"seq_len", 1}, {"micro_batch", 1}}}});
    add("largest image model", {{"task", "training"},
                                {"model", hugeImage},
                                {"precision", "fp32"},
                                {"training", {{"samples", 1e15}, {"micro_batch", 100000}}}});
    add("largest image model, inference",
        {{"task", "inference"}, {"model", hugeImage}, {"precision", "fp16"}, {"inference", {{"batch", 1000000}}}});
    add("smallest image model", {{"task", "training"},
                                 {"model", tinyImage},
                                 {"precision", "fp16"},
                                 {"training", {{"samples", 1}, {"micro_batch", 1}}}});
    add("workstation at the limits", {{"task", "inference"},
                                      {"model", "llama-3-70b"},
                                      {"precision", "fp16"},
                                      {"inference", {{"batch", 1000000}}},
                                      {"constraints", {{"setting", "workstation"}, {"max_gpus", 100000}}}});
}

void tst_ExtremeInputs::finiteEstimates()
{
    QFETCH(std::string, workload);
    auto read = readWorkload(workload, "extreme.json", m_models);
    QVERIFY2(read.ok(), read.ok() ? "" : read.errors().front().pointer.c_str());
    const Workload& w = read.value();
    const Model* model = resolveModel(w, m_models);
    QVERIFY(model);
    const Assumptions assumptions;
    for (const auto& estimate : Ranker::rank({w, *model, m_gpus, &m_prices, assumptions})) {
        const std::string problem = gpuatlas::testing::estimateProblem(estimate);
        QVERIFY2(problem.empty(), problem.c_str());
    }
    for (const auto& gpu : m_gpus) {
        for (const int count : {1, 7, 100000}) {
            const auto estimate = Estimator::estimate({w, *model, gpu, &m_prices, assumptions, count});
            const std::string problem = gpuatlas::testing::estimateProblem(estimate);
            QVERIFY2(problem.empty(), (problem + " at " + std::to_string(count)).c_str());
        }
    }
}

GPUATLAS_TEST_APPLESS_MAIN(tst_ExtremeInputs)
#include "tst_ExtremeInputs.moc"
