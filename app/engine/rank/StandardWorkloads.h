// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/LocalizedText.h"
#include "engine/core/Model.h"
#include "engine/core/Result.h"
#include "engine/core/Workload.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::engine::inline rank {

// One job people recognise (data/workloads.json): the wizard's presets and the rows of the
// suitability matrix are one list, so that a row of the matrix and the preset of the same
// name can never describe different jobs.
struct StandardWorkload
{
    std::string id;
    LocalizedText name;
    LocalizedText description;
    bool inWizard = false;
    bool inMatrix = false;
    Workload workload;
};

// Reads data/workloads.json: the list is checked against workloads.schema.json, each
// workload against workload.schema.json and the built-in models, ids must be unique.
// Diagnostics name `file` and the JSON pointer inside it ("/workloads/3/workload/model").
Result<std::vector<StandardWorkload>> readStandardWorkloads(std::string_view text, const std::string& file,
                                                            const ModelCatalog& models);

// The entries shown as rows of the suitability matrix, in the file's order.
std::vector<StandardWorkload> matrixWorkloads(const std::vector<StandardWorkload>& all);

} // namespace gpuatlas::engine::inline rank
