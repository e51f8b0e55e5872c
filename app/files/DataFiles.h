// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/calibration/Accuracy.h"
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"
#include "engine/core/Result.h"
#include "engine/cost/ExchangeRates.h"
#include "engine/cost/PriceBook.h"
#include "engine/rank/StandardWorkloads.h"

#include <QString>
#include <QStringList>

#include <string_view>
#include <vector>

namespace gpuatlas::files {

// Finds and loads the data files (gpus.json, models.json, prices.json, exchange-rates.json,
// workloads.json). The installed
// copies next to the program are preferred, so users can read (and packagers patch)
// what the app uses; the copies compiled into the program are the fallback, so a build
// tree or a moved binary always works. Text identical to the compiled-in copy is not
// schema-checked again (a test checks it at build time); any other text is, in full.
class DataFiles
{
public:
    // Folders searched, in order: $GPUATLAS_DATA_DIR, installedFolders("data") (AppIdentity.h), then ":/data".
    static QStringList searchPath();
    // The first folder of searchPath() that holds `fileName`.
    static QString locate(const QString& fileName);

    // True when `text` is byte for byte the copy of `fileName` ("gpus.json") compiled into
    // the program. tests/text/tst_EmbeddedData runs every check on those copies at build
    // time, so the loads below only parse them (engine::TrustedInput: no UTF-8 scan, no
    // schema); an edited installed copy, or any file the user names, gets every check.
    static bool isCompiledInCopy(const QString& fileName, std::string_view text);

    static engine::Result<engine::Catalog> loadCatalog(const QString& overridePath = {});
    static engine::Result<engine::ModelCatalog> loadModels();
    // models.json with only the model `id` in it (empty when there is no such model): for
    // a command that needs one workload's model (engine::readModel).
    static engine::Result<engine::ModelCatalog> loadModel(const std::string& id);
    // prices.json, its quotes in other currencies converted with loadExchangeRates().
    static engine::Result<engine::PriceBook> loadPrices();
    static engine::Result<engine::ExchangeRates> loadExchangeRates();
    // The standard workloads (the wizard's presets, the suitability matrix's rows); their
    // models are resolved against `models`. `path` replaces the file found on searchPath().
    static engine::Result<std::vector<engine::StandardWorkload>>
    loadStandardWorkloads(const engine::ModelCatalog& models, const QString& path = {});
    // The published measurements the estimator is held against (accuracy.json).
    static engine::Result<std::vector<engine::AccuracyCase>> loadAccuracy();
};

} // namespace gpuatlas::files
