// SPDX-License-Identifier: GPL-3.0-or-later
// The training half of PerformanceModel (docs/engine.md, "Training step"): FLOPs per token
// or sample, micro-batches per step, and the time of one optimizer step through the
// pipeline with its tensor-, pipeline- and data-parallel traffic.
#include "engine/core/UnitConstants.h"
#include "engine/perf/CommModel.h"
#include "engine/perf/MemoryModel.h"
#include "engine/perf/PassCounts.h"
#include "engine/perf/PerformanceModel.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline perf {

using passes::forwardAllReducesPerLayer;
using passes::forwardBackwardPasses;
using passes::trainingAllReducesPerLayer;
using units::tera;

using A = AssumptionId;

namespace {

// The factor by which recomputation and LoRA scale a transformer's training FLOPs per
// parameter (6N, 8N with full recomputation, 4N for LoRA; docs/engine.md).
double trainingFactor(const TrainingSpec& training, const Assumptions& a)
{
    const bool full = training.recompute == Recompute::Full;
    double factor = full ? a[A::FullRecomputeFlopsFactor] : 2.0 * forwardBackwardPasses;
    if (training.method != FinetuneMethod::Full) {
        // LoRA skips the weight gradients of the frozen base; full recomputation still adds a forward.
        factor = a[A::LoraFlopsFactor] + (full ? a[A::FullRecomputeFlopsFactor] - 2.0 * forwardBackwardPasses : 0.0);
    }
    return factor;
}

} // namespace

double PerformanceModel::trainingAttentionFlopsPerUnit(const Model& model, const TrainingSpec& training,
                                                       const Assumptions& a)
{
    if (!model.isTransformer())
        return 0.0;
    const double scale = trainingFactor(training, a) / (2.0 * forwardBackwardPasses);
    // Causal attention over the sequence, forward: a token at position i attends to i
    // tokens, s/2 on average; a local layer to min(i, window), whose average over the
    // sequence is w - w^2 / 2s once the sequence is longer than the window w.
    const double s = training.seqLen;
    const double w = model.slidingWindow > 0 ? static_cast<double>(model.slidingWindow) : s;
    const double localSpan = s <= w ? s / 2.0 : w - w * w / (2.0 * s);
    const double attentionForward = attentionFlopsPerToken(model, s / 2.0, localSpan);
    return forwardBackwardPasses * attentionForward * scale;
}

double PerformanceModel::trainingFlopsPerUnit(const Model& model, const TrainingSpec& training, const Assumptions& a)
{
    if (!model.isTransformer()) {
        const double passes = forwardBackwardPasses + (training.recompute == Recompute::Full ? 1.0 : 0.0);
        return passes * model.flopsPerSample;
    }
    return trainingFactor(training, a) * model.activeParams + trainingAttentionFlopsPerUnit(model, training, a);
}

int PerformanceModel::accumulationSteps(const Model& model, const TrainingSpec& training, int dataParallel,
                                        const Assumptions& a)
{
    if (!model.isTransformer())
        return 1;
    const double perMicroStep =
        std::max(1.0, static_cast<double>(training.microBatch) * training.seqLen * dataParallel);
    const double steps = std::ceil(a[A::GlobalBatchTokens] / perMicroStep);
    return static_cast<int>(std::clamp(steps, 1.0, 1.0e6));
}

double PerformanceModel::pipelineBubble(int stages, int virtualStages, int microBatches)
{
    if (stages <= 1)
        return 0.0;
    const double idle = (stages - 1.0) / std::max(1, virtualStages);
    return idle / (std::max(1, microBatches) + idle);
}

