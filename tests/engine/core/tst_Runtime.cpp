// SPDX-License-Identifier: GPL-3.0-or-later
// The stack a workload runs on (issue 22): runtime sets, the workload's `runtime`, and
// llama.cpp with layers in system memory.
#include "EngineTestData.h"
#include "engine/io/WorkloadJson.h"
#include "engine/perf/LlamaCppOffload.h"
#include "engine/rank/Estimator.h"
#include "engine/rank/Ranker.h"
#include "support/TestMain.h"

#include <QTest>

#include <algorithm>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

namespace {

Estimate estimateOn(const Workload& w, const std::string& gpu, std::optional<int> count,
                    const Assumptions& assumptions = Assumptions())
{
    const auto& data = Data::shipped();
    return Estimator::estimate({w, *resolveModel(w, data.models), data.gpu(gpu), &data.prices, assumptions, count});
}

Workload localChat(const char* model, const char* precision, const char* runtime, json inference = json::object())
{
    json i{{"prompt_tokens", 256}, {"output_tokens", 256}, {"batch", 1}};
    i.update(inference);
    json w{{"task", "inference"},
           {"model", model},
           {"precision", precision},
           {"inference", i},
           {"constraints", {{"max_gpus", 1}, {"setting", "workstation"}}}};
    if (runtime)
        w["runtime"] = runtime;
    return enginetest::workload(w);
}

const Reason* find(const Estimate& e, ReasonCode code)
{
    const auto it = std::find_if(e.reasons.begin(), e.reasons.end(), [&](const Reason& r) { return r.code == code; });
    return it == e.reasons.end() ? nullptr : &*it;
}

} // namespace

class tst_Runtime : public QObject
{
    Q_OBJECT

private slots:
    void idsRoundTrip();
    void workloadKeepsItsRuntime();
    void workloadRuntimeGivesThatRuntimesNumbers();
    void servingStacksShareOneSet();
    void userEditsSurviveTheSwitch();
    void seventyBAtFourBitsOnA24GbCardOffloads();
    void moreLayersOnTheGpuAreFaster();
    void kvCacheInSystemMemory();
    void offloadThatDoesNotFitSystemMemory();
    void unifiedMemoryHasNothingToOffloadTo();
    void runtimeThatCannotDoTheJob();
    void transformersBatchesStatically();
};

void tst_Runtime::idsRoundTrip()
{
    for (const auto runtime : allRuntimes)
        QCOMPARE(runtimeFromId(runtimeId(runtime)), std::optional<Runtime>(runtime));
    QCOMPARE(runtimeFromId("ollama"), std::optional<Runtime>());
    QVERIFY(runtimeServes(Runtime::Vllm) && !runtimeTrains(Runtime::Vllm));
    QVERIFY(runtimeTrains(Runtime::Megatron) && !runtimeServes(Runtime::Megatron));
    QVERIFY(!runtimeSupports(Runtime::LlamaCpp, Precision::FP8, false));
    QVERIFY(runtimeSupports(Runtime::LlamaCpp, Precision::INT4, false));
}

void tst_Runtime::workloadKeepsItsRuntime()
{
    const Workload w = localChat("llama-3-8b", "int4", "llama.cpp", {{"gpu_layers", 20}});
    QCOMPARE(w.runtime, std::optional<Runtime>(Runtime::LlamaCpp));
    QCOMPARE(w.inference.gpuLayers, std::optional<int>(20));
    const json saved = workloadToJson(w);
    QCOMPARE(saved["runtime"].get<std::string>(), std::string("llama.cpp"));
    const auto again = readWorkload(saved.dump(), "saved.json", Data::shipped().models);
    QVERIFY(again);
    QCOMPARE(again.value().runtime, w.runtime);
    QCOMPARE(again.value().inference.gpuLayers, w.inference.gpuLayers);
    // Without a runtime the saved file has none (older files and readers stay as they were).
    QVERIFY(!workloadToJson(localChat("llama-3-8b", "int4", nullptr)).contains("runtime"));
    // An unknown runtime is refused by the schema, naming the field.
    json bad = saved;
    bad["runtime"] = "ollama-9";
    const auto refused = readWorkload(bad.dump(), "bad.json", Data::shipped().models);
    QVERIFY(!refused);
    QCOMPARE(refused.errors().front().pointer, std::string("/runtime"));
}

