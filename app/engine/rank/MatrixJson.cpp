// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rank/MatrixJson.h"

#include "engine/io/EstimateJson.h"

#include <cmath>

namespace gpuatlas::engine::inline rank {

using nlohmann::json;

namespace {

// As in the estimate JSON: no estimate is more precise than this.
json roundedOrNull(const std::optional<double>& value)
{
    if (!value || !std::isfinite(*value))
        return nullptr;
    return std::round(*value * 100.0) / 100.0;
}

json headlineToJson(const MatrixCell& cell, const HeadlineText& text)
{
    const auto& headline = cell.headline;
    return json{{"text", text ? text(cell) : std::string()},
                {"metric", headlineMetricId(headline.metric)},
                {"value", roundedOrNull(headline.value)},
                {"cost_basis", headlineCostId(headline.cost)},
                {"usd", roundedOrNull(headline.usd)}};
}

} // namespace

json matrixToJson(const SuitabilityMatrix& matrix, Language language, const HeadlineText& headlineText)
{
    json workloads = json::array();
    for (const auto& row : matrix.rows())
        workloads.push_back({{"id", row.id}, {"name", row.name.in(language)}});
    json cells = json::array();
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const MatrixCell& cell = matrix.cell(r, c);
            json reasons = json::array();
            for (const auto& reason : cell.reasons)
                reasons.push_back(reasonCodeId(reason.code));
            cells.push_back({{"workload", matrix.rows()[r].id},
                             {"gpu", matrix.gpus()[c]},
                             {"verdict", verdictId(cell.verdict)},
                             {"count", cell.count()},
                             {"score", roundedOrNull(cell.score)},
                             {"headline", headlineToJson(cell, headlineText)},
                             {"reasons", std::move(reasons)}});
        }
    }
    return json{{"workloads", std::move(workloads)}, {"gpus", matrix.gpus()}, {"cells", std::move(cells)}};
}

} // namespace gpuatlas::engine::inline rank