namespace {

// The tokens (a sample for a non-token model) one micro-batch carries.
double unitsOf(const Model& model, const TrainingSpec& spec)
{
    return model.isTransformer() ? static_cast<double>(spec.microBatch) * spec.seqLen : spec.microBatch;
}

double weightBytesOf(Precision precision, const Assumptions& a)
{
    const bool full32 = precision == Precision::FP32 || precision == Precision::TF32;
    return full32 ? 4.0 : a[A::TrainWeightBytes];
}

// One micro-batch through the whole model, forward and backward, on one tensor-parallel rank.
StepTime microBatchTime(const TrainingSetup& setup, const Workload& workload)
{
    const auto& model = *setup.model;
    const auto& a = *setup.assumptions;
    const auto& spec = workload.training;
    const double tp = setup.tensorParallel;
    const double units = unitsOf(model, spec);
    const double calibration = a[A::TrainComputeEfficiency] * a.gpuFactor(setup.gpu->id);
    const double eightBit = setup.path.eightBit ? a[A::EightBitTrainEfficiency] : 1.0;
    const double gemmFlops = setup.path.peakTflops * tera * calibration * eightBit;
    // FP8 training (Transformer Engine) runs the linear layers in FP8 and attention in
    // 16 bit (FlashAttention); other precisions run everything on the path's rate.
    const bool sixteenBitAttention = setup.path.eightBit && setup.sixteenBitPeakTflops > 0.0;
    const double attentionFlops = sixteenBitAttention ? setup.sixteenBitPeakTflops * tera * calibration : gemmFlops;
    const double bandwidth = PerformanceModel::trainingBandwidth(*setup.gpu, a);

    StepTime micro;
    const double attention = PerformanceModel::trainingAttentionFlopsPerUnit(model, spec, a);
    const double linear = PerformanceModel::trainingFlopsPerUnit(model, spec, a) - attention;
    micro.compute = units * (linear / gemmFlops + attention / attentionFlops) / tp;

    // Memory-bound kernels: elementwise traffic proportional to the activations a step
    // produces (those kept with selective recomputation) and the weight passes.
    TrainingSpec selective = spec;
    selective.recompute = Recompute::Selective;
    const double activations =
        MemoryModel::trainingActivationBytes(model, selective, workload.precision, setup.tensorParallel, a);
    const double weightPasses = forwardBackwardPasses + (spec.recompute == Recompute::Full ? 1.0 : 0.0);
    const double traffic =
        model.isTransformer() ? a[A::ElementwiseTrafficFactorTransformer] : a[A::ElementwiseTrafficFactor];
    micro.memory =
        (traffic * activations + weightPasses * model.params * weightBytesOf(workload.precision, a) / tp) / bandwidth;

    if (setup.tensorParallel > 1 && model.isTransformer()) {
        const double bytes = units * model.hidden * a[A::InferenceActivationBytes];
        const double perLayer =
            trainingAllReducesPerLayer + (spec.recompute == Recompute::Full ? forwardAllReducesPerLayer : 0.0);
        const double tensorTraffic =
            perLayer * model.layers * CommModel::allReduceSeconds(bytes, setup.tensorParallel, setup.tensorLink);
        micro.comm += std::max(0.0, tensorTraffic - a[A::TensorParallelOverlap] * micro.compute);
    }
    return micro;
}

// Data-parallel exchange of this stage's parameters (ZeRO, Rajbhandari et al. 2020,
// section 7; DeepSpeed): an all-reduce = reduce-scatter + all-gather, each half its volume.
//   stage 0/1: gradients accumulate locally; one all-reduce (stage 1: reduce-scatter of
//              the gradients, all-gather of the updated weights) per optimizer step.
//   stage 2:   each micro-batch reduce-scatters its gradients (each rank keeps only its
//              shard); the updated weights are all-gathered once per step.
//   stage 3:   each micro-batch all-gathers the weights for forward and for backward and
//              reduce-scatters the gradients (1.5 all-reduces); nothing more per step.
// (ZeRO 2 and 3 are never combined with pipeline stages: LayoutPlanner.)
struct DataParallelTraffic
{
    double perMicro = 0.0; // seconds each micro-batch exchanges
    double perStep = 0.0;  // seconds the optimizer step exchanges once
};

DataParallelTraffic dataParallelTraffic(const TrainingSetup& setup, const Workload& workload)
{
    DataParallelTraffic out;
    if (setup.dataParallel <= 1)
        return out;
    const auto& model = *setup.model;
    const auto& a = *setup.assumptions;
    const auto& spec = workload.training;
    const bool full32 = workload.precision == Precision::FP32 || workload.precision == Precision::TF32;
    const double shard = static_cast<double>(setup.tensorParallel) * setup.pipelineParallel;
    const double gradBytes =
        MemoryModel::trainableParams(model, spec) * (full32 ? 4.0 : a[A::TrainGradientBytes]) / shard;
    const double allReduce = CommModel::allReduceSeconds(gradBytes, setup.dataParallel, setup.dataLink);
    const double reduceScatter = 0.5 * allReduce;
    if (spec.zeroStage >= 3) {
        // The whole (LoRA: frozen) model's weights are gathered, not just the trainable part.
        const double gather = CommModel::allGatherSeconds(model.params * weightBytesOf(workload.precision, a) / shard,
                                                          setup.dataParallel, setup.dataLink);
        out.perMicro = 2.0 * gather + reduceScatter;
    } else if (spec.zeroStage == 2) {
        out.perMicro = reduceScatter;
        out.perStep = allReduce - reduceScatter;
    } else {
        out.perStep = allReduce;
    }
    return out;
}

} // namespace