void tst_Runtime::workloadRuntimeGivesThatRuntimesNumbers()
{
    // A llama.cpp workload estimated with the default assumptions gives exactly what the
    // llama.cpp set gives, and says so.
    const Workload named = localChat("llama-3-8b", "int4", "llama.cpp");
    const Workload plain = localChat("llama-3-8b", "int4", nullptr);
    const Estimate viaWorkload = estimateOn(named, "rtx-4090", 1);
    const Estimate viaSet = estimateOn(plain, "rtx-4090", 1, Assumptions::forRuntime(Runtime::LlamaCpp));
    QCOMPARE(*viaWorkload.performance.tokensPerS, *viaSet.performance.tokensPerS);
    QCOMPARE(viaWorkload.runtime, std::string("llama.cpp"));
    QVERIFY(find(viaWorkload, ReasonCode::RuntimeUsed));
    const Estimate optimized = estimateOn(plain, "rtx-4090", 1);
    QCOMPARE(optimized.runtime, std::string("optimized"));
    QVERIFY(*optimized.performance.tokensPerS != *viaWorkload.performance.tokensPerS);
    // The ranking switches once for every candidate.
    const auto& data = Data::shipped();
    const Assumptions a;
    const auto ranked = Ranker::rank({named, *resolveModel(named, data.models), data.catalog.gpus(), &data.prices, a});
    for (const auto& e : ranked)
        QCOMPARE(e.runtime, std::string("llama.cpp"));
}

void tst_Runtime::servingStacksShareOneSet()
{
    // vLLM and SGLang share the optimised set: no comparable published pair separates them.
    // TensorRT-LLM adds the host work per sequence fitted to its perf-overview rows, which
    // shows at a large batch and nowhere else.
    const auto served = [](const char* runtime, json batch) {
        return estimateOn(localChat("llama-3-8b", "fp16", runtime, {{"batch", batch}}), "h100-pcie", 1);
    };
    const Estimate base = served(nullptr, "max");
    for (const char* runtime : {"vllm", "sglang"}) {
        const Estimate e = served(runtime, "max");
        QCOMPARE(*e.performance.tokensPerS, *base.performance.tokensPerS);
        QCOMPARE(e.runtime, std::string(runtime));
    }
    const Estimate trt = served("tensorrt-llm", "max");
    QCOMPARE(trt.runtime, std::string("tensorrt-llm"));
    QVERIFY(*trt.performance.tokensPerS < *base.performance.tokensPerS);
    QCOMPARE(Assumptions::forRuntime(Runtime::TensorRtLlm)[AssumptionId::SequenceOverheadUs], 6.0);
    // One stream: 6 us on a decode step of milliseconds.
    const double single =
        *served("tensorrt-llm", 1).performance.tokensPerS / *served(nullptr, 1).performance.tokensPerS;
    QVERIFY2(single > 0.995 && single < 1.0, QByteArray::number(single).constData());
}

void tst_Runtime::userEditsSurviveTheSwitch()
{
    Assumptions mine;
    mine.set(AssumptionId::UsableMemoryFraction, 0.8);
    mine.setGpuFactor("rtx-4090", 0.9);
    const Assumptions llama = mine.forOtherRuntime(Runtime::LlamaCpp);
    QCOMPARE(llama[AssumptionId::UsableMemoryFraction], 0.8);
    QCOMPARE(llama.gpuFactor("rtx-4090"), 0.9);
    QCOMPARE(llama[AssumptionId::StepOverheadMs],
             Assumptions::forRuntime(Runtime::LlamaCpp)[AssumptionId::StepOverheadMs]);
    QCOMPARE(llama.runtime(), Runtime::LlamaCpp);
}

