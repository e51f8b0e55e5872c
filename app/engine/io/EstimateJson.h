// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Estimate.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace gpuatlas::engine::inline io {

// The published estimate JSON (docs/cli.md, "Estimate output"). The engine has no
// sentences: `message` turns a reason into the text the caller wants (the CLI passes
// app/text's translated sentence).
using ReasonMessage = std::function<std::string(const Reason&)>;

nlohmann::json estimateToJson(const Estimate& estimate, const ReasonMessage& message);
nlohmann::json reasonToJson(const Reason& reason, const ReasonMessage& message);
// The headline figures of an estimate (Headline.h), as the estimate JSON carries them.
nlohmann::json headlineToJson(const Headline& headline);

} // namespace gpuatlas::engine::inline io
