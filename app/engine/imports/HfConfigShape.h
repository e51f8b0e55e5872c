// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Model.h"
#include "engine/imports/HfConfigReader.h"
#include "engine/imports/ModelImport.h"

// The parts of a config.json's shape beyond the basic dimensions, each read with the
// ConfigReader by the rule of the transformers code it follows (HfConfigShape.cpp).
namespace gpuatlas::engine::inline imports::hfconfig {

// Experts, dense and MoE layers, shared experts and the MLP widths.
bool readFeedForward(ConfigReader& reader, Model& model);
// MLA or the layers with a sliding window.
bool readAttention(ConfigReader& reader, Model& model);
// Tied embeddings, multi-token prediction, quantization (the suggested precision) and a
// vision tower.
void readCheckpoint(ConfigReader& reader, ModelImport& import);

} // namespace gpuatlas::engine::inline imports::hfconfig