StepTime PerformanceModel::trainingStep(const TrainingSetup& setup, const Workload& workload)
{
    const auto& model = *setup.model;
    const auto& a = *setup.assumptions;
    const auto& spec = workload.training;
    const double tp = setup.tensorParallel;
    const double pp = setup.pipelineParallel;

    // ---- One stage slot: 1/p of the layers of one micro-batch, and with pipeline stages
    // the activations sent forward and their gradients sent back (each tensor-parallel rank
    // its share: Megatron's scatter/gather optimisation), once per virtual stage.
    StepTime slot = microBatchTime(setup, workload).scaled(1.0 / pp);
    if (setup.pipelineParallel > 1 && model.isTransformer()) {
        const double handOver = unitsOf(model, spec) * model.hidden * a[A::InferenceActivationBytes] / tp;
        slot.comm += 2.0 * setup.virtualStages * CommModel::pointToPointSeconds(handOver, setup.pipelineLink);
    }
    // Traffic beside compute hides behind comm.dp_overlap of it: ZeRO-3 prefetches weights
    // during forward and backward (the whole micro-batch), gradient buckets overlap with
    // the rest of backward (PyTorch DDP, Li et al. 2020).
    const double backward = slot.compute * (forwardBackwardPasses - 1.0) / forwardBackwardPasses;
    const DataParallelTraffic data = dataParallelTraffic(setup, workload);
    if (setup.dataParallel > 1) {
        const double beside = spec.zeroStage >= 3 ? slot.compute : backward;
        slot.comm += std::max(0.0, data.perMicro - a[A::DataParallelOverlap] * beside);
    }
    slot.seconds = slot.compute + slot.memory + slot.comm;

    // ---- One optimizer step: the accumulated micro-batches through the pipeline (1F1B:
    // m + (p - 1) / v slots; Narayanan et al. 2021, section 2.2), the exchange once per step
    // (overlapping the last backward) and the optimizer update (read and write every state
    // of this GPU's shard once).
    const int accumulation = accumulationSteps(model, spec, setup.dataParallel, a);
    const double slots = accumulation + (pp - 1.0) / std::max(1, setup.virtualStages);
    StepTime time = slot.scaled(slots);
    const double shards = spec.zeroStage >= 1 ? setup.dataParallel : 1.0;
    const double stateBytes =
        a[A::TrainWeightBytes] + a[A::TrainGradientBytes] + a[A::TrainMasterBytes] + a[A::AdamStateBytes];
    const double update = 2.0 * MemoryModel::trainableParams(model, spec) * stateBytes / (tp * pp) / shards /
                          trainingBandwidth(*setup.gpu, a);
    time.memory += update;
    const double exposed = std::max(0.0, data.perStep - a[A::DataParallelOverlap] * backward);
    time.comm += exposed;
    time.seconds += update + exposed;
    return time;
}

} // namespace gpuatlas::engine::inline perf