void tst_Runtime::seventyBAtFourBitsOnA24GbCardOffloads()
{
    // The desktop question: Llama 3 70B at 4 bits on one 24 GB card, with llama.cpp keeping
    // the layers that do not fit in system memory. It runs, slowly, and says how and why.
    const Estimate e = estimateOn(localChat("llama-3-70b", "int4", "llama.cpp"), "rtx-4090", 1);
    QVERIFY(e.feasible);
    const Reason* offload = find(e, ReasonCode::PartialOffload);
    QVERIFY(offload);
    const int onGpu = static_cast<int>(offload->number("gpu_layers"));
    QVERIFY(onGpu > 10 && onGpu < 80);
    QVERIFY(e.memory.hostGB > 10.0);
    QVERIFY(e.memory.totalGB() <= e.memory.usableGB);
    // Roughly half the layers off the GPU at desktop memory speed: 1-5 tokens/s (users of
    // llama.cpp report 1-3 for 70B Q4 with a 24 GB card).
    const double tokens = *e.performance.tokensPerS;
    QVERIFY2(tokens > 0.5 && tokens < 5.0, QByteArray::number(tokens).constData());
    QVERIFY(find(e, ReasonCode::OffloadTooSlow));
    // The same model on a 48 GB card fits whole: no offload.
    const Estimate whole = estimateOn(localChat("llama-3-70b", "int4", "llama.cpp"), "rtx-a6000", 1);
    QVERIFY(whole.feasible);
    QVERIFY(!find(whole, ReasonCode::PartialOffload));
    QCOMPARE(whole.memory.hostGB, 0.0);
}

void tst_Runtime::moreLayersOnTheGpuAreFaster()
{
    double previous = 0.0;
    for (const int layers : {0, 10, 20, 30}) {
        const Estimate e =
            estimateOn(localChat("llama-3-70b", "int4", "llama.cpp", {{"gpu_layers", layers}}), "rtx-4090", 1);
        QVERIFY(e.feasible);
        QCOMPARE(find(e, ReasonCode::PartialOffload)->number("gpu_layers"), static_cast<double>(layers));
        QVERIFY(*e.performance.tokensPerS > previous);
        previous = *e.performance.tokensPerS;
    }
    // Pinning more layers than fit is out of memory, with the numbers to show it.
    const Estimate tooMany =
        estimateOn(localChat("llama-3-70b", "int4", "llama.cpp", {{"gpu_layers", 80}}), "rtx-4090", 1);
    QVERIFY(tooMany.has(ReasonCode::OutOfMemory));
    QVERIFY(tooMany.memory.totalGB() > tooMany.memory.usableGB);
}

void tst_Runtime::kvCacheInSystemMemory()
{
    // llama.cpp --no-kv-offload (and every llama.cpp of 2023): the whole model on an RTX
    // 3090 Ti, the KV cache in system memory. Each of the 32 layers then sends its attention
    // to the CPU: host.kv_attention_layer_us (276 us) per layer and token, 8.8 ms in all,
    // plus reading the cache from system memory instead of GDDR6X.
    const json tg{{"prompt_tokens", 1}, {"output_tokens", 128}, {"gpu_layers", 32}};
    json tgHost = tg;
    tgHost["kv_in_host_memory"] = true;
    const Estimate onGpu = estimateOn(localChat("llama-2-7b", "int4", "llama.cpp", tg), "rtx-3090-ti", 1);
    const Estimate onHost = estimateOn(localChat("llama-2-7b", "int4", "llama.cpp", tgHost), "rtx-3090-ti", 1);
    QVERIFY(onGpu.feasible && onHost.feasible);
    const double extraMs = *onHost.performance.itlMs - *onGpu.performance.itlMs;
    QVERIFY2(extraMs > 32 * 0.276 && extraMs < 32 * 0.276 + 1.0, QByteArray::number(extraMs).constData());
    // The cache is in system memory, not on the GPU.
    QCOMPARE(onHost.memory.kvCacheGB, 0.0);
    QVERIFY(onHost.memory.hostGB > 0.0);
    QVERIFY(onGpu.memory.kvCacheGB > 0.0);
    // The prompt's attention on the CPU at host.attention_gflops (32 GFLOP/s): a 512-token
    // prompt of LLaMA 7B has 2 x 2 x 32 layers x 4,096 x 256 (the mean context) = 134 MFLOP
    // of attention per token, 68.7 GFLOP in all, 2.1 s: about 240 prompt tokens a second
    // (PR #4812 measured 238).
    const json pp{{"prompt_tokens", 512}, {"output_tokens", 1}, {"gpu_layers", 32}, {"kv_in_host_memory", true}};
    const Estimate prompt = estimateOn(localChat("llama-2-7b", "int4", "llama.cpp", pp), "rtx-3090-ti", 1);
    const double rate = 512 * 1000.0 / *prompt.performance.ttftMs;
    QVERIFY2(rate > 200 && rate < 260, QByteArray::number(rate).constData());
    // The field survives a save and is left out when false.
    const Workload w = localChat("llama-2-7b", "int4", "llama.cpp", pp);
    QVERIFY(w.inference.kvInHostMemory);
    QCOMPARE(workloadToJson(w)["inference"]["kv_in_host_memory"].get<bool>(), true);
    QVERIFY(
        !workloadToJson(localChat("llama-2-7b", "int4", "llama.cpp", tg))["inference"].contains("kv_in_host_memory"));
}

