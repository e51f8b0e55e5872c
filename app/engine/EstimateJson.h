// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Estimate.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace gpuatlas::engine {

// The published estimate JSON (docs/cli.md, "Estimate output"). The engine has no
// sentences: `message` turns a reason into the text the caller wants (the CLI passes
// app/text's translated sentence).
using ReasonMessage = std::function<std::string(const Reason&)>;

nlohmann::json estimateToJson(const Estimate& estimate, const ReasonMessage& message);
nlohmann::json reasonToJson(const Reason& reason, const ReasonMessage& message);

} // namespace gpuatlas::engine
