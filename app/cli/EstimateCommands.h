// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuatlas::engine {
struct Estimate;
struct Workload;
class Catalog;
} // namespace gpuatlas::engine

namespace gpuatlas::cli {

class CliContext;

// `estimate` and `recommend` (docs/cli.md): a workload file through the engine, printed
// as contract JSON or as a table with the reasons in the chosen language.
class EstimateCommands
{
    Q_DECLARE_TR_FUNCTIONS(EstimateCommands)

public:
    static int estimate(CliContext& context);
    static int recommend(CliContext& context);

private:
    static std::optional<engine::Workload> loadWorkload(CliContext& context);
    static QString table(const std::vector<engine::Estimate>& estimates, const engine::Workload& workload);
    static QString details(const engine::Estimate& estimate, const engine::Workload& workload);
};

} // namespace gpuatlas::cli
