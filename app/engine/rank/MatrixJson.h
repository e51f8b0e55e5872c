// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/LocalizedText.h"
#include "engine/rank/SuitabilityMatrix.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace gpuatlas::engine::inline rank {

// What a cell's key figure reads in the caller's language (app/text's MatrixText).
using HeadlineText = std::function<std::string(const MatrixCell&)>;

// gpu-atlas-cli matrix --json (docs/cli.md): {"workloads": [{"id", "name"}], "gpus": [ids],
// "cells": [{"workload", "gpu", "verdict", "count", "score", "headline", "reasons": [codes]}]},
// cells row by row. "headline" is {"text", "metric", "value", "cost_basis", "usd"}.
nlohmann::json matrixToJson(const SuitabilityMatrix& matrix, Language language, const HeadlineText& headlineText);

} // namespace gpuatlas::engine::inline rank
