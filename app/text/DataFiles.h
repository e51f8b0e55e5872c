// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/Catalog.h"
#include "engine/Model.h"
#include "engine/PriceBook.h"
#include "engine/Result.h"

#include <QString>
#include <QStringList>

namespace gpuatlas::text {

// Finds and loads the data files (gpus.json, models.json, prices.json). The installed
// copies next to the program are preferred, so users can read (and packagers patch)
// what the app uses; the copies compiled into the program are the fallback, so a build
// tree or a moved binary always works.
class DataFiles
{
public:
    // Folders searched, in order: $GPUATLAS_DATA_DIR, <exe>/../share/gpu-atlas/data,
    // <exe>/data, <exe>/../Resources/data (macOS bundle), then ":/data".
    static QStringList searchPath();
    // The first folder of searchPath() that holds `fileName`.
    static QString locate(const QString& fileName);

    static engine::Result<engine::Catalog> loadCatalog(const QString& overridePath = {});
    static engine::Result<engine::ModelCatalog> loadModels();
    static engine::Result<engine::PriceBook> loadPrices();
};

} // namespace gpuatlas::text
