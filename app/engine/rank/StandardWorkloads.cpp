// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rank/StandardWorkloads.h"

#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonRead.h"
#include "engine/io/JsonSchema.h"
#include "engine/io/WorkloadJson.h"

#include <algorithm>
#include <iterator>
#include <map>

namespace gpuatlas::engine::inline rank {

using nlohmann::json;

namespace {

bool shownIn(const json& entry, std::string_view where)
{
    const auto& places = entry["shown_in"];
    return std::any_of(places.begin(), places.end(), [&](const json& place) { return place == where; });
}

// The entry's workload, read exactly as a workload file is, with its diagnostics moved
// under the entry's pointer so that they name the place in data/workloads.json.
Result<Workload> workloadOf(const json& entry, const std::string& file, const std::string& pointer,
                            const ModelCatalog& models)
{
    auto workload = readWorkload(entry["workload"].dump(), file, models);
    if (workload)
        return workload;
    Diagnostics errors = workload.errors();
    for (auto& error : errors)
        error.pointer = jsonPointerAppend(pointer, "workload") + error.pointer;
    return errors;
}

} // namespace

Result<std::vector<StandardWorkload>> readStandardWorkloads(std::string_view text, const std::string& file,
                                                            const ModelCatalog& models)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    static const JsonSchema schema(json::parse(schemas::workloads));
    Diagnostics errors;
    if (!schema.validate(parsed.value(), file, errors))
        return errors;

    std::vector<StandardWorkload> out;
    std::map<std::string, std::string, std::less<>> firstPointer;
    const auto& items = parsed.value()["workloads"];
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto& item = items[i];
        const std::string pointer = jsonPointerAppend("/workloads", i);
        StandardWorkload entry;
        entry.id = item["id"].get<std::string>();
        if (const auto [it, inserted] = firstPointer.emplace(entry.id, pointer); !inserted) {
            errors.push_back(
                {DiagnosticCode::DuplicateId, file, jsonPointerAppend(pointer, "id"), {entry.id, it->second}, {}});
            continue;
        }
        auto workload = workloadOf(item, file, pointer, models);
        if (!workload) {
            errors.insert(errors.end(), workload.errors().begin(), workload.errors().end());
            continue;
        }
        entry.name = jsonread::localized(item["name"]);
        entry.description = jsonread::localized(item["description"]);
        entry.inWizard = shownIn(item, "wizard");
        entry.inMatrix = shownIn(item, "matrix");
        entry.workload = std::move(workload).value();
        out.push_back(std::move(entry));
    }
    if (!errors.empty())
        return errors;
    return out;
}

std::vector<StandardWorkload> matrixWorkloads(const std::vector<StandardWorkload>& all)
{
    std::vector<StandardWorkload> rows;
    std::copy_if(all.begin(), all.end(), std::back_inserter(rows),
                 [](const StandardWorkload& entry) { return entry.inMatrix; });
    return rows;
}

} // namespace gpuatlas::engine::inline rank
