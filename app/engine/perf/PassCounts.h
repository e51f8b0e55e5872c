// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Passes and collectives per layer the performance model counts, shared by the inference
// and the training halves of PerformanceModel (PerformanceModel.cpp, TrainingStep.cpp).
namespace gpuatlas::engine::inline perf::passes {

// Megatron-style tensor parallelism all-reduces the activations twice per layer in the
// forward pass and twice in the backward pass (Shoeybi et al. 2019, section 3).
inline constexpr double forwardAllReducesPerLayer = 2.0;
inline constexpr double trainingAllReducesPerLayer = 4.0;
// Forward + backward = 3 forward passes (backward computes gradients for both inputs and
// weights: 2 forward-equivalents); the "6N" rule (Kaplan et al. 2020).
inline constexpr double forwardBackwardPasses = 3.0;

} // namespace gpuatlas::engine::inline perf::passes