void tst_Runtime::offloadThatDoesNotFitSystemMemory()
{
    Assumptions small;
    small.set(AssumptionId::HostMemoryGB, 16);
    const Estimate e = estimateOn(localChat("llama-3-70b", "int4", "llama.cpp"), "rtx-4090", 1, small);
    QVERIFY(!e.feasible);
    QVERIFY(e.has(ReasonCode::HostOutOfMemory));
}

void tst_Runtime::unifiedMemoryHasNothingToOffloadTo()
{
    // GB10's 128 GB are the machine's whole memory: a model bigger than that is out of
    // memory there, never "offloaded" to a system memory it does not have apart.
    const Estimate big = estimateOn(localChat("llama-3-70b", "fp16", "llama.cpp"), "gb10", 1);
    QVERIFY(!big.feasible);
    QVERIFY(big.has(ReasonCode::OutOfMemory));
    QVERIFY(!find(big, ReasonCode::PartialOffload));
    QCOMPARE(big.memory.hostGB, 0.0);
    // At 4 bits it fits whole.
    const Estimate q4 = estimateOn(localChat("llama-3-70b", "int4", "llama.cpp"), "gb10", 1);
    QVERIFY(q4.feasible);
    QVERIFY(!find(q4, ReasonCode::PartialOffload));
}

void tst_Runtime::runtimeThatCannotDoTheJob()
{
    const Estimate fp8 = estimateOn(localChat("llama-3-8b", "fp8", "llama.cpp"), "rtx-4090", 1);
    QVERIFY(!fp8.feasible);
    QVERIFY(fp8.has(ReasonCode::RuntimeLacksPrecision));
    const Workload train = enginetest::workload({{"task", "training"},
                                                 {"model", "llama-3-8b"},
                                                 {"precision", "bf16"},
                                                 {"runtime", "vllm"},
                                                 {"training", {{"micro_batch", 1}}}});
    const Estimate e = estimateOn(train, "h100-sxm", 8);
    QVERIFY(!e.feasible);
    QVERIFY(e.has(ReasonCode::RuntimeNotForTask));
}

void tst_Runtime::transformersBatchesStatically()
{
    // Plain transformers has no continuous batching: under the same load its requests wait
    // for a batch to start, so their first token comes later than on vLLM.
    const json load{{"batch", "max"}, {"requests_per_s", 2.0}, {"prompt_tokens", 512}, {"output_tokens", 256}};
    const Estimate vllm = estimateOn(localChat("llama-3-8b", "fp16", "vllm", load), "a100-pcie-80gb", 1);
    const Estimate hf = estimateOn(localChat("llama-3-8b", "fp16", "transformers", load), "a100-pcie-80gb", 1);
    QVERIFY(vllm.feasible && hf.feasible);
    QVERIFY(*hf.performance.ttftMs > 2.0 * *vllm.performance.ttftMs);
    QVERIFY(hf.has(ReasonCode::NoContinuousBatching));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Runtime)
#include "tst_Runtime.moc"
