// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "engine/core/Estimate.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <vector>

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
    // The workload file and the data both commands need; nullopt after reporting a problem.
    struct Inputs
    {
        engine::Workload workload;
        const engine::Catalog* catalog = nullptr;
        const engine::PriceBook* prices = nullptr;
        const engine::ModelCatalog* models = nullptr;

        const engine::Model& model() const { return *engine::resolveModel(workload, *models); }
    };
    static std::optional<Inputs> loadInputs(CliContext& context);
    static QString table(const std::vector<engine::Estimate>& estimates, const engine::Workload& workload);
    static QString details(const engine::Estimate& estimate, const engine::Workload& workload);
};

} // namespace gpuatlas::cli
